import { and, eq, inArray, isNull, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { gameApplications, games, type GameRow } from '../../../db/schema/index.ts';
import { notBlockedWith } from '../../blocks/index.ts';
import { personJsonTextSql, userCardSql, type UserCardJson } from '../../users/index.ts';
import {
  ruleRecordSql,
  ruleStatisticsJsonTextSql,
  type CardStatsSql,
  type RuleRecordJson,
} from './card-stats.queries.ts';

/*
 * The reads every part of games shares (kickoff, management, mine, listing, blocks, reports) and
 * the small, stable lookups other features reach through games/index.ts (comments,
 * play-with-me-too).
 */

/** A game that was not deleted: a deleted one answers as missing everywhere (issue 16 item 5). */
export async function findGame(db: Db, gameId: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), isNull(games.deletedAt)))
    .limit(1);
  return row;
}

/**
 * A game that was not deleted as a derived table of one row (none for a missing or deleted game)
 * for another feature's statement: columns owner_id, opponent_id, rule_id (issue 17: the per-game
 * ranking read `findGame` in a round trip of its own). Its own alias, so the caller's names keep
 * their meaning.
 */
export function gameSidesSql(gameId: SQLWrapper): SQL {
  return sql`(select gs.owner_id, gs.opponent_id, gs.rule_id from ${games} as gs where gs.id = ${gameId} and gs.deleted_at is null)`;
}

export interface GameForComments {
  id: number;
  ownerId: number;
  opponentId: number | null;
  isFriendGame: boolean;
  invitedFriendId: number | null;
  status: GameRow['status'];
}

/**
 * A game that still exists for players: a deleted one (status CANCELED with deleted_at) answers
 * undefined, like a missing id; its thread, reports and links are gone with it.
 */
export async function findGameForComments(db: Db, gameId: number): Promise<GameForComments | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      ownerId: games.ownerId,
      opponentId: games.opponentId,
      isFriendGame: games.isFriendGame,
      invitedFriendId: games.invitedFriendId,
      status: games.status,
    })
    .from(games)
    .where(and(eq(games.id, gameId), isNull(games.deletedAt)))
    .limit(1);
  return row;
}

/**
 * The status of the game in `gameId` (a column of another feature's statement), null when there
 * is none: what a lookup of statuses answered, without its round trip (play-with-me-too's banner, issue 17).
 */
export function gameStatusSql(gameId: SQLWrapper): SQL<GameRow['status'] | null> {
  return sql<GameRow['status'] | null>`(select gst.status from ${games} as gst where gst.id = ${gameId})`;
}

/** What the report queue shows of games: every one of `ids` that exists (deleted ones too). */
export async function findGamesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(inArray(games.id, [...ids]));
}

/**
 * Applications still in line (REQUESTED or APPROVED) to the given games, oldest first, as
 * `viewerId` sees them: applicants blocked either way are left out.
 */
export async function listActiveApplications(db: Db, gameIds: readonly number[], viewerId: number) {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(gameApplications)
    .where(
      and(
        inArray(gameApplications.gameId, [...gameIds]),
        inArray(gameApplications.status, ['REQUESTED', 'APPROVED']),
        notBlockedWith(viewerId, gameApplications.applicantId),
      ),
    )
    .orderBy(gameApplications.createdAt, gameApplications.id);
}

/** A challenger in line as `challengersInLineSql` answers them: who, and their card. */
export interface ChallengerJson {
  applicantId: number;
  status: 'REQUESTED' | 'APPROVED';
  card: UserCardJson | null;
  /** Their record and rating in the game's rule, when the caller asked (`withRecords`). */
  record?: RuleRecordJson;
}

/**
 * `listActiveApplications` for the game in `gameId` (a column of the caller's own query) as one
 * JSON array, oldest first, with each challenger's card: a page of games brings its challengers in
 * its one statement (issue 17; json_agg over game_applications_game_applicant_key).
 */
export function challengersInLineSql(
  gameId: SQLWrapper,
  viewerId: number | Placeholder,
  withRecords?: { stats: CardStatsSql; ruleId: SQLWrapper },
): SQL<ChallengerJson[]> {
  const a = gameApplications;
  // Each challenger's record and rating in the game's rule, in the same statement (issue 17).
  const record = withRecords
    ? sql`, 'record', ${ruleRecordSql(withRecords.stats, a.applicantId, withRecords.ruleId)}`
    : sql``;
  return sql<
    ChallengerJson[]
  >`(select coalesce(json_agg(json_build_object('applicantId', ${a.applicantId}, 'status', ${a.status}, 'card', ${userCardSql(a.applicantId)}${record}) order by ${a.createdAt}, ${a.id}), '[]'::json) from ${a} where ${a.gameId} = ${gameId} and ${a.status} in ('REQUESTED', 'APPROVED') and ${notBlockedWith(viewerId, a.applicantId)})`;
}

/**
 * The game card's end after its owner's figures, `"challengers":[…],"isAppliedByMe":…`, as JSON
 * text in the bytes `presentChallenger` and the compiled serializer wrote: the challengers in line
 * of `challengersInLineSql` (blocked ones left out, oldest first) with their cards and figures in
 * the game's rule, and whether the viewer is one of them. For a list statement that writes its page
 * as text (issue 17); one aggregate over game_applications_game_applicant_key.
 */
export function challengersJsonTextSql(
  gameId: SQLWrapper,
  viewerId: number | Placeholder,
  { stats, ruleId }: { stats: CardStatsSql; ruleId: SQLWrapper },
): SQL<string> {
  const a = gameApplications;
  const person = personJsonTextSql(a.applicantId, {
    nickname: 'applicantNickname',
    picture: 'applicantProfileUrl',
  });
  const challenger = sql`'{"userId":' || ${a.applicantId}::text || ',' || ${person} || ',"applicantGameStatisticsDTO":' || ${ruleStatisticsJsonTextSql(stats, a.applicantId, ruleId)} || '}'`;
  return sql<string>`(select '"challengers":[' || coalesce(string_agg(${challenger}, ',' order by ${a.createdAt}, ${a.id}), '') || '],"isAppliedByMe":' || case when bool_or(${a.applicantId} = ${viewerId}) then 'true' else 'false' end from ${a} where ${a.gameId} = ${gameId} and ${a.status} in ('REQUESTED', 'APPROVED') and ${notBlockedWith(viewerId, a.applicantId)})`;
}

/**
 * How many challengers are in line for the game in `gameId` as `viewerId` sees them (blocked ones
 * left out), as text: the management cards' `applicantCount` (`challengersInLineSql`'s length).
 */
export function challengerCountTextSql(gameId: SQLWrapper, viewerId: number | Placeholder): SQL<string> {
  const a = gameApplications;
  return sql<string>`(select count(*)::text from ${a} where ${a.gameId} = ${gameId} and ${a.status} in ('REQUESTED', 'APPROVED') and ${notBlockedWith(viewerId, a.applicantId)})`;
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

/**
 * `gameIdColumn` is a COMPLETED game `userId` played (owner or opponent): a filter other features
 * (the match's results, issue 19) put on their own rows without reading `games` themselves.
 */
export function completedGamePlayedBySql(userId: number | Placeholder, gameIdColumn: SQLWrapper): SQL {
  return sql`${gameIdColumn} in (select ${games.id} from ${games} where ${games.status} = 'COMPLETED' and (${games.ownerId} = ${userId} or ${games.opponentId} = ${userId}))`;
}
