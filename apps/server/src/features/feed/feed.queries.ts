import type { Db } from '../../db/db.ts';
import { friendIdsSql } from '../friends/index.ts';
import { listFeedPage, type FeedGameRow, type FeedPageQuery } from '../games/index.ts';
import { notAbandonedSql } from '../match/index.ts';

/*
 * The feed owns no table: its page is games' one statement (games/index.ts `listFeedPage`), with the
 * friends' ids and the match's abandonment folded in as those features' SQL fragments, so the
 * service hands over plain values only (CONVENTIONS.md "Database access").
 */

export type FeedPageRead = Omit<FeedPageQuery, 'friendIds' | 'notAbandoned'>;

/** One page of games in the feed's tiers for the viewer (see games' feed-page.queries.ts). */
export function listFeedGames(db: Db, read: FeedPageRead): Promise<FeedGameRow[]> {
  return listFeedPage(db, {
    ...read,
    friendIds: friendIdsSql,
    notAbandoned: notAbandonedSql,
  });
}
