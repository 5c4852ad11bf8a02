import {
  errorCatalog,
  LikerListSchema,
  LikeStatusSchema,
  LikeToggleSchema,
  NEXT_CURSOR_HEADER,
  RECENT_LIKERS_SHOWN,
} from '@hanpan/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameLikes,
  games,
  hiddenItems,
  matchResults,
  type RuleRow,
  type UserRow,
} from '../../db/schema/index.ts';
import {
  buildBlock,
  buildDeletedUser,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compileSerializer } from '../../http/compiled-serializer.ts';
import { publicBaseUrlOf } from '../../http/public-url.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { forgetUser, insertLikes } from './index.ts';
import { presentLiker } from './likes.presenter.ts';

let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

async function player(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}
type Player = Awaited<ReturnType<typeof player>>;

/** A completed match between two new players (owner won 1–0); a friend game when told. */
async function playedGame(options: { abandoned?: boolean; friendGame?: boolean } = {}) {
  const owner = await player();
  const opponent = await player();
  const game = await buildGame(t.db, owner.user, rule, {
    status: 'COMPLETED',
    opponentId: opponent.user.id,
    ...(options.friendGame ? { isFriendGame: true, invitedFriendId: opponent.user.id } : {}),
  });
  const abandoned = options.abandoned ?? false;
  await t.db.insert(matchResults).values({
    gameId: game.id,
    winnerIdx: abandoned ? 0 : 1,
    winnerId: abandoned ? null : owner.user.id,
    setResults: abandoned ? [] : [{ set: 1, score1: 11, score2: 7, winner: 1 }],
    user1SetCount: abandoned ? 0 : 1,
    user2SetCount: 0,
    drawCount: 0,
    abandoned,
    completedAt: new Date(),
  });
  return { owner, opponent, game };
}

/** `count` players made one after another (ids ascending), nicknamed prefix0, prefix1… */
async function usersNamed(prefix: string, count: number) {
  const made: UserRow[] = [];
  for (let i = 0; i < count; i += 1) made.push(await buildUser(t.db, { nickname: `${prefix}${i}` }));
  return made;
}

const toggle = (who: Player, gameId: number) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/like`, headers: who.headers });
const status = (who: Player, gameId: number) =>
  t.app.inject({ url: `/api/games/${gameId}/like`, headers: who.headers });
const likers = (who: Player, gameId: number, query = '') =>
  t.app.inject({ url: `/api/games/${gameId}/like/users${query}`, headers: who.headers });

async function statusOf(who: Player, gameId: number) {
  const res = await status(who, gameId);
  expect(res.statusCode, res.body).toBe(200);
  return LikeStatusSchema.parse(res.json());
}

async function rowsOf(gameId: number) {
  return t.db.select().from(gameLikes).where(eq(gameLikes.gameId, gameId));
}

/** Likes at given minutes past a fixed instant (a larger minute is newer). */
async function likedAt(gameId: number, entries: ReadonlyArray<[UserRow, number]>) {
  const base = Date.parse('2026-11-01T00:00:00Z');
  await insertLikes(
    t.db,
    entries.map(([user, minute]) => ({
      gameId,
      userId: user.id,
      createdAt: new Date(base + minute * 60_000),
    })),
  );
}

function expectError(
  res: { statusCode: number; json: () => unknown; body: string },
  code: keyof typeof errorCatalog,
) {
  expect(res.statusCode, res.body).toBe(errorCatalog[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: errorCatalog[code].message } });
}

describe('without a token', () => {
  // Every call of the feature; none takes a body, so the bare call is the only variant.
  const calls = [
    ['GET', '/api/games/1/like'],
    ['POST', '/api/games/1/like'],
    ['GET', '/api/games/1/like/users'],
    ['GET', '/api/games/1/like/users?size=5'],
  ] as const;
  const unauthorized = {
    error: { code: 'unauthorized', message: errorCatalog.unauthorized.message },
    message: errorCatalog.unauthorized.message,
  };
  it.each(calls)('%s %s answers 401 with the Korean error body', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });
});

describe('toggling a like', () => {
  it('likes, then unlikes, and the status and count follow', async () => {
    const { game, owner } = await playedGame();
    const fan = await player({ nickname: '하은' });
    expect(await statusOf(fan, game.id)).toEqual({ isLiked: false, totalCount: 0, recentLikers: [] });

    const liked = await toggle(fan, game.id);
    expect(liked.statusCode, liked.body).toBe(200);
    expect(LikeToggleSchema.parse(liked.json())).toEqual({ isLiked: true, totalCount: 1 });
    expect(await statusOf(fan, game.id)).toEqual({
      isLiked: true,
      totalCount: 1,
      recentLikers: [{ userId: fan.user.id, nickname: '하은', profileImageUrl: null }],
    });
    // The owner sees the count and the liker, but not a like of their own.
    expect(await statusOf(owner, game.id)).toMatchObject({ isLiked: false, totalCount: 1 });

    expect((await toggle(fan, game.id)).json()).toEqual({ isLiked: false, totalCount: 0 });
    expect(await rowsOf(game.id)).toHaveLength(0);
  });

  it('lets the two players like their own match', async () => {
    const { game, owner, opponent } = await playedGame();
    await toggle(owner, game.id);
    expect((await toggle(opponent, game.id)).json()).toEqual({ isLiked: true, totalCount: 2 });
  });

  it('answers 409 for a game that is not a completed match, and for an abandoned match', async () => {
    const fan = await player();
    const owner = await player();
    const open = await buildGame(t.db, owner.user, rule);
    expectError(await toggle(fan, open.id), 'like_not_open');
    expectError(await status(fan, open.id), 'like_not_open');
    expectError(await likers(fan, open.id), 'like_not_open');
    const live = await buildGame(t.db, owner.user, rule, { status: 'IN_PROGRESS', opponentId: fan.user.id });
    expectError(await toggle(fan, live.id), 'like_not_open');

    const { game: abandoned } = await playedGame({ abandoned: true });
    expectError(await toggle(fan, abandoned.id), 'like_game_abandoned');
    expectError(await status(fan, abandoned.id), 'like_game_abandoned');
    expectError(await likers(fan, abandoned.id), 'like_game_abandoned');
    // The refusal comes before a cursor's own 400, as when the check ran first.
    expectError(await likers(fan, abandoned.id, '?cursor=not-ours'), 'like_game_abandoned');
    expectError(await likers(fan, live.id, '?size=5'), 'like_not_open');
    expect(await rowsOf(abandoned.id)).toHaveLength(0);
  });
});

describe('who may reach a match’s likes', () => {
  it('answers 404 for a missing or deleted game, and for a friend game of others before it is played', async () => {
    const fan = await player();
    const owner = await player();
    const friend = await player();
    expectError(await toggle(fan, 987654321), 'game_not_found');
    const deleted = await buildGame(t.db, owner.user, rule, { status: 'CANCELED', deletedAt: new Date() });
    expectError(await status(fan, deleted.id), 'game_not_found');
    expectError(await likers(fan, deleted.id), 'game_not_found');
    expectError(await likers(fan, 987654321), 'game_not_found');
    const friendGame = await buildGame(t.db, owner.user, rule, {
      isFriendGame: true,
      invitedFriendId: friend.user.id,
      status: 'SCHEDULED',
      opponentId: friend.user.id,
    });
    expectError(await toggle(fan, friendGame.id), 'game_not_found');
    expectError(await toggle(friend, friendGame.id), 'like_not_open');
    expectError(await likers(fan, friendGame.id), 'game_not_found');
    expectError(await likers(friend, friendGame.id), 'like_not_open');
  });

  it('shows a completed friend game to everyone', async () => {
    const { game } = await playedGame({ friendGame: true });
    const res = await toggle(await player(), game.id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['the viewer blocked the owner', 'viewer', 'owner'],
    ['the owner blocked the viewer', 'owner', 'viewer'],
    ['the viewer blocked the opponent', 'viewer', 'opponent'],
    ['the opponent blocked the viewer', 'opponent', 'viewer'],
  ] as const)('answers the missing game’s 404 when %s', async (_, blocker, blocked) => {
    const { game, owner, opponent } = await playedGame();
    const viewer = await player();
    const who = { viewer, owner, opponent };
    await buildBlock(t.db, who[blocker].user, who[blocked].user);
    expectError(await toggle(viewer, game.id), 'game_not_found');
    expectError(await status(viewer, game.id), 'game_not_found');
    expectError(await likers(viewer, game.id), 'game_not_found');
  });

  it('answers 404 when a player of the match deleted their account', async () => {
    const owner = await player();
    const gone = await buildDeletedUser(t.db);
    const game = await buildPlayedGame(t.db, owner.user, gone, rule);
    expectError(await toggle(await player(), game.id), 'game_not_found');
    expectError(await likers(await player(), game.id), 'game_not_found');
    expectError(await likers(owner, game.id), 'game_not_found');
  });

  it('answers 404 content_hidden for a match staff hid, except to its owner', async () => {
    const { game, owner } = await playedGame();
    await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: game.id });
    expectError(await toggle(await player(), game.id), 'content_hidden');
    expectError(await likers(await player(), game.id), 'content_hidden');
    expectError(await likers(await player(), game.id, '?cursor=not-ours'), 'content_hidden');
    expect((await status(owner, game.id)).statusCode).toBe(200);
    expect((await likers(owner, game.id)).statusCode).toBe(200);
  });
});

describe('the likers', () => {
  it('shows the newest RECENT_LIKERS_SHOWN in the status, without blocked players or deleted accounts', async () => {
    const { game } = await playedGame();
    const viewer = await player();
    const [a, b, c, d, blocking, blockedByMe] = await usersNamed('좋아요', 6);
    const gone = await buildDeletedUser(t.db);
    await likedAt(game.id, [
      [a!, 1],
      [b!, 2],
      [c!, 3],
      [d!, 4],
      [blocking!, 5],
      [blockedByMe!, 6],
      [gone, 7],
    ]);
    await buildBlock(t.db, blocking!, viewer.user);
    await buildBlock(t.db, viewer.user, blockedByMe!);
    const seen = await statusOf(viewer, game.id);
    expect(seen.totalCount).toBe(7);
    expect(seen.recentLikers.map((liker) => liker.userId)).toEqual([d!.id, c!.id, b!.id]);
    expect(seen.recentLikers).toHaveLength(RECENT_LIKERS_SHOWN);
  });

  it('pages the likers newest first with X-Next-Cursor, no duplicate and no gap, blocked players left out', async () => {
    const { game } = await playedGame();
    const viewer = await player();
    const users = await usersNamed('팬', 7);
    // Two likes at the same instant: the user id breaks the tie.
    await likedAt(
      game.id,
      users.map((user, i) => [user, i === 6 ? 5 : i]),
    );
    await buildBlock(t.db, users[3]!, viewer.user);
    // users[5] and users[6] share a minute: the larger id first (users[6], made last).
    const expected = [6, 5, 4, 2, 1, 0].map((i) => users[i]!.id);

    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await likers(viewer, game.id, `?size=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = LikerListSchema.parse(res.json());
      seen.push(...page.map((liker) => liker.userId));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);
    expect(LikerListSchema.parse((await likers(viewer, game.id)).json())[0]).toEqual({
      userId: users[6]!.id,
      nickname: '팬6',
      profileImageUrl: null,
    });
  });

  it('answers 400 for a cursor that is not ours', async () => {
    const { game } = await playedGame();
    const res = await likers(await player(), game.id, '?cursor=bm90LW91cnM');
    expect(res.statusCode, res.body).toBe(400);
  });
});

/** games.like_count: the counter a trigger keeps (decision 035), what the feed's posts show. */
async function likeCounter(gameId: number) {
  const [row] = await t.db.select({ n: games.likeCount }).from(games).where(eq(games.id, gameId));
  return row!.n;
}

describe('races', () => {
  it('ends 20 concurrent toggles by one player unliked with no row, and 21 liked with one', async () => {
    const { game } = await playedGame();
    const fan = await player();
    const even = await Promise.all(Array.from({ length: 20 }, () => toggle(fan, game.id)));
    expect(even.every((res) => res.statusCode === 200)).toBe(true);
    expect(await rowsOf(game.id)).toHaveLength(0);
    expect(await statusOf(fan, game.id)).toMatchObject({ isLiked: false, totalCount: 0 });
    // The game's counter (decision 035, what the feed shows) moved with every row.
    expect(await likeCounter(game.id)).toBe(0);
    // Every answer is one step of a sequence: as many 'liked' answers as 'unliked' ones.
    expect(even.filter((res) => res.json().isLiked === true)).toHaveLength(10);

    await Promise.all(Array.from({ length: 21 }, () => toggle(fan, game.id)));
    expect(await rowsOf(game.id)).toHaveLength(1);
    expect(await likeCounter(game.id)).toBe(1);
    expect(await statusOf(fan, game.id)).toMatchObject({ isLiked: true, totalCount: 1 });
  });

  it('keeps one row per player and the count equal to the rows when several players toggle at once', async () => {
    const { game } = await playedGame();
    const fans = await Promise.all(Array.from({ length: 6 }, () => player()));
    // Fan i toggles i + 1 times: the odd-indexed fans (even counts) end unliked.
    await Promise.all(fans.flatMap((fan, i) => Array.from({ length: i + 1 }, () => toggle(fan, game.id))));
    const rows = await rowsOf(game.id);
    expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(
      fans
        .filter((_, i) => i % 2 === 0)
        .map((fan) => fan.user.id)
        .sort((a, b) => a - b),
    );
    for (const [i, fan] of fans.entries())
      expect(await statusOf(fan, game.id)).toMatchObject({ isLiked: i % 2 === 0, totalCount: rows.length });
    expect(await likeCounter(game.id)).toBe(rows.length);
  });
});

describe('account deletion', () => {
  it('removes the person’s likes, and the counts drop', async () => {
    const { game } = await playedGame();
    const fan = await player();
    const stays = await player();
    await toggle(fan, game.id);
    await toggle(stays, game.id);
    await t.db.transaction((tx) => forgetUser(tx, fan.user.id));
    expect(await statusOf(stays, game.id)).toMatchObject({ isLiked: true, totalCount: 1 });
    expect(await likeCounter(game.id)).toBe(1);
  });
});

describe("the likers page's bytes", () => {
  // The page is written as JSON text by its statement (likes.queries.ts, issue 17); each page must
  // be what `presentLiker` and the compiled serializer wrote for the page's live likers.
  it('are the object-built answer for tricky names, pictures, deleted accounts, blocks and pages', async () => {
    const { game } = await playedGame();
    const viewer = await player();
    const storage = createLocalFileStorage('/unused', publicBaseUrlOf(t.config));
    const fans = [
      await buildUser(t.db, { nickname: 'Quote "q" \\ back 😀\u2028 </script>' }),
      await buildUser(t.db, { nickname: null }),
      await buildUser(t.db, { profilePictureKey: 'avatars/9/0123456789abcdef0123456789abcdef-640.webp' }),
      await buildUser(t.db, { profilePictureKey: 'demo/가 b#?%.png' }),
      await buildUser(t.db, { profilePictureKey: '' }),
      await buildDeletedUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    const blocked = await buildUser(t.db);
    await buildBlock(t.db, viewer.user, blocked);
    // Two likes in the same minute: the user id breaks the tie.
    await likedAt(game.id, [
      ...fans.map((fan, i): [UserRow, number] => [fan, i === 1 ? 0 : i]),
      [blocked, 3],
    ]);
    const newestFirst = [...fans].sort((a, b) => {
      const at = (user: UserRow) => (user === fans[1] ? 0 : fans.indexOf(user));
      return at(b) - at(a) || b.id - a.id;
    });
    const serialize = compileSerializer(LikerListSchema);
    for (const size of [3, 30]) {
      let cursor: string | undefined;
      let from = 0;
      do {
        const res = await likers(viewer, game.id, `?size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const rows = newestFirst.slice(from, from + size).map((user) => ({
          userId: user.id,
          card: { ...user, deletedAt: user.deletedAt ? user.deletedAt.toISOString() : null },
        }));
        const expected = rows
          .filter((row) => row.card.deletedAt === null)
          .map((row) => presentLiker(row, storage));
        expect(res.body).toBe(serialize(expected));
        from += size;
        cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
        expect(cursor === undefined).toBe(from >= newestFirst.length);
      } while (cursor);
    }
  });
});
