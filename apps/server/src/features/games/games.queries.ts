import { and, desc, eq, inArray, isNotNull, isNull, max, or } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { gameApplications, games } from '../../db/schema/index.ts';
import { visibleToViewer } from '../reports/index.ts';

/*
 * What games/index.ts answers other code about the games as a whole: account deletion, the start
 * photos the upload sweep keeps, the places search's used places.
 */

/**
 * Distinct places (road address, detail, region) of random games, most recently used first, at
 * most `limit`. Friend games stay private, and so do games an admin hid.
 */
export async function listUsedPlaces(db: Db, limit: number) {
  const lastUsed = max(games.createdAt);
  const rows = await db
    .select({ placeRoad: games.placeRoad, placeDetail: games.placeDetail, region: games.region })
    .from(games)
    .where(
      and(
        isNotNull(games.placeRoad),
        isNotNull(games.region),
        eq(games.isFriendGame, false),
        visibleToViewer('GAME', games.id, games.ownerId, null),
      ),
    )
    .groupBy(games.placeRoad, games.placeDetail, games.region)
    .orderBy(desc(lastUsed))
    .limit(limit);
  return rows.flatMap((row) =>
    row.placeRoad && row.region
      ? [{ placeRoad: row.placeRoad, placeDetail: row.placeDetail, region: row.region }]
      : [],
  );
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
