import { FeedPageSchema, FeedPostSchema, type FeedPost } from '@hanpan/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  friendships,
  gameApplications,
  gameComments,
  gameLikes,
  gameMedia,
  games,
  hiddenItems,
  playerRuleRecords,
  reviews,
  ruleChampions,
  type RuleRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { compileSerializer } from '../../http/compiled-serializer.ts';
import {
  buildAdmin,
  buildApplication,
  buildBlock,
  buildFriendship,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { visibleCommentCountSql } from '../comments/index.ts';
import {
  FEED_VIEWER_FIELDS,
  presentInvitation,
  presentPostContent,
  type FeedViewerField,
} from './feed.presenter.ts';
import { listWholePosts } from './feed.queries.ts';
import { feedCardStatsSql, newFeedService } from './feed.test-support.ts';

// GET /api/feed is written as text (decision 034): each post's content from the cache or the
// presenter, then the viewer's fields as the page statement writes them (viewerTextSql). A page must
// be, byte for byte, what FeedPageSchema's compiled serializer makes of the whole posts — the
// content presented, and the viewer's fields worked out here from the tables, not by the statement.

const serialisePage = compileSerializer(FeedPageSchema);

let t: TestApp;
let rule: RuleRow;
let me: UserRow;
let friend: UserRow;
let stranger: UserRow;
let rival: UserRow;
let admin: UserRow;
let blocked: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  [me, friend, stranger, rival, admin, blocked] = [
    await buildUser(t.db, { nickname: '나 "따옴표" \\ 백슬래시' }),
    await buildUser(t.db, { profilePictureKey: 'avatars/친구 사진.webp' }),
    await buildUser(t.db),
    await buildUser(t.db, { nickname: '🏓 라이벌' }),
    await buildAdmin(t.db),
    await buildUser(t.db),
  ];
  rule = await buildRule(t.db, stranger);
  await buildFriendship(t.db, me, friend);
  await buildBlock(t.db, me, blocked);

  // Finished: a friend's with photos, a video and reviews; others' with likes and comments.
  const withMedia = await buildPlayedGame(t.db, friend, rival, rule, {
    setResults: [
      { set: 1, score1: 11, score2: 9, winner: 1 },
      { set: 2, score1: 7, score2: 11, winner: 2 },
      { set: 3, score1: 11, score2: 3, winner: 1 },
    ],
    user1SetCount: 2,
    user2SetCount: 1,
  });
  await t.db
    .update(games)
    .set({
      startPhotoKey: 'games/start photo.webp',
      region: '서울 강남구',
      province: '서울',
      placeRoad: '서울 강남구 테헤란로 1',
    })
    .where(eq(games.id, withMedia.id));
  await t.db.insert(gameMedia).values([
    {
      gameId: withMedia.id,
      uploaderId: friend.id,
      position: 1,
      mediaType: 'IMAGE',
      fileKey: 'media/a.webp',
      contentType: 'image/webp',
      sizeBytes: 10,
    },
    {
      gameId: withMedia.id,
      uploaderId: rival.id,
      position: 1,
      mediaType: 'VIDEO',
      fileKey: 'media/b.webm',
      contentType: 'video/webm',
      sizeBytes: 10,
      durationMs: 4000,
    },
  ]);
  await t.db.insert(reviews).values([
    {
      gameId: withMedia.id,
      reviewerId: friend.id,
      revieweeId: rival.id,
      manner: 5,
      performance: 4,
      text: '좋은 경기 "최고"\n다음에 또!',
      playedAt: new Date(),
    },
    {
      gameId: withMedia.id,
      reviewerId: rival.id,
      revieweeId: friend.id,
      manner: 4,
      performance: 4,
      text: '   ',
      playedAt: new Date(),
    },
  ]);
  await t.db
    .insert(ruleChampions)
    .values({ ruleId: rule.id, region: '서울 강남구', userId: friend.id, since: new Date() });

  const liked = await buildPlayedGame(t.db, stranger, rival, rule);
  await t.db.insert(gameLikes).values([
    { gameId: liked.id, userId: me.id },
    { gameId: liked.id, userId: stranger.id },
  ]);
  const [hidden] = await t.db
    .insert(gameComments)
    .values([
      { gameId: liked.id, authorId: me.id, content: '내 댓글(숨김)' },
      { gameId: liked.id, authorId: blocked.id, content: '차단한 사람의 댓글' },
      { gameId: liked.id, authorId: stranger.id, content: '보이는 댓글' },
    ])
    .returning();
  await t.db
    .insert(hiddenItems)
    .values({ targetType: 'COMMENT', targetId: hidden!.id, hiddenById: admin.id });

  // Before completion: an open game I applied to, my own open game, a friend game inviting me.
  const open = await buildGame(t.db, stranger, rule, {
    status: 'MATCHING',
    region: '부산 해운대구',
    province: '부산',
    placeRoad: '부산 해운대구 해운대로 1',
    matchDate: new Date(Date.now() + 86_400_000),
  });
  await buildApplication(t.db, open, me);
  await buildGame(t.db, me, rule, {
    status: 'MATCHING',
    region: '서울 강남구',
    province: '서울',
    placeRoad: '서울 강남구 역삼로 2',
  });
  await buildGame(t.db, friend, rule, {
    status: 'MATCHING',
    isFriendGame: true,
    invitedFriendId: me.id,
    region: '서울 마포구',
    province: '서울',
    placeRoad: '서울 마포구 월드컵로 3',
  });
});
afterAll(() => t.close());

/**
 * The viewer's fields of the game `gameId` worked out from the tables (what the presenter read), and
 * its players' records (content since decision 042, read by the same statement as the rest of it:
 * worked out here too, so the test does not take them from the code it checks).
 */
async function viewerFieldsOf(
  gameId: number,
  viewer: UserRow,
): Promise<Pick<FeedPost, FeedViewerField | 'ruleStatisticsList'>> {
  const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
  const g = game!;
  const friendIds = (
    await t.db
      .select()
      .from(friendships)
      .where(
        and(
          eq(friendships.status, 'ACCEPTED'),
          or(eq(friendships.userLow, viewer.id), eq(friendships.userHigh, viewer.id)),
        ),
      )
  ).map((row) => (row.userLow === viewer.id ? row.userHigh : row.userLow));
  const likes = await t.db.select().from(gameLikes).where(eq(gameLikes.gameId, gameId));
  const [comments] = await t.db
    .select({
      n: visibleCommentCountSql(sql`${gameId}::bigint`, {
        userId: viewer.id,
        isAdmin: viewer.role === 'ADMIN',
      }),
    })
    .from(sql`(select 1) one`);
  const applied = await t.db
    .select()
    .from(gameApplications)
    .where(
      and(
        eq(gameApplications.gameId, gameId),
        eq(gameApplications.applicantId, viewer.id),
        inArray(gameApplications.status, ['REQUESTED', 'APPROVED']),
      ),
    );
  const records = await t.db.select().from(playerRuleRecords).where(eq(playerRuleRecords.ruleId, g.ruleId));
  const [champion] = await t.db
    .select()
    .from(ruleChampions)
    .where(and(eq(ruleChampions.ruleId, g.ruleId), eq(ruleChampions.region, g.region ?? '')));
  const players = [g.ownerId, ...(g.opponentId === null ? [] : [g.opponentId])];
  return {
    isFriend: players.some((id) => friendIds.includes(id)),
    isCompleted: g.status === 'COMPLETED',
    isLiked: likes.some((like) => like.userId === viewer.id),
    likeCount: likes.length,
    commentCount: Number(comments!.n),
    isAppliedByMe: applied.length > 0,
    ruleStatisticsList: players.map((userId) => {
      const record = records.find((row) => row.userId === userId);
      return { userId, wins: record?.wins ?? 0, losses: record?.losses ?? 0, draws: record?.draws ?? 0 };
    }),
    isMyGame: players.includes(viewer.id),
    region: g.status === 'MATCHING' && !g.isFriendGame ? g.region : null,
    championId: g.isFriendGame ? null : (champion?.userId ?? null),
  };
}

function newFeed() {
  return newFeedService(t, () => new Date('2026-11-28T00:00:00.000Z'));
}

/** The page the presenter and the compiled serializer make of the same posts, in the page's order. */
async function presentedPage(
  items: FeedPost[],
  viewer: UserRow,
  storage: ReturnType<typeof newFeed>['storage'],
) {
  const ids = items.flatMap((item) => (typeof item.id === 'number' ? [item.id] : []));
  const reads = new Map(
    (
      await listWholePosts(
        t.db,
        ids,
        { userId: viewer.id, isAdmin: viewer.role === 'ADMIN' },
        feedCardStatsSql,
      )
    ).map((read) => [read.id, read]),
  );
  const posts: FeedPost[] = [];
  for (const item of items) {
    if (typeof item.id !== 'number') {
      posts.push(
        presentInvitation(item.type as 'invite' | 'friend-invite', new Date('2026-11-28T00:00:00.000Z')),
      );
      continue;
    }
    posts.push({
      ...presentPostContent(reads.get(item.id)!, storage),
      ...(await viewerFieldsOf(item.id, viewer)),
    });
  }
  return serialisePage({ items: posts });
}

describe('the feed page as text', () => {
  it.each([
    ['me (friends, a block, an application, a hidden comment of mine)', () => me],
    ['a friend', () => friend],
    ['a stranger', () => stranger],
    ['an admin (sees hidden comments)', () => admin],
  ])('is byte for byte the presented page for %s, cold and then from the cache', async (_name, viewerOf) => {
    const viewer = viewerOf();
    const { storage, feed } = newFeed();
    const auth = { userId: viewer.id, role: viewer.role } as never;
    const cold = (await feed.listFeed(auth, { size: 30 })).body.toString('utf8');
    const items = FeedPageSchema.parse(JSON.parse(cold)).items;
    expect(items.length).toBeGreaterThan(3);
    expect(cold).toBe(await presentedPage(items, viewer, storage));
    const warm = (await feed.listFeed(auth, { size: 30 })).body.toString('utf8');
    expect(warm).toBe(cold);
  });

  it('writes every post with the viewer fields FeedPostSchema puts last, in its order', () => {
    const keys = Object.keys(FeedPostSchema.shape);
    expect(keys.slice(-FEED_VIEWER_FIELDS.length)).toEqual([...FEED_VIEWER_FIELDS]);
  });

  it('answers one post (GET /api/feed/game/{id}) as the same bytes as its place in the page', async () => {
    const { feed } = newFeed();
    const auth = { userId: me.id, role: me.role } as never;
    const page = FeedPageSchema.parse(
      JSON.parse((await feed.listFeed(auth, { size: 30 })).body.toString('utf8')),
    );
    const serialisePost = compileSerializer(FeedPostSchema);
    for (const item of page.items.filter((post) => typeof post.id === 'number')) {
      const text = (await feed.findPost(auth, item.id as number)).toString('utf8');
      expect(text).toBe(serialisePost(item));
    }
  });
});
