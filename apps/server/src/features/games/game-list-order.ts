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
import { games } from '../../db/schema/index.ts';
import { decodeCursor, type CursorPosition } from '../../http/list-page.ts';

/*
 * The open-game list's three orders (decision 018) and their keyset cursors. A cursor carries its
 * sort, so a cursor of one order is refused (400) by another rather than skipping or repeating games.
 * - recent: created_at desc, id desc (the cursor [createdAt, id] of the first slice stays valid);
 * - nearest: metres between the district centres of the game and of the viewer's profile region
 *   (rounded to whole metres, so the key compares exactly), games without a place last, then newest;
 * - soonest: match_date asc, undecided last, then id asc.
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

const distanceTables = new Map<string, string>();

/**
 * `{"서울 강남구": 0, "서울 서초구": 4210, …}` for every district with a centre, as one JSON
 * parameter (cached per viewer region: at most one table per district of Korea).
 */
function distanceTableFrom(origin: string): string | null {
  const cached = distanceTables.get(origin);
  if (cached !== undefined) return cached;
  const ref = parseRegion(origin);
  const centre = ref ? districtCentre(ref.province, ref.district) : null;
  if (!centre) return null;
  const table: Record<string, number> = {};
  for (const region of REGIONS) {
    for (const district of region.districts) {
      const point = districtCentre(region.short, district);
      if (point) table[formatRegion(region.short, district)] = metresBetween(centre, point);
    }
  }
  const json = JSON.stringify(table);
  distanceTables.set(origin, json);
  return json;
}

export interface GameListOrder {
  /** The sort key selected with each row (metres, or null for the other orders). */
  distance: SQL<number> | undefined;
  after: SQL | undefined;
  orderBy: SQL[];
  positionOf(row: {
    position: string;
    distance: number | null;
    game: { id: number; matchDate: Date | null };
  }): CursorPosition;
}

/**
 * The order for `sort` from `cursor`. `viewerRegion` is the viewer's profile region ('서울 강남구'
 * or null); without one (or a district without a centre) 'nearest' has every placed game at the
 * same distance: placed games newest first, then the rest.
 */
export function gameListOrder(
  sort: GameListSort,
  cursor: string | undefined,
  viewerRegion: string | null,
): GameListOrder {
  const newestFirst = [sql`${games.createdAt} desc nulls last`, sql`${games.id} desc nulls last`];
  if (sort === 'nearest') {
    const after = decodeCursor(cursor, NearestPositionSchema);
    const table = viewerRegion ? distanceTableFrom(viewerRegion) : null;
    // WARNING: the same expression orders, filters and is sent back in the cursor.
    const distance = table
      ? sql<number>`coalesce((${table}::jsonb ->> ${games.region})::integer, ${NO_DISTANCE})`
      : sql<number>`(case when ${games.region} is null then ${NO_DISTANCE} else 0 end)`;
    return {
      distance,
      after: after
        ? sql`(${distance} > ${after[1]} or (${distance} = ${after[1]} and (${games.createdAt}, ${games.id}) < (${after[2]}::timestamptz, ${after[3]}::bigint)))`
        : undefined,
      orderBy: [sql`${distance} asc`, ...newestFirst],
      positionOf: (row) => ['nearest', row.distance ?? NO_DISTANCE, row.position, row.game.id],
    };
  }
  if (sort === 'soonest') {
    const after = decodeCursor(cursor, SoonestPositionSchema);
    let afterSql: SQL | undefined;
    if (after && after[1] === '') afterSql = sql`(${games.matchDate} is null and ${games.id} > ${after[2]})`;
    else if (after)
      afterSql = sql`(${games.matchDate} is null or ${games.matchDate} > ${after[1]}::timestamptz or (${games.matchDate} = ${after[1]}::timestamptz and ${games.id} > ${after[2]}))`;
    return {
      distance: undefined,
      after: afterSql,
      orderBy: [sql`${games.matchDate} asc nulls last`, sql`${games.id} asc`],
      positionOf: (row) => ['soonest', row.game.matchDate?.toISOString() ?? '', row.game.id],
    };
  }
  const after = decodeCursor(cursor, RecentPositionSchema);
  return {
    distance: undefined,
    after: after
      ? sql`(${games.createdAt}, ${games.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`
      : undefined,
    orderBy: newestFirst,
    positionOf: (row) => [row.position, row.game.id],
  };
}
