import { and, asc, eq, inArray, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { gameMedia, type NewGameMediaRow } from '../../db/schema/index.ts';

/** The highest order slot the player used in this game (0 when none). */
export async function findLastPosition(db: Db, gameId: number, uploaderId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(gameMedia.position) })
    .from(gameMedia)
    .where(and(eq(gameMedia.gameId, gameId), eq(gameMedia.uploaderId, uploaderId)));
  return row?.last ?? 0;
}

export async function insertMedia(db: Db, rows: NewGameMediaRow[]) {
  return db.insert(gameMedia).values(rows).returning();
}

/** Both players' items, each player's in their chosen order (the owner's first by id). */
export async function listGameMedia(db: Db, gameId: number) {
  return db
    .select()
    .from(gameMedia)
    .where(eq(gameMedia.gameId, gameId))
    .orderBy(asc(gameMedia.uploaderId), asc(gameMedia.position));
}

/** Account deletion: the person's items go; their files follow with the orphan sweep. */
export async function deleteByUploader(db: Db, uploaderId: number) {
  return db
    .delete(gameMedia)
    .where(eq(gameMedia.uploaderId, uploaderId))
    .returning({ fileKey: gameMedia.fileKey });
}

export async function findReferencedFileKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ fileKey: gameMedia.fileKey })
    .from(gameMedia)
    .where(inArray(gameMedia.fileKey, [...keys]));
  return rows.map((row) => row.fileKey);
}

/**
 * Both players' items of the game in `gameId` (a column of the caller's own query) as one JSON
 * array in the result's order (uploader, then their order), each its file key and type: the
 * feed's page brings its posts' media in its one statement (issue 20).
 */
export function gameMediaJsonSql(
  gameId: SQLWrapper,
): SQL<Array<{ fileKey: string; mediaType: 'IMAGE' | 'VIDEO' }>> {
  const m = gameMedia;
  return sql`(select coalesce(json_agg(json_build_object('fileKey', ${m.fileKey}, 'mediaType', ${m.mediaType}) order by ${m.uploaderId}, ${m.position}), '[]'::json) from ${m} where ${m.gameId} = ${gameId})`;
}
