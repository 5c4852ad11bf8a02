import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { rules } from './rules.ts';
import { users } from './users.ts';

export const challengeStatusEnum = pgEnum('play_with_me_too_status', [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
]);

/**
 * '나랑도 한 판' (spec §3 Play-with-me-too request, §4): a player challenges another with a rule; an
 * accepted challenge becomes a SCHEDULED game between the two (`game_id`). At most one PENDING
 * challenge per (from, to) pair.
 */
export const playWithMeTooRequests = pgTable(
  'play_with_me_too_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: bigint('from_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    toUserId: bigint('to_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    /** The rule's version when the challenge was sent (what the lists show). */
    ruleVersion: integer('rule_version').notNull(),
    status: challengeStatusEnum('status').notNull().default('PENDING'),
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('play_with_me_too_one_pending_key')
      .on(table.fromUserId, table.toUserId)
      .where(sql`${table.status} = 'PENDING'`),
    index('play_with_me_too_to_idx').on(table.toUserId, table.createdAt.desc(), table.id.desc()),
    index('play_with_me_too_from_idx').on(table.fromUserId, table.createdAt.desc(), table.id.desc()),
    check('play_with_me_too_not_self', sql`${table.fromUserId} <> ${table.toUserId}`),
  ],
);

export type PlayWithMeTooRow = typeof playWithMeTooRequests.$inferSelect;
