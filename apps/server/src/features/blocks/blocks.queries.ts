import { and, desc, eq, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { userBlocks } from '../../db/schema/index.ts';

/** Idempotent: blocking twice keeps the first block (and its date). */
export async function insertBlock(db: Db, blockerId: number, blockedId: number) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** The number of rows removed (0 when there was no such block). */
export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length;
}

/** A position in the newest-first list: the block's time (full precision, as text) and the id. */
export interface BlockPosition {
  at: string;
  blockedId: number;
}

/** Newest first, `limit` rows after `after` (keyset). */
export async function listBlocks(db: Db, blockerId: number, after: BlockPosition | null, limit: number) {
  return db
    .select({ blockedId: userBlocks.blockedId, at: sql<string>`${userBlocks.createdAt}::text` })
    .from(userBlocks)
    .where(
      and(
        eq(userBlocks.blockerId, blockerId),
        after
          ? sql`(${userBlocks.createdAt}, ${userBlocks.blockedId}) < (${after.at}::timestamptz, ${after.blockedId}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(limit);
}

export async function existsBlockBetween(db: Db, a: number, b: number) {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which way a block runs between `viewerId` and `otherId` (both may hold at once). */
export async function findBlockDirections(db: Db, viewerId: number, otherId: number) {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, viewerId)),
      ),
    );
  return {
    byViewer: rows.some((row) => row.blockerId === viewerId),
    byOther: rows.some((row) => row.blockerId === otherId),
  };
}

/**
 * A WHERE fragment: no block either way between `viewerId` and the user id in `otherUserId` (a
 * column or expression of the caller's query). Two index probes per row: the primary key
 * (blocker, blocked) and user_blocks_blocked_idx.
 */
export function noBlockBetween(viewerId: number | Placeholder, otherUserId: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${otherUserId}) or (${userBlocks.blockerId} = ${otherUserId} and ${userBlocks.blockedId} = ${viewerId}))`;
}

/**
 * `noBlockBetween` for a statement that walks many players (the player search): the viewer's
 * blocks either way read once, as a hashed set (NOT IN over two index reads), instead of two index
 * probes per player walked (a nested-loop anti join: ~40 % of the search's database time in
 * session 11). Ids are never null, so NOT IN means what NOT EXISTS meant.
 */
export function noBlockAmong(viewerId: number | Placeholder, otherUserId: SQLWrapper): SQL {
  return sql`${otherUserId} not in (${blockRelatedIdsQuery(viewerId)})`;
}

/** Everyone the viewer blocked or was blocked by, as an array (the primary key and user_blocks_blocked_idx). */
export function blockRelatedIdsSql(viewerId: number | Placeholder): SQL<number[]> {
  return sql<number[]>`array(${blockRelatedIdsQuery(viewerId)})`;
}

/** The ids of everyone the viewer blocked or was blocked by, as a subquery: both ways read once. */
function blockRelatedIdsQuery(viewerId: number | Placeholder): SQL {
  return sql`select ub.blocked_id from ${userBlocks} as ub where ub.blocker_id = ${viewerId} union all select ub.blocker_id from ${userBlocks} as ub where ub.blocked_id = ${viewerId}`;
}

/** The user in `otherUserId` is none of `ids` (an array); true for a null user. */
export function notAmongIdsSql(ids: SQLWrapper, otherUserId: SQLWrapper): SQL {
  return sql`coalesce(${otherUserId} <> all(${ids}), true)`;
}

/**
 * Whether the viewer blocked anyone or was blocked by anyone, as a boolean of the caller's statement
 * (uncorrelated: PostgreSQL reads it once). The feed counts a post's comments apart only for a
 * viewer with a block (decision 035); the primary key and user_blocks_blocked_idx serve it.
 */
export function hasAnyBlockSql(viewerId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${userBlocks} as ub where ub.blocker_id = ${viewerId}) or exists (select 1 from ${userBlocks} as ub where ub.blocked_id = ${viewerId}))`;
}

/**
 * Whether `blockerId` blocked `blockedId`, as a boolean column of another feature's statement (the
 * profile's, issue 17: it was a lookup beside it); the pair's unique key serves it.
 */
export function blockedSql(blockerId: SQLWrapper, blockedId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userBlocks} as ub where ub.blocker_id = ${blockerId} and ub.blocked_id = ${blockedId})`;
}

/** Everyone the user blocked or was blocked by: hidden from each other in search and feeds. */
export async function listBlockRelatedIds(db: Db, userId: number) {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return [...new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)))];
}

/** Account deletion: blocks made by and against the person. */
export async function deleteBlocksOf(db: Db, userId: number) {
  await db.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
}
