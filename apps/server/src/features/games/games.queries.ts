import { and, desc, eq, inArray, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { gameApplications, games, type NewGameRow } from '../../db/schema/index.ts';
import type { GameListOrder } from './game-list-order.ts';

export async function insertGame(db: Db, values: NewGameRow) {
  const [row] = await db.insert(games).values(values).returning();
  return row!;
}

/** A game that was not deleted: a deleted one answers as missing everywhere (issue 16 item 5). */
export async function findGame(db: Db, gameId: number) {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), isNull(games.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Distinct places (road address, detail, region) of random games, most recently used first, at
 * most `limit`. Friend games stay private; `where` adds the caller's conditions (moderation).
 */
export async function listUsedPlaces(db: Db, limit: number, where?: SQL) {
  const lastUsed = max(games.createdAt);
  const rows = await db
    .select({ placeRoad: games.placeRoad, placeDetail: games.placeDetail, region: games.region })
    .from(games)
    .where(and(isNotNull(games.placeRoad), isNotNull(games.region), eq(games.isFriendGame, false), where))
    .groupBy(games.placeRoad, games.placeDetail, games.region)
    .orderBy(desc(lastUsed))
    .limit(limit);
  return rows.flatMap((row) =>
    row.placeRoad && row.region
      ? [{ placeRoad: row.placeRoad, placeDetail: row.placeDetail, region: row.region }]
      : [],
  );
}

export interface OpenGameListQuery {
  /** Extra conditions from the caller: region, blocks, moderation. */
  where: SQL | undefined;
  /** The sort (game-list-order.ts): its key, the keyset condition after the cursor and ORDER BY. */
  order: Pick<GameListOrder, 'distance' | 'after' | 'orderBy'>;
  limit: number;
}

/**
 * Open random games (MATCHING, not a friend game) in `order`, `limit` rows after its cursor. The
 * WHERE matches the partial list indexes' predicate; 'recent' and 'soonest' follow their order.
 */
export async function listOpenGames(db: Db, { where, order, limit }: OpenGameListQuery) {
  return db
    .select({
      game: games,
      position: sql<string>`${games.createdAt}::text`,
      distance: order.distance ?? sql<number | null>`null::integer`,
    })
    .from(games)
    .where(and(eq(games.status, 'MATCHING'), eq(games.isFriendGame, false), where, order.after))
    .orderBy(...order.orderBy)
    .limit(limit);
}

/** Applications still in line (REQUESTED or APPROVED) to the given games, oldest first. */
export async function listActiveApplications(db: Db, gameIds: readonly number[], extra?: SQL) {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(gameApplications)
    .where(
      and(
        inArray(gameApplications.gameId, [...gameIds]),
        inArray(gameApplications.status, ['REQUESTED', 'APPROVED']),
        extra,
      ),
    )
    .orderBy(gameApplications.createdAt, gameApplications.id);
}

/**
 * Account deletion (decision 018): games the person owns that never started are cancelled, a
 * friend game waiting for them is cancelled, a game where they were the approved opponent reopens,
 * and their applications to games that never started are withdrawn. Started and finished games keep
 * pointing at the anonymised users row ('탈퇴한 사용자'), like rules do.
 */
export async function forgetPlayer(db: Db, userId: number) {
  const notStarted = inArray(games.status, ['MATCHING', 'SCHEDULED']);
  await db
    .update(games)
    .set({ status: 'CANCELED' })
    .where(
      and(
        notStarted,
        or(eq(games.ownerId, userId), and(eq(games.invitedFriendId, userId), isNull(games.opponentId))),
      ),
    );
  await db
    .update(games)
    .set({ status: 'MATCHING', opponentId: null })
    .where(and(eq(games.status, 'SCHEDULED'), eq(games.opponentId, userId), eq(games.isFriendGame, false)));
  await db
    .update(games)
    .set({ status: 'CANCELED' })
    .where(and(eq(games.status, 'SCHEDULED'), eq(games.opponentId, userId), eq(games.isFriendGame, true)));
  await db.delete(gameApplications).where(
    and(
      eq(gameApplications.applicantId, userId),
      inArray(
        gameApplications.gameId,
        db
          .select({ id: games.id })
          .from(games)
          .where(inArray(games.status, ['MATCHING', 'SCHEDULED', 'CANCELED'])),
      ),
    ),
  );
}

/** Which of `keys` a game's start photo still is (the orphan-upload sweep keeps those files). */
export async function findReferencedStartPhotoKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: games.startPhotoKey })
    .from(games)
    .where(inArray(games.startPhotoKey, keys));
  return rows.map((row) => row.key!);
}
