import { GLICKO2_DEFAULTS } from '@hanpan/core';
import { and, desc, eq, isNull, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/db.ts';
import { qualifiedColumn } from '../../../db/qualified-column.ts';
import { boolText, isoJsonText, isoText, jsonText, roundText } from '../../../db/json-text.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';
import { notBlockedWith } from '../../blocks/index.ts';
import { visibleToViewerByFlag } from '../../reports/index.ts';
import { ruleVersionSummaryJsonTextSql } from '../../rules/index.ts';
import { personJsonTextSql } from '../../users/index.ts';
import type { CardStatsSql } from '../shared/card-stats.queries.ts';
import { ownerStatisticsJsonTextSql, placeJsonTextSql } from '../shared/game-json-text.ts';
import { gameColumns, pagesOf, type ManagementPosition } from './my-games.queries.ts';

/**
 * GET /api/games/my-requests: `viewer`'s applications with their games, newest application first;
 * another owner's game only without a block between them and when not hidden from the viewer. One
 * statement per page shape (first, next) and viewer kind, each row the sent card already as the
 * wire's JSON text (issue 17: the owner's card, the rule version, the challengers in line and the
 * figures were decoded, presented and re-encoded in Node on every 3-s poll of /game).
 */
function myRequestsPage(db: Db, withAfter: boolean, isAdmin: boolean, stats: CardStatsSql) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      id: gameApplications.id,
      position: sql<string>`${gameApplications.createdAt}::text`,
      item: myRequestItemTextSql(userId, stats),
    })
    .from(gameApplications)
    .innerJoin(games, eq(games.id, gameApplications.gameId))
    .where(
      and(
        eq(gameApplications.applicantId, userId),
        isNull(games.deletedAt),
        notBlockedWith(userId, games.ownerId),
        visibleToViewerByFlag(games.hidden, games.ownerId, { userId, isAdmin }),
        withAfter
          ? sql`(${gameApplications.createdAt}, ${gameApplications.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(gameApplications.createdAt), desc(gameApplications.id))
    .limit(sql.placeholder('limit'))
    .prepare(`games_my_requests_${withAfter ? 'next' : 'first'}${isAdmin ? '_admin' : ''}`);
}

/** The columns of `game_applications` a sent card's text reads, qualified (see `gameColumns`). */
function applicationColumns() {
  const column = (name: string) => qualifiedColumn('game_applications', { name });
  return {
    id: column(gameApplications.id.name),
    applicantId: column(gameApplications.applicantId.name),
    status: column(gameApplications.status.name),
    createdAt: column(gameApplications.createdAt.name),
  };
}

/**
 * A sent card (`MyRequestSchema`) as JSON text for the applicant in `userId`, null when its rule
 * version is gone (the card is left out, the row still counts for the page): what
 * `presentMyRequest` and the compiled serializer wrote, byte for byte (`my-requests-bytes.test.ts`).
 */
function myRequestItemTextSql(userId: Placeholder, stats: CardStatsSql): SQL<string | null> {
  const g = gameColumns();
  const a = applicationColumns();
  const owner = personJsonTextSql(g.ownerId, { nickname: 'ownerNickname', picture: 'ownerProfileUrl' });
  const anotherApproved = sql`${g.opponentId} is not null and ${g.opponentId} <> ${a.applicantId}`;
  return sql<
    string | null
  >`'{"id":' || ${g.id}::text || ',"applicationId":' || ${a.id}::text || ',"status":' || ${jsonText(a.status)} || ',"championId":' || coalesce((${stats.champion(g.ruleId, g.region)})::text, 'null') || ',"gameStatus":' || ${jsonText(g.status)} || ',"matchDate":' || ${isoJsonText(g.matchDate)} || ',"createdAt":"' || ${isoText(a.createdAt)} || '",' || ${placeJsonTextSql(g)} || ',"ownerId":' || ${g.ownerId}::text || ',' || ${owner} || ',"rule":' || ${ruleVersionSummaryJsonTextSql(g.ruleId, g.ruleVersion)} || ',"anotherApproved":' || ${boolText(anotherApproved)} || ',' || ${applicantsJsonTextSql(g.id, userId, { stats, ruleId: g.ruleId })} || ',"ownerStatistics":' || ${ownerStatisticsJsonTextSql(stats, g.ownerId, g.ruleId)} || '}'`;
}

/**
 * A sent card's `"applicantCount":…,"applicants":[…]`: the game's challengers in line as
 * `listActiveApplications` finds them (REQUESTED and APPROVED, blocked ones left out, oldest first),
 * each as `presentApplicant` wrote them with their record and rating in the game's rule. One
 * aggregate over game_applications_game_applicant_key; `offset 0` keeps each challenger's figures
 * one lookup (as `ruleStatisticsJsonTextSql`).
 */
function applicantsJsonTextSql(
  gameId: SQLWrapper,
  viewerId: Placeholder,
  { stats, ruleId }: { stats: CardStatsSql; ruleId: SQLWrapper },
): SQL<string> {
  const ap = alias(gameApplications, 'ap');
  const person = personJsonTextSql(ap.applicantId, {
    nickname: 'applicantNickname',
    picture: 'applicantProfileUrl',
  });
  const [wins, draws, losses] = ['wins', 'draws', 'losses'].map((key) => sql.raw(`rs.${key}::text`));
  // winRateOf: Math.round(wins / played * 100) in doubles, 0 with no games played.
  const played = sql.raw('(rs.wins + rs.draws + rs.losses)');
  const winRate = sql`case when ${played} = 0 then '0' else ${roundText(sql`rs.wins::float8 / ${played}::float8 * 100`)} end`;
  const rating = sql`coalesce(rs.rating::text, '${sql.raw(String(GLICKO2_DEFAULTS.rating))}')`;
  const counts = sql`'"wins":' || ${wins} || ',"draws":' || ${draws} || ',"losses":' || ${losses}`;
  const applicant = sql`'{"userId":' || ${ap.applicantId}::text || ',' || ${person} || ',"approved":' || ${boolText(sql`${ap.status} = 'APPROVED'`)} || ',"status":' || ${jsonText(ap.status)} || ',' || ${counts} || ',"winRate":' || ${winRate} || ',"applicantGameStatisticsDTO":{' || ${counts} || ',"ruleRating":' || ${rating} || '}}'`;
  const count = (key: string) => sql.raw(`coalesce((rr.record->>'${key}')::integer, 0) as ${key}`);
  const figures = sql`select ${count('wins')}, ${count('draws')}, ${count('losses')}, rr.rating from (select (${stats.record(ap.applicantId, ruleId)})::json as record, (${stats.rating(ap.applicantId, ruleId)})::integer as rating offset 0) as rr`;
  return sql<string>`(select '"applicantCount":' || count(*)::text || ',"applicants":[' || coalesce(string_agg(${applicant}, ',' order by ${ap.createdAt}, ${ap.id}), '') || ']' from ${gameApplications} as ${sql.identifier('ap')} cross join lateral (${figures}) as rs where ${ap.gameId} = ${gameId} and ${ap.status} in ('REQUESTED', 'APPROVED') and ${notBlockedWith(viewerId, ap.applicantId)})`;
}

const myRequestsPages = pagesOf(myRequestsPage);

export async function listMyRequests(
  db: Db,
  viewer: { userId: number; isAdmin: boolean },
  { position, limit, stats }: { position: ManagementPosition | null; limit: number; stats: CardStatsSql },
) {
  const { userId, isAdmin } = viewer;
  const pages = myRequestsPages(stats);
  if (position) {
    const page = isAdmin ? pages.nextAdmin : pages.next;
    return page(db).execute({ userId, at: position[0], id: position[1], limit });
  }
  return (isAdmin ? pages.firstAdmin : pages.first)(db).execute({ userId, limit });
}
