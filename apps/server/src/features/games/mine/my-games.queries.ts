import { INVITE_CODE_MODULUS, INVITE_CODE_MULTIPLIER, INVITE_CODE_OFFSET } from '@hanpan/core';
import {
  and,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { qualifiedColumn } from '../../../db/qualified-column.ts';
import { boolText, isoJsonText, isoText, JS_SPACES, jsonText } from '../../../db/json-text.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';
import { notBlockedWith } from '../../blocks/index.ts';
import { hiddenReasonSql, visibleToViewerByFlag } from '../../reports/index.ts';
import { ruleVersionSummaryJsonTextSql } from '../../rules/index.ts';
import { personJsonTextSql } from '../../users/index.ts';
import { noCardStatsSql, type CardStatsSql } from '../shared/card-stats.queries.ts';
import { ownerStatisticsJsonTextSql, placeJsonTextSql } from '../shared/game-json-text.ts';
import { challengerCountTextSql, challengersInLineSql } from '../shared/game-lookups.queries.ts';

/*
 * /game's match-management lists (issue 11 §5; decision 018): what the caller owns, plays or is
 * invited to, what they applied to, the challengers, and the badge count. Players blocked either
 * way are left out (their games, their applications); games an admin hid leave the lists of
 * everyone but their owner.
 */

const NOT_STARTED = ['MATCHING', 'SCHEDULED'] as const;

/** REQUESTED applications to `ownerId`'s MATCHING and SCHEDULED games, blocked applicants left out. */
export async function countWaitingRequests(db: Db, ownerId: number): Promise<number> {
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
        notBlockedWith(ownerId, gameApplications.applicantId),
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
function myGamesPage(db: Db, withAfter: boolean, isAdmin: boolean, stats: CardStatsSql) {
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
    visibleToViewerByFlag(games.hidden, games.ownerId, { userId, isAdmin }),
  );
  return db
    .select({
      id: games.id,
      position: sql<string>`${games.createdAt}::text`,
      // The card as the wire's JSON text, with what it shows, in the same statement (issue 17).
      item: myGameItemTextSql(userId, stats),
    })
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

/** The columns of `games` a card's text reads, qualified (my-games' and my-requests' pages). */
export function gameColumns() {
  const column = (name: string) => qualifiedColumn('games', { name });
  return {
    id: column(games.id.name),
    ownerId: column(games.ownerId.name),
    opponentId: column(games.opponentId.name),
    invitedFriendId: column(games.invitedFriendId.name),
    ruleId: column(games.ruleId.name),
    ruleVersion: column(games.ruleVersion.name),
    status: column(games.status.name),
    isFriendGame: column(games.isFriendGame.name),
    invitationDeclinedAt: column(games.invitationDeclinedAt.name),
    blockEndedById: column(games.blockEndedById.name),
    deletedAt: column(games.deletedAt.name),
    matchDate: column(games.matchDate.name),
    startedAt: column(games.startedAt.name),
    createdAt: column(games.createdAt.name),
    placeRoad: column(games.placeRoad.name),
    placeDetail: column(games.placeDetail.name),
    region: column(games.region.name),
  };
}

/**
 * A my-game card (`MyGameSchema`) as JSON text for the viewer in `userId`, null when its rule
 * version is gone (the card is left out, the row still counts for the page): what `presentMyGame`
 * and the compiled serializer wrote, byte for byte (`my-games-bytes.test.ts`), so the page polled
 * every 3 s by every phone on /game is joined, not decoded, presented and re-encoded (issue 17).
 * `mg` holds the raw invitation (`invitationOf`), how a block ended the pairing (`pairingEndedOf`)
 * and the hidden reason; `mo` the opponent the card names (`opponentIdOf`).
 */
function myGameItemTextSql(userId: Placeholder, stats: CardStatsSql): SQL<string | null> {
  const g = gameColumns();
  const isOwner = sql`${g.ownerId} = ${userId}`;
  const invitation = sql`case when ${g.isFriendGame} and ${g.opponentId} is null and ${g.status} = 'MATCHING' then case when ${g.invitationDeclinedAt} is null then 'PENDING' else 'DECLINED' end end`;
  const pairingEnded = sql`case when ${g.blockEndedById} is null or ${g.deletedAt} is not null then null when ${g.status} not in ('CANCELED', 'MATCHING') then null when ${g.blockEndedById} = ${userId} then 'BLOCKED' else 'LEFT' end`;
  const opponentId = sql`case when mg.pairing_ended = 'LEFT' then case when ${g.opponentId} = ${userId} then ${g.opponentId} end when mg.invitation is not null or (mg.pairing_ended = 'BLOCKED' and ${g.status} = 'CANCELED') then coalesce(${g.opponentId}, ${g.invitedFriendId}) else ${g.opponentId} end`;
  const opponent = personJsonTextSql(sql`mo.id`, {
    nickname: 'opponentNickname',
    picture: 'opponentProfileUrl',
  });
  const [offset, modulus, multiplier] = [INVITE_CODE_OFFSET, INVITE_CODE_MODULUS, INVITE_CODE_MULTIPLIER].map(
    (value) => sql.raw(String(value)),
  );
  // encodeInviteCode, for the owner of an open random game that is not hidden.
  const inviteCode = sql`case when ${isOwner} and ${g.status} = 'MATCHING' and not ${g.isFriendGame} and mg.hidden is null then '"' || lpad((((${g.id} + ${offset}) % ${modulus}) * ${multiplier} % ${modulus})::text, 4, '0') || '"' else 'null' end`;
  // hiddenReasonOf: the report's note, else its reason, trimmed (JavaScript's trim); null if both are blank.
  const words = (key: string) =>
    sql`nullif(btrim(mg.hidden->>${sql.raw(`'${key}'`)}, ${JS_SPACES}::text), '')`;
  const hiddenReason = sql`case when mg.hidden is null then 'null' else ${jsonText(sql`coalesce(${words('note')}, ${words('reason')})`)} end`;
  const owner = personJsonTextSql(g.ownerId, { nickname: 'ownerNickname', picture: 'ownerProfileUrl' });
  return sql<
    string | null
  >`(select '{"id":' || ${g.id}::text || ',"status":' || ${jsonText(g.status)} || ',"matchDate":' || ${isoJsonText(g.matchDate)} || ',"startedAt":' || ${isoJsonText(g.startedAt)} || ',"createdAt":"' || ${isoText(g.createdAt)} || '",' || ${placeJsonTextSql(g)} || ',"ownerId":' || ${g.ownerId}::text || ',' || ${owner} || ',"opponentId":' || coalesce(mo.id::text, 'null') || ',' || case when mo.id is null then '"opponentNickname":null,"opponentProfileUrl":null' else ${opponent} end || ',"isOwner":' || ${boolText(isOwner)} || ',"isFriendGame":' || ${boolText(g.isFriendGame)} || ',"invitation":' || ${jsonText(sql`case when ${isOwner} or mg.invitation = 'PENDING' then mg.invitation end`)} || ',"inviteCode":' || ${inviteCode} || ',"championId":' || coalesce((${stats.champion(g.ruleId, g.region)})::text, 'null') || ',"rule":' || ${ruleVersionSummaryJsonTextSql(g.ruleId, g.ruleVersion)} || ',"ownerStatistics":' || ${ownerStatisticsJsonTextSql(stats, g.ownerId, g.ruleId)} || ',"applicantCount":' || ${challengerCountTextSql(g.id, userId)} || ',"pairingEnded":' || ${jsonText(sql`mg.pairing_ended`)} || ',"hiddenByAdmin":' || ${boolText(sql`mg.hidden is not null`)} || ',"hiddenReason":' || ${hiddenReason} || '}' from (select ${invitation} as invitation, ${pairingEnded} as pairing_ended, (${hiddenReasonSql('GAME', g.id)})::json as hidden) as mg cross join lateral (select ${opponentId} as id) as mo)`;
}

/**
 * The page statements by shape, each built once per database. The card fragments (`stats`) are
 * app.ts's, the same on every call, so the first call's build serves them all.
 */
export function pagesOf<T>(build: (db: Db, withAfter: boolean, isAdmin: boolean, stats: CardStatsSql) => T) {
  let stats: CardStatsSql = noCardStatsSql;
  const pages = {
    first: preparedQuery((db) => build(db, false, false, stats)),
    next: preparedQuery((db) => build(db, true, false, stats)),
    firstAdmin: preparedQuery((db) => build(db, false, true, stats)),
    nextAdmin: preparedQuery((db) => build(db, true, true, stats)),
  };
  return (withStats: CardStatsSql) => {
    stats = withStats;
    return pages;
  };
}

const myGamesPages = pagesOf(myGamesPage);

export async function listMyGames(
  db: Db,
  viewer: { userId: number; isAdmin: boolean },
  { position, limit, stats }: { position: ManagementPosition | null; limit: number; stats: CardStatsSql },
) {
  const { userId, isAdmin } = viewer;
  const pages = myGamesPages(stats);
  if (position) {
    const page = isAdmin ? pages.nextAdmin : pages.next;
    return page(db).execute({ userId, at: position[0], id: position[1], limit });
  }
  return (isAdmin ? pages.firstAdmin : pages.first)(db).execute({ userId, limit });
}

/**
 * The games whose challengers `userId` may see, with those challengers (oldest first, each with
 * their card; blocked ones left out): among `gameIds`, those they own, play in or applied to;
 * without `gameIds`, their own MATCHING and SCHEDULED games, newest first. At most `limit`. One
 * statement (issue 17): it was three round trips (the ids, the challengers, their cards); prepared
 * per shape (given ids, the caller's own), as building it cost more than running it.
 */
export async function listApplicantGames(
  db: Db,
  userId: number,
  gameIds: readonly number[] | undefined,
  limit: number,
  stats: CardStatsSql,
) {
  if (gameIds && gameIds.length === 0) return [];
  const statements = applicantGamesStatements(stats);
  return gameIds
    ? statements.given(db).execute({ userId, gameIds: [...gameIds], limit })
    : statements.own(db).execute({ userId, limit });
}

function applicantGamesPage(db: Db, withIds: boolean, stats: CardStatsSql) {
  const userId = sql.placeholder('userId');
  const where = withIds
    ? and(
        sql`${games.id} = any(${sql.placeholder('gameIds')}::bigint[])`,
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
  const column = (name: string) => qualifiedColumn('games', { name });
  return db
    .select({
      id: games.id,
      ruleId: games.ruleId,
      challengers: challengersInLineSql(column(games.id.name), userId, {
        stats,
        ruleId: column(games.ruleId.name),
      }),
    })
    .from(games)
    .where(and(where, isNull(games.deletedAt)))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(sql.placeholder('limit'))
    .prepare(`games_applicants_${withIds ? 'given' : 'own'}`);
}

/** The applicants statements, built once per database (the card fragments are app.ts's, fixed). */
const applicantGamesStatements = (() => {
  let stats: CardStatsSql = noCardStatsSql;
  const statements = {
    given: preparedQuery((db) => applicantGamesPage(db, true, stats)),
    own: preparedQuery((db) => applicantGamesPage(db, false, stats)),
  };
  return (withStats: CardStatsSql) => {
    stats = withStats;
    return statements;
  };
})();
