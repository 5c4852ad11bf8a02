import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import { DELETED_USER_NICKNAME, MANNER_SCORE_DEFAULT } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { boolText, fileUrlJsonText, jsonText } from '../../db/json-text.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { preparedRows, rawStatement } from '../../db/prepared-rows.ts';
import { users, type NewUserRow } from '../../db/schema/index.ts';
import { avatarThumbnailKeySql } from '../uploads/index.ts';

const activeUser = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('users_find_active'),
);

/** A user who has not deleted their account. */
export async function findActiveUser(db: Db, id: number) {
  const [row] = await activeUser(db).execute({ id });
  return row;
}

const anyUser = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_find_any'),
);

/** Any user, deleted ones included (their past games still point at them). */
export async function findAnyUser(db: Db, id: number) {
  const [row] = await anyUser(db).execute({ id });
  return row;
}

/** The friend count of the player in `ownerId` as `viewerId` counts it (friends' fragment, via app.ts). */
export type FriendCountSql = (ownerId: SQLWrapper, viewerId: Placeholder) => SQL<number>;

/** Whether `blockerId` blocked `blockedId` (blocks' fragment, via app.ts): a boolean column. */
export type BlockedSql = (blockerId: SQLWrapper, blockedId: SQLWrapper) => SQL<boolean>;

/**
 * A part of the profile another feature owns (issue 17): its value for the player in `userId` (a
 * column of the profile statement) as one SQL value, and what the profile shows of that value.
 */
export interface ProfilePartSql<T> {
  sql(userId: SQLWrapper): SQL<unknown>;
  read(value: unknown): T;
}

/** The fragments the profile statement embeds (app.ts's, from the features above users). */
export interface ProfileFragments {
  friendCount: FriendCountSql;
  blocked: BlockedSql;
  /** The player's record as the viewer in `viewerId` sees it (match's, via app.ts). */
  record?: ((userId: SQLWrapper, viewerId: Placeholder) => SQL<unknown>) | undefined;
  reputation?: ((userId: SQLWrapper) => SQL<unknown>) | undefined;
  champions?: ((userId: SQLWrapper) => SQL<unknown>) | undefined;
}

/**
 * A profile read in one round trip (issue 17): the row (deleted users included), its friend count,
 * which way a block runs between the viewer and the player, and the other features' parts
 * (match's record, reviews' reputation, ratings' titles) as columns, prepared once per database
 * with the fragments app.ts hands in.
 */
export function profileQuery(
  { friendCount, blocked, record, reputation, champions }: ProfileFragments,
  /** One per variant of the fragments (each is a prepared statement of its own). */
  statementName: string,
) {
  // Qualified: drizzle writes a one-table select's columns bare, and inside the fragments'
  // subqueries a bare "id" would name their own table's column.
  const userId = sql`${sql.identifier('users')}.${sql.identifier(users.id.name)}`;
  return preparedQuery((db) =>
    db
      .select({
        user: users,
        friends: friendCount(userId, sql.placeholder('viewerId')),
        blockedByViewer: blocked(sql.placeholder('viewerId'), userId),
        blockedByOther: blocked(userId, sql.placeholder('viewerId')),
        record: record ? record(userId, sql.placeholder('viewerId')) : sql<unknown>`null`,
        reputation: reputation ? reputation(userId) : sql<unknown>`null`,
        champions: champions ? champions(userId) : sql<unknown>`null`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(statementName),
  );
}

export async function findProfile(
  query: ReturnType<typeof profileQuery>,
  db: Db,
  id: number,
  viewerId: number,
) {
  const [row] = await query(db).execute({ id, viewerId });
  return row;
}

/**
 * The other features' parts of the profile as the wire's JSON text (issue 17), app.ts's: match's
 * record (four parts: the start of `stats`, the three lists, `playTime`, `totalPlayers`), reviews'
 * reputation (two parts: the end of `stats`, the manner score) and ratings' titles (`myChampions`).
 * Each absent part reads as no games, no reviews, no titles.
 */
export interface ProfileTextFragments {
  friendCount: FriendCountSql;
  blocked: BlockedSql;
  record?: ((userId: SQLWrapper, viewerId: Placeholder) => SQL<string[] | null>) | undefined;
  reputation?: ((userId: SQLWrapper) => SQL<[string, string] | null>) | undefined;
  champions?: ((userId: SQLWrapper) => SQL<string>) | undefined;
}

/** A profile as `profileTextQuery` writes it. */
export interface ProfileTextRow {
  id: number;
  deleted: boolean;
  blockedByViewer: boolean;
  blockedByOther: boolean;
  /** The answer's JSON text, pictures marked for `withFileUrls`. */
  text: string;
}

/**
 * GET /api/user-profile/{id} in one round trip, written as the wire's JSON text (issue 17: decoding
 * the row and the record, presenting them and encoding 5 KB again was most of the profile's CPU):
 * `ProfileSchema`'s keys in its order, what `presentProfile` and the compiled serializer wrote. A
 * deleted player shows nothing (`presentDeletedProfile`'s fields, no record, no reviews, no titles);
 * the blocks come as columns for the service's 404. `users-bytes.test.ts` holds it to the
 * object-built answer.
 */
export function profileTextQuery(
  { friendCount, blocked, record, reputation, champions }: ProfileTextFragments,
  /** One per variant of the fragments (each is a prepared statement of its own). */
  statementName: string,
) {
  const userId = sql`${sql.identifier('users')}.${sql.identifier(users.id.name)}`;
  const viewerId = sql.placeholder('viewerId');
  const inner = sql`select ${users.id} as id, ${users.deletedAt} as deleted_at, ${users.nickname} as nickname,
      ${users.username} as username, ${users.age} as age, ${users.gender} as gender, ${users.region} as region,
      ${users.bio} as bio, ${users.affiliation} as affiliation, ${users.profilePictureKey} as picture_key,
      ${friendCount(userId, viewerId)} as friends,
      ${blocked(viewerId, userId)} as blocked_by_viewer,
      ${blocked(userId, viewerId)} as blocked_by_other,
      ${record ? record(userId, viewerId) : sql`null::text[]`} as rec,
      ${reputation ? reputation(userId) : sql`null::text[]`} as rep,
      ${champions ? champions(userId) : sql`null::text`} as champ
    from ${users} where ${users.id} = ${sql.placeholder('id')} limit 1`;
  const picture = fileUrlJsonText(sql`p.picture_key`);
  const live = sql<string>`'{"id":' || p.id::text || ',"nickname":' || ${jsonText(sql`coalesce(p.nickname, '')`)} || ',"username":' || ${jsonText(sql`p.username`)} || ',"age":' || coalesce(p.age::text, 'null') || ',"gender":' || ${jsonText(sql`p.gender`)} || ',"region":' || ${jsonText(sql`p.region`)} || ',"bio":' || ${jsonText(sql`p.bio`)} || ',"intro":' || ${jsonText(sql`p.bio`)} || ',"affiliation":' || ${jsonText(sql`p.affiliation`)} || ',"profilePicture":' || ${picture} || ',"profilePictureThumbnail":' || ${fileUrlJsonText(avatarThumbnailKeySql(sql`p.picture_key`))} || ',"isMe":' || ${boolText(sql`p.id = ${viewerId}`)} || ',"isDeleted":false,"avatar":' || ${picture} || ',"location":' || ${jsonText(sql`p.region`)} || ',"stats":{' || coalesce(p.rec[1], ${NO_STATS}) || ',' || coalesce(p.rep[1], ${NO_PERFORMANCE}) || ',"friends":' || p.friends::text || '},' || coalesce(p.rec[2], ${NO_LISTS}) || ',"myChampions":' || coalesce(p.champ, '[]') || ',"playTime":' || coalesce(p.rec[3], '0') || ',' || coalesce(p.rep[2], ${NO_MANNER}) || ',"totalPlayers":' || coalesce(p.rec[4], '0') || ',"blockedByMe":' || ${boolText(sql`p.id <> ${viewerId} and p.blocked_by_viewer`)} || '}'`;
  const deleted = sql<string>`'{"id":' || p.id::text || ${DELETED_REST}`;
  return preparedQuery((db) =>
    db
      .select({
        id: sql<number>`p.id`.mapWith(Number),
        deleted: sql<boolean>`p.deleted_at is not null`,
        blockedByViewer: sql<boolean>`p.blocked_by_viewer`,
        blockedByOther: sql<boolean>`p.blocked_by_other`,
        text: sql<string>`case when p.deleted_at is null then ${live} else ${deleted} end`,
      })
      .from(sql`(${inner}) as p`)
      .prepare(statementName),
  );
}

/** The parts of a profile without games, reviews or titles (`NO_RECORD`, `NO_REVIEWS` in JSON). */
const NO_STATS = '"wins":0,"draws":0,"losses":0,"winRate":0';
const NO_PERFORMANCE = '"performance":0,"performanceHistory":[]';
const NO_LISTS = '"playedRules":[],"recentGames":[],"top3Rules":[]';
const NO_MANNER = `"mannerScore":${MANNER_SCORE_DEFAULT},"mannerReviewCount":0`;
/** A deleted player after their id: `presentDeletedProfile` and nothing else (users.presenter.ts). */
const DELETED_REST = `,"nickname":${JSON.stringify(DELETED_USER_NICKNAME)},"username":null,"age":null,"gender":null,"region":null,"bio":null,"intro":null,"affiliation":null,"profilePicture":null,"profilePictureThumbnail":null,"isMe":false,"isDeleted":true,"avatar":null,"location":null,"stats":{${NO_STATS},${NO_PERFORMANCE},"friends":0},${NO_LISTS},"myChampions":[],"playTime":0,${NO_MANNER},"totalPlayers":0,"blockedByMe":false}`;

export async function findProfileText(
  query: ReturnType<typeof profileTextQuery>,
  db: Db,
  id: number,
  viewerId: number,
): Promise<ProfileTextRow | undefined> {
  const [row] = await query(db).execute({ id, viewerId });
  return row;
}

/** Locks the row so concurrent saves see each other's picture key (the one they must delete). */
export async function findActiveUserForUpdate(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Nicknames of the administrators other than `userId` (a handful: compared in code, see nickname-lookalike.ts). */
export async function findOtherAdminNicknames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(
      and(eq(users.role, 'ADMIN'), isNull(users.deletedAt), isNotNull(users.nickname), ne(users.id, userId)),
    );
  return rows.map((row) => row.nickname!);
}

export async function isUsernameTakenByOther(db: Db, username: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * "No block between the viewer and the player in `otherUserId`" as SQL (blocks' `notBlockedWith`,
 * handed in by app.ts: blocks sits above users, so users cannot import it).
 */
export type NotBlockedSql = (viewerId: Placeholder, otherUserId: SQLWrapper) => SQL;

export interface UserSearch {
  viewerId: number;
  keyword: string;
  /** Keyset position of the last row already sent: [rank, key (the lowered nickname or username), id]. */
  after: readonly [number, string, number] | null;
  limit: number;
}

/** A part of the search's order: nickname prefix, then username prefix, then anywhere inside. */
type SearchRank = 0 | 1 | 2;

/**
 * One rank's page of the player search (`userSearchQuery`): prepared per rank and shape (first,
 * next), players with a block either way left out in the same statement (blocks' fragment). Ranks
 * 0 and 1 are ranges of `users_search_nickname_idx` and `users_search_username_idx` (migration
 * 0032): a keyword's prefix matches are read in key order up to the page, whatever the number of
 * players (bench:data). Rank 2 reads every player and sorts the names that contain the keyword
 * elsewhere, as the search always did; it runs only when the prefix matches did not fill the page. Matching is on
 * `lower()` of both sides, and literal (`strpos`, not LIKE: `%` and `_` are characters).
 * Each row: its key (the lowered nickname, or username for rank 1), id, and its result as the
 * wire's JSON text (`presentSearchResult`'s bytes, the picture marked for `withFileUrls`).
 */
function userSearchRank(
  db: Db,
  rank: SearchRank,
  withAfter: boolean,
  notBlocked: NotBlockedSql,
  gate: SQL | undefined,
) {
  const p = (name: string) => sql.placeholder(name);
  const keyword = sql`lower(${p('keyword')}::text)`;
  // WARNING: the same expressions as the indexes' (schema/users.ts), or the planner cannot use them.
  const nicknameKey = sql`(lower(${users.nickname}) collate "C")`;
  const usernameKey = sql`(lower(${users.username}) collate "C")`;
  // Starts with the keyword: [keyword, keyword + the last code point) in code-point order.
  const startsWithKeyword = (key: SQL) => sql`(${key} >= ${keyword} and ${key} < ${keyword} || chr(1114111))`;
  const nicknamePrefix = startsWithKeyword(nicknameKey);
  const usernamePrefix = startsWithKeyword(usernameKey);
  // Rank 2 reads every player once, in table order, and sorts the few it keeps: its key is written
  // so that no index matches it. Walking the nickname index instead costs a heap read per player
  // when the page does not fill (265 buffers for 1 000 players, against 25; bench:data).
  const insideKey = sql`(lower(coalesce(${users.nickname}, '')) collate "C")`;
  const key = rank === 0 ? nicknameKey : rank === 1 ? usernameKey : insideKey;
  const match =
    rank === 0
      ? nicknamePrefix
      : rank === 1
        ? sql`${usernamePrefix} and not ${nicknamePrefix}`
        : sql`(strpos(lower(${users.nickname}), ${keyword}) > 0 or strpos(lower(coalesce(${users.username}, '')), ${keyword}) > 0) and not ${nicknamePrefix} and not coalesce(${usernamePrefix}, false)`;
  const entry = sql<string>`'{"id":' || ${users.id}::text || ',"nickname":' || ${jsonText(sql`coalesce(${users.nickname}, '')`)} || ',"username":' || ${jsonText(sql`${users.username}`)} || ',"avatar":' || ${fileUrlJsonText(avatarThumbnailKeySql(sql`${users.profilePictureKey}`))} || ',"intro":' || ${jsonText(sql`${users.bio}`)} || '}'`;
  return (
    db
      // Named: the statement's CTEs are read by these names.
      .select({
        key: sql<string>`${key}`.as('key'),
        id: sql<number>`${users.id}`.as('id'),
        entry: entry.as('entry'),
      })
      .from(users)
      .where(
        and(
          withAfter
            ? sql`(${key}, ${users.id}) > (${p('key')}::text collate "C", ${p('id')}::bigint)`
            : undefined,
          isNull(users.deletedAt),
          isNotNull(users.nickname),
          rank === 1 ? isNotNull(users.username) : undefined,
          ne(users.id, p('viewerId')),
          match,
          notBlocked(p('viewerId'), users.id),
          gate,
        ),
      )
      .orderBy(sql`${key}`, asc(users.id))
      .limit(p('limit'))
  );
}

/**
 * The search's page from `startRank` on (the cursor's rank, or 0) in one statement: each rank a
 * CTE, a later rank gated on the earlier ones not having filled the page. The gate reads only the
 * earlier CTEs and the limit, so PostgreSQL checks it once, before the rank's scan (a one-time
 * filter), and a page the prefix matches fill never starts the scan of rank 2. Rows as
 * [rank, key, id, entry], in order.
 */
function userSearchStatement(db: Db, startRank: SearchRank, withAfter: boolean, notBlocked: NotBlockedSql) {
  const ranks = ([0, 1, 2] as const).filter((rank) => rank >= startRank);
  const limit = sql`${sql.placeholder('limit')}::int`;
  const cte = (rank: SearchRank) => sql.raw(`rank_${rank}`);
  const withs = ranks.map((rank, index) => {
    const earlier = ranks.slice(0, index).map((before) => sql`(select count(*) from ${cte(before)})`);
    const gate = earlier.length === 0 ? undefined : sql`${sql.join(earlier, sql` + `)} < ${limit}`;
    return sql`${cte(rank)} as (${userSearchRank(db, rank, withAfter && index === 0, notBlocked, gate)})`;
  });
  const union = sql.join(
    ranks.map((rank) => sql`select ${sql.raw(String(rank))} as rank, key, id, entry from ${cte(rank)}`),
    sql` union all `,
  );
  const statement = sql`with ${sql.join(withs, sql`, `)} select rank, key, id, entry from (${union}) page order by rank, key collate "C", id limit ${limit}`;
  return rawStatement(db, statement);
}

/** A page of the player search as its statements write it (`userSearchQuery`). */
export interface SearchPageText {
  /** The rows fetched (one more than the page's size says another page exists). */
  fetched: number;
  /** The page's results as JSON text, joined with commas. */
  entries: string | null;
  /** The page's last result's position (rank, key, id) when another page exists. */
  next: [number, string, number] | null;
}

/** The search's prepared statements, one per starting rank and shape, built with blocks' fragment (users.service.ts). */
export function userSearchQuery(notBlocked: NotBlockedSql) {
  const first = preparedRows('users_search_first', (db) => userSearchStatement(db, 0, false, notBlocked));
  const after = ([0, 1, 2] as const).map((rank) =>
    preparedRows(`users_search_after_${rank}`, (db) => userSearchStatement(db, rank, true, notBlocked)),
  );
  /**
   * Nickname or username containing the keyword (any case): nickname prefix matches first, then
   * username prefix matches, then the rest, each by its key; `limit` rows at most, one statement.
   */
  return async function searchUsers(
    db: Db,
    { viewerId, keyword, after: position, limit }: UserSearch,
  ): Promise<SearchPageText> {
    const statement = position === null ? first : after[position[0] as SearchRank]!;
    const found = await statement(db)({
      viewerId,
      keyword,
      limit,
      ...(position === null ? {} : { key: position[1], id: position[2] }),
    });
    // By position, in userSearchStatement's select order; int8 through Number (the drivers differ).
    const page = found.slice(0, limit - 1);
    const last = page.at(-1);
    return {
      fetched: found.length,
      entries: page.length === 0 ? null : page.map((row) => row[3] as string).join(','),
      next:
        found.length === limit && last !== undefined
          ? [Number(last[0]), last[1] as string, Number(last[2])]
          : null,
    };
  };
}

export interface AllUsersSearch {
  /** '' finds everyone. */
  keyword: string;
  /** Keyset position of the last row already sent: [created_at as text, id]. */
  after: readonly [string, number] | null;
  limit: number;
}

/**
 * The admins' all-users list: every account that still exists (blocks do not apply), nickname or
 * username containing the keyword (any case), newest first.
 */
export async function searchAllUsers(db: Db, { keyword, after, limit }: AllUsersSearch) {
  const infix = `%${escapeLike(keyword)}%`;
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      bio: users.bio,
      profilePictureKey: users.profilePictureKey,
      at: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(
      and(
        after
          ? sql`(${users.createdAt}, ${users.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`
          : undefined,
        isNull(users.deletedAt),
        keyword === '' ? undefined : or(ilike(users.nickname, infix), ilike(users.username, infix)),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

// Prepared with the ids as one array parameter: every list page (rules, DM rooms, games…) reads
// its people here, and building the query per call cost more than running it (docs/performance.md).
const userCards = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      profilePictureKey: users.profilePictureKey,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('users_find_cards'),
);

/** A player's card as `userCardSql` answers it (the row of `findUserCards`, `deletedAt` as text). */
export interface UserCardJson {
  id: number;
  nickname: string | null;
  username: string | null;
  profilePictureKey: string | null;
  deletedAt: string | null;
}

/**
 * The card of the player in `userId` (a column of the caller's own query) as one JSON value, null
 * when there is none: a scalar subquery, one primary-key probe per row, so a list page that shows
 * people needs no second round trip for them (issue 17). The same fields as `findUserCards`.
 */
export function userCardSql(userId: SQLWrapper): SQL<UserCardJson | null> {
  return sql<UserCardJson | null>`(select json_build_object('id', ${users.id}, 'nickname', ${users.nickname}, 'username', ${users.username}, 'profilePictureKey', ${users.profilePictureKey}, 'deletedAt', ${users.deletedAt}) from ${users} where ${users.id} = ${userId})`;
}

/**
 * The player in `userId` as a game card's two JSON members, `"<nickname>":…,"<picture>":…`, in the
 * bytes the cards' presenter (`person`) and the compiled serializer wrote: a deleted or missing
 * account is 탈퇴한 사용자 without a picture, no nickname is "". The picture is its key marked for
 * Node (`fileUrlJsonText` of its thumbnail's key: the URL is the storage's). For a list statement that writes its page as
 * text (issue 17); users_pkey serves it.
 */
export function personJsonTextSql(
  userId: SQLWrapper,
  keys: { nickname: string; picture: string },
): SQL<string> {
  const nickname = `'${JSON.stringify(keys.nickname)}:'`;
  const picture = `',${JSON.stringify(keys.picture)}:'`;
  const gone = `'${JSON.stringify(keys.nickname)}:${JSON.stringify(DELETED_USER_NICKNAME)},${JSON.stringify(keys.picture)}:null'`;
  return sql<string>`coalesce((select ${sql.raw(nickname)} || to_json(coalesce(pu.nickname, ''))::text || ${sql.raw(picture)} || ${fileUrlJsonText(avatarThumbnailKeySql(sql`pu.profile_picture_key`))} from ${users} as pu where pu.id = ${userId} and pu.deleted_at is null), ${sql.raw(gone)})`;
}

/**
 * The player's account in `userId` (a column of the caller's own query) as a derived table for
 * `left join lateral … as <alias> on true`: `nickname`, `profile_picture_key` and `active` (false for
 * a deleted account; every column null without a row). A page that writes several of a player's
 * columns per row reads the row once this way: a scalar subquery per column had looked it up two
 * to four times a row (issue 17: the likers' and the rankings' pages).
 */
export function userRowSql(userId: SQLWrapper): SQL {
  return sql`(select ur.nickname, ur.profile_picture_key, ur.deleted_at is null as active from ${users} as ur where ur.id = ${userId})`;
}

/**
 * The player in `userId` (a column of the caller's own query) has an account that was not
 * deleted: a WHERE fragment (the feed leaves out games of deleted accounts, issue 20).
 */
export function activeUserSql(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deletedAt} is null)`;
}

/**
 * The profile region of the player in `userId` ('서울 강남구'), null when they have none or their
 * account was deleted: a scalar subquery for another feature's statement (the nearest game list
 * measures from it, issue 17: it was a round trip before the page). users_pkey serves it.
 */
export function activeUserRegionSql(userId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ur.region from ${users} as ur where ur.id = ${userId} and ur.deleted_at is null)`;
}

/** What a list shows of other players (blocked users, contact senders), deleted ones included. */
export async function findUserCards(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return userCards(db).execute({ ids: [...new Set(ids)] });
}

/**
 * The search-result card (id, names, intro, picture) of the players among `ids` whose accounts
 * still exist: what friend lists show.
 */
export async function findActiveUserCards(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      bio: users.bio,
      profilePictureKey: users.profilePictureKey,
    })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
}

/** The ids among `ids` whose accounts still exist. */
export async function listActiveUserIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

export async function findGroupAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isGroupAccount, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Any account (group or not, deleted or not) holding this e-mail or group id. */
export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

export async function insertUser(db: Db, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** True when the user was a player and is now an administrator. */
export async function promoteToAdmin(db: Db, id: number): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'ADMIN', updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, 'USER')))
    .returning({ id: users.id });
  return promoted.length > 0;
}

export async function listDemoUsers(db: Db) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.isDemo, true), isNull(users.deletedAt)))
    .orderBy(users.id);
}

/** Keeps the row (other players' games point at it) and clears everything personal in it. */
export async function anonymiseUser(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
      email: null,
      passwordHash: null,
      username: null,
      nickname: null,
      role: 'USER',
      isInitialGroup: false,
      age: null,
      gender: null,
      region: null,
      bio: null,
      affiliation: null,
      profilePictureKey: null,
    })
    .where(eq(users.id, userId));
}

/** Which of `keys` a player's picture still is (the orphan-upload sweep keeps those files). */
export async function findReferencedPictureKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: users.profilePictureKey })
    .from(users)
    .where(inArray(users.profilePictureKey, keys));
  return rows.map((row) => row.key!);
}
