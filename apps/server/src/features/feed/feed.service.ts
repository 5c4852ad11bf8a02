import type { FeedPost } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { decodeCursor, encodeCursor } from '../../http/list-page.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findGame, type CardStatsSql } from '../games/index.ts';
import { assertVisible, viewerOf } from '../reports/index.ts';
import {
  assemblePage,
  cursorOf,
  cursorPosition,
  FeedCursorSchema,
  tiersToRead,
  type FeedMode,
} from './feed-order.ts';
import { presentGamePost, presentInvitation } from './feed.presenter.ts';
import * as queries from './feed.queries.ts';
import type { FeedRow } from './feed.queries.ts';
import { INVALID_CURSOR_MESSAGE } from '@hanpan/core';

export interface FeedServiceDeps {
  db: Db;
  storage: FileStorage;
  /** The game cards' fragments (records, champions) that app.ts builds from their owners. */
  cardStatsSql: CardStatsSql;
  clock?: () => Date;
}

export interface FeedPageAnswer {
  items: FeedPost[];
  /** The opaque cursor of the next page (X-Next-Cursor), null on the last page. */
  next: string | null;
}

/**
 * The feed (issue 20, decision 028): the page's ids and order come from one statement (games'
 * listFeedPage through feed.queries.ts), everything else a post shows from one batched lookup per
 * owner feature, all run together: no per-post query.
 */
export function createFeedService({ db, storage, cardStatsSql, clock }: FeedServiceDeps) {
  async function page(viewer: AuthUser, mode: FeedMode, rawCursor: string | undefined, size: number) {
    const position = decodeCursor(rawCursor, FeedCursorSchema);
    const cursor = position === null ? null : cursorOf(position, mode);
    if (position !== null && cursor === null) throw new AppError('bad_request', INVALID_CURSOR_MESSAGE);
    const pinnedId = cursor?.pinnedId ?? (mode.kind === 'main' ? mode.pinnedId : null);
    const rows = await queries.listFeedGames(
      db,
      {
        viewer: viewerOf(viewer)!,
        reads: tiersToRead(mode.kind === 'main' ? { kind: 'main', pinnedId } : mode, cursor),
        pinnedId,
        userId: mode.kind === 'user' ? mode.userId : null,
        limit: size + 1,
      },
      cardStatsSql,
    );
    const { entries, next } = assemblePage(rows, {
      mode,
      cursor,
      size,
      hasFriends: rows[0]?.viewerHasFriends ?? false,
    });
    const gameRows = entries.flatMap((entry) => (entry.kind === 'game' ? [entry.row] : []));
    const posts = presentPosts(viewer, gameRows);
    const now = (clock ?? (() => new Date()))();
    const items = entries.map((entry) =>
      entry.kind === 'game' ? posts.get(entry.row.game.id)! : presentInvitation(entry.type, now),
    );
    return { items, next: next === null ? null : encodeCursor(cursorPosition(next)) };
  }

  /** The posts of `rows`: the page statement brought everything they show (one round trip). */
  function presentPosts(viewer: AuthUser, rows: readonly FeedRow[]): Map<number, FeedPost> {
    const posts = new Map<number, FeedPost>();
    for (const row of rows) {
      const { game } = row;
      const records = new Map<string, { wins: number; draws: number; losses: number }>();
      if (row.ownerRecord) records.set(`${game.ownerId}:${game.ruleId}`, row.ownerRecord);
      if (row.opponentRecord && game.opponentId !== null)
        records.set(`${game.opponentId}:${game.ruleId}`, row.opponentRecord);
      const result = row.result;
      posts.set(
        game.id,
        presentGamePost(
          row,
          {
            result: result ? { ...result, completedAt: new Date(result.completedAt) } : undefined,
            media: row.media.map((item) => ({
              url: storage.publicUrl(item.fileKey),
              mediaType: item.mediaType,
            })),
            reviews: row.reviews.map((review) => ({ ...review, createdAt: new Date(review.createdAt) })),
            commentCount: row.commentCount,
            like: row.like,
            records,
            championId: row.championId,
          },
          viewer.userId,
          storage,
        ),
      );
    }
    return posts;
  }

  /** GET /api/feed: the main feed, `?gameId=` pinned first. */
  function listFeed(
    viewer: AuthUser,
    query: { gameId?: number | undefined; cursor?: string | undefined; size: number },
  ) {
    return page(viewer, { kind: 'main', pinnedId: query.gameId ?? null }, query.cursor, query.size);
  }

  /** GET /api/feed/user/{id}/completed: that player's completed games, newest first. */
  function listCompletedOf(
    viewer: AuthUser,
    userId: number,
    query: { cursor?: string | undefined; size: number },
  ) {
    return page(viewer, { kind: 'user', userId }, query.cursor, query.size);
  }

  /**
   * GET /api/feed/game/{id}: one post, by the feed's own visibility rule; 404 game_not_found when
   * the viewer may not see it, content_hidden when only an admin's hiding stands in the way.
   */
  async function findPost(viewer: AuthUser, gameId: number): Promise<FeedPost> {
    const read = {
      viewer: viewerOf(viewer)!,
      reads: [{ tier: 'pinned' as const, after: null }],
      pinnedId: gameId,
      userId: null,
      limit: 1,
    };
    const [row] = await queries.listFeedGames(db, read, cardStatsSql);
    if (row) return presentPosts(viewer, [row]).get(gameId)!;
    const [unhidden] = await queries.listFeedGames(db, { ...read, ignoreHidden: true }, cardStatsSql);
    const game = unhidden ? await findGame(db, gameId) : undefined;
    if (game) await assertVisible(db, 'GAME', game.id, game.ownerId, viewerOf(viewer));
    throw new AppError('game_not_found');
  }

  return { listFeed, listCompletedOf, findPost };
}

export type FeedService = ReturnType<typeof createFeedService>;
