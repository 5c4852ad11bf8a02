import {
  GameRankingSchema,
  GameResultSchema,
  initialRating,
  isProvisional,
  rateGame,
  RuleRankingSchema,
} from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleRow, UserRow } from '../../db/schema/index.ts';
import { buildGame, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jpegWithGps, multipartBody } from '../uploads/uploads.test-support.ts';
import { movableClock, scheduledGame, startAs } from '../match/match.test-support.ts';
import { backfillRatings, createRatings } from './index.ts';

const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });

const clock = movableClock();
let t: TestApp;
let ratings: ReturnType<typeof createRatings>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  ratings = createRatings({ db: t.db, notifier: t.app.notifier });
});
afterAll(() => t.close());

async function get(user: { id: number } | null, url: string) {
  return t.app.inject({ url, headers: user ? await t.authHeader(user) : {} });
}

/** A match played through the live match service: one set to 1 point, won by `winner`. */
async function playedMatch(rule: RuleRow, owner: UserRow, opponent: UserRow, winner: UserRow) {
  const { game } = await scheduledGame(t, rule, { owner, opponent });
  const started = await startAs(t, owner, game.id, startForm);
  expect(started.statusCode, started.body).toBe(200);
  const roomId = started.json().chatRoomId as number;
  await t.app.liveMatch.service.submitEvent(
    { userId: owner.id },
    roomId,
    { type: 'SCORE', userId: winner.id, setIndex: 1, scoreDelta: 1 },
    null,
  );
  return game;
}

/**
 * A completed game rated through the ratings' completion hook, as the match's transaction calls it
 * (cheaper than playing it; the hook itself is what the match calls).
 */
async function ratedGame(rule: RuleRow, user1: UserRow, user2: UserRow, winnerIdx: 0 | 1 | 2) {
  const game = await buildGame(t.db, user1, rule, {
    status: 'COMPLETED',
    opponentId: user2.id,
    placeRoad: '서울 강남구 테헤란로 1',
    province: '서울',
    region: '서울 강남구',
  });
  const after = await t.db.transaction((tx) =>
    ratings.completion.onCompleted(tx, completed(game.id, rule, user1, user2, winnerIdx)),
  );
  // After the commit, as the match's announce does it.
  await after?.();
  return game;
}

function completed(gameId: number, rule: RuleRow, user1: UserRow, user2: UserRow, winnerIdx: 0 | 1 | 2) {
  return {
    gameId,
    ruleId: rule.id,
    user1Id: user1.id,
    user2Id: user2.id,
    winnerIdx,
    abandoned: false,
    finishedEarly: false,
    completedAt: new Date(),
  };
}

const oneSetRule = () => buildRule(t.db, null, { pointsToWin: 1, setsToWin: 1 });

async function ranking(viewer: UserRow, ruleId: number, query = '') {
  const response = await get(viewer, `/api/rules/${ruleId}/rankings${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    body: RuleRankingSchema.parse(response.json()),
    next: response.headers['x-next-cursor'] as string | undefined,
  };
}

describe('a completed match is rated once', () => {
  it('rates the players of a match played to the end: winner up, loser down, both provisional', async () => {
    const rule = await oneSetRule();
    const [owner, opponent] = [await buildUser(t.db), await buildUser(t.db)];
    await playedMatch(rule, owner, opponent, opponent);
    const { body } = await ranking(owner, rule.id);
    // Computed by hand from Glicko-2 for two new players (1500/350/0.06, τ 0.5): ±162.
    expect(body.rankings).toEqual([
      expect.objectContaining({
        rank: 1,
        userId: opponent.id,
        rating: 1662,
        playCount: 1,
        provisional: true,
        isCurrentUser: false,
      }),
      expect.objectContaining({
        rank: 2,
        userId: owner.id,
        rating: 1338,
        playCount: 1,
        provisional: true,
        isCurrentUser: true,
      }),
    ]);
    expect(body.currentUserRanking).toMatchObject({
      rank: 2,
      rating: 1338,
      playCount: 1,
      userName: owner.nickname,
    });
  });

  it('answers the game ranking of a played match: both players with their change', async () => {
    const rule = await oneSetRule();
    const [owner, opponent] = [await buildUser(t.db), await buildUser(t.db)];
    const game = await playedMatch(rule, owner, opponent, owner);
    const response = await get(opponent, `/api/games/${game.id}/ranking`);
    expect(response.statusCode, response.body).toBe(200);
    expect(GameRankingSchema.parse(response.json()).rankings).toEqual([
      {
        userId: owner.id,
        nickname: owner.nickname,
        profilePicture: null,
        rankAfter: 1,
        ratingAfter: 1662,
        ratingChange: 162,
        rankChange: 0,
        isPlayer: true,
      },
      {
        userId: opponent.id,
        nickname: opponent.nickname,
        profilePicture: null,
        rankAfter: 2,
        ratingAfter: 1338,
        ratingChange: -162,
        rankChange: 0,
        isPlayer: true,
      },
    ]);
  });

  it('rates nothing for an abandoned or early-finished match (404 for its game ranking)', async () => {
    const rule = await buildRule(t.db, null, { pointsToWin: 2, setsToWin: 3 });
    const abandoned = await scheduledGame(t, rule);
    const started = await startAs(t, abandoned.owner, abandoned.game.id, startForm);
    const roomId = started.json().chatRoomId as number;
    await t.app.liveMatch.service.submitEvent(
      { userId: abandoned.owner.id },
      roomId,
      { type: 'FINISH' },
      null,
    );
    const early = await scheduledGame(t, rule);
    const room2 = (await startAs(t, early.owner, early.game.id, startForm)).json().chatRoomId as number;
    for (let i = 0; i < 2; i += 1)
      await t.app.liveMatch.service.submitEvent(
        { userId: early.owner.id },
        room2,
        { type: 'SCORE', userId: early.owner.id, setIndex: 1, scoreDelta: 1 },
        null,
      );
    await t.app.liveMatch.service.submitEvent({ userId: early.owner.id }, room2, { type: 'FINISH' }, null);
    expect((await get(early.owner, `/api/games/${early.game.id}/result`)).json()).toMatchObject({
      finishedEarly: true,
    });
    expect((await ranking(abandoned.owner, rule.id)).body.rankings).toEqual([]);
    for (const game of [abandoned.game, early.game]) {
      const response = await get(abandoned.owner, `/api/games/${game.id}/ranking`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { code: 'game_ranking_missing' },
        message: '이 경기는 랭킹 기록이 없어요.',
      });
    }
  });

  it('applies a completion once when it is retried or two completions race', async () => {
    const rule = await oneSetRule();
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const game = await buildGame(t.db, a, rule, { status: 'COMPLETED', opponentId: b.id });
    const once = () =>
      t.db.transaction((tx) => ratings.completion.onCompleted(tx, completed(game.id, rule, a, b, 1)));
    await Promise.allSettled([once(), once()]);
    await once();
    const { body } = await ranking(a, rule.id);
    expect(body.rankings.map((row) => [row.userId, row.rating, row.playCount])).toEqual([
      [a.id, 1662, 1],
      [b.id, 1338, 1],
    ]);
  });

  it("the seed's backfill over stored results never rates a game twice", async () => {
    const rule = await oneSetRule();
    const [owner, opponent] = [await buildUser(t.db), await buildUser(t.db)];
    await playedMatch(rule, owner, opponent, owner);
    const before = (await ranking(owner, rule.id)).body.rankings;
    await backfillRatings(t.db, ratings);
    await backfillRatings(t.db, ratings);
    expect((await ranking(owner, rule.id)).body.rankings).toEqual(before);
    expect(before.map((row) => row.playCount)).toEqual([1, 1]);
  });

  it('rates a draw as half a point: two new players stay at 1500', async () => {
    const rule = await oneSetRule();
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const game = await ratedGame(rule, a, b, 0);
    const rankings = GameRankingSchema.parse((await get(a, `/api/games/${game.id}/ranking`)).json()).rankings;
    // Equal ratings share the rank.
    expect(rankings.map((row) => [row.rankAfter, row.ratingAfter, row.ratingChange])).toEqual([
      [1, 1500, 0],
      [1, 1500, 0],
    ]);
  });
});

describe('GET /api/rules/{ruleId}/rankings', () => {
  it('pages the ranking with X-Next-Cursor and answers the caller on every page', async () => {
    const rule = await oneSetRule();
    const players = [];
    for (let i = 0; i < 5; i += 1) players.push(await buildUser(t.db));
    // p0 beats p1, p2 beats p3, p4 draws with p0: five distinct-or-tied ratings.
    await ratedGame(rule, players[0]!, players[1]!, 1);
    await ratedGame(rule, players[2]!, players[3]!, 1);
    await ratedGame(rule, players[4]!, players[0]!, 0);
    const me = players[3]!;
    const first = await ranking(me, rule.id, '?size=2');
    expect(first.body.rankings).toHaveLength(2);
    expect(first.next).toBeDefined();
    const second = await ranking(me, rule.id, `?size=2&cursor=${first.next}`);
    const third = await ranking(me, rule.id, `?size=2&cursor=${second.next}`);
    expect(third.next).toBeUndefined();
    const all = [...first.body.rankings, ...second.body.rankings, ...third.body.rankings];
    expect(new Set(all.map((row) => row.userId))).toEqual(new Set(players.map((p) => p.id)));
    const ratingsInOrder = all.map((row) => row.rating);
    expect([...ratingsInOrder].sort((x, y) => y - x)).toEqual(ratingsInOrder);
    // me and p1 both lost their only game to a new player (1338): they share rank 4, lower id first.
    for (const page of [first, second, third])
      expect(page.body.currentUserRanking).toMatchObject({ rank: 4, playCount: 1 });
    expect(all.slice(-2).map((row) => row.rank)).toEqual([4, 4]);
    expect(all.at(-1)).toMatchObject({ userId: me.id, isCurrentUser: true });
    expect((await get(me, `/api/rules/${rule.id}/rankings?cursor=bad`)).statusCode).toBe(400);
  });

  it('leaves players blocked either way out of the list; their rank still counts', async () => {
    const rule = await oneSetRule();
    const [viewer, blocked, other] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await ratedGame(rule, blocked, other, 1);
    const blockResponse = await t.app.inject({
      method: 'POST',
      url: `/api/block/${blocked.id}`,
      headers: await t.authHeader(viewer),
    });
    expect([200, 201, 204]).toContain(blockResponse.statusCode);
    const { body } = await ranking(viewer, rule.id);
    expect(body.rankings).toEqual([expect.objectContaining({ userId: other.id, rank: 2 })]);
    expect(body.currentUserRanking).toBeNull();
  });

  it('answers 401 without a caller and 404 for a missing rule', async () => {
    expect((await get(null, '/api/rules/1/rankings')).statusCode).toBe(401);
    expect((await get(null, '/api/games/1/ranking')).statusCode).toBe(401);
    expect((await get(await buildUser(t.db), '/api/rules/987654321/rankings')).statusCode).toBe(404);
  });
});

describe('GET /api/games/{id}/ranking', () => {
  it("adds the viewer's friends rated in the rule as they stood then, and 404 to one a player blocked", async () => {
    const rule = await oneSetRule();
    const [viewer, friend, p1, p2] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    await befriend(viewer, friend);
    await ratedGame(rule, friend, viewer, 1);
    const game = await ratedGame(rule, p1, p2, 2);
    const rankings = GameRankingSchema.parse(
      (await get(viewer, `/api/games/${game.id}/ranking`)).json(),
    ).rankings;
    // friend and p2 are both at 1662 (rank 1, players first on a tie), p1 at 1338 (rank 3, with viewer).
    expect(rankings.map((row) => [row.userId, row.rankAfter, row.isPlayer, row.ratingChange])).toEqual([
      [p2.id, 1, true, 162],
      [friend.id, 1, false, 0],
      [p1.id, 3, true, -162],
    ]);
    // A viewer who blocked a player still sees the game's ranking; one a player blocked does not.
    const blocker = await buildUser(t.db);
    await t.app.inject({ method: 'POST', url: `/api/block/${p1.id}`, headers: await t.authHeader(blocker) });
    expect((await get(blocker, `/api/games/${game.id}/ranking`)).statusCode).toBe(200);
    const blockedByPlayer = await buildUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/block/${blockedByPlayer.id}`,
      headers: await t.authHeader(p2),
    });
    expect((await get(blockedByPlayer, `/api/games/${game.id}/ranking`)).statusCode).toBe(404);
  });
});

async function befriend(a: UserRow, b: UserRow) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/friends/request/${b.id}`,
    headers: await t.authHeader(a),
  });
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/friends/accept/${a.id}`,
    headers: await t.authHeader(b),
  });
  expect(accepted.statusCode, accepted.body).toBeLessThan(300);
}

/**
 * How many games (a wins the first and the last, the others are draws) bring both players out of
 * provisional (set-up only; the test asserts what the API answers). Draws between close players
 * keep every game informative: a player who only ever wins stops learning the RD anything.
 */
function gamesUntilSettled(): number {
  for (let n = 3; n < 100; n += 1) {
    let a = initialRating();
    let b = initialRating();
    for (let i = 0; i < n; i += 1) ({ a, b } = rateGame(a, b, i === 0 || i === n - 1 ? 1 : 0.5));
    if (!isProvisional(a) && !isProvisional(b)) return n;
  }
  throw new Error('never settles');
}

describe('champions per rule and district', () => {
  it('crowns the top settled player with 3+ games (newChampionIdx, notified), shows the title, and moves it on a better rating, a region change and account deletion', async () => {
    const rule = await oneSetRule();
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const settledAfter = gamesUntilSettled();
    for (let i = 0; i < settledAfter - 1; i += 1) await ratedGame(rule, a, b, i === 0 ? 1 : 0);
    expect(await championOf(rule)).toBeNull();
    const crowning = await playedMatch(rule, a, b, a);
    const result = GameResultSchema.parse((await get(b, `/api/games/${crowning.id}/result`)).json());
    expect(result.newChampionIdx).toBe(1);
    const notes = (await get(a, '/api/notifications')).json() as Array<{ message: string; url: string }>;
    expect(notes).toContainEqual(
      expect.objectContaining({
        message: `강남구 ${rule.title} 챔피언이 되었어요!`,
        url: `/rules/${rule.id}/ranking`,
      }),
    );
    // b wins until overtaking a: the title moves, the former champion hears it.
    let guard = 0;
    while ((await championOf(rule)) !== b.id && guard < 40) {
      await ratedGame(rule, b, a, 1);
      guard += 1;
    }
    expect(await championOf(rule)).toBe(b.id);
    const aNotes = (await get(a, '/api/notifications')).json() as Array<{ message: string }>;
    expect(aNotes).toContainEqual(
      expect.objectContaining({ message: `강남구 ${rule.title} 챔피언 자리를 내주었어요.` }),
    );
    // The title shows on the champion's profile and on cards of games of that rule in that district.
    const profile = (await get(a, `/api/user-profile/${b.id}`)).json() as { myChampions: unknown };
    expect(profile.myChampions).toEqual([{ ruleId: rule.id, region: '서울 강남구', ruleTitle: rule.title }]);
    const open = await buildGame(t.db, a, rule, {
      status: 'MATCHING',
      placeRoad: '서울 강남구 테헤란로 1',
      province: '서울',
      region: '서울 강남구',
    });
    const cards = (await get(a, '/api/games/my-games')).json() as Array<{
      id: number;
      championId: number | null;
    }>;
    expect(cards.find((card) => card.id === open.id)?.championId).toBe(b.id);
    const summary = await get(b, `/api/games/summary?gameId=${open.id}`);
    expect(summary.json(), summary.body).toMatchObject({ championId: b.id });
    // A champion moving district: the old district's title passes on, the new one is theirs.
    expect((await saveRegion(b, '부산 해운대구')).statusCode).toBe(200);
    expect(await championOf(rule)).toBe(a.id);
    expect(await championOf(rule, '부산 해운대구')).toBe(b.id);
    expect((await saveRegion(b, '서울 강남구')).statusCode).toBe(200);
    expect(await championOf(rule)).toBe(b.id);
    expect(await championOf(rule, '부산 해운대구')).toBeNull();
    // Account deletion: the title goes to the next eligible player.
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/user/remove',
      headers: await t.authHeader(b),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await championOf(rule)).toBe(a.id);
    const { body } = await ranking(a, rule.id);
    expect(body.rankings.map((row) => row.userId)).toEqual([a.id]);
  });
});

async function championOf(rule: RuleRow, region = '서울 강남구'): Promise<number | null> {
  const [id] = await ratings.service.championIdsOf(t.db, [{ ruleId: rule.id, region }]);
  return id ?? null;
}

async function saveRegion(user: UserRow, region: string) {
  const { payload, headers } = await multipartBody({ region });
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user-profile/save',
    payload,
    headers: { ...headers, ...(await t.authHeader(user)) },
  });
}
