import {
  CursorIdSchema,
  CursorInstantSchema,
  REGIONS,
  districtCentre,
  formatRegion,
  parseRegion,
  type GameListSort,
  type LatLng,
} from '@hanpan/core';
import { sql, type SQL } from 'drizzle-orm';
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

/** Equirectangular distance in metres: exact enough to order districts, cheap and deterministic. */
function metresBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.round(Math.sqrt(x * x + y * y) * 6_371_000);
}

/** One step of the nearest walk: a district (or '*' any placed game, or null no place) and its distance. */
export interface NearestStep {
  region: string | null;
  distance: number;
}

/** A province ('서울') or one district ('서울 강남구') the list is filtered to, or null for all. */
export interface RegionScope {
  province: string;
  district?: string;
}

const walksByOrigin = new Map<string, NearestStep[]>();

/** Every district of Korea with its distance from `origin`'s centre, nearest first (cached per origin). */
function districtsByDistanceFrom(origin: string): NearestStep[] | null {
  const cached = walksByOrigin.get(origin);
  if (cached !== undefined) return cached;
  const ref = parseRegion(origin);
  const centre = ref ? districtCentre(ref.province, ref.district) : null;
  if (!centre) return null;
  const steps: NearestStep[] = [];
  for (const region of REGIONS) {
    for (const district of region.districts) {
      const point = districtCentre(region.short, district);
      steps.push({
        region: formatRegion(region.short, district),
        distance: point ? metresBetween(centre, point) : NO_DISTANCE,
      });
    }
  }
  steps.sort((a, b) => a.distance - b.distance);
  walksByOrigin.set(origin, steps);
  return steps;
}

/**
 * The districts 'nearest' walks, in distance order, for a viewer in `viewerRegion` and a list
 * filtered to `scope`: only the districts of the filter, then the games without a place (only
 * unfiltered: a filter names a place). Without a viewer centre every placed game is at distance 0
 * ('*': one walk of the newest placed games), then the rest. Steps before the cursor's distance
 * are left out: their games were sent.
 */
function nearestSteps(
  viewerRegion: string | null,
  scope: RegionScope | null,
  fromDistance: number,
): NearestStep[] {
  const byDistance = viewerRegion ? districtsByDistanceFrom(viewerRegion) : null;
  let steps: NearestStep[];
  if (!byDistance) steps = [{ region: '*', distance: 0 }];
  else if (!scope) steps = [...byDistance];
  else {
    const prefix = `${scope.province} `;
    steps = byDistance.filter((step) =>
      scope.district === undefined
        ? step.region!.startsWith(prefix)
        : step.region === formatRegion(scope.province, scope.district),
    );
  }
  if (!scope) steps.push({ region: null, distance: NO_DISTANCE });
  return steps.filter((step) => step.distance >= fromDistance);
}

/**
 * What 'nearest' hands the query (game-list.queries.ts listNearestOpenGames): the steps as two
 * array literals, regions and distances in walk order (placeholders `regions`, `distances`), the
 * cursor's distance (`cut`, -1 on the first page: the steps at it continue after the cursor), and
 * whether the page continues after a cursor (placeholders `afterAt`, `afterId`).
 */
export interface NearestWalk {
  regions: string;
  distances: string;
  hasAfter: boolean;
}

/** A text[] literal: every element quoted (region names hold spaces), NULL for the no-place step. */
function textArrayLiteral(values: ReadonlyArray<string | null>): string {
  const quoted = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`,
  );
  return `{${quoted.join(',')}}`;
}

/**
 * The walk's two array literals per (origin, scope, first distance), built once: ~250 districts
 * sent on every request were the nearest page's largest cost (as JSON, 14 KB a request; as these
 * two literals ~5 KB, serialised once). Bounded: cleared when full.
 */
const walkLiterals = new Map<string, { regions: string; distances: string }>();
const WALK_LITERALS_MAX = 5000;

function walkLiteralsFor(viewerRegion: string | null, scope: RegionScope | null, fromDistance: number) {
  const key = `${viewerRegion ?? ''}|${scope?.province ?? ''}|${scope?.district ?? ''}|${fromDistance}`;
  let literals = walkLiterals.get(key);
  if (literals === undefined) {
    const steps = nearestSteps(viewerRegion, scope, fromDistance);
    literals = {
      regions: textArrayLiteral(steps.map((step) => step.region)),
      distances: `{${steps.map((step) => step.distance).join(',')}}`,
    };
    if (walkLiterals.size >= WALK_LITERALS_MAX) walkLiterals.clear();
    walkLiterals.set(key, literals);
  }
  return literals;
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
  /** The placeholders' values: the cursor's position (and the nearest walk's steps). */
  values: Record<string, string | number>;
  positionOf(row: {
    position: string;
    distance: number | null;
    game: { id: number; matchDate: Date | null };
  }): CursorPosition;
}

const afterAt = sql.placeholder('afterAt');
const afterId = sql.placeholder('afterId');

/**
 * The order for `sort` from `cursor`. `viewerRegion` is the viewer's profile region ('서울 강남구'
 * or null); without one (or a district without a centre) 'nearest' has every placed game at the
 * same distance: placed games newest first, then the rest. `scope` is the list's region filter.
 */
export function gameListOrder(
  sort: GameListSort,
  cursor: string | undefined,
  viewerRegion: string | null,
  scope: RegionScope | null = null,
): GameListOrder {
  const newestFirst = [sql`${games.createdAt} desc nulls last`, sql`${games.id} desc nulls last`];
  if (sort === 'nearest') {
    const after = decodeCursor(cursor, NearestPositionSchema);
    // WARNING: the district's distance orders the walk and is sent back in the cursor; there is no
    // per-game sort key, so no open game of a province is ever sorted (docs/performance.md).
    const { regions, distances } = walkLiteralsFor(viewerRegion, scope, after ? after[1] : 0);
    const walk = { regions, distances };
    return {
      nearest: { regions, distances, hasAfter: after !== null },
      after: undefined,
      orderBy: [],
      shape: after ? 'nearest_next' : 'nearest_first',
      // `cut`: the steps at the cursor's distance continue after it; later ones start at their newest.
      values: after ? { ...walk, cut: after[1], afterAt: after[2], afterId: after[3] } : { ...walk, cut: -1 },
      positionOf: (row) => ['nearest', row.distance ?? NO_DISTANCE, row.position, row.game.id],
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
      positionOf: (row) => ['soonest', row.game.matchDate?.toISOString() ?? '', row.game.id],
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
    positionOf: (row) => [row.position, row.game.id],
  };
}
