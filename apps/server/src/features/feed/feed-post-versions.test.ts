import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameComments,
  gameLikes,
  gameMedia,
  games,
  matchResults,
  reviews,
  users,
  type RuleRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { buildGame, buildPlayedGame, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newFeedService } from './feed.test-support.ts';

// The feed keeps each post's content text by games.post_version (decision 034); the triggers of
// migrations 0025 and 0030 raise it on every change of what the content shows. For each source: a feed that
// has the post cached answers, after the change, what a feed with an empty cache answers — and that
// answer shows the change.

let t: TestApp;
let rule: RuleRow;
let owner: UserRow;
let opponent: UserRow;
let viewer: UserRow;
let warm: ReturnType<typeof newFeedService>['feed'];

function newFeed() {
  return newFeedService(t).feed;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, opponent, viewer] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
  rule = await buildRule(t.db, owner);
  warm = newFeed();
});
afterAll(() => t.close());

const auth = () => ({ userId: viewer.id, role: viewer.role }) as never;

/** GET /api/feed/game/{id}'s bytes, as text. */
async function postOf(feed: typeof warm, gameId: number): Promise<string> {
  return (await feed.findPost(auth(), gameId)).toString('utf8');
}

async function postVersion(gameId: number): Promise<number> {
  const [row] = await t.db.select({ version: games.postVersion }).from(games).where(eq(games.id, gameId));
  return row!.version;
}

/** `change` shows in the cached feed's post exactly as in a cold feed's, and the post changed. */
async function expectSeen(gameId: number, change: () => Promise<unknown>, shows: (post: string) => boolean) {
  const before = await postOf(warm, gameId);
  expect(await postOf(warm, gameId)).toBe(before);
  const version = await postVersion(gameId);
  await change();
  expect(await postVersion(gameId)).toBeGreaterThan(version);
  const after = await postOf(warm, gameId);
  expect(after).toBe(await postOf(newFeed(), gameId));
  expect(after).not.toBe(before);
  expect(shows(after)).toBe(true);
}

describe('a cached post after a change of what it shows', () => {
  it('the game itself (its place)', async () => {
    const game = await buildGame(t.db, owner, rule, {
      status: 'MATCHING',
      region: '서울 강남구',
      province: '서울',
      placeRoad: '서울 강남구 테헤란로 1',
      placeDetail: '강남 탁구장',
    });
    await expectSeen(
      game.id,
      () => t.db.update(games).set({ placeDetail: '새 탁구장' }).where(eq(games.id, game.id)),
      (post) => post.includes('새 탁구장'),
    );
  });

  it('its result', async () => {
    const game = await buildPlayedGame(t.db, owner, opponent, rule);
    await expectSeen(
      game.id,
      () => t.db.update(matchResults).set({ user1SetCount: 3 }).where(eq(matchResults.gameId, game.id)),
      (post) => post.includes('"scoreA":3'),
    );
  });

  it('its media, added and removed', async () => {
    const game = await buildPlayedGame(t.db, owner, opponent, rule);
    const media = {
      gameId: game.id,
      uploaderId: owner.id,
      position: 1,
      mediaType: 'IMAGE' as const,
      fileKey: 'media/new-photo.webp',
      contentType: 'image/webp',
      sizeBytes: 1,
    };
    await expectSeen(
      game.id,
      () => t.db.insert(gameMedia).values(media),
      (post) => post.includes('new-photo.webp'),
    );
    await expectSeen(
      game.id,
      () => t.db.delete(gameMedia).where(eq(gameMedia.gameId, game.id)),
      (post) => !post.includes('new-photo.webp'),
    );
  });

  it('its reviews, written, edited and removed', async () => {
    const game = await buildPlayedGame(t.db, owner, opponent, rule);
    const review = {
      gameId: game.id,
      reviewerId: owner.id,
      revieweeId: opponent.id,
      manner: 5,
      performance: 5,
      text: '첫 후기',
      playedAt: new Date(),
    };
    await expectSeen(
      game.id,
      () => t.db.insert(reviews).values(review),
      (post) => post.includes('첫 후기'),
    );
    await expectSeen(
      game.id,
      () => t.db.update(reviews).set({ text: '고친 후기' }).where(eq(reviews.gameId, game.id)),
      (post) => post.includes('고친 후기') && !post.includes('첫 후기'),
    );
    await expectSeen(
      game.id,
      () => t.db.delete(reviews).where(eq(reviews.gameId, game.id)),
      (post) => post.includes('"reviews":[]'),
    );
  });

  it("a player's nickname, picture and deletion", async () => {
    const player = await buildUser(t.db);
    const game = await buildGame(t.db, player, rule, { status: 'MATCHING' });
    await expectSeen(
      game.id,
      () => t.db.update(users).set({ nickname: '새이름' }).where(eq(users.id, player.id)),
      (post) => post.includes('새이름'),
    );
    await expectSeen(
      game.id,
      () =>
        t.db.update(users).set({ profilePictureKey: 'avatars/new-face.webp' }).where(eq(users.id, player.id)),
      (post) => post.includes('new-face'),
    );
    await expectSeen(
      game.id,
      () => t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, player.id)),
      (post) => post.includes('탈퇴한 사용자'),
    );
  });

  it("its players' records in its rule, moved by another counted match (decision 042)", async () => {
    // The records are content (migration 0030): another counted result in the same rule raises the
    // version of every game of both players in it, and only in it.
    const game = await buildPlayedGame(t.db, owner, opponent, rule);
    const otherRule = await buildRule(t.db, owner);
    const elsewhere = await buildPlayedGame(t.db, owner, opponent, otherRule);
    const elsewhereVersion = await postVersion(elsewhere.id);
    const wins = (post: string) => Number(/"userId":\d+,"wins":(\d+)/.exec(post)![1]);
    const before = wins(await postOf(warm, game.id));
    await expectSeen(
      game.id,
      () => buildPlayedGame(t.db, owner, viewer, rule),
      (post) => wins(post) === before + 1,
    );
    expect(await postVersion(elsewhere.id)).toBe(elsewhereVersion);
  });

  it('leaves the version alone when a player changes what no post shows', async () => {
    const player = await buildUser(t.db);
    const game = await buildGame(t.db, player, rule, { status: 'MATCHING' });
    const version = await postVersion(game.id);
    await t.db.update(users).set({ bio: '소개를 바꿨어요' }).where(eq(users.id, player.id));
    expect(await postVersion(game.id)).toBe(version);
  });

  it("leaves it alone when a like or a comment moves the game's counters, and the post shows the new counts", async () => {
    // The counts are columns of the game row (decision 035), read with the viewer's fields on every
    // page: the cached content stays, and the post still shows them current.
    const game = await buildPlayedGame(t.db, owner, opponent, rule);
    await postOf(warm, game.id);
    const version = await postVersion(game.id);
    await t.db.insert(gameLikes).values({ gameId: game.id, userId: opponent.id });
    await t.db
      .insert(gameComments)
      .values({ gameId: game.id, authorId: opponent.id, content: '좋은 경기였어요' });
    expect(await postVersion(game.id)).toBe(version);
    const post = await postOf(warm, game.id);
    expect(post).toBe(await postOf(newFeed(), game.id));
    expect(post).toContain('"likeCount":1,"commentCount":1,');
  });
});
