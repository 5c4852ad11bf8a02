import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';

/*
 * What a block does to the games of the pair (decision 018, "Blocks"; issue 16 items 3 and 18),
 * and the lock that keeps it whole against the pairing calls (approve, friend and challenge games).
 */

const NOT_STARTED = ['MATCHING', 'SCHEDULED'] as const;
const IN_LINE = ['REQUESTED', 'APPROVED'] as const;

/**
 * Serialises everything that pairs `a` and `b` in a game with a block between them, until the
 * transaction ends. The block's tie-ending takes it before it reads the pair's games; an approval
 * (or a friend or challenge game being made) takes it before it re-checks the block. So either the
 * approval commits first and the block then sees the scheduled game and reopens it, or the block
 * commits first and the approval sees the block: never a scheduled pair without its application.
 * A transaction-level advisory lock, keyed on the unordered pair (a hash collision only makes two
 * unrelated pairs wait for each other).
 */
export async function lockPair(db: Db, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  // The result is not read (the two drivers shape it differently).
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`game-pair:${low}:${high}`}, 0))`);
}

/** A game whose pairing a block ended; `ownerId` says whose game it is. */
export interface GameEndedByBlock {
  gameId: number;
  ownerId: number;
  /** CANCELED: a friend or challenge game; REOPENED: a random game back to MATCHING. */
  outcome: 'CANCELED' | 'REOPENED';
}

/**
 * `blockerId` blocked `blockedId` (inside the block's transaction): in games that never started,
 * a friend or challenge game between them is CANCELED; a random game scheduled with one of them as
 * the other's opponent goes back to MATCHING without opponent; every application between them
 * (waiting or approved) ends. Both games are marked with the blocker (`block_ended_by_id`), so the
 * cards can say what happened — also after an unblock, which restores nothing.
 */
export async function endGameTiesOnBlock(
  db: Db,
  blockerId: number,
  blockedId: number,
): Promise<GameEndedByBlock[]> {
  // WARNING: before anything is read. See lockPair.
  await lockPair(db, blockerId, blockedId);
  const ended: GameEndedByBlock[] = [];
  for (const [ownerId, otherId] of [
    [blockerId, blockedId],
    [blockedId, blockerId],
  ] as const) {
    const reopened = await db
      .update(games)
      .set({ status: 'MATCHING', opponentId: null, blockEndedById: blockerId })
      .where(
        and(
          eq(games.ownerId, ownerId),
          eq(games.opponentId, otherId),
          eq(games.status, 'SCHEDULED'),
          eq(games.isFriendGame, false),
          isNull(games.deletedAt),
        ),
      )
      .returning({ gameId: games.id });
    ended.push(...reopened.map(({ gameId }) => ({ gameId, ownerId, outcome: 'REOPENED' as const })));

    await db.delete(gameApplications).where(
      and(
        eq(gameApplications.applicantId, otherId),
        inArray(gameApplications.status, [...IN_LINE]),
        inArray(
          gameApplications.gameId,
          db
            .select({ id: games.id })
            .from(games)
            .where(and(eq(games.ownerId, ownerId), inArray(games.status, [...NOT_STARTED]))),
        ),
      ),
    );

    // Friend games (an invitation, pending, declined or accepted) and challenge games (made
    // SCHEDULED with the invitee as opponent, creation/game-creation.service.ts) between the pair.
    const canceled = await db
      .update(games)
      .set({ status: 'CANCELED', blockEndedById: blockerId })
      .where(
        and(
          eq(games.ownerId, ownerId),
          eq(games.invitedFriendId, otherId),
          eq(games.isFriendGame, true),
          inArray(games.status, [...NOT_STARTED]),
          isNull(games.deletedAt),
        ),
      )
      .returning({ gameId: games.id });
    ended.push(...canceled.map(({ gameId }) => ({ gameId, ownerId, outcome: 'CANCELED' as const })));
  }
  return ended;
}
