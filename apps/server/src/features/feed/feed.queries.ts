import type { Db } from '../../db/db.ts';
import { boolText, jsonText } from '../../db/json-text.ts';
import { commentCountForViewerSql } from '../comments/index.ts';
import { friendIdsSql } from '../friends/index.ts';
import { gameMediaJsonSql } from '../game-media/index.ts';
import {
  listFeedPage,
  listFeedPosts,
  type CardStatsSql,
  type FeedPageQuery,
  type FeedPageRow,
  type FeedPageStatementRow,
  type FeedPostBody,
  type PostColumns,
  type ViewerTextColumn,
} from '../games/index.ts';
import { likedByTextSql } from '../likes/index.ts';
import {
  resultJsonSql,
  ruleStatisticsListSql,
  type FeedRuleStatistics,
  type MatchResultJson,
} from '../match/index.ts';
import { writtenReviewsJsonSql, type WrittenReviewJson } from '../reviews/index.ts';
import { sql } from 'drizzle-orm';

/*
 * The feed owns no table: its page is games' one statement (games/index.ts `listFeedPage`), with the
 * friends' ids folded in as their feature's SQL fragment, and what the viewer sees of each post
 * (likes, comments, the district's champion — `cardStatsSql`, the fragments app.ts gives the game
 * cards) as their fragments' columns, so a page is one round trip (CONVENTIONS.md "Database
 * access": the service hands over plain values only). A post's content (result, media, reviews,
 * cards, rule, the players' records) is read only for the posts the feed's cache lacks (decisions
 * 034 and 042), by games' `listFeedPosts`: a second round trip only on a miss.
 */

export type FeedPageRead = Omit<FeedPageQuery, 'friendIds' | 'viewerText'>;

/** A page row: the game's place and version, and what the viewer sees of it as JSON text. */
export type FeedRow = FeedPageRow;

/** What a post shows of the match, its media, reviews and its players' records in the rule. */
export interface FeedPostContent {
  result: MatchResultJson | null;
  media: Array<{ fileKey: string; mediaType: 'IMAGE' | 'VIDEO' }>;
  reviews: WrittenReviewJson[];
  records: FeedRuleStatistics[];
}

/** A post read whole: its page row and its content, from one snapshot. */
export type FeedPostRead = Omit<FeedRow, 'tier' | 'at'> & Omit<FeedPostBody, 'body'> & FeedPostContent;

type Viewer = FeedPageRead['viewer'];

/**
 * What `viewer` sees of a post as JSON text: the post's last members, from `,"isFriend":` to the
 * closing `}`, in FeedPostSchema's order and the compiled serializer's bytes (decision 034; the
 * bytes test holds it to the presenter). The content's cached text comes before it.
 */
function viewerTextSql(viewer: Viewer, stats: CardStatsSql): ViewerTextColumn {
  return (gameId, viewerId, game) => {
    const isMyGame = sql`${game.ownerId} = ${viewerId} or ${game.opponentId} = ${viewerId}`;
    // A friend game's place is not shown, so neither is its district's champion.
    const championId = sql`case when ${game.isFriendGame} then null else ${stats.champion(game.ruleId, game.region)} end`;
    const text = sql<string>`(',"isFriend":' || ${boolText(sql`${game.ownerIsFriend} or ${game.opponentIsFriend}`)}
      || ',"isCompleted":' || ${boolText(sql`${game.status} = 'COMPLETED'`)}
      || ',"isLiked":' || ${likedByTextSql(gameId, viewerId)}
      || ',"likeCount":' || ${game.likeCount}::text
      || ',"commentCount":' || ${commentCountForViewerSql(gameId, game.commentCount, { userId: viewerId, isAdmin: viewer.isAdmin, blockedIds: game.viewerBlockedIds })}::text
      || ',"isAppliedByMe":' || ${boolText(game.isAppliedByMe)}
      || ',"isMyGame":' || ${boolText(isMyGame)}
      || ',"region":' || case when ${game.status} = 'MATCHING' and not ${game.isFriendGame} then ${jsonText(game.region)} else 'null' end
      || ',"championId":' || coalesce((${championId})::text, 'null')
      || '}')`;
    return text;
  };
}

/**
 * The columns of a post's content: the same for every viewer who may see the post. The players'
 * records raise the post's version when they change (decision 042), so they are content too.
 */
const bodyColumns: PostColumns = (gameId, _viewerId, game) => ({
  result: resultJsonSql(gameId),
  media: gameMediaJsonSql(gameId),
  reviews: writtenReviewsJsonSql(gameId),
  records: ruleStatisticsListSql(game.ownerId, game.opponentId, game.ruleId),
});

/** One page of games in the feed's tiers for the viewer (see games' feed-page.queries.ts). */
export function listFeedGames(
  db: Db,
  read: FeedPageRead,
  stats: CardStatsSql,
): Promise<FeedPageStatementRow[]> {
  return listFeedPage(db, {
    ...read,
    friendIds: friendIdsSql,
    viewerText: viewerTextSql(read.viewer, stats),
  });
}

/** The posts `ids` whole (the cache's misses), with what `viewer` sees of each. */
export async function listWholePosts(
  db: Db,
  ids: readonly number[],
  viewer: Viewer,
  stats: CardStatsSql,
): Promise<FeedPostRead[]> {
  const rows = await listFeedPosts(db, {
    ids,
    viewer,
    friendIds: friendIdsSql,
    viewerText: viewerTextSql(viewer, stats),
    bodyColumns,
  });
  return rows.map(({ body, ...row }) => {
    const content = body as Partial<FeedPostContent>;
    return {
      ...row,
      result: content.result ?? null,
      media: content.media ?? [],
      reviews: content.reviews ?? [],
      records: content.records ?? [],
    };
  });
}
