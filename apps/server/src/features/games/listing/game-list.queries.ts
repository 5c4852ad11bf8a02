import { formatRegion, type GameListSort } from '@hanpan/core';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { qualifiedColumn } from '../../../db/qualified-column.ts';
import { isoJsonText, isoText, jsonText } from '../../../db/json-text.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { games } from '../../../db/schema/index.ts';
import { notBlockedWith } from '../../blocks/index.ts';
import { visibleToViewer, visibleToViewerByFlag } from '../../reports/index.ts';
import { ruleVersionSummaryJsonTextSql } from '../../rules/index.ts';
import { activeUserRegionSql, personJsonTextSql } from '../../users/index.ts';
import { ruleStatisticsJsonTextSql, type CardStatsSql } from '../shared/card-stats.queries.ts';
import { matchLocationJsonTextSql } from '../shared/game-json-text.ts';
import { challengersJsonTextSql } from '../shared/game-lookups.queries.ts';
import {
  gameListOrder,
  nearestStepsSql,
  type NearestWalk,
  type RegionScope,
  type ScopeKind,
} from './game-list-order.ts';

export interface OpenGamesPageQuery {
  viewer: { userId: number; isAdmin: boolean };
  /** The list's region filter (a province or one district), null for all of Korea. */
  scope: RegionScope | null;
  sort: GameListSort;
  cursor: string | undefined;
  limit: number;
  /** The cards' records and ratings (app.ts's fragments; the same for every call). */
  stats: CardStatsSql;
}

/**
 * GET /api/games/list: one page of open random games in the region for `viewer`, in the sort from
 * its cursor, with the cursor of each row (`positionOf`). Games of players blocked either way and
 * games an admin hid are left out. The page is one statement prepared per shape (sort × cursor kind
 * × region scope kind × viewer kind; issue 17: building it per call cost more than running it),
 * with the viewer, the region, the cursor and the nearest walk as placeholders.
 */
export async function listOpenGamesPage(
  db: Db,
  { viewer, scope, sort, cursor, limit, stats }: OpenGamesPageQuery,
) {
  const order = gameListOrder(sort, cursor);
  const scopeKind: ScopeKind =
    scope === null ? 'all' : scope.district === undefined ? 'province' : 'district';
  const region =
    scope === null
      ? {}
      : {
          region:
            scope.district === undefined ? scope.province : formatRegion(scope.province, scope.district),
        };
  const shape = { scopeKind, isAdmin: viewer.isAdmin, stats };
  const suffix = `${scopeKind}${viewer.isAdmin ? '_admin' : ''}`;
  const walk = order.nearest;
  const rows = await (
    walk
      ? pageStatement(`${order.shape}_${suffix}`, (db) => listNearestOpenGames(db, { ...shape, walk }))
      : pageStatement(`${order.shape}_${suffix}`, (db) =>
          listOpenGames(db, { ...shape, keyset: order.after, orderBy: order.orderBy }),
        )
  )(db).execute({ ...order.values, ...region, viewerId: viewer.userId, limit });
  // 'soonest' past a timed cursor: the undecided games come after the last timed one, read only by
  // the one page where the timed games run out (a second index scan, not a filter over both).
  const undecided = order.undecided;
  if (undecided === undefined || rows.length >= limit) return { rows, positionOf: order.positionOf };
  const rest = await pageStatement(`soonest_rest_${suffix}`, (db) =>
    listOpenGames(db, { ...shape, keyset: undecided, orderBy: order.orderBy }),
  )(db).execute({ ...region, viewerId: viewer.userId, limit: limit - rows.length });
  return { rows: [...rows, ...rest], positionOf: order.positionOf };
}

/** The prepared page statements by shape name (`games_list_<shape>`), each built once per database. */
const pageStatements = new Map<string, (db: Db) => PreparedPage>();
/** A prepared page of either kind (recent and soonest, or the nearest walk): the same row shape. */
interface PreparedPage {
  execute(values: Record<string, unknown>): Promise<GameListRow[]>;
}

function pageStatement(name: string, build: (db: Db) => { prepare(name: string): PreparedPage }) {
  let statement = pageStatements.get(name);
  if (statement === undefined)
    pageStatements.set(name, (statement = preparedQuery((db) => build(db).prepare(`games_list_${name}`))));
  return statement;
}

const viewerId = sql.placeholder('viewerId');

/**
 * What every shape filters on: open random games (MATCHING, not a friend game; the partial list
 * indexes' predicate) in the region scope, without players blocked either way, without games an
 * admin hid.
 */
function openGamesWhere(scopeKind: ScopeKind, isAdmin: boolean) {
  const region = sql.placeholder('region');
  const viewer = { userId: viewerId, isAdmin };
  return and(
    // WARNING: literal, not bound values: these statements are prepared, and after five runs
    // PostgreSQL plans them once for any parameter — a bound status cannot match the partial
    // indexes' predicate, and the generic plan then scans every game per district (the nearest
    // list fell to 0.04× its floor, docs/performance.md).
    sql`${games.status} = 'MATCHING' and not ${games.isFriendGame}`,
    scopeKind === 'province' ? eq(games.province, region) : undefined,
    scopeKind === 'district' ? eq(games.region, region) : undefined,
    notBlockedWith(viewerId, games.ownerId),
    visibleToViewerByFlag(games.hidden, games.ownerId, viewer),
    // A game made before its rule was hidden stays with its players (my-games, my-requests)
    // but leaves the public list: its card would show the hidden title and description.
    visibleToViewer('RULE', games.ruleId, null, viewer),
  );
}

/**
 * The game columns the card's text reads, qualified by `alias`: drizzle writes a one-table
 * select's columns unqualified, and inside the fragments' subqueries a bare "id" or "rule_id"
 * would name the subquery's own table.
 */
function qualified(alias: string) {
  const column = (name: string) => qualifiedColumn(alias, { name });
  return {
    id: column(games.id.name),
    ownerId: column(games.ownerId.name),
    ruleId: column(games.ruleId.name),
    ruleVersion: column(games.ruleVersion.name),
    createdAt: column(games.createdAt.name),
    matchDate: column(games.matchDate.name),
    placeRoad: column(games.placeRoad.name),
    placeDetail: column(games.placeDetail.name),
    region: column(games.region.name),
    status: column(games.status.name),
  };
}

/**
 * One card of the list (`GameListItemSchema`) as JSON text, null when its rule version is gone
 * (the card is left out, the row still counts for the page): what `presentGameListItem` and the
 * compiled serializer wrote — the same keys in the schema's order, the same escapes and numbers —
 * so a page is joined, not decoded, presented and re-encoded (issue 17). The owner, rule,
 * figures and challengers come from their owners' fragments, in the same one statement; the
 * pictures are marked keys (`withFileUrls` writes their URLs). `game-list-bytes.test.ts`
 * holds it to the presenter's answer byte for byte.
 */
function gameListItemTextSql(alias: string, viewerId: Placeholder, stats: CardStatsSql): SQL<string | null> {
  const g = qualified(alias);
  const owner = personJsonTextSql(g.ownerId, { nickname: 'ownerNickname', picture: 'ownerProfileUrl' });
  return sql<
    string | null
  >`'{"id":' || ${g.id}::text || ',"ownerId":' || ${g.ownerId}::text || ',' || ${owner} || ',"createdAt":"' || ${isoText(g.createdAt)} || '","matchLocation":' || ${matchLocationJsonTextSql(g)} || ',"matchDate":' || ${isoJsonText(g.matchDate)} || ',"placeRoad":' || ${jsonText(g.placeRoad)} || ',"placeDetail":' || ${jsonText(g.placeDetail)} || ',"region":' || ${jsonText(g.region)} || ',"status":' || ${jsonText(g.status)} || ',"rule":' || ${ruleVersionSummaryJsonTextSql(g.ruleId, g.ruleVersion)} || ',"ruleStatisticsOfOwner":' || ${ruleStatisticsJsonTextSql(stats, g.ownerId, g.ruleId)} || ',' || ${challengersJsonTextSql(g.id, viewerId, { stats, ruleId: g.ruleId })} || '}'`;
}

/**
 * A row of a page statement: the card's text (`gameListItemTextSql`) and what its cursor reads —
 * the game's id, its creation as PostgreSQL's text (exact to the microsecond), its match time as
 * the wire's text (soonest) and its district's distance (nearest).
 */
export interface GameListRow {
  id: number;
  position: string;
  matchDate: string | null;
  distance: number | null;
  item: string | null;
}

function pageColumns(alias: string, stats: CardStatsSql) {
  const g = qualified(alias);
  return {
    id: sql<number>`${g.id}`.mapWith(Number),
    position: sql<string>`${g.createdAt}::text`,
    matchDate: isoText(g.matchDate) as SQL<string | null>,
    item: gameListItemTextSql(alias, viewerId, stats),
  };
}

/**
 * Open random games (MATCHING, not a friend game) in `orderBy`, `limit` rows after the keyset (one
 * of the shapes above, not yet prepared). 'recent' and 'soonest' follow their order.
 */
function listOpenGames(
  db: Db,
  {
    scopeKind,
    isAdmin,
    keyset,
    orderBy,
    stats,
  }: {
    scopeKind: ScopeKind;
    isAdmin: boolean;
    keyset: SQL | undefined;
    orderBy: SQL[];
    stats: CardStatsSql;
  },
) {
  return db
    .select({ ...pageColumns('games', stats), distance: sql<number | null>`null::integer` })
    .from(games)
    .where(and(openGamesWhere(scopeKind, isAdmin), keyset))
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'));
}

/**
 * 'nearest': open random games by district distance, then newest, `limit` rows after the cursor.
 * Games have no coordinates, only their district, so rather than computing a distance per game and
 * sorting every open game of the filter, the query walks the districts in distance order (the
 * steps, nearest first) and takes at most `limit` newest games of each through
 * games_open_region_created_idx; the incremental sort over the presorted distance stops walking
 * once the page is full. A step's region is a district, '*' (any placed game: the viewer has no
 * centre) or null (no place).
 */
function listNearestOpenGames(
  db: Db,
  {
    scopeKind,
    isAdmin,
    walk,
    stats,
  }: { scopeKind: ScopeKind; isAdmin: boolean; walk: NearestWalk; stats: CardStatsSql },
) {
  const open = openGamesWhere(scopeKind, isAdmin);
  const limit = sql.placeholder('limit');
  // WARNING: 'nulls last' as in the index: created_at is never null, but the planner matches the
  // index order by its words, and a plain 'desc' (nulls first) made it read and sort every open game
  // of the district (measured: 778 rows per district at 1 M games) instead of walking the index.
  const newest = sql`order by ${games.createdAt} desc nulls last, ${games.id} desc nulls last limit ${limit}`;
  const kinds = [
    sql`d.region is not null and d.region <> '*' and ${games.region} = d.region`,
    sql`d.region = '*' and ${games.region} is not null`,
    sql`d.region is null and ${games.region} is null`,
  ];
  // One branch runs per step (the others' conditions on d are one-time filters). A step at the
  // cursor's distance (d.cut) continues after it; the cursor is a constant in its own branches, as
  // an expression of d it made the planner sort the whole district (1 436 rows at 1 M games).
  const branches = kinds.flatMap((kind) => [
    sql`(select * from ${games} where ${kind} and not d.cut and ${open} ${newest})`,
    ...(walk.hasAfter
      ? [
          sql`(select * from ${games} where ${kind} and d.cut and ${open} and (${games.createdAt}, ${games.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::bigint) ${newest})`,
        ]
      : []),
  ]);
  const perStep = sql.join(branches, sql` union all `);
  return db
    .select({ ...pageColumns('g', stats), distance: sql<number | null>`d.distance` })
    .from(
      // The walk measures from the viewer's profile region, read in this statement (users' fragment).
      sql`${nearestStepsSql(scopeKind, activeUserRegionSql(viewerId), sql.placeholder('region'))} cross join lateral (${perStep}) g`,
    )
    .orderBy(sql`d.distance`, sql`g.created_at desc nulls last`, sql`g.id desc nulls last`)
    .limit(limit);
}
