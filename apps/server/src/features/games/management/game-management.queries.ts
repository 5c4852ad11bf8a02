import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';

/*
 * Applications, approvals and invitations (issue 11 §1, §4, §5; decision 018). Every state change is a conditional UPDATE on the state it starts from, so two
 * racing callers can never both win: the loser's UPDATE matches no row (PostgreSQL re-checks the
 * WHERE after the winner's row lock is released).
 */

const NOT_STARTED = ['MATCHING', 'SCHEDULED'] as const;

export async function findApplication(db: Db, gameId: number, applicantId: number) {
  const [row] = await db
    .select()
    .from(gameApplications)
    .where(and(eq(gameApplications.gameId, gameId), eq(gameApplications.applicantId, applicantId)))
    .limit(1);
  return row;
}

/** A new REQUESTED application (the unique index answers a second one: 409 game_already_applied). */
export async function insertApplication(db: Db, gameId: number, applicantId: number) {
  const [row] = await db.insert(gameApplications).values({ gameId, applicantId }).returning();
  return row!;
}

/** Deletes the application when it is still in `from`; answers whether it did. */
export async function deleteApplication(
  db: Db,
  gameId: number,
  applicantId: number,
  from: ReadonlyArray<'REQUESTED' | 'APPROVED'>,
): Promise<boolean> {
  const rows = await db
    .delete(gameApplications)
    .where(
      and(
        eq(gameApplications.gameId, gameId),
        eq(gameApplications.applicantId, applicantId),
        inArray(gameApplications.status, [...from]),
      ),
    )
    .returning({ id: gameApplications.id });
  return rows.length > 0;
}

/** Moves an application from `from` to `to`; answers the row, or undefined when it was not in `from`. */
export async function moveApplication(
  db: Db,
  gameId: number,
  applicantId: number,
  from: 'REQUESTED' | 'APPROVED',
  to: 'REQUESTED' | 'APPROVED' | 'REJECTED',
) {
  const [row] = await db
    .update(gameApplications)
    .set({ status: to })
    .where(
      and(
        eq(gameApplications.gameId, gameId),
        eq(gameApplications.applicantId, applicantId),
        eq(gameApplications.status, from),
      ),
    )
    .returning();
  return row;
}

/** MATCHING random game → SCHEDULED with `opponentId`. Undefined when it was no longer MATCHING. */
export async function scheduleWithOpponent(db: Db, gameId: number, opponentId: number) {
  const [row] = await db
    .update(games)
    // A new opponent: a block that had reopened the game is no longer the news.
    .set({ status: 'SCHEDULED', opponentId, blockEndedById: null })
    .where(
      and(
        eq(games.id, gameId),
        eq(games.status, 'MATCHING'),
        eq(games.isFriendGame, false),
        isNull(games.opponentId),
        isNull(games.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** SCHEDULED random game with `opponentId` → MATCHING without opponent. Undefined otherwise. */
export async function reopenGame(db: Db, gameId: number, opponentId: number) {
  const [row] = await db
    .update(games)
    .set({ status: 'MATCHING', opponentId: null })
    .where(
      and(
        eq(games.id, gameId),
        eq(games.status, 'SCHEDULED'),
        eq(games.opponentId, opponentId),
        eq(games.isFriendGame, false),
        isNull(games.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** The owner deletes a game that never started: CANCELED and marked deleted. */
export async function markDeleted(db: Db, gameId: number, now: Date) {
  const [row] = await db
    .update(games)
    .set({ status: 'CANCELED', deletedAt: now })
    .where(
      and(eq(games.id, gameId), inArray(games.status, [...NOT_STARTED, 'CANCELED']), isNull(games.deletedAt)),
    )
    .returning();
  return row;
}

/** A friend game's invitation still waiting for `friendId`'s answer. */
function pendingInvitation(gameId: number, friendId: number): SQL {
  return and(
    eq(games.id, gameId),
    eq(games.isFriendGame, true),
    eq(games.invitedFriendId, friendId),
    eq(games.status, 'MATCHING'),
    isNull(games.opponentId),
    isNull(games.invitationDeclinedAt),
    isNull(games.deletedAt),
  )!;
}

export async function acceptInvitation(db: Db, gameId: number, friendId: number) {
  const [row] = await db
    .update(games)
    .set({ status: 'SCHEDULED', opponentId: friendId })
    .where(pendingInvitation(gameId, friendId))
    .returning();
  return row;
}

export async function declineInvitation(db: Db, gameId: number, friendId: number, now: Date) {
  const [row] = await db
    .update(games)
    .set({ invitationDeclinedAt: now })
    .where(pendingInvitation(gameId, friendId))
    .returning();
  return row;
}

/** A declined friend game becomes an open random game (listed, anyone may apply). */
export async function openDeclinedGame(db: Db, gameId: number, ownerId: number) {
  const [row] = await db
    .update(games)
    .set({ isFriendGame: false, invitedFriendId: null, invitationDeclinedAt: null })
    .where(
      and(
        eq(games.id, gameId),
        eq(games.ownerId, ownerId),
        eq(games.isFriendGame, true),
        eq(games.status, 'MATCHING'),
        isNull(games.opponentId),
        isNotNull(games.invitationDeclinedAt),
        isNull(games.deletedAt),
      ),
    )
    .returning();
  return row;
}
