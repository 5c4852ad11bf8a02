import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { gameApplications, games, type GameRow, type NewGameRow } from '../../../db/schema/index.ts';
import type { GameListOrder, NearestWalk } from './game-list-order.ts';

export async function insertGame(db: Db, values: NewGameRow) {
  const [row] = await db.insert(games).values(values).returning();
  return row!;
}

/** A game that was not deleted: a deleted one answers as missing everywhere (issue 16 item 5). */
export async function findGame(db: Db, gameId: number) {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), isNull(games.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Distinct places (road address, detail, region) of random games, most recently used first, at
 * most `limit`. Friend games stay private; `where` adds the caller's conditions (moderation).
 */
export async function listUsedPlaces(db: Db, limit: number, where?: SQL) {
  const lastUsed = max(games.createdAt);
  const rows = await db
    .select({ placeRoad: games.placeRoad, placeDetail: games.placeDetail, region: games.region })
    .from(games)
    .where(and(isNotNull(games.placeRoad), isNotNull(games.region), eq(games.isFriendGame, false), where))
    .groupBy(games.placeRoad, games.placeDetail, games.region)
    .orderBy(desc(lastUsed))
    .limit(limit);
  return rows.flatMap((row) =>
    row.placeRoad && row.region
      ? [{ placeRoad: row.placeRoad, placeDetail: row.placeDetail, region: row.region }]
      : [],
  );
}

export interface OpenGameListQuery {
  /** Extra conditions from the caller: region, blocks, moderation. */
  where: SQL | undefined;
  /** The sort (game-list-order.ts): the keyset condition after the cursor and ORDER BY. */
  order: Pick<GameListOrder, 'after' | 'undecided' | 'orderBy'>;
  limit: number;
}

/**
 * Open random games (MATCHING, not a friend game) in `order`, `limit` rows after its cursor. The
 * WHERE matches the partial list indexes' predicate; 'recent' and 'soonest' follow their order.
 */
export async function listOpenGames(db: Db, { where, order, limit }: OpenGameListQuery) {
  const page = (keyset: SQL | undefined, size: number) =>
    db
      .select({
        game: games,
        position: sql<string>`${games.createdAt}::text`,
        distance: sql<number | null>`null::integer`,
      })
      .from(games)
      .where(and(eq(games.status, 'MATCHING'), eq(games.isFriendGame, false), where, keyset))
      .orderBy(...order.orderBy)
      .limit(size);
  const rows = await page(order.after, limit);
  // 'soonest' past a timed cursor: the undecided games come after the last timed one, read only by
  // the one page where the timed games run out (a second index scan, not a filter over both).
  if (order.undecided === undefined || rows.length >= limit) return rows;
  return [...rows, ...(await page(order.undecided, limit - rows.length))];
}

/**
 * The games columns read from the walk's lateral subquery `g`, each decoded like the table's own
 * column (dates, numbers), so a row is the same GameRow on both drivers as from listOpenGames.
 */
const nearestGameFields = Object.fromEntries(
  Object.entries(getTableColumns(games)).map(([key, column]) => [
    key,
    sql`${sql.identifier('g')}.${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as { [K in keyof GameRow]: SQL<GameRow[K]> };

/**
 * 'nearest': open random games by district distance, then newest, `limit` rows after the cursor.
 * Games have no coordinates, only their district, so rather than computing a distance per game and
 * sorting every open game of the filter, the query walks the districts in distance order (the
 * JSON steps, nearest first) and takes at most `limit` newest games of each through
 * games_open_region_created_idx; the incremental sort over the presorted distance stops walking
 * once the page is full. A step's region is a district, '*' (any placed game: the viewer has no
 * centre) or null (no place).
 */
export async function listNearestOpenGames(
  db: Db,
  { where, walk, limit }: { where: SQL | undefined; walk: NearestWalk; limit: number },
) {
  const open = and(eq(games.status, 'MATCHING'), eq(games.isFriendGame, false), where);
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
  const after = walk.after;
  const branches = kinds.flatMap((kind) => [
    sql`(select * from ${games} where ${kind} and not d.cut and ${open} ${newest})`,
    ...(after
      ? [
          sql`(select * from ${games} where ${kind} and d.cut and ${open} and (${games.createdAt}, ${games.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint) ${newest})`,
        ]
      : []),
  ]);
  const perStep = sql.join(branches, sql` union all `);
  return db
    .select({
      game: nearestGameFields,
      position: sql<string>`g.created_at::text`,
      distance: sql<number>`d.distance`,
    })
    .from(
      sql`(select region, distance, cut from jsonb_to_recordset(${walk.steps}::jsonb) as s(region text, distance integer, cut boolean) order by distance) d cross join lateral (${perStep}) g`,
    )
    .orderBy(sql`d.distance`, sql`g.created_at desc nulls last`, sql`g.id desc nulls last`)
    .limit(limit);
}

/** Applications still in line (REQUESTED or APPROVED) to the given games, oldest first. */
export async function listActiveApplications(db: Db, gameIds: readonly number[], extra?: SQL) {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(gameApplications)
    .where(
      and(
        inArray(gameApplications.gameId, [...gameIds]),
        inArray(gameApplications.status, ['REQUESTED', 'APPROVED']),
        extra,
      ),
    )
    .orderBy(gameApplications.createdAt, gameApplications.id);
}

/**
 * Account deletion (decision 018): games the person owns that never started are cancelled, a
 * friend game waiting for them is cancelled, a game where they were the approved opponent reopens,
 * and their applications to games that never started are withdrawn. Started and finished games keep
 * pointing at the anonymised users row ('탈퇴한 사용자'), like rules do.
 */
export async function forgetPlayer(db: Db, userId: number) {
  const notStarted = inArray(games.status, ['MATCHING', 'SCHEDULED']);
  await db
    .update(games)
    .set({ status: 'CANCELED' })
    .where(
      and(
        notStarted,
        or(eq(games.ownerId, userId), and(eq(games.invitedFriendId, userId), isNull(games.opponentId))),
      ),
    );
  await db
    .update(games)
    .set({ status: 'MATCHING', opponentId: null })
    .where(and(eq(games.status, 'SCHEDULED'), eq(games.opponentId, userId), eq(games.isFriendGame, false)));
  await db
    .update(games)
    .set({ status: 'CANCELED' })
    .where(and(eq(games.status, 'SCHEDULED'), eq(games.opponentId, userId), eq(games.isFriendGame, true)));
  await db.delete(gameApplications).where(
    and(
      eq(gameApplications.applicantId, userId),
      inArray(
        gameApplications.gameId,
        db
          .select({ id: games.id })
          .from(games)
          .where(inArray(games.status, ['MATCHING', 'SCHEDULED', 'CANCELED'])),
      ),
    ),
  );
}

/** Which of `keys` a game's start photo still is (the orphan-upload sweep keeps those files). */
export async function findReferencedStartPhotoKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: games.startPhotoKey })
    .from(games)
    .where(inArray(games.startPhotoKey, keys));
  return rows.map((row) => row.key!);
}
