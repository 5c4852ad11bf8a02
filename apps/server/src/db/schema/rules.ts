import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Rule categories, seeded from the shared taxonomy (major → minor). Names are stable keys. */
export const ruleCategories = pgTable(
  'rule_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    major: text('major').notNull(),
    minor: text('minor').notNull(),
    majorOrder: integer('major_order').notNull(),
    minorOrder: integer('minor_order').notNull(),
  },
  (table) => [uniqueIndex('rule_categories_major_minor_key').on(table.major, table.minor)],
);

export const winByEnum = pgEnum('rule_win_by', ['SETS_HALF_WIN', 'MOST_SETS_AND_POINTS', 'TIME_LIMIT']);

/** A user-written rule (spec §3). pointsToWin and durationSeconds use -1 for "unlimited". */
export const rules = pgTable(
  'rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    majorCategory: text('major_category').notNull(),
    minorCategory: text('minor_category').notNull(),
    goal: text('goal').notNull(),
    scoreDefinition: text('score_definition').notNull(),
    preparation: text('preparation').notNull(),
    playOrder: text('play_order').notNull(),
    decision: text('decision').notNull(),
    foul: text('foul').notNull(),
    extraInfo: text('extra_info'),
    winBy: winByEnum('win_by').notNull(),
    pointsToWin: integer('points_to_win').notNull(),
    setsToWin: integer('sets_to_win').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rules_category_idx').on(table.majorCategory, table.minorCategory),
    check('rules_points_valid', sql`${table.pointsToWin} = -1 or ${table.pointsToWin} >= 1`),
    check('rules_duration_valid', sql`${table.durationSeconds} = -1 or ${table.durationSeconds} >= 1`),
    check('rules_not_both_unlimited', sql`not (${table.pointsToWin} = -1 and ${table.durationSeconds} = -1)`),
    check('rules_sets_valid', sql`${table.setsToWin} >= 1`),
  ],
);

export type RuleRow = typeof rules.$inferSelect;
