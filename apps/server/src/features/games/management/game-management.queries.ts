import {
  and,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { gameApplications, games, type GameRow } from '../../../db/schema/index.ts';
import { notBlockedWith } from '../../blocks/index.ts';
import { visibleToViewer } from '../../reports/index.ts';

/*
 * Applications, approvals, invitations and the match-management lists (issue 11 §1, §4, §5;
 * decision 018). Every state change is a conditional UPDATE on the state it starts from, so two
 * racing callers can never both win: the loser's UPDATE matches no row (PostgreSQL re-checks the
 * WHERE after the winner's row lock is released).
 */

const NOT_STARTED = ['MATCHING', 'SCHEDULED'] as const;

/** A game that was not deleted by its owner. */
export async function findLiveGame(db: Db, gameId: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), isNull(games.deletedAt)))
    .limit(1);
  return row;
}

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

/** Applicants of a game in the given states, oldest first. */
export async function listApplicantIds(
  db: Db,
  gameId: number,
  statuses: ReadonlyArray<'REQUESTED' | 'APPROVED' | 'REJECTED'>,
): Promise<number[]> {
  const rows = await db
    .select({ applicantId: gameApplications.applicantId })
    .from(gameApplications)
    .where(and(eq(gameApplications.gameId, gameId), inArray(gameApplications.status, [...statuses])))
    .orderBy(gameApplications.createdAt, gameApplications.id);
  return rows.map((row) => row.applicantId);
}

/** REQUESTED applications to `ownerId`'s MATCHING and SCHEDULED games (`extra`: blocks). */
export async function countWaitingRequests(db: Db, ownerId: number, extra?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(gameApplications)
    .innerJoin(games, eq(games.id, gameApplications.gameId))
    .where(
      and(
        eq(games.ownerId, ownerId),
        inArray(games.status, [...NOT_STARTED]),
        isNull(games.deletedAt),
        eq(gameApplications.status, 'REQUESTED'),
        extra,
      ),
    );
  return row?.count ?? 0;
}

/** A position in a newest-first list: created_at at full precision (as text) and the id. */
export type ManagementPosition = readonly [string, number];

/**
 * GET /api/games/my-games, one statement prepared per page shape (first, next) and viewer kind
 * (admins skip the hidden filter): the page is polled every 3 s by every player on /game, and
 * building this query per call cost more than running it (docs/performance.md). Games the viewer
 * owns, plays in without an application (an accepted friend game, a play-with-me-too game) or is
 * invited to (a pending friend game), newest first; another owner's game only without a block
 * between them and when not hidden from the viewer (the caller's own always show).
 */
function myGamesPage(db: Db, withAfter: boolean, isAdmin: boolean) {
  const userId = sql.placeholder('userId');
  const mine = eq(games.ownerId, userId);
  const playing = and(
    eq(games.opponentId, userId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(gameApplications)
        .where(and(eq(gameApplications.gameId, games.id), eq(gameApplications.applicantId, userId))),
    ),
  );
  const invited = and(
    eq(games.invitedFriendId, userId),
    eq(games.status, 'MATCHING'),
    isNull(games.opponentId),
    isNull(games.invitationDeclinedAt),
  );
  const others = and(
    notBlockedWith(userId, games.ownerId),
    visibleToViewer('GAME', games.id, games.ownerId, { userId, isAdmin }),
  );
  return db
    .select({ game: games, position: sql<string>`${games.createdAt}::text` })
    .from(games)
    .where(
      and(
        isNull(games.deletedAt),
        or(mine, and(or(playing, invited), ne(games.ownerId, userId), others)),
        withAfter
          ? sql`(${games.createdAt}, ${games.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(sql.placeholder('limit'))
    .prepare(`games_my_games_${withAfter ? 'next' : 'first'}${isAdmin ? '_admin' : ''}`);
}

const myGamesPages = {
  first: preparedQuery((db) => myGamesPage(db, false, false)),
  next: preparedQuery((db) => myGamesPage(db, true, false)),
  firstAdmin: preparedQuery((db) => myGamesPage(db, false, true)),
  nextAdmin: preparedQuery((db) => myGamesPage(db, true, true)),
};

export async function listMyGames(
  db: Db,
  viewer: { userId: number; isAdmin: boolean },
  { position, limit }: { position: ManagementPosition | null; limit: number },
) {
  const { userId, isAdmin } = viewer;
  if (position) {
    const page = isAdmin ? myGamesPages.nextAdmin : myGamesPages.next;
    return page(db).execute({ userId, at: position[0], id: position[1], limit });
  }
  return (isAdmin ? myGamesPages.firstAdmin : myGamesPages.first)(db).execute({ userId, limit });
}

/** GET /api/games/my-requests: `userId`'s applications with their games, newest application first. */
export async function listMyRequests(
  db: Db,
  userId: number,
  { where, position, limit }: { where: SQL | undefined; position: ManagementPosition | null; limit: number },
) {
  return db
    .select({
      application: gameApplications,
      game: games,
      position: sql<string>`${gameApplications.createdAt}::text`,
    })
    .from(gameApplications)
    .innerJoin(games, eq(games.id, gameApplications.gameId))
    .where(
      and(
        eq(gameApplications.applicantId, userId),
        isNull(games.deletedAt),
        where,
        position
          ? sql`(${gameApplications.createdAt}, ${gameApplications.id}) < (${position[0]}::timestamptz, ${position[1]}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(gameApplications.createdAt), desc(gameApplications.id))
    .limit(limit);
}

/**
 * The games whose challengers `userId` may see: among `gameIds`, those they own, play in or applied
 * to; without `gameIds`, their own MATCHING and SCHEDULED games, newest first. At most `limit`.
 */
export async function listApplicantGameIds(
  db: Db,
  userId: number,
  gameIds: readonly number[] | undefined,
  limit: number,
): Promise<number[]> {
  const where = gameIds
    ? and(
        inArray(games.id, [...gameIds]),
        or(
          eq(games.ownerId, userId),
          eq(games.opponentId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(gameApplications)
              .where(and(eq(gameApplications.gameId, games.id), eq(gameApplications.applicantId, userId))),
          ),
        ),
      )
    : and(eq(games.ownerId, userId), inArray(games.status, [...NOT_STARTED]));
  if (gameIds && gameIds.length === 0) return [];
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(where, isNull(games.deletedAt)))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What the report queue shows of games: every one of `ids` that exists (deleted ones too). */
export async function findGamesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(inArray(games.id, [...ids]));
}
