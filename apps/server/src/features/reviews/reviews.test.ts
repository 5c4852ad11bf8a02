import {
  ActiveMyGameSchema,
  errorCatalog,
  GameSummarySchema,
  MyGameReviewStateSchema,
  ProfileSchema,
  ReviewSchema,
  RuleRatingSchema,
} from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews, ruleRatings } from '../../db/schema/index.ts';
import { buildGame, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetUser } from './index.ts';
import { finishedGame } from './reviews.test-support.ts';

// After the match (issue 19 items 1, 2, 6): the review, the rule rating, the prompt's list and
// the manner score, as the two players and strangers meet them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = { id: number };
async function post(user: Who | null, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: user ? await t.authHeader(user) : {},
  });
}
async function get(user: Who, url: string) {
  return t.app.inject({ url, headers: await t.authHeader(user) });
}
const review = (user: Who | null, gameId: number, body: unknown) =>
  post(user, `/api/games/${gameId}/review`, body);
const rate = (user: Who | null, ruleId: number, body: unknown) =>
  post(user, `/api/rules/${ruleId}/rating`, body);
const errorOf = (code: keyof typeof errorCatalog) => ({
  error: { code, message: errorCatalog[code].message },
  message: errorCatalog[code].message,
});

describe('without a caller', () => {
  it.each([
    ['POST', '/api/games/1/review', { manner: 5, performance: 4, text: '' }],
    ['GET', '/api/games/1/review', undefined],
    ['POST', '/api/rules/1/rating', { gameId: 1, rating: 5, comment: null }],
  ] as const)('%s %s answers 401 with the Korean error body', async (method, url, payload) => {
    for (const res of [
      await t.app.inject({ method, url, ...(payload ? { payload } : {}) }),
      await t.app.inject({ method, url }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(errorOf('unauthorized'));
    }
  });
});

describe('the review of the other player', () => {
  it('stores one review per player per game, for the other player, and answers 409 on a repeat', async () => {
    const { owner, opponent, game } = await finishedGame(t);
    const res = await review(owner, game.id, { manner: 5, performance: 3, text: '  즐거운 경기였어요 ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(ReviewSchema.parse(res.json())).toMatchObject({
      gameId: game.id,
      reviewerId: owner.id,
      revieweeId: opponent.id,
      manner: 5,
      performance: 3,
      text: '즐거운 경기였어요',
    });
    const again = await review(owner, game.id, { manner: 1, performance: 1, text: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorOf('review_already_written'));
    // The other player still reviews once; text may be empty or missing.
    expect((await review(opponent, game.id, { manner: 4, performance: 4 })).statusCode).toBe(201);
    expect(
      MyGameReviewStateSchema.parse((await get(opponent, `/api/games/${game.id}/review`)).json()),
    ).toEqual({
      reviewed: true,
      ruleRated: false,
    });
  });

  it('answers one 201 and one 409 when the same player submits twice at once', async () => {
    const { owner, game } = await finishedGame(t);
    const answers = await Promise.all([
      review(owner, game.id, { manner: 5, performance: 5, text: '' }),
      review(owner, game.id, { manner: 4, performance: 4, text: '' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ performance: 3, text: '' }, '매너와 실력 점수를 모두 골라 주세요.'],
    [{ manner: 3, text: '' }, '매너와 실력 점수를 모두 골라 주세요.'],
    [{ manner: 0, performance: 3 }, '매너와 실력 점수를 모두 골라 주세요.'],
    [{ manner: 3, performance: 6 }, '매너와 실력 점수를 모두 골라 주세요.'],
    [{ manner: 3.5, performance: 3 }, '매너와 실력 점수를 모두 골라 주세요.'],
    [{ manner: 3, performance: 3, text: '가'.repeat(301) }, '후기는 300자까지 쓸 수 있어요.'],
  ])('refuses %j with 400 and the Korean reason', async (body, message) => {
    const { owner, game } = await finishedGame(t);
    const res = await review(owner, game.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes exactly 300 characters, an emoji counted as one', async () => {
    const { owner, game } = await finishedGame(t);
    const res = await review(owner, game.id, { manner: 3, performance: 3, text: '😀'.repeat(300) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a text with profanity with the spec message, and stores nothing', async () => {
    const { owner, game } = await finishedGame(t);
    const res = await review(owner, game.id, { manner: 3, performance: 3, text: 'you are a fucking cheat' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorOf('review_profanity'));
    expect((await get(owner, `/api/games/${game.id}/review`)).json()).toMatchObject({ reviewed: false });
  });

  it('refuses a stranger with 403 and a missing game with 404', async () => {
    const { game } = await finishedGame(t);
    const stranger = await buildUser(t.db);
    const res = await review(stranger, game.id, { manner: 5, performance: 5, text: '' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorOf('not_game_player'));
    expect((await get(stranger, `/api/games/${game.id}/review`)).statusCode).toBe(403);
    const missing = await review(stranger, 999_999_999, { manner: 5, performance: 5, text: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorOf('game_not_found'));
  });

  it('refuses an abandoned match and a game not finished, with 409 and the Korean reason', async () => {
    const abandoned = await finishedGame(t, { abandoned: true });
    const res = await review(abandoned.owner, abandoned.game.id, { manner: 5, performance: 5, text: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(errorOf('review_game_abandoned'));
    const rated = await rate(abandoned.owner, abandoned.rule.id, {
      gameId: abandoned.game.id,
      rating: 5,
      comment: null,
    });
    expect(rated.json()).toEqual(errorOf('review_game_abandoned'));

    const owner = await buildUser(t.db);
    const opponent = await buildUser(t.db);
    const rule = await buildRule(t.db, owner);
    const live = await buildGame(t.db, owner, rule, { status: 'IN_PROGRESS', opponentId: opponent.id });
    const early = await review(owner, live.id, { manner: 5, performance: 5, text: '' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(errorOf('review_not_open'));
  });
});

describe('the rule rating', () => {
  it('rates the game rule once per player, moves its average and count, and answers 409 on a repeat', async () => {
    const { owner, opponent, rule, game } = await finishedGame(t);
    const first = await rate(owner, rule.id, { gameId: game.id, rating: 5, comment: '규칙이 깔끔해요' });
    expect(first.statusCode, first.body).toBe(201);
    expect(RuleRatingSchema.parse(first.json())).toMatchObject({
      ruleId: rule.id,
      rating: 5,
      comment: '규칙이 깔끔해요',
      averageRating: 5,
      ratingCount: 1,
    });
    const second = await rate(opponent, rule.id, { gameId: String(game.id), rating: 2, comment: null });
    expect(second.json()).toMatchObject({ averageRating: 3.5, ratingCount: 2 });
    const again = await rate(owner, rule.id, { gameId: game.id, rating: 1, comment: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorOf('rule_already_rated'));
    const shown = await get(owner, `/api/rules/${rule.id}`);
    expect(shown.json()).toMatchObject({ averageRating: 3.5, ratingCount: 2 });
  });

  it('refuses another rule, a stranger, a bad rating and profanity', async () => {
    const { owner, rule, game } = await finishedGame(t);
    const other = await buildRule(t.db, owner);
    const wrong = await rate(owner, other.id, { gameId: game.id, rating: 4, comment: null });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorOf('rating_rule_mismatch'));
    const stranger = await buildUser(t.db);
    expect((await rate(stranger, rule.id, { gameId: game.id, rating: 4, comment: null })).statusCode).toBe(
      403,
    );
    const bad = await rate(owner, rule.id, { gameId: game.id, rating: 0, comment: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('규칙 점수를 1점부터 5점 사이로 골라 주세요.');
    const rude = await rate(owner, rule.id, { gameId: game.id, rating: 3, comment: 'shit rule' });
    expect(rude.json()).toEqual(errorOf('review_profanity'));
    expect((await get(owner, `/api/rules/${rule.id}`)).json()).toMatchObject({
      ratingCount: 0,
      averageRating: 0,
    });
  });
});

describe('the review prompt (active/my pendingReviewGameIds)', () => {
  it('lists completed games of the last 7 days not yet reviewed, newest first, without abandoned ones', async () => {
    const me = await buildUser(t.db);
    const other = await buildUser(t.db);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const players = { owner: me, opponent: other };
    // Eight days old: past the prompt.
    await finishedGame(t, { players, completedAt: new Date(now - 8 * day) });
    const older = await finishedGame(t, {
      players: { owner: other, opponent: me },
      completedAt: new Date(now - 3 * day),
    });
    const newer = await finishedGame(t, { players, completedAt: new Date(now - 60_000) });
    await finishedGame(t, { players, abandoned: true });
    const reviewed = await finishedGame(t, { players, completedAt: new Date(now - day) });
    expect((await review(me, reviewed.game.id, { manner: 4, performance: 4, text: '' })).statusCode).toBe(
      201,
    );
    // A stranger's game never shows.
    await finishedGame(t);

    const mine = ActiveMyGameSchema.parse((await get(me, '/api/games/active/my')).json());
    expect(mine).toEqual({ activeGame: null, pendingReviewGameIds: [newer.game.id, older.game.id] });
    // The other player reviewed nothing: the reviewed game is still theirs to review.
    const theirs = ActiveMyGameSchema.parse((await get(other, '/api/games/active/my')).json());
    expect(theirs.pendingReviewGameIds).toEqual([newer.game.id, reviewed.game.id, older.game.id]);
  });
});

describe('the manner score and performance', () => {
  it('is 4.5 with a count of 0 before any review, then the average received with one decimal', async () => {
    const player = await buildUser(t.db);
    const viewer = await buildUser(t.db);
    const before = ProfileSchema.parse((await get(viewer, `/api/user-profile/${player.id}`)).json());
    expect(before).toMatchObject({ mannerScore: 4.5, mannerReviewCount: 0 });
    expect(before.stats).toMatchObject({ performance: 0, performanceHistory: [] });

    const ratings = [
      { manner: 5, performance: 2 },
      { manner: 4, performance: 3 },
      { manner: 4, performance: 5 },
    ];
    const day = 24 * 60 * 60 * 1000;
    for (const [index, rating] of ratings.entries()) {
      const { owner, game } = await finishedGame(t, {
        players: { owner: await buildUser(t.db), opponent: player },
        completedAt: new Date(Date.now() - (3 - index) * day),
      });
      expect((await review(owner, game.id, { ...rating, text: '' })).statusCode).toBe(201);
    }
    const after = ProfileSchema.parse((await get(viewer, `/api/user-profile/${player.id}`)).json());
    // (5 + 4 + 4) / 3 = 4.33… → 4.3; (2 + 3 + 5) / 3 = 3.33… → 3.3
    expect(after).toMatchObject({ mannerScore: 4.3, mannerReviewCount: 3 });
    expect(after.stats.performance).toBe(3.3);
    expect(after.stats.performanceHistory.map((point) => point.performance)).toEqual([2, 3, 5]);
  });

  it('shows the owner manner score on the invite summary and on the my-games card', async () => {
    const { owner: reviewer, opponent: host, game: played } = await finishedGame(t);
    expect((await review(reviewer, played.id, { manner: 2, performance: 3, text: '' })).statusCode).toBe(201);
    const rule = await buildRule(t.db, host);
    const open = await buildGame(t.db, host, rule, { status: 'MATCHING' });
    const viewer = await buildUser(t.db);
    const summary = await get(viewer, `/api/games/summary?gameId=${open.id}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(GameSummarySchema.parse(summary.json()).mannerScore).toBe(2);
    const cards = (await get(host, '/api/games/my-games')).json() as Array<{
      id: number;
      ownerStatistics: { manner: number };
    }>;
    expect(cards.find((card) => card.id === open.id)?.ownerStatistics.manner).toBe(2);
  });
});

describe('account deletion', () => {
  it('erases the texts the person wrote and keeps the numbers', async () => {
    const { owner, opponent, rule, game } = await finishedGame(t);
    await review(owner, game.id, { manner: 1, performance: 2, text: '다음에 또 해요' });
    await rate(owner, rule.id, { gameId: game.id, rating: 4, comment: '좋아요' });
    await t.db.transaction((tx) => forgetUser(tx, owner.id));
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.gameId, game.id));
    const [rating] = await t.db.select().from(ruleRatings).where(eq(ruleRatings.gameId, game.id));
    expect(stored).toMatchObject({ text: null, manner: 1 });
    expect(rating).toMatchObject({ comment: null, rating: 4 });
    const profile = ProfileSchema.parse((await get(opponent, `/api/user-profile/${opponent.id}`)).json());
    expect(profile).toMatchObject({ mannerScore: 1, mannerReviewCount: 1 });
  });
});
