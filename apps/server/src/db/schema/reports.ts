import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What can be reported (core REPORT_TARGET_TYPES); each kind is described by its own feature. */
export const reportTargetTypeEnum = pgEnum('report_target_type', ['RULE', 'GAME', 'COMMENT']);
export const reportStatusEnum = pgEnum('report_status', ['OPEN', 'RESOLVED']);

/**
 * A player's report of a rule, game or comment, and the staff's decision on it. The target is a
 * (type, id) pair without a foreign key: the reported row belongs to another feature and may be
 * deleted, after which the report stays on record with no preview.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    targetType: reportTargetTypeEnum('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    // Null once the reporter deleted their account (personal-data.ts): the report itself stays.
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    status: reportStatusEnum('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: bigint('resolved_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    // One report per player per target. NULL reporters (deleted accounts) never collide.
    uniqueIndex('reports_reporter_target_key').on(table.reporterId, table.targetType, table.targetId),
    // The queue: open ones oldest first, resolved ones newest decision first.
    index('reports_open_queue_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'OPEN'`),
    index('reports_resolved_queue_idx')
      .on(table.resolvedAt, table.id)
      .where(sql`${table.status} = 'RESOLVED'`),
    // Resolving closes every open report on one target; the queue counts them per target.
    index('reports_target_idx').on(table.targetType, table.targetId),
    check(
      'reports_resolution_complete',
      sql`(${table.status} = 'OPEN' and ${table.resolvedAt} is null) or (${table.status} = 'RESOLVED' and ${table.resolvedAt} is not null)`,
    ),
  ],
);

/**
 * Items an administrator hid: they leave every list, search and feed for everyone but their author
 * and administrators (reports' visibleToViewer). Deleting the row shows the item again.
 */
export const hiddenItems = pgTable(
  'hidden_items',
  {
    targetType: reportTargetTypeEnum('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    hiddenById: bigint('hidden_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    // The report whose resolution hid it (its note says why).
    reportId: bigint('report_id', { mode: 'number' }).references(() => reports.id, {
      onDelete: 'set null',
    }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.targetType, table.targetId] })],
);

export type ReportRow = typeof reports.$inferSelect;
