import { and, desc, eq, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { friendships } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';

/** The pair as stored: the smaller id first (decision 015). */
function pairOf(a: number, b: number) {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

function isPair(a: number, b: number): SQL {
  const { userLow, userHigh } = pairOf(a, b);
  return and(eq(friendships.userLow, userLow), eq(friendships.userHigh, userHigh))!;
}

/** The row of `userId`'s pairs that is not them: the other player. */
const otherThan = (userId: number) =>
  // mapWith: node-postgres answers an expression's bigint as text (PGlite as a number).
  sql<number>`case when ${friendships.userLow} = ${userId} then ${friendships.userHigh} else ${friendships.userLow} end`.mapWith(
    Number,
  );

const involves = (userId: number) => or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId));

export async function findPair(db: Db, a: number, b: number) {
  const [row] = await db.select().from(friendships).where(isPair(a, b)).limit(1);
  return row;
}

/** The pair's row, locked until the transaction ends: two answers to one request queue up here. */
export async function lockPair(db: Db, a: number, b: number) {
  const [row] = await db.select().from(friendships).where(isPair(a, b)).limit(1).for('update');
  return row;
}

/**
 * A new pending request, unless the pair already has a row (a request either way or a
 * friendship): true when inserted. ON CONFLICT waits for a concurrent insert of the same pair to
 * commit or roll back, so two crossed requests never both insert.
 */
export async function insertRequest(db: Db, requesterId: number, targetId: number) {
  const rows = await db
    .insert(friendships)
    .values({ ...pairOf(requesterId, targetId), requesterId })
    .onConflictDoNothing()
    .returning({ requesterId: friendships.requesterId });
  return rows.length > 0;
}

/** PENDING from `requesterId` → ACCEPTED; true when there was such a request. */
export async function acceptRequest(db: Db, requesterId: number, accepterId: number) {
  const rows = await db
    .update(friendships)
    .set({ status: 'ACCEPTED', acceptedAt: sql`now()` })
    .where(
      and(
        isPair(requesterId, accepterId),
        eq(friendships.status, 'PENDING'),
        eq(friendships.requesterId, requesterId),
      ),
    )
    .returning({ requesterId: friendships.requesterId });
  return rows.length > 0;
}

/** Withdraws (requester) or turns down (the other one) a pending request; true when one existed. */
export async function deleteRequest(db: Db, requesterId: number, otherId: number) {
  const rows = await db
    .delete(friendships)
    .where(
      and(
        isPair(requesterId, otherId),
        eq(friendships.status, 'PENDING'),
        eq(friendships.requesterId, requesterId),
      ),
    )
    .returning({ requesterId: friendships.requesterId });
  return rows.length > 0;
}

/** Ends a friendship; true when they were friends. */
export async function deleteFriendship(db: Db, a: number, b: number) {
  const rows = await db
    .delete(friendships)
    .where(and(isPair(a, b), eq(friendships.status, 'ACCEPTED')))
    .returning({ requesterId: friendships.requesterId });
  return rows.length > 0;
}

/** A block ends everything between the two: the friendship or a request either way. */
export async function deleteEverythingBetween(db: Db, a: number, b: number) {
  await db.delete(friendships).where(isPair(a, b));
}

/** Account deletion: every friendship and request of the person. */
export async function deleteAllOf(db: Db, userId: number) {
  await db.delete(friendships).where(involves(userId));
}

/** A position in a newest-first list: the row's time (full precision, as text) and the other id. */
export interface FriendPosition {
  at: string;
  otherId: number;
}

export type FriendListKind = 'friends' | 'sent' | 'received';

export interface FriendListQuery {
  kind: FriendListKind;
  /** Whose list. */
  ownerId: number;
  /** Who is looking: players with a block either way with them are left out. */
  viewerId: number;
  after: FriendPosition | null;
  limit: number;
}

/**
 * The other players of `ownerId`'s friendships (newest friend first) or pending requests sent or
 * received (newest first), `limit` rows after `after` (keyset).
 */
export async function listFriendRows(db: Db, { kind, ownerId, viewerId, after, limit }: FriendListQuery) {
  const other = otherThan(ownerId);
  const at = kind === 'friends' ? friendships.acceptedAt : friendships.requestedAt;
  const which =
    kind === 'friends'
      ? eq(friendships.status, 'ACCEPTED')
      : and(
          eq(friendships.status, 'PENDING'),
          kind === 'sent'
            ? eq(friendships.requesterId, ownerId)
            : sql`${friendships.requesterId} <> ${ownerId}`,
        );
  return db
    .select({ otherId: other, at: sql<string>`${at}::text` })
    .from(friendships)
    .where(
      and(
        involves(ownerId),
        which,
        notBlockedWith(viewerId, other),
        after ? sql`(${at}, ${other}) < (${after.at}::timestamptz, ${after.otherId}::bigint)` : undefined,
      ),
    )
    .orderBy(desc(at), desc(other))
    .limit(limit);
}

/**
 * How many friends the player in `ownerId` (a column of the caller's query) has, as `viewerId`
 * would count them in the list: a scalar subquery for the profile's own statement, so a profile
 * is one round trip (the friends work, e3c318b, had made the count a second one, built per call).
 */
export function friendCountSql(ownerId: SQLWrapper, viewerId: Placeholder | number): SQL<number> {
  const friend = sql`case when ${friendships.userLow} = ${ownerId} then ${friendships.userHigh} else ${friendships.userLow} end`;
  return sql<number>`(select count(*)::int from ${friendships} where (${friendships.userLow} = ${ownerId} or ${friendships.userHigh} = ${ownerId}) and ${friendships.status} = 'ACCEPTED' and ${notBlockedWith(viewerId, friend)})`;
}

/**
 * The ids of the viewer's friends (accepted friendships) as an array expression for the caller's
 * own statement: evaluated once per statement (an uncorrelated subquery), so the feed's page
 * ranks friends' games without a round trip of its own (issue 20). A block ends a friendship
 * (decision 015), so no block filter is needed here.
 */
export function friendIdsSql(viewerId: Placeholder | number): SQL<number[]> {
  const f = friendships;
  return sql<
    number[]
  >`array(select case when ${f.userLow} = ${viewerId} then ${f.userHigh} else ${f.userLow} end from ${f} where (${f.userLow} = ${viewerId} or ${f.userHigh} = ${viewerId}) and ${f.status} = 'ACCEPTED')`;
}

/**
 * The ids of the viewer's `limit` latest friends as the friend list orders them (accepted newest
 * first, then the higher id; players blocked either way left out: `listFriendIds`), as an array
 * expression for the caller's own statement (issue 17: the per-game ranking's round trip).
 */
export function latestFriendIdsSql(viewerId: Placeholder | number, limit: number): SQL<number[]> {
  const f = friendships;
  const other = sql`case when ${f.userLow} = ${viewerId} then ${f.userHigh} else ${f.userLow} end`;
  return sql<
    number[]
  >`array(select ${other} from ${f} where (${f.userLow} = ${viewerId} or ${f.userHigh} = ${viewerId}) and ${f.status} = 'ACCEPTED' and ${notBlockedWith(viewerId, other)} order by ${f.acceptedAt} desc, ${other} desc limit ${sql.raw(String(Math.trunc(limit)))})`;
}
