import { errorCatalog, FeedPageSchema, FeedPostSchema, NEXT_CURSOR_HEADER } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameComments,
  gameMedia,
  games,
  reviews,
  type GameRow,
  type RuleRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  buildApplication,
  buildFriendship,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let rule: RuleRow;
let me: UserRow;
let friend: UserRow;
let stranger: UserRow;
let other: UserRow;
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));

beforeAll(async () => {
  t = await createTestApp();
  me = await buildUser(t.db);
  friend = await buildUser(t.db);
  stranger = await buildUser(t.db);
  other = await buildUser(t.db);
  rule = await buildRule(t.db, stranger);
  await buildFriendship(t.db, me, friend);
});
afterAll(() => t.close());

async function get(viewer: UserRow, url: string) {
  return t.app.inject({ method: 'GET', url, headers: await t.authHeader(viewer) });
}

/** Every page of `url` through X-Next-Cursor: the ids in order. */
async function allIds(viewer: UserRow, url: string, size: number): Promise<Array<number | string>> {
  const ids: Array<number | string> = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(viewer, `${url}${sep}size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = FeedPageSchema.parse(res.json());
    expect(items.length).toBeLessThanOrEqual(size);
    ids.push(...items.map((item) => item.id));
    cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
    if (!cursor) return ids;
  }
  throw new Error('no last page');
}

describe('without a token', () => {
  const calls = [
    ['GET', '/api/feed?gameId=1&size=5'],
    ['GET', '/api/feed/user/1/completed?size=5'],
    ['GET', '/api/feed/game/1'],
  ] as const;
  const unauthorized = {
    error: { code: 'unauthorized', message: errorCatalog.unauthorized.message },
    message: errorCatalog.unauthorized.message,
  };
  it.each(calls)('%s %s answers 401 with the Korean error body', async (method, url) => {
    for (const res of [
      await t.app.inject({ method, url }),
      await t.app.inject({ method, url: url.split('?')[0]! }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});

describe('GET /api/feed', () => {
  let order: Array<number | string>;
  let friendsGame: GameRow;
  beforeAll(async () => {
    const played = (owner: UserRow, opponent: UserRow, day: number) =>
      buildPlayedGame(t.db, owner, opponent, rule).then(async (game) => {
        await t.db
          .update(games)
          .set({ startedAt: at(day) })
          .where(eq(games.id, game.id));
        return game;
      });
    friendsGame = await played(friend, stranger, 3);
    const myGame = await played(me, stranger, 4);
    const othersOld = await played(stranger, other, 2);
    const othersNew = await played(other, stranger, 6);
    const friendOpen = await buildGame(t.db, friend, rule, { matchDate: at(20) });
    const othersOpenUndecided = await buildGame(t.db, stranger, rule);
    const othersOpenSoon = await buildGame(t.db, other, rule, { matchDate: at(12) });
    order = [
      myGame.id,
      friendsGame.id,
      friendOpen.id,
      'friend-invite',
      othersNew.id,
      othersOld.id,
      othersOpenSoon.id,
      othersOpenUndecided.id,
    ];
  });

  it('answers the tiers in order: friends completed, friends upcoming, the card, the others', async () => {
    expect(await allIds(me, '/api/feed', 100)).toEqual(order);
  });

  it.each([1, 2, 3, 5])('crosses the tiers in pages of %i without a duplicate or a gap', async (size) => {
    expect(await allIds(me, '/api/feed', size)).toEqual(order);
  });

  it('pages the same when a page is read in two steps as in one statement (decision 037)', async () => {
    // The first walk reads each page in one statement and notes which first steps filled their
    // page (pages of 1: the friends' two games fill the first two); the second reads those in two.
    const walk = await allIds(stranger, '/api/feed', 1);
    expect(await allIds(stranger, '/api/feed', 1)).toEqual(walk);
    expect(new Set(walk).size).toBe(walk.length);
  });

  it('pins ?gameId= first and leaves it out of the later pages', async () => {
    const pinned = order[6] as number;
    expect(await allIds(me, `/api/feed?gameId=${pinned}`, 2)).toEqual([
      pinned,
      ...order.filter((id) => id !== pinned),
    ]);
  });

  it('answers 400 in Korean for a cursor that is not ours', async () => {
    const res = await get(me, '/api/feed?cursor=bm9wZQ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/요\.$/);
  });

  it("reads a circle's games per player and, from 8 friends on, by the walk, in the same order (decision 038)", async () => {
    const host = await buildUser(t.db);
    const [outsider, another] = [await buildUser(t.db), await buildUser(t.db)];
    const friends = await Promise.all(Array.from({ length: 7 }, () => buildUser(t.db)));
    for (const each of friends) await buildFriendship(t.db, host, each);
    const played = async (owner: UserRow, opponent: UserRow, day: number) => {
      const game = await buildPlayedGame(t.db, owner, opponent, rule);
      await t.db
        .update(games)
        .set({ startedAt: at(day) })
        .where(eq(games.id, game.id));
      return game.id;
    };
    // Two friends' game (both of the circle: once), the host's as owner and as opponent, a friend's
    // against an outsider as owner and as opponent, and two friends' open games.
    const circleGames = [
      await played(friends[0]!, friends[1]!, 9),
      await played(host, outsider, 8),
      await played(another, host, 7),
      await played(friends[2]!, outsider, 5),
      await played(another, friends[3]!, 1),
    ];
    const openGames = [
      (await buildGame(t.db, friends[4]!, rule, { matchDate: at(21) })).id,
      (await buildGame(t.db, friends[5]!, rule, { matchDate: at(22) })).id,
    ];
    const byPlayer = await allIds(host, '/api/feed', 100);
    expect(byPlayer.slice(0, 7)).toEqual([...circleGames, ...openGames]);
    expect(await allIds(host, '/api/feed', 2)).toEqual(byPlayer);

    // An eighth friend, without games: the same feed. The first read still goes per player (7
    // friends last time) and notes 8; the next ones walk.
    await buildFriendship(t.db, host, await buildUser(t.db));
    expect(await allIds(host, '/api/feed', 100)).toEqual(byPlayer);
    expect(await allIds(host, '/api/feed', 100)).toEqual(byPlayer);
    expect(await allIds(host, '/api/feed', 2)).toEqual(byPlayer);
  });

  it("pages one player's completed games on /api/feed/user/{id}/completed, newest first", async () => {
    const ids = await allIds(me, `/api/feed/user/${stranger.id}/completed`, 1);
    expect(ids).toEqual([order[4], order[0], order[1], order[5]]);
  });
});

describe('a post', () => {
  let game: GameRow;
  beforeAll(async () => {
    game = await buildPlayedGame(t.db, friend, stranger, rule, {
      setResults: [
        { set: 1, score1: 11, score2: 7, winner: 1 },
        { set: 2, score1: 9, score2: 11, winner: 2 },
        { set: 3, score1: 11, score2: 5, winner: 1 },
      ],
      user1SetCount: 2,
      user2SetCount: 1,
    });
    await t.db
      .update(games)
      .set({
        startPhotoKey: `game-starts/${game.id}/start.webp`,
        startedAt: new Date(Date.now() - 30 * 60_000),
      })
      .where(eq(games.id, game.id));
    await t.db.insert(gameMedia).values([
      {
        gameId: game.id,
        uploaderId: stranger.id,
        position: 1,
        mediaType: 'VIDEO',
        fileKey: `game-videos/${game.id}/v.mp4`,
        contentType: 'video/mp4',
        sizeBytes: 10,
        durationMs: 3000,
      },
    ]);
    await t.db.insert(reviews).values({
      gameId: game.id,
      reviewerId: stranger.id,
      revieweeId: friend.id,
      manner: 5,
      performance: 4,
      text: '즐거운 경기였어요.',
      playedAt: new Date(),
    });
    await t.db.insert(gameComments).values([
      { gameId: game.id, authorId: me.id, content: '멋져요' },
      { gameId: game.id, authorId: other.id, content: '축하해요' },
    ]);
  });

  it('carries the players, result, photos (start photo first, absolute), reviews, rule and counts', async () => {
    const res = await get(me, `/api/feed/game/${game.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const post = FeedPostSchema.parse(res.json());
    expect(post).toMatchObject({
      id: game.id,
      type: 'game',
      isCompleted: true,
      isFriend: true,
      isMyGame: false,
      commentCount: 2,
      likeCount: 0,
      isLiked: false,
      caption: rule.title,
      result: {
        scoreA: 2,
        scoreB: 1,
        winner: friend.id,
        sets: 3,
        setScores: [
          { set: 1, scoreA: 11, scoreB: 7 },
          { set: 2, scoreA: 9, scoreB: 11 },
          { set: 3, scoreA: 11, scoreB: 5 },
        ],
      },
      rule: { id: rule.id, ruleTitle: rule.title },
    });
    expect(post.players.map((p) => p.id)).toEqual([friend.id, stranger.id]);
    expect(post.author?.id).toBe(friend.id);
    expect(post.photos.map((p) => p.mediaType)).toEqual(['IMAGE', 'VIDEO']);
    expect(post.photos[0]!.url).toMatch(/^https?:\/\/.+start\.webp$/);
    expect(post.reviews).toEqual([expect.objectContaining({ text: '즐거운 경기였어요.' })]);
    expect(post.reviews[0]!.author.id).toBe(stranger.id);
    expect(post.ruleStatisticsList.map((s) => s.userId)).toEqual([friend.id, stranger.id]);
    expect(post.ruleStatisticsList[0]!.wins).toBeGreaterThanOrEqual(1);
  });

  it("counts the post's likes and says whether the viewer is one of them", async () => {
    const like = async (viewer: UserRow) =>
      t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/like`,
        headers: await t.authHeader(viewer),
      });
    expect((await like(me)).statusCode).toBe(200);
    expect((await like(other)).statusCode).toBe(200);
    const mine = FeedPostSchema.parse((await get(me, `/api/feed/game/${game.id}`)).json());
    const theirs = FeedPostSchema.parse((await get(stranger, `/api/feed/game/${game.id}`)).json());
    expect(mine).toMatchObject({ likeCount: 2, isLiked: true });
    expect(theirs).toMatchObject({ likeCount: 2, isLiked: false });
    // Unliked again: the next read says so (the posts of a page come with their counts).
    expect((await like(me)).statusCode).toBe(200);
    expect(FeedPostSchema.parse((await get(me, `/api/feed/game/${game.id}`)).json())).toMatchObject({
      likeCount: 1,
      isLiked: false,
    });
    expect((await like(other)).statusCode).toBe(200);
  });

  it('says isAppliedByMe on an open game the viewer applied to', async () => {
    const open = await buildGame(t.db, stranger, rule);
    await buildApplication(t.db, open, me);
    const post = FeedPostSchema.parse((await get(me, `/api/feed/game/${open.id}`)).json());
    expect(post).toMatchObject({
      type: 'upcoming_game',
      isAppliedByMe: true,
      result: null,
      isCompleted: false,
    });
    const notApplied = FeedPostSchema.parse((await get(other, `/api/feed/game/${open.id}`)).json());
    expect(notApplied.isAppliedByMe).toBe(false);
  });

  it('answers 404 in Korean for a missing game', async () => {
    const res = await get(me, '/api/feed/game/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(errorCatalog.game_not_found.message);
  });
});
