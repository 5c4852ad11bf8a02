import {
  GameListSchema,
  MyGamesSchema,
  MyRequestsSchema,
  reportMessages,
  RuleRankingSchema,
  RuleVersionSchema,
} from '@hanpan/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  games,
  hiddenItems,
  playWithMeTooRequests,
  type RuleRow,
  type UserRow,
} from '../../db/schema/index.ts';
import {
  buildAdmin,
  buildApplication,
  buildFriendship,
  buildGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 16 item 2: a rule an admin hid is hidden everywhere. Every read of it answers 404
 * content_hidden except to its author and admins; no new game (random or friend), challenge or
 * accepted challenge may use it; games made from it before keep showing their players their rule
 * version, but leave the public list (and their invite and apply) so strangers never read it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface Player {
  user: UserRow;
  headers: Headers;
}

async function player(overrides: Partial<UserRow> = {}): Promise<Player> {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}

const call = (who: Player, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const hide = (rule: RuleRow) => t.db.insert(hiddenItems).values({ targetType: 'RULE', targetId: rule.id });
const unhide = (rule: RuleRow) =>
  t.db.delete(hiddenItems).where(and(eq(hiddenItems.targetType, 'RULE'), eq(hiddenItems.targetId, rule.id)));

function expectHidden(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toMatchObject({
    error: { code: 'content_hidden' },
    message: reportMessages.hiddenByAdmin,
  });
}

const gamePayload = (ruleId: number, friendId: number | null = null) => ({
  referencedRuleId: ruleId,
  friendId,
  placeRoad: '서울특별시 강남구 테헤란로 152',
  placeDetail: '강남구민체육센터 2층',
  matchDate: '',
});

let author: Player;
let stranger: Player;
let admin: Player;
beforeAll(async () => {
  author = await player();
  stranger = await player();
  const adminUser = await buildAdmin(t.db);
  admin = { user: adminUser, headers: await t.authHeader(adminUser) };
});

describe('reading a hidden rule', () => {
  it.each([
    ['the rule', (id: number) => `/api/rules/${id}`],
    ['a version', (id: number) => `/api/rules/${id}/versions/1`],
    ['the rankings', (id: number) => `/api/rules/${id}/rankings`],
  ])('%s answers 404 content_hidden to a stranger, and is read by its author and admins', async (_, url) => {
    const own = await buildRule(t.db, author.user);
    await hide(own);
    expectHidden(await call(stranger, 'GET', url(own.id)));
    expect((await call(author, 'GET', url(own.id))).statusCode).toBe(200);
    expect((await call(admin, 'GET', url(own.id))).statusCode).toBe(200);
    await unhide(own);
    expect((await call(stranger, 'GET', url(own.id))).statusCode).toBe(200);
  });

  it('answers the author the version and the rankings as before', async () => {
    const own = await buildRule(t.db, author.user, { title: '작성자 규칙' });
    await hide(own);
    const version = RuleVersionSchema.parse(
      (await call(author, 'GET', `/api/rules/${own.id}/versions/1`)).json(),
    );
    expect(version).toMatchObject({ ruleId: own.id, version: 1, ruleTitle: '작성자 규칙' });
    const rankings = RuleRankingSchema.parse(
      (await call(author, 'GET', `/api/rules/${own.id}/rankings`)).json(),
    );
    expect(rankings.ruleName).toBe('작성자 규칙');
  });

  it('still tells a missing rule and a missing version apart', async () => {
    expect((await call(stranger, 'GET', '/api/rules/987654/versions/1')).json().error.code).toBe(
      'rule_not_found',
    );
    expect((await call(stranger, 'GET', '/api/rules/987654/rankings')).json().error.code).toBe(
      'rule_not_found',
    );
    const visible = await buildRule(t.db, author.user);
    const missing = await call(stranger, 'GET', `/api/rules/${visible.id}/versions/9`);
    expect(missing.json().error.code).toBe('rule_version_not_found');
  });
});

describe('making something new from a hidden rule', () => {
  it('POST /api/games/create is refused to everyone, the author and admins included, and works again after unhide', async () => {
    const own = await buildRule(t.db, author.user);
    await hide(own);
    for (const who of [stranger, author, admin])
      expectHidden(await call(who, 'POST', '/api/games/create', gamePayload(own.id)));
    expect(await t.db.select().from(games).where(eq(games.ruleId, own.id))).toEqual([]);
    await unhide(own);
    expect((await call(stranger, 'POST', '/api/games/create', gamePayload(own.id))).statusCode).toBe(200);
  });

  it('POST /api/games/create-friend-game is refused and the friend is not invited', async () => {
    const own = await buildRule(t.db, author.user);
    const friend = await player();
    await buildFriendship(t.db, stranger.user, friend.user);
    await hide(own);
    expectHidden(
      await call(stranger, 'POST', '/api/games/create-friend-game', gamePayload(own.id, friend.user.id)),
    );
    expect(await t.db.select().from(games).where(eq(games.ruleId, own.id))).toEqual([]);
  });

  it('POST /api/play-with-me-too/request is refused', async () => {
    const own = await buildRule(t.db, author.user);
    const target = await player();
    await hide(own);
    expectHidden(
      await call(stranger, 'POST', '/api/play-with-me-too/request', {
        targetUserId: target.user.id,
        ruleId: own.id,
      }),
    );
    const sent = await t.db
      .select()
      .from(playWithMeTooRequests)
      .where(eq(playWithMeTooRequests.ruleId, own.id));
    expect(sent).toEqual([]);
  });

  it('POST /api/play-with-me-too/accept of a challenge sent before the hide makes no game; it stays pending', async () => {
    const own = await buildRule(t.db, author.user);
    const challenger = await player();
    const target = await player();
    const sent = await call(challenger, 'POST', '/api/play-with-me-too/request', {
      targetUserId: target.user.id,
      ruleId: own.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await hide(own);
    expectHidden(
      await call(target, 'POST', '/api/play-with-me-too/accept', { requesterId: challenger.user.id }),
    );
    expect(await t.db.select().from(games).where(eq(games.ruleId, own.id))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(playWithMeTooRequests)
      .where(eq(playWithMeTooRequests.ruleId, own.id));
    expect(row?.status).toBe('PENDING');
    // Rejecting it is still possible.
    expect(
      (await call(target, 'POST', '/api/play-with-me-too/reject', { requesterId: challenger.user.id }))
        .statusCode,
    ).toBe(204);
  });
});

describe('games made from a rule before it was hidden', () => {
  it('keep their rule version for their players, leave the public list, and take no new challengers', async () => {
    const own = await buildRule(t.db, author.user, { title: '옛 경기 규칙' });
    const owner = await player();
    const applicant = await player();
    const game = await buildGame(t.db, owner.user, own);
    await buildApplication(t.db, game, applicant.user);
    const listed = async (who: Player) =>
      GameListSchema.parse((await call(who, 'GET', '/api/games/list?size=100')).json()).map(
        (item) => item.id,
      );
    expect(await listed(stranger)).toContain(game.id);

    await hide(own);
    expect(await listed(stranger)).not.toContain(game.id);
    expect(await listed(owner)).not.toContain(game.id);
    expect(await listed(admin)).toContain(game.id);

    const mine = MyGamesSchema.parse((await call(owner, 'GET', '/api/games/my-games')).json());
    expect(mine.find((item) => item.id === game.id)?.rule).toMatchObject({
      id: own.id,
      version: 1,
      ruleTitle: '옛 경기 규칙',
    });
    const requests = MyRequestsSchema.parse((await call(applicant, 'GET', '/api/games/my-requests')).json());
    expect(requests.find((item) => item.id === game.id)?.rule.ruleTitle).toBe('옛 경기 규칙');

    expectHidden(await call(stranger, 'POST', `/api/games/${game.id}/apply`));
    const summary = await call(stranger, 'GET', `/api/games/summary?gameId=${game.id}`);
    expect(summary.statusCode).toBe(404);
    expect(summary.json().error.code).toBe('invite_game_unavailable');
    expect((await call(stranger, 'POST', `/api/invite?gameId=${game.id}`)).statusCode).toBe(404);
    // The owner still shares their own game's details (they are a player of it).
    expect((await call(owner, 'GET', `/api/games/summary?gameId=${game.id}`)).statusCode).toBe(200);

    await unhide(own);
    expect(await listed(stranger)).toContain(game.id);
  });
});
