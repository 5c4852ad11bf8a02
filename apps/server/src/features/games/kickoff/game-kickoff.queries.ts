import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { qualifiedColumn } from '../../../db/qualified-column.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';
import { notBlockedWith } from '../../blocks/index.ts';
import { hiddenByAdminSql } from '../../reports/index.ts';
import { ruleVersionSummarySql } from '../../rules/index.ts';
import { userCardSql } from '../../users/index.ts';
import type { CardStatsSql } from '../shared/card-stats.queries.ts';

/**
 * An open game's invite facts for a viewer in one statement (issue 17: the summary was ten round
 * trips — the game, its owner, a block check, two hidden checks, the rule, the owner's card, the
 * application, the manner score, the champion): the game (not deleted), its rule at the game's
 * version, the owner's card, whether a block runs either way, whether an admin hid the game or its
 * rule, whether the viewer applied, and the owner's manner totals and the district's champion
 * (app.ts's card fragments). Prepared once per database with the fragments the feature was given.
 */
export function gameInviteStatement(stats: CardStatsSql) {
  const viewerId = sql.placeholder('viewerId');
  // Qualified: drizzle writes a one-table select's columns bare, and inside the fragments'
  // subqueries a bare "id" or "rule_id" would name their own table's column.
  const column = (name: string) => qualifiedColumn('games', { name });
  const id = column(games.id.name);
  const ownerId = column(games.ownerId.name);
  const ruleId = column(games.ruleId.name);
  return preparedQuery((db) =>
    db
      .select({
        game: games,
        rule: ruleVersionSummarySql(ruleId, column(games.ruleVersion.name)),
        owner: userCardSql(ownerId),
        blocked: sql<boolean>`not ${notBlockedWith(viewerId, ownerId)}`,
        gameHidden: hiddenByAdminSql('GAME', id),
        ruleHidden: hiddenByAdminSql('RULE', ruleId),
        applied: sql<boolean>`exists (select 1 from ${gameApplications} as ga where ga.game_id = ${id} and ga.applicant_id = ${viewerId} and ga.status in ('REQUESTED', 'APPROVED'))`,
        ownerManner: stats.manner(ownerId),
        // mapWith: node-postgres answers a bigint expression as text (PGlite as a number).
        championId: stats.champion(ruleId, column(games.region.name)).mapWith(Number),
      })
      .from(games)
      .where(and(eq(games.id, sql.placeholder('gameId')), isNull(games.deletedAt)))
      .limit(1)
      .prepare('games_invite_facts'),
  );
}

export async function findGameInviteFacts(
  statement: ReturnType<typeof gameInviteStatement>,
  db: Db,
  gameId: number,
  viewerId: number,
) {
  const [row] = await statement(db).execute({ gameId, viewerId });
  return row;
}

/** The place of a game that has not started; undefined when it is not (or no longer) settable. */
export async function updateGamePlace(
  db: Db,
  gameId: number,
  ownerId: number,
  place: { placeRoad: string; placeDetail: string; province: string; region: string },
) {
  const [row] = await db
    .update(games)
    .set(place)
    .where(
      and(eq(games.id, gameId), eq(games.ownerId, ownerId), inArray(games.status, ['MATCHING', 'SCHEDULED'])),
    )
    .returning();
  return row;
}

/**
 * SCHEDULED → IN_PROGRESS, exactly once: a conditional UPDATE. Two racing starts both reach it;
 * the second waits for the first's row lock, re-reads the row (now IN_PROGRESS) and updates
 * nothing. Undefined = not started by this call.
 */
export async function markGameStarted(
  db: Db,
  gameId: number,
  ownerId: number,
  start: { startPhotoKey: string; chatRoomId: number },
) {
  const [row] = await db
    .update(games)
    .set({ status: 'IN_PROGRESS', startedAt: sql`now()`, ...start })
    .where(
      and(
        eq(games.id, gameId),
        eq(games.ownerId, ownerId),
        eq(games.status, 'SCHEDULED'),
        isNotNull(games.opponentId),
        isNotNull(games.placeRoad),
      ),
    )
    .returning();
  return row;
}

/** For the 'game' room kind: is `userId` one of the two players of the game whose room this is? */
export async function isGameRoomPlayer(db: Db, roomId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.chatRoomId, roomId), or(eq(games.ownerId, userId), eq(games.opponentId, userId))))
    .limit(1);
  return row !== undefined;
}

/** Whether `applicantId` has an application (any status) to the game. */
export async function hasApplied(db: Db, gameId: number, applicantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gameApplications.id })
    .from(gameApplications)
    .where(
      and(
        eq(gameApplications.gameId, gameId),
        eq(gameApplications.applicantId, applicantId),
        inArray(gameApplications.status, ['REQUESTED', 'APPROVED']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises starts that share a player (issue 18 item 2): transaction advisory locks on each
 * player, taken in id order so two starts never wait on each other crosswise. Held until commit.
 */
export async function lockPlayersForStart(db: Db, playerIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(playerIds)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live-game-player:${id}`}, 0))`);
  }
}

/** Whether any of `playerIds` plays a game IN_PROGRESS right now (other than `exceptGameId`). */
export async function hasGameInProgress(
  db: Db,
  playerIds: readonly number[],
  exceptGameId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.status, 'IN_PROGRESS'),
        ne(games.id, exceptGameId),
        or(inArray(games.ownerId, [...playerIds]), inArray(games.opponentId, [...playerIds])),
      ),
    )
    .limit(1);
  return row !== undefined;
}
