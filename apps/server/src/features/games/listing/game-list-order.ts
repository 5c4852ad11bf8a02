import {
  CursorIdSchema,
  CursorInstantSchema,
  REGIONS,
  districtCentre,
  formatRegion,
  type GameListSort,
} from '@hanpan/core';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { games } from '../../../db/schema/index.ts';
import { decodeCursor, type CursorPosition } from '../../../http/list-page.ts';

/*
 * The open-game list's three orders (decision 018) and their keyset cursors: SQL fragments for
 * game-list.queries.ts, the only module that uses them (data access stays in queries files). A
 * cursor carries its sort, so a cursor of one order is refused (400) by another rather than
 * skipping or repeating games.
 * - recent: created_at desc, id desc (the cursor [createdAt, id] of the first slice stays valid);
 * - nearest: metres between the district centres of the game and of the viewer's profile region
 *   (rounded to whole metres, so the key compares exactly), games without a place last, then newest;
 *   walked district by district in distance order, each over games_open_region_created_idx;
 * - soonest: match_date asc, undecided last, then id asc. After a timed cursor the keyset is the row
 *   comparison (match_date, id) > (…) — an index condition on the games_open_*match_date_idx indexes,
 *   so a deep page reads one page of rows, not every page before it — and the undecided games, which
 *   no row comparison reaches (NULL), follow as `undecided` once the timed ones run out.
 */

/** Above any distance in Korea: games without a place (or in a district without a centre) come last. */
export const NO_DISTANCE = 2_147_483_647;

const createdAt = CursorInstantSchema;
const gameId = CursorIdSchema;
const RecentPositionSchema = z.tuple([createdAt, gameId]);
const NearestPositionSchema = z.tuple([
  z.literal('nearest'),
  z.number().int().min(0).max(NO_DISTANCE),
  createdAt,
  gameId,
]);
/** The match time of the last game sent, '' when undecided. */
const SoonestPositionSchema = z.tuple([
  z.literal('soonest'),
  z.union([z.literal(''), CursorInstantSchema]),
  gameId,
]);

/**
 * Every district of Korea with its centre, as the rows of a VALUES list written once into the
 * nearest page's prepared statement text (not sent per request): region ('서울 강남구'), province
 * ('서울'), lat, lng (null: no centre). The coordinates are JavaScript's shortest round-trip
 * decimals, so PostgreSQL reads the very same doubles.
 */
function districtCentresValues(): SQL {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const rows: string[] = [];
  for (const region of REGIONS) {
    for (const district of region.districts) {
      const point = districtCentre(region.short, district);
      const coordinate = (value: number | undefined) =>
        value === undefined ? 'null::float8' : `${String(value)}::float8`;
      rows.push(
        `(${quote(formatRegion(region.short, district))}, ${quote(region.short)}, ${coordinate(point?.lat)}, ${coordinate(point?.lng)})`,
      );
    }
  }
  return sql.raw(`values ${rows.join(', ')}`);
}

/** A province ('서울') or one district ('서울 강남구') the list is filtered to, or null for all. */
export interface RegionScope {
  province: string;
  district?: string;
}

/** The region scope's kind: all of Korea, a province or one district (the statement's shape). */
export type ScopeKind = 'all' | 'province' | 'district';

/**
 * Above this many districts with open games the walk goes over every district of the filter (as
 * before session 11) and stops once the page is full: the skip scan that finds them stops after this
 * many + 1 probes. Measured (docs/performance.md, session 11): with 7 such districts the page
 * statement fell from ~780 to ~520 µs; with 202 of them, skipping all 202 cost ~470 µs more than
 * the walk, the 33 probes before giving up ~60 µs.
 */
const FEW_OPEN_DISTRICTS = 32;

/**
 * The districts that have open random games (the list indexes' predicate, literal as in
 * openGamesWhere), at most FEW_OPEN_DISTRICTS + 1 of them: a skip scan over an open-games index
 * led by the region, one probe per district found (the recursive CTE is read on demand, so the
 * LIMIT stops it).
 */
function openDistrictsSql(): SQL {
  const open = sql`${games.status} = 'MATCHING' and not ${games.isFriendGame}`;
  const next = (after: SQL) =>
    sql`select ${games.region} from ${games} where ${open} and ${games.region} ${after} order by ${games.region} limit 1`;
  return sql`with recursive walk(region) as ((${next(sql`is not null`)}) union all select (${next(sql`> walk.region`)}) from walk where walk.region is not null) select walk.region from walk where walk.region is not null limit ${sql.raw(String(FEW_OPEN_DISTRICTS + 1))}`;
}

/**
 * The districts 'nearest' walks, as a derived table `d` (region, distance, cut) in distance order
 * for the viewer whose profile region `viewerRegion` is (an expression of the statement: issue 17,
 * reading it was a round trip before the page) and a list filtered to `scope` (the placeholder
 * `region` of the given kind): only the districts of the filter, then the games without a place
 * (only unfiltered: a filter names a place). Without a viewer centre every placed game is at
 * distance 0 ('*': one walk of the newest placed games), then the rest. Steps before the cursor's
 * distance (the placeholder `cut`, -1 on the first page) are left out: their games were sent; the
 * steps at it continue after the cursor.
 *
 * When few districts have open games (FEW_OPEN_DISTRICTS; the usual case), only those are walked:
 * a district without one adds no row, so the order and the cursors are the same, and the walk no
 * longer probes (and measures and sorts) all 230 districts to fill a short page (session 11: that
 * walk was most of the nearest page's database time with 8 open games). With more, every district
 * of the filter is walked, and the page stops the walk once it is full.
 *
 * The distance is metres between district centres, equirectangular (exact enough to order
 * districts, cheap and deterministic), rounded half up to whole metres so the key compares
 * exactly: the very float operations the walk used to run in JavaScript, in the same order.
 */
export function nearestStepsSql(scopeKind: ScopeKind, viewerRegion: SQL, region: Placeholder): SQL {
  const cut = sql`${sql.placeholder('cut')}::integer`;
  const rad = sql.raw('(pi() / 180::float8)');
  const x = sql`((c.lng - o.lng) * ${rad} * cos(((o.lat + c.lat) / 2::float8) * ${rad}))`;
  const y = sql`((c.lat - o.lat) * ${rad})`;
  const metres = sql`floor(sqrt(${x} * ${x} + ${y} * ${y}) * 6371000::float8 + 0.5::float8)::integer`;
  const inScope =
    scopeKind === 'province'
      ? sql` and c.province = ${region}`
      : scopeKind === 'district'
        ? sql` and c.region = ${region}`
        : sql``;
  // One district is one probe anyway: the skip scan would only add to it.
  const withOpenGames =
    scopeKind === 'district'
      ? sql``
      : sql` and (c.region in (select open_districts.region from open_districts) or (select count(*) from open_districts) > ${sql.raw(String(FEW_OPEN_DISTRICTS))})`;
  const openDistricts = scopeKind === 'district' ? sql`` : sql`, open_districts as (${openDistrictsSql()})`;
  // A profile region is read as parseRegion reads it: trimmed, its two words one space apart (once,
  // not per district).
  const origin = sql`(select regexp_replace(btrim(${viewerRegion}), '[[:space:]]+', ' ', 'g'))`;
  const noPlace =
    scopeKind === 'all' ? sql` union all select null::text, ${sql.raw(String(NO_DISTANCE))}` : sql``;
  return sql`(with centres(region, province, lat, lng) as (${districtCentresValues()}), origin as (select oc.lat, oc.lng from centres as oc where oc.region = ${origin} and oc.lat is not null)${openDistricts}, steps(region, distance) as (select c.region, case when c.lat is null then ${sql.raw(String(NO_DISTANCE))} else ${metres} end from centres as c cross join origin as o where true${inScope}${withOpenGames} union all select '*'::text, 0 where not exists (select 1 from origin)${noPlace}) select steps.region, steps.distance, steps.distance = ${cut} as cut from steps where steps.distance >= greatest(${cut}, 0) order by steps.distance) d`;
}

/**
 * 'nearest' in the page statement (game-list.queries.ts listNearestOpenGames): whether the page
 * continues after a cursor (placeholders `afterAt`, `afterId`); the walk is `nearestStepsSql`.
 */
export interface NearestWalk {
  hasAfter: boolean;
}

/**
 * Placeholders instead of values (issue 17): the page statement is prepared once per *shape*
 * (`shape`: sort, cursor kind, region scope kind, viewer kind) and run with `values`.
 */
export interface GameListOrder {
  /** 'nearest' only: walked district by district (listNearestOpenGames) instead of one ORDER BY. */
  nearest: NearestWalk | undefined;
  after: SQL | undefined;
  /**
   * 'soonest' after a timed cursor only: the undecided games' condition, read (same ORDER BY) when
   * `after` leaves the page short — in one statement an OR would make the keyset a filter.
   */
  undecided?: SQL;
  orderBy: SQL[];
  /** The sort and cursor kind, part of the prepared statement's name. */
  shape: string;
  /** The placeholders' values: the cursor's position (and the nearest walk's cut). */
  values: Record<string, string | number>;
  /** A row's cursor: its creation as PostgreSQL's text, its match time as the wire's text. */
  positionOf(row: {
    id: number;
    position: string;
    distance: number | null;
    matchDate: string | null;
  }): CursorPosition;
}

const afterAt = sql.placeholder('afterAt');
const afterId = sql.placeholder('afterId');

/**
 * The order for `sort` from `cursor`. 'nearest' measures from the viewer's profile region inside
 * the statement (`nearestStepsSql`); without one (or a district without a centre) every placed game
 * is at the same distance: placed games newest first, then the rest.
 */
export function gameListOrder(sort: GameListSort, cursor: string | undefined): GameListOrder {
  const newestFirst = [sql`${games.createdAt} desc nulls last`, sql`${games.id} desc nulls last`];
  if (sort === 'nearest') {
    const after = decodeCursor(cursor, NearestPositionSchema);
    // WARNING: the district's distance orders the walk and is sent back in the cursor; there is no
    // per-game sort key, so no open game of a province is ever sorted (docs/performance.md).
    return {
      nearest: { hasAfter: after !== null },
      after: undefined,
      orderBy: [],
      shape: after ? 'nearest_next' : 'nearest_first',
      // `cut`: the steps at the cursor's distance continue after it; later ones start at their newest.
      values: after ? { cut: after[1], afterAt: after[2], afterId: after[3] } : { cut: -1 },
      positionOf: (row) => ['nearest', row.distance ?? NO_DISTANCE, row.position, row.id],
    };
  }
  if (sort === 'soonest') {
    const after = decodeCursor(cursor, SoonestPositionSchema);
    const undecided = sql`${games.matchDate} is null`;
    const timedCursor = after !== null && after[1] !== '';
    let afterSql: SQL | undefined;
    // Both keysets are index conditions (match_date is null; the row comparison skips NULLs).
    if (after && after[1] === '') afterSql = sql`(${undecided} and ${games.id} > ${afterId}::bigint)`;
    else if (after)
      afterSql = sql`(${games.matchDate}, ${games.id}) > (${afterAt}::timestamptz, ${afterId}::bigint)`;
    return {
      nearest: undefined,
      after: afterSql,
      undecided: timedCursor ? undecided : undefined,
      orderBy: [sql`${games.matchDate} asc nulls last`, sql`${games.id} asc`],
      shape: !after ? 'soonest_first' : timedCursor ? 'soonest_timed' : 'soonest_undecided',
      values: !after ? {} : timedCursor ? { afterAt: after[1], afterId: after[2] } : { afterId: after[2] },
      positionOf: (row) => ['soonest', row.matchDate ?? '', row.id],
    };
  }
  const after = decodeCursor(cursor, RecentPositionSchema);
  return {
    nearest: undefined,
    after: after
      ? sql`(${games.createdAt}, ${games.id}) < (${afterAt}::timestamptz, ${afterId}::bigint)`
      : undefined,
    orderBy: newestFirst,
    shape: after ? 'recent_next' : 'recent_first',
    values: after ? { afterAt: after[0], afterId: after[1] } : {},
    positionOf: (row) => [row.position, row.id],
  };
}
