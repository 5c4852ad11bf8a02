import type { Db } from '../../db/db.ts';
import { visibleCommentCountSql } from '../comments/index.ts';
import { friendIdsSql } from '../friends/index.ts';
import { gameMediaJsonSql } from '../game-media/index.ts';
import { listFeedPage, type FeedGameRow, type FeedPageQuery } from '../games/index.ts';
import { notAbandonedSql, resultJsonSql, type MatchResultJson } from '../match/index.ts';
import { writtenReviewsJsonSql, type WrittenReviewJson } from '../reviews/index.ts';

/*
 * The feed owns no table: its page is games' one statement (games/index.ts `listFeedPage`), with the
 * friends' ids and the match's abandonment folded in as those features' SQL fragments, and what a
 * post shows of the match, media, reviews and comments as their fragments' columns, so a page is
 * one round trip for everything the feed's own dependencies hold (CONVENTIONS.md "Database
 * access": the service hands over plain values only).
 */

export type FeedPageRead = Omit<FeedPageQuery, 'friendIds' | 'notAbandoned' | 'postColumns'>;

/** A page row with its post's result, media, written reviews and comment count. */
export interface FeedRow extends FeedGameRow {
  result: MatchResultJson | null;
  media: Array<{ fileKey: string; mediaType: 'IMAGE' | 'VIDEO' }>;
  reviews: WrittenReviewJson[];
  commentCount: number;
}

/** One page of games in the feed's tiers for the viewer (see games' feed-page.queries.ts). */
export async function listFeedGames(db: Db, read: FeedPageRead): Promise<FeedRow[]> {
  const isAdmin = read.viewer.isAdmin;
  const rows = await listFeedPage(db, {
    ...read,
    friendIds: friendIdsSql,
    notAbandoned: notAbandonedSql,
    postColumns: (gameId, viewerId) => ({
      result: resultJsonSql(gameId),
      media: gameMediaJsonSql(gameId),
      reviews: writtenReviewsJsonSql(gameId, viewerId),
      commentCount: visibleCommentCountSql(gameId, { userId: viewerId, isAdmin }),
    }),
  });
  return rows.map((row) => {
    const extra = row.extra as Pick<FeedRow, 'result' | 'media' | 'reviews' | 'commentCount'>;
    return {
      ...row,
      result: extra.result ?? null,
      media: extra.media ?? [],
      reviews: extra.reviews ?? [],
      commentCount: Number(extra.commentCount ?? 0),
    };
  });
}
