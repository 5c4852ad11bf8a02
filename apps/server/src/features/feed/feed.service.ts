import { createLruMap } from '../../cache/lru-map.ts';
import { createVersionedCache } from '../../cache/versioned-cache.ts';
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
  joinSteps,
  readSteps,
  tiersToRead,
  type FeedMode,
  type TierRead,
} from './feed-order.ts';
import { presentInvitation, presentPostContent } from './feed.presenter.ts';
import { pageBytes, postBytes, postContentBytes, wholePostText, type PostBytes } from './feed-post-text.ts';
import { createStepHints, VIEWER_HINTS_CAPACITY } from './step-hints.ts';
import * as queries from './feed.queries.ts';
import type { FeedRow } from './feed.queries.ts';
import { INVALID_CURSOR_MESSAGE } from '@hanpan/core';

/** Posts kept (decision 034): a post's content is ~1 kB, so a few MB. */
const POST_CACHE_CAPACITY = 5_000;

export interface FeedServiceDeps {
  db: Db;
  storage: FileStorage;
  /** The game cards' fragments (records, champions) that app.ts builds from their owners. */
  cardStatsSql: CardStatsSql;
  clock?: () => Date;
}

export interface FeedPageAnswer {
  /** The page as UTF-8 JSON, `{items:[…]}` (FeedPageSchema's bytes). */
  body: Buffer;
  /** The opaque cursor of the next page (X-Next-Cursor), null on the last page. */
  next: string | null;
}

/**
 * The feed (issue 20, decisions 028, 034 and 037): the page's ids and order, and what the viewer
 * sees of each post, come from the page statement (games' listFeedPage through feed.queries.ts) —
 * once, or for a friend-rich viewer once for the leading tiers and once more for the rest only when
 * those leave room; each post's content comes from the cache by its version, and the posts it lacks
 * are read whole by another statement, written and kept. The page is answered as bytes: no
 * per-post query, no object per post on a warm page.
 */
export function createFeedService({ db, storage, cardStatsSql, clock }: FeedServiceDeps) {
  // The posts' contents by version (decision 034), as UTF-8 bytes: one cache per service, so per app.
  const cache = createVersionedCache<Buffer>(POST_CACHE_CAPACITY);
  // How to read each viewer's page (decision 037): per service, so per app.
  const stepHints = createStepHints();
  // Each viewer's number of friends at their last page (decision 038): a large circle's friends'
  // tier walks the completed games, a small one's reads per player. Per service, like the above.
  const friendCounts = createLruMap<number, number>(VIEWER_HINTS_CAPACITY);

  async function page(
    viewer: AuthUser,
    mode: FeedMode,
    rawCursor: string | undefined,
    size: number,
  ): Promise<FeedPageAnswer> {
    const position = decodeCursor(rawCursor, FeedCursorSchema);
    const cursor = position === null ? null : cursorOf(position, mode);
    if (position !== null && cursor === null) throw new AppError('bad_request', INVALID_CURSOR_MESSAGE);
    const pinnedId = cursor?.pinnedId ?? (mode.kind === 'main' ? mode.pinnedId : null);
    const rows = await readRows(
      {
        viewer: viewerOf(viewer)!,
        pinnedId,
        userId: mode.kind === 'user' ? mode.userId : null,
      },
      tiersToRead(mode.kind === 'main' ? { kind: 'main', pinnedId } : mode, cursor),
      size + 1,
    );
    const { entries, next } = assemblePage(rows, {
      mode,
      cursor,
      size,
      hasFriends: rows[0]?.viewerHasFriends ?? false,
    });
    const gameRows = entries.flatMap((entry) => (entry.kind === 'game' ? [entry.row] : []));
    const posts = await postsBytes(viewer, gameRows);
    const now = (clock ?? (() => new Date()))();
    const items = entries.map((entry) =>
      entry.kind === 'game'
        ? posts.get(entry.row.id)!
        : [Buffer.from(wholePostText(presentInvitation(entry.type, now)), 'utf8')],
    );
    return { body: pageBytes(items), next: next === null ? null : encodeCursor(cursorPosition(next)) };
  }

  /**
   * The page's rows, `limit` at most (decision 037): in two steps — the leading tiers, then the rest
   * only when they left room — for a viewer whose first step filled their last page, else in one
   * statement. Either way the rows are the same; the hint is updated from what this read found.
   */
  async function readRows(
    read: Omit<queries.FeedPageRead, 'reads' | 'limit' | 'friendCountHint'>,
    reads: TierRead[],
    limit: number,
  ): Promise<FeedRow[]> {
    const [first, rest] = readSteps(reads);
    const viewerId = read.viewer.userId;
    const list = async (tiers: TierRead[], rows: number) => {
      const friendCountHint = friendCounts.peek(viewerId) ?? null;
      const found = await queries.listFeedGames(
        db,
        { ...read, reads: tiers, limit: rows, friendCountHint },
        cardStatsSql,
      );
      if (found.length > 0) friendCounts.set(viewerId, found[0]!.friendCount);
      return found;
    };
    if (rest.length === 0) return list(first, limit);
    const hint = `${read.viewer.userId}:${first.at(-1)!.tier}`;
    if (!stepHints.splits(hint)) {
      const rows = await list(reads, limit);
      const firstTiers = new Set(first.map((tierRead) => tierRead.tier));
      stepHints.record(hint, rows.filter((row) => firstTiers.has(row.tier)).length >= limit);
      return rows;
    }
    const firstRows = await list(first, limit);
    stepHints.record(hint, firstRows.length >= limit);
    if (firstRows.length >= limit) return firstRows;
    return joinSteps(firstRows, await list(rest, limit - firstRows.length));
  }

  /**
   * The bytes of the posts of `rows` as the viewer sees them: the content from the cache when it was
   * kept at the row's version, else read whole (one statement for all the misses), written and kept.
   * A missed post is answered entirely from the second statement's one snapshot.
   */
  async function postsBytes(
    viewer: AuthUser,
    rows: ReadonlyArray<Pick<FeedRow, 'id' | 'postVersion' | 'viewerText'>>,
  ): Promise<Map<number, PostBytes>> {
    const posts = new Map<number, PostBytes>();
    const missing: number[] = [];
    for (const row of rows) {
      const content = cache.get(row.id, row.postVersion);
      if (content === undefined) missing.push(row.id);
      else posts.set(row.id, postBytes(content, row.viewerText));
    }
    if (missing.length === 0) return posts;
    for (const read of await queries.listWholePosts(db, missing, viewerOf(viewer)!, cardStatsSql)) {
      const content = postContentBytes(presentPostContent(read, storage));
      cache.set(read.id, read.postVersion, content);
      posts.set(read.id, postBytes(content, read.viewerText));
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
   * GET /api/feed/game/{id}: one post as UTF-8 JSON, by the feed's own visibility rule; 404
   * game_not_found when the viewer may not see it, content_hidden when only an admin's hiding stands
   * in the way.
   */
  async function findPost(viewer: AuthUser, gameId: number): Promise<Buffer> {
    const read = {
      viewer: viewerOf(viewer)!,
      reads: [{ tier: 'pinned' as const, after: null }],
      pinnedId: gameId,
      userId: null,
      limit: 1,
      friendCountHint: null,
    };
    const [row] = await queries.listFeedGames(db, read, cardStatsSql);
    if (row) return Buffer.concat((await postsBytes(viewer, [row])).get(gameId)!);
    const [unhidden] = await queries.listFeedGames(db, { ...read, ignoreHidden: true }, cardStatsSql);
    const game = unhidden ? await findGame(db, gameId) : undefined;
    if (game) await assertVisible(db, 'GAME', game.id, game.ownerId, viewerOf(viewer));
    throw new AppError('game_not_found');
  }

  return { listFeed, listCompletedOf, findPost };
}

export type FeedService = ReturnType<typeof createFeedService>;
