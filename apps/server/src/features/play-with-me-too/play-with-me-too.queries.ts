import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { qualifiedColumn } from '../../db/qualified-column.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { playWithMeTooRequests as requests } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { gameStatusSql } from '../games/index.ts';
import { ruleVersionSummarySql } from '../rules/index.ts';
import { userCardSql } from '../users/index.ts';

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

export type ChallengePosition = readonly [string, number];

const p = (name: string) => sql.placeholder(name);

/**
 * A column of `play_with_me_too_requests` qualified: drizzle writes a one-table select's columns
 * bare, and inside the fragments' subqueries a bare "rule_id" would name their own table's.
 */
const qualified = (column: { name: string }) => qualifiedColumn('play_with_me_too_requests', column);

/**
 * GET /status-with-user in one statement (issue 17: the block check, the challenge, then cards,
 * rule versions and game statuses were five round trips): the latest challenge between the two,
 * whichever way it went, none when either blocked the other, with what the banner shows — the
 * rule's title and categories at the challenge's version (rules' fragment) and the game's status
 * (games'). Prepared once.
 */
const statusWithUserStatement = preparedQuery((db) =>
  db
    .select({
      status: requests.status,
      fromUserId: requests.fromUserId,
      gameId: requests.gameId,
      ruleId: requests.ruleId,
      rule: ruleVersionSummarySql(qualified(requests.ruleId), qualified(requests.ruleVersion)),
      gameStatus: gameStatusSql(qualified(requests.gameId)),
    })
    .from(requests)
    .where(
      and(
        or(
          and(sql`${requests.fromUserId} = ${p('userId')}`, sql`${requests.toUserId} = ${p('otherId')}`),
          and(sql`${requests.fromUserId} = ${p('otherId')}`, sql`${requests.toUserId} = ${p('userId')}`),
        ),
        notBlockedWith(p('userId'), p('otherId')),
      ),
    )
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(1)
    .prepare('play_with_me_too_status_with_user'),
);

/** The latest challenge between `userId` and `otherId` as the banner shows it (see above). */
export async function findStatusWithUser(db: Db, userId: number, otherId: number) {
  const [row] = await statusWithUserStatement(db).execute({ userId, otherId });
  return row;
}

/**
 * Challenges received (`side` 'to') or sent ('from') by `userId`, newest first, a page; the other
 * player's challenges are left out when either blocked the other. One statement with both
 * players' cards and the rule at the challenge's version (issue 17: it was four round trips),
 * prepared per side and shape (first, next).
 */
function challengesPage(db: Db, side: 'to' | 'from', withAfter: boolean) {
  const userId = p('userId');
  const mine =
    side === 'to' ? sql`${requests.toUserId} = ${userId}` : sql`${requests.fromUserId} = ${userId}`;
  const other = side === 'to' ? requests.fromUserId : requests.toUserId;
  return db
    .select({
      request: {
        id: requests.id,
        fromUserId: requests.fromUserId,
        toUserId: requests.toUserId,
        ruleId: requests.ruleId,
        status: requests.status,
        gameId: requests.gameId,
        createdAt: requests.createdAt,
      },
      position: sql<string>`${requests.createdAt}::text`,
      fromCard: userCardSql(qualified(requests.fromUserId)),
      toCard: userCardSql(qualified(requests.toUserId)),
      rule: ruleVersionSummarySql(qualified(requests.ruleId), qualified(requests.ruleVersion)),
    })
    .from(requests)
    .where(
      and(
        mine,
        notBlockedWith(userId, other),
        withAfter
          ? sql`(${requests.createdAt}, ${requests.id}) < (${p('afterAt')}::timestamptz, ${p('afterId')}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(p('limit'))
    .prepare(`play_with_me_too_${side}_${withAfter ? 'next' : 'first'}`);
}

const challengesPages = {
  to: {
    first: preparedQuery((db) => challengesPage(db, 'to', false)),
    next: preparedQuery((db) => challengesPage(db, 'to', true)),
  },
  from: {
    first: preparedQuery((db) => challengesPage(db, 'from', false)),
    next: preparedQuery((db) => challengesPage(db, 'from', true)),
  },
};

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
  const pages = challengesPages[side];
  return after === null
    ? pages.first(db).execute({ userId, limit })
    : pages.next(db).execute({ userId, limit, afterAt: after[0], afterId: after[1] });
}

export type ListedChallengeRow = Awaited<ReturnType<typeof listRequests>>[number];

/** Account deletion: every challenge the person sent or received. */
export async function deleteRequestsOf(db: Db, userId: number) {
  await db.delete(requests).where(or(eq(requests.fromUserId, userId), eq(requests.toUserId, userId)));
}
