import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { fileUrlJsonText, jsonText } from '../../db/json-text.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { gameLikes } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { publicCompletedGameSql } from '../games/index.ts';
import { countedResultSql } from '../match/index.ts';
import { avatarThumbnailKeySql } from '../uploads/index.ts';
import { userCardSql, userRowSql, type UserCardJson } from '../users/index.ts';

/** A position in a game's likers, newest first: created_at at full precision (as text) and the user id. */
export type LikerPosition = readonly [string, number];

/**
 * Toggles `userId`'s like of `gameId` and answers whether it is liked now and the game's count.
 * WARNING: a transaction advisory lock on (game, player) serialises one player's toggles of one
 * game, so N racing toggles end where N toggles in a row would (liked after an odd number), with
 * at most one row (the primary key). An insert-or-delete without it lets two racing toggles both
 * see the row and both delete it (decision 029).
 */
export async function toggleLike(db: Db, gameId: number, userId: number) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`game-like:${gameId}:${userId}`}, 0))`,
    );
    const removed = await tx
      .delete(gameLikes)
      .where(and(eq(gameLikes.gameId, gameId), eq(gameLikes.userId, userId)))
      .returning({ gameId: gameLikes.gameId });
    if (removed.length === 0) await tx.insert(gameLikes).values({ gameId, userId }).onConflictDoNothing();
    const [row] = await tx.select({ total: count() }).from(gameLikes).where(eq(gameLikes.gameId, gameId));
    return { isLiked: removed.length === 0, totalCount: Number(row?.total ?? 0) };
  });
}

/** Whether the viewer liked the game, as JSON text (`true`/`false`, over the primary key). */
export function likedByTextSql(gameId: SQLWrapper, viewerId: SQLWrapper): SQL<string> {
  return sql<string>`case when exists (select 1 from ${gameLikes} where ${gameLikes.gameId} = ${gameId} and ${gameLikes.userId} = ${viewerId}) then 'true' else 'false' end`;
}

/**
 * One page of a game's likers, newest first, with each one's card (a scalar subquery per row):
 * players blocked either way with the viewer are left out. Reads game_likes_game_created_idx.
 */
export async function listLikers(
  db: Db,
  {
    gameId,
    viewerId,
    after,
    limit,
  }: { gameId: number; viewerId: number; after: LikerPosition | null; limit: number },
) {
  const values = { gameId, viewerId, limit };
  return after === null
    ? likersFirstPage(db).execute(values)
    : likersNextPage(db).execute({ ...values, afterAt: after[0], afterId: after[1] });
}

/**
 * The likers page, prepared once per shape (first page, after a cursor): building it cost more
 * than running it (issue 17, as the other list pages found).
 */
function likersPage(db: Db, withAfter: boolean) {
  const p = (name: string) => sql.placeholder(name);
  return (
    db
      .select({
        userId: gameLikes.userId,
        position: sql<string>`${gameLikes.createdAt}::text`,
        card: userCardSql(gameLikes.userId),
      })
      .from(gameLikes)
      .where(
        and(
          sql`${gameLikes.gameId} = ${p('gameId')}`,
          notBlockedWith(p('viewerId'), gameLikes.userId),
          withAfter
            ? sql`(${gameLikes.createdAt}, ${gameLikes.userId}) < (${p('afterAt')}::timestamptz, ${p('afterId')}::bigint)`
            : undefined,
        ),
      )
      // WARNING: 'nulls last' as in the index (never null, but the planner matches the words; a plain
      // 'desc' reads and sorts every like of the game: docs/performance.md).
      .orderBy(sql`${gameLikes.createdAt} desc nulls last`, sql`${gameLikes.userId} desc nulls last`)
      .limit(p('limit'))
      .prepare(withAfter ? 'likers_page_next' : 'likers_page_first')
  );
}
const likersFirstPage = preparedQuery((db) => likersPage(db, false));
const likersNextPage = preparedQuery((db) => likersPage(db, true));

/** A liker as the folded page answers them (JSON). */
export interface LikerJson {
  userId: number;
  /** created_at at full precision, as text (the cursor's). */
  position: string;
  card: UserCardJson | null;
}

/**
 * A page of likers as the statement writes it (`findLikeableLikersPage`): the rows fetched (one
 * more than the page's size says another page exists), the page's live likers as the wire's JSON
 * text joined with commas (pictures marked for `withFileUrls`), and the page's last row's position
 * when another page exists.
 */
export interface LikersPageText {
  fetched: number;
  entries: string | null;
  next: [string, number] | null;
}

/**
 * GET /api/games/{id}/like/users in one statement (issue 17: the likeability check was a round trip
 * of its own before the page): whether the viewer may like the game (games' `publicCompletedGameSql`
 * with the match's counted result, as `findPublicCompletedGame` decides) and, only then, the page
 * `listLikers` reads, written after its LIMIT as the wire's JSON text: what `presentLiker` and the
 * compiled serializer wrote for the page's live likers (a deleted or missing account is left out,
 * but still counts for the page and its cursor). `likeable` false: the caller walks the checks to
 * answer the refusal's own error.
 */
export async function findLikeableLikersPage(
  db: Db,
  {
    gameId,
    viewer,
    after,
    limit,
  }: {
    gameId: number;
    viewer: { userId: number; isAdmin: boolean };
    after: LikerPosition | null;
    limit: number;
  },
): Promise<{ likeable: boolean } & LikersPageText> {
  const statement = likeableLikersStatement(after !== null, viewer.isAdmin);
  const values = { gameId, viewerId: viewer.userId, limit };
  const [row] = await statement(db).execute(
    after === null ? values : { ...values, afterAt: after[0], afterId: after[1] },
  );
  return row ?? { likeable: false, fetched: 0, entries: null, next: null };
}

const likeableLikersStatements = new Map<string, ReturnType<typeof preparedLikeableLikers>>();

function likeableLikersStatement(withAfter: boolean, isAdmin: boolean) {
  const name = `likers_likeable_${withAfter ? 'next' : 'first'}${isAdmin ? '_admin' : ''}`;
  let statement = likeableLikersStatements.get(name);
  if (statement === undefined)
    likeableLikersStatements.set(name, (statement = preparedLikeableLikers(withAfter, isAdmin, name)));
  return statement;
}

/** The statement of `findLikeableLikersPage`, prepared once per shape (first, next) and viewer kind. */
function preparedLikeableLikers(withAfter: boolean, isAdmin: boolean, name: string) {
  const gameId = sql.placeholder('gameId');
  const viewerId = sql.placeholder('viewerId');
  const limit = sql`${sql.placeholder('limit')}::int`;
  const l = gameLikes;
  const after = withAfter
    ? sql` and (${l.createdAt}, ${l.userId}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::bigint)`
    : sql``;
  // WARNING: 'nulls last' as in game_likes_game_created_idx (see `likersPage`); `ok.likeable` is a
  // one-time filter: a refused game reads no likes.
  const page = sql`select ${l.createdAt} as created_at, ${l.userId} as user_id, row_number() over (order by ${l.createdAt} desc nulls last, ${l.userId} desc nulls last) as n from ${l} where ok.likeable and ${l.gameId} = ${gameId} and ${notBlockedWith(viewerId, l.userId)}${after} order by ${l.createdAt} desc nulls last, ${l.userId} desc nulls last limit ${limit}`;
  // The liker's card after the LIMIT, from one read of their account (`u`): `presentLiker` for a
  // live account (deleted ones are left out).
  const entry = sql`'{"userId":' || page.user_id::text || ',"nickname":' || ${jsonText(sql`coalesce(u.nickname, '')`)} || ',"profileImageUrl":' || ${fileUrlJsonText(avatarThumbnailKeySql(sql`u.profile_picture_key`))} || '}'`;
  const pageText = sql`select count(*)::int as fetched,
      string_agg(${entry}, ',' order by page.n) filter (where page.n < ${limit} and u.active) as entries,
      (array_agg(json_build_array(page.created_at::text, page.user_id) order by page.n))[${limit} - 1] as last_position
    from (${page}) as page left join lateral ${userRowSql(sql`page.user_id`)} as u on true`;
  return preparedQuery((db) =>
    db
      .select({
        likeable: sql<boolean>`ok.likeable`,
        fetched: sql<number>`p.fetched`,
        entries: sql<string | null>`p.entries`,
        next: sql<[string, number] | null>`case when p.fetched = ${limit} then p.last_position end`,
      })
      .from(
        // WARNING: 'offset 0' keeps `ok` a subquery of its own: flattened, the check ran twice (once
        // for the column, once for the page's filter: EXPLAIN showed two InitPlans).
        sql`(select ${publicCompletedGameSql(gameId, { userId: viewerId, isAdmin }, countedResultSql)} as likeable offset 0) as ok cross join lateral (${pageText}) as p`,
      )
      .prepare(name),
  );
}

/** Whether `userId` likes `gameId`, and the game's count (every row: a like is counted once). */
export async function likeStateOf(db: Db, gameId: number, userId: number) {
  const [row] = await db
    .select({
      total: count(),
      mine: sql<boolean>`coalesce(bool_or(${gameLikes.userId} = ${userId}), false)`,
    })
    .from(gameLikes)
    .where(eq(gameLikes.gameId, gameId));
  return { isLiked: row?.mine ?? false, totalCount: Number(row?.total ?? 0) };
}

/** Demo data: likes as given (existing ones kept). */
export async function insertLikes(
  db: Db,
  rows: ReadonlyArray<{ gameId: number; userId: number; createdAt: Date }>,
) {
  if (rows.length === 0) return;
  await db
    .insert(gameLikes)
    .values([...rows])
    .onConflictDoNothing();
}

/** Account deletion: the person's likes go (the counts drop with them). */
export async function deleteLikesBy(db: Db, userId: number): Promise<void> {
  await db.delete(gameLikes).where(eq(gameLikes.userId, userId));
}
