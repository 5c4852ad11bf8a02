import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { playWithMeTooRequests as requests } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';

type Status = (typeof requests.$inferSelect)['status'];

/** A new PENDING challenge; a second one for the pair is refused by the partial unique index (409). */
export async function insertRequest(
  db: Db,
  values: { fromUserId: number; toUserId: number; ruleId: number; ruleVersion: number },
) {
  const [row] = await db.insert(requests).values(values).returning();
  return row!;
}

/**
 * PENDING → `status` for the pair's pending challenge, as one conditional update: of two answers
 * racing, exactly one finds it PENDING (the other's row lock waits, then sees it answered).
 */
export async function answerPending(
  db: Db,
  fromUserId: number,
  toUserId: number,
  status: Exclude<Status, 'PENDING'>,
  at: Date,
) {
  const [row] = await db
    .update(requests)
    .set({ status, answeredAt: at })
    .where(
      and(
        eq(requests.fromUserId, fromUserId),
        eq(requests.toUserId, toUserId),
        eq(requests.status, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

/**
 * A block between the pair (either way): their PENDING challenges, both directions, become
 * CANCELLED, so none waits hidden behind the block to reappear after an unblock (decision 015).
 */
export async function cancelPendingBetween(db: Db, a: number, b: number, at: Date) {
  await db
    .update(requests)
    .set({ status: 'CANCELLED', answeredAt: at })
    .where(
      and(
        eq(requests.status, 'PENDING'),
        or(
          and(eq(requests.fromUserId, a), eq(requests.toUserId, b)),
          and(eq(requests.fromUserId, b), eq(requests.toUserId, a)),
        ),
      ),
    );
}

export async function setGame(db: Db, id: number, gameId: number) {
  await db.update(requests).set({ gameId }).where(eq(requests.id, id));
}

export async function findPending(db: Db, fromUserId: number, toUserId: number) {
  const [row] = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.fromUserId, fromUserId),
        eq(requests.toUserId, toUserId),
        eq(requests.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row;
}

/** The latest challenge between two players, whichever way it went. */
export async function findLatestBetween(db: Db, a: number, b: number) {
  const [row] = await db
    .select()
    .from(requests)
    .where(
      or(
        and(eq(requests.fromUserId, a), eq(requests.toUserId, b)),
        and(eq(requests.fromUserId, b), eq(requests.toUserId, a)),
      ),
    )
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(1);
  return row;
}

export type ChallengePosition = readonly [string, number];

/**
 * Challenges received (`side` 'to') or sent ('from') by `userId`, newest first, a page; the other
 * player's challenges are left out when either blocked the other.
 */
export async function listRequests(
  db: Db,
  {
    userId,
    side,
    after,
    limit,
  }: {
    userId: number;
    side: 'to' | 'from';
    after: ChallengePosition | null;
    limit: number;
  },
) {
  const mine = side === 'to' ? eq(requests.toUserId, userId) : eq(requests.fromUserId, userId);
  const other = side === 'to' ? requests.fromUserId : requests.toUserId;
  return db
    .select({ request: requests, position: sql<string>`${requests.createdAt}::text` })
    .from(requests)
    .where(
      and(
        mine,
        notBlockedWith(userId, other),
        after
          ? sql`(${requests.createdAt}, ${requests.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
}

/** Account deletion: every challenge the person sent or received. */
export async function deleteRequestsOf(db: Db, userId: number) {
  await db.delete(requests).where(or(eq(requests.fromUserId, userId), eq(requests.toUserId, userId)));
}
