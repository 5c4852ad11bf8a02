import type { Db } from '../../db/db.ts';
import { visibleCommentCountSql } from '../comments/index.ts';
import { friendIdsSql } from '../friends/index.ts';
import { gameMediaJsonSql } from '../game-media/index.ts';
import {
  listFeedPage,
  type CardStatsSql,
  type FeedGameRow,
  type FeedPageQuery,
  type RuleRecordCountsJson,
} from '../games/index.ts';
import { likeSummarySql, type LikeSummaryJson } from '../likes/index.ts';
import { notAbandonedSql, resultJsonSql, type MatchResultJson } from '../match/index.ts';
import { writtenReviewsJsonSql, type WrittenReviewJson } from '../reviews/index.ts';
import { sql } from 'drizzle-orm';

/*
 * The feed owns no table: its page is games' one statement (games/index.ts `listFeedPage`), with the
 * friends' ids and the match's abandonment folded in as those features' SQL fragments, and what a
 * post shows of the match, media, reviews, comments and likes as their fragments' columns — the
 * players' records and the district's champion too (`cardStatsSql`, the fragments app.ts gives the
 * game cards) — so a page is one round trip (CONVENTIONS.md "Database access": the service hands
 * over plain values only).
 */

export type FeedPageRead = Omit<FeedPageQuery, 'friendIds' | 'notAbandoned' | 'postColumns'>;

/** A page row with everything its post shows beyond games' own tables. */
export interface FeedRow extends FeedGameRow {
  result: MatchResultJson | null;
  media: Array<{ fileKey: string; mediaType: 'IMAGE' | 'VIDEO' }>;
  reviews: WrittenReviewJson[];
  commentCount: number;
  like: LikeSummaryJson;
  ownerRecord: RuleRecordCountsJson | null;
  opponentRecord: RuleRecordCountsJson | null;
  championId: number | null;
}

/** One page of games in the feed's tiers for the viewer (see games' feed-page.queries.ts). */
export async function listFeedGames(db: Db, read: FeedPageRead, stats: CardStatsSql): Promise<FeedRow[]> {
  const isAdmin = read.viewer.isAdmin;
  const rows = await listFeedPage(db, {
    ...read,
    friendIds: friendIdsSql,
    notAbandoned: notAbandonedSql,
    postColumns: (gameId, viewerId, game) => ({
      result: resultJsonSql(gameId),
      media: gameMediaJsonSql(gameId),
      reviews: writtenReviewsJsonSql(gameId, viewerId),
      commentCount: visibleCommentCountSql(gameId, { userId: viewerId, isAdmin }),
      like: likeSummarySql(gameId, viewerId),
      ownerRecord: stats.record(game.ownerId, game.ruleId),
      opponentRecord: sql`case when ${game.opponentId} is null then null else ${stats.record(game.opponentId, game.ruleId)} end`,
      // A friend game's place is not shown, so neither is its district's champion.
      championId: sql`case when ${game.isFriendGame} then null else ${stats.champion(game.ruleId, game.region)} end`,
    }),
  });
  return rows.map((row) => {
    const extra = row.extra as Partial<
      Pick<FeedRow, 'result' | 'media' | 'reviews' | 'like' | 'ownerRecord' | 'opponentRecord'>
    > & { commentCount?: number | string | null; championId?: number | string | null };
    return {
      ...row,
      result: extra.result ?? null,
      media: extra.media ?? [],
      reviews: extra.reviews ?? [],
      commentCount: Number(extra.commentCount ?? 0),
      like: {
        likeCount: Number(extra.like?.likeCount ?? 0),
        isLiked: extra.like?.isLiked === true,
      },
      ownerRecord: extra.ownerRecord ?? null,
      opponentRecord: extra.opponentRecord ?? null,
      championId:
        extra.championId === null || extra.championId === undefined ? null : Number(extra.championId),
    };
  });
}
