import { errorCatalog, FeedPageSchema, FeedPostSchema, type FeedPost } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenItems, type GameRow, type RuleRow, type UserRow } from '../../db/schema/index.ts';
import {
  buildAdmin,
  buildBlock,
  buildDeletedUser,
  buildFriendship,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Who sees what in the feed (issue 20 item 2, decision 028): one matrix, each cell a game and a
 * viewer, checked in the main feed (is the post there?) and on GET /api/feed/game/{id} (200 or 404).
 * Runs on PGlite and, in the server-postgres project, on PostgreSQL.
 */

let t: TestApp;
let rule: RuleRow;
const people: Record<string, UserRow> = {};
const gamesByName: Record<string, GameRow> = {};
const place = {
  placeRoad: '서울 강남구 테헤란로 1',
  placeDetail: '체육관',
  province: '서울',
  region: '서울 강남구',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  for (const name of ['viewer', 'a', 'b', 'friend', 'blockedByViewer', 'blocksViewer', 'other'])
    people[name] = await buildUser(db);
  people.admin = await buildAdmin(db);
  people.deleted = await buildDeletedUser(db);
  const { viewer, a, b, friend, blockedByViewer, blocksViewer, deleted } = people as Record<string, UserRow>;
  rule = await buildRule(db, a!);
  const hiddenRule = await buildRule(db, a!);
  await buildFriendship(db, viewer!, friend!);
  await buildBlock(db, viewer!, blockedByViewer!);
  await buildBlock(db, blocksViewer!, viewer!);
  const hide = (type: 'GAME' | 'RULE', targetId: number) =>
    db.insert(hiddenItems).values({ targetType: type, targetId });

  gamesByName.completedPublic = await buildPlayedGame(db, a!, b!, rule);
  gamesByName.completedWithBlocked = await buildPlayedGame(db, blockedByViewer!, a!, rule);
  gamesByName.completedWithBlocker = await buildPlayedGame(db, a!, blocksViewer!, rule);
  gamesByName.completedHidden = await buildPlayedGame(db, a!, b!, rule);
  await hide('GAME', gamesByName.completedHidden.id);
  gamesByName.completedWithDeleted = await buildPlayedGame(db, a!, deleted!, rule);
  gamesByName.abandoned = await buildPlayedGame(db, a!, b!, rule, { abandoned: true });
  gamesByName.completedFriendGame = await buildGame(db, a!, rule, {
    ...place,
    status: 'COMPLETED',
    opponentId: b!.id,
    isFriendGame: true,
    invitedFriendId: b!.id,
  });
  await t.db.insert((await import('../../db/schema/index.ts')).matchResults).values({
    gameId: gamesByName.completedFriendGame.id,
    winnerIdx: 1,
    winnerId: a!.id,
    setResults: [{ set: 1, score1: 11, score2: 3, winner: 1 }],
    user1SetCount: 1,
    user2SetCount: 0,
    drawCount: 0,
    completedAt: new Date(),
  });
  gamesByName.friendsCompleted = await buildPlayedGame(db, friend!, a!, rule);
  gamesByName.open = await buildGame(db, a!, rule, place);
  gamesByName.openOfHiddenRule = await buildGame(db, a!, hiddenRule);
  await hide('RULE', hiddenRule.id);
  gamesByName.openHidden = await buildGame(db, a!, rule);
  await hide('GAME', gamesByName.openHidden.id);
  gamesByName.openOfBlocked = await buildGame(db, blockedByViewer!, rule);
  gamesByName.friendInvitationToViewer = await buildGame(db, friend!, rule, {
    isFriendGame: true,
    invitedFriendId: viewer!.id,
  });
  gamesByName.friendInvitationToOther = await buildGame(db, a!, rule, {
    isFriendGame: true,
    invitedFriendId: b!.id,
  });
  gamesByName.challengeScheduled = await buildGame(db, a!, rule, {
    status: 'SCHEDULED',
    opponentId: b!.id,
    isFriendGame: true,
    invitedFriendId: b!.id,
  });
  gamesByName.randomScheduled = await buildGame(db, a!, rule, { status: 'SCHEDULED', opponentId: b!.id });
  gamesByName.inProgress = await buildGame(db, a!, rule, { status: 'IN_PROGRESS', opponentId: b!.id });
  gamesByName.cancelled = await buildGame(db, a!, rule, { status: 'CANCELED' });
  gamesByName.deleted = await buildGame(db, a!, rule, { status: 'CANCELED', deletedAt: new Date() });
  gamesByName.viewersScheduled = await buildGame(db, viewer!, rule, {
    status: 'SCHEDULED',
    opponentId: a!.id,
  });
});
afterAll(() => t.close());

async function feedOf(viewer: UserRow): Promise<FeedPost[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/feed?size=100',
    headers: await t.authHeader(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return FeedPageSchema.parse(res.json()).items;
}

// [game, viewer, seen]: every cell of the matrix.
const cells: Array<[string, string, boolean]> = [
  ['completedPublic', 'viewer', true],
  ['completedPublic', 'other', true],
  ['completedWithBlocked', 'viewer', false],
  ['completedWithBlocked', 'other', true],
  ['completedWithBlocker', 'viewer', false],
  ['completedWithBlocker', 'other', true],
  ['completedHidden', 'viewer', false],
  ['completedHidden', 'a', true],
  ['completedHidden', 'admin', true],
  ['completedWithDeleted', 'viewer', false],
  ['abandoned', 'viewer', false],
  ['abandoned', 'a', false],
  ['completedFriendGame', 'viewer', true],
  ['friendsCompleted', 'viewer', true],
  ['open', 'viewer', true],
  ['openOfHiddenRule', 'viewer', false],
  ['openHidden', 'viewer', false],
  ['openHidden', 'a', true],
  ['openOfBlocked', 'viewer', false],
  ['openOfBlocked', 'other', true],
  ['friendInvitationToViewer', 'viewer', true],
  ['friendInvitationToViewer', 'other', false],
  ['friendInvitationToOther', 'viewer', false],
  ['friendInvitationToOther', 'b', true],
  ['challengeScheduled', 'viewer', false],
  ['challengeScheduled', 'a', true],
  ['challengeScheduled', 'b', true],
  ['randomScheduled', 'viewer', false],
  ['randomScheduled', 'b', true],
  ['inProgress', 'viewer', false],
  ['inProgress', 'a', true],
  ['cancelled', 'viewer', false],
  ['cancelled', 'a', false],
  ['deleted', 'a', false],
  ['viewersScheduled', 'viewer', true],
];

describe('the feed visibility matrix', () => {
  it.each(cells)('%s for %s: seen %s, in the feed and as one post', async (gameName, viewerName, seen) => {
    const game = gamesByName[gameName]!;
    const viewer = people[viewerName]!;
    const ids = (await feedOf(viewer)).map((post) => post.id);
    expect(ids.includes(game.id)).toBe(seen);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feed/game/${game.id}`,
      headers: await t.authHeader(viewer),
    });
    if (seen) {
      expect(res.statusCode, res.body).toBe(200);
      expect(FeedPostSchema.parse(res.json()).id).toBe(game.id);
    } else {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toMatch(/요\.$/);
    }
  });

  it('answers an admin-hidden game with the hidden item message, any other unseen game as missing', async () => {
    const viewer = await t.authHeader(people.viewer!);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/feed/game/${gamesByName.completedHidden!.id}`,
      headers: viewer,
    });
    expect(hidden.json().error.code).toBe('content_hidden');
    const privateGame = await t.app.inject({
      method: 'GET',
      url: `/api/feed/game/${gamesByName.challengeScheduled!.id}`,
      headers: viewer,
    });
    expect(privateGame.json()).toEqual({
      error: { code: 'game_not_found', message: errorCatalog.game_not_found.message },
      message: errorCatalog.game_not_found.message,
    });
  });

  it('shows a friend or challenge game without its place, an open game with it', async () => {
    const posts = await feedOf(people.viewer!);
    const friendGame = posts.find((post) => post.id === gamesByName.completedFriendGame!.id)!;
    expect(friendGame.meta.place).toBeNull();
    const open = posts.find((post) => post.id === gamesByName.open!.id)!;
    expect(open.meta.place).toBe('서울 강남구 테헤란로 1 체육관');
    expect(open.region).toBe('서울 강남구');
  });

  it('ranks a friend-game invitation to me as an upcoming post of the friend tier', async () => {
    const posts = await feedOf(people.viewer!);
    const types = posts.map((post) => [post.id, post.type] as const);
    const invitation = posts.findIndex((post) => post.id === gamesByName.friendInvitationToViewer!.id);
    const card = posts.findIndex((post) => post.type === 'friend-invite');
    expect(posts[invitation]!.type, JSON.stringify(types)).toBe('upcoming_game');
    expect(posts[invitation]!.isFriend).toBe(true);
    expect(card).toBeGreaterThan(invitation);
    const mine = posts.find((post) => post.id === gamesByName.viewersScheduled!.id)!;
    expect(mine.isMyGame).toBe(true);
    expect(posts.findIndex((post) => post.id === mine.id)).toBeLessThan(card);
  });
});
