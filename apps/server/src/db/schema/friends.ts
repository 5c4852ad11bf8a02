import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const friendshipStatusEnum = pgEnum('friendship_status', ['PENDING', 'ACCEPTED']);

/**
 * A friend request and, once accepted, the friendship: one row per pair of players whatever the
 * direction (decision 015). The pair is stored canonically (`user_low` < `user_high`), so the
 * primary key refuses a second row for the same two people — A→B and B→A included — and
 * `requester_id` says who asked.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: bigint('user_low', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: bigint('user_high', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: bigint('requester_id', { mode: 'number' }).notNull(),
    status: friendshipStatusEnum('status').notNull().default('PENDING'),
    /** When the request was sent (sent and received lists, newest first). */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was accepted (friends list, newest friend first); null while pending. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh] }),
    // The primary key serves lookups by user_low; this one serves those by user_high.
    index('friendships_user_high_idx').on(table.userHigh),
    check('friendships_pair_canonical', sql`${table.userLow} < ${table.userHigh}`),
    check(
      'friendships_requester_in_pair',
      sql`${table.requesterId} = ${table.userLow} or ${table.requesterId} = ${table.userHigh}`,
    ),
    check('friendships_accepted_at', sql`(${table.status} = 'ACCEPTED') = (${table.acceptedAt} is not null)`),
  ],
);

export type FriendshipRow = typeof friendships.$inferSelect;
