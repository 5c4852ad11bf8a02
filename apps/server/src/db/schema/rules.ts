import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
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

/**
 * What a rule says, as the player wrote it (spec §3 Rule). The same columns hold a rule's current
 * text, each stored version of it and each edit request, so a function builds them for each table.
 * pointsToWin and durationSeconds use -1 for "unlimited".
 */
function ruleContentColumns() {
  return {
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
  };
}

type ContentColumns = { [K in 'pointsToWin' | 'durationSeconds' | 'setsToWin']: AnyPgColumn };

/** The same limits the core schemas enforce, as the database's last word. */
function ruleContentChecks(name: string, table: ContentColumns) {
  return [
    check(`${name}_points_valid`, sql`${table.pointsToWin} = -1 or ${table.pointsToWin} >= 1`),
    check(`${name}_duration_valid`, sql`${table.durationSeconds} = -1 or ${table.durationSeconds} >= 1`),
    check(
      `${name}_not_both_unlimited`,
      sql`not (${table.pointsToWin} = -1 and ${table.durationSeconds} = -1)`,
    ),
    check(`${name}_sets_valid`, sql`${table.setsToWin} >= 1`),
  ];
}

/**
 * A user-written rule with its current content (the latest version). Games refer to a rule and the
 * version they were made with (rule_versions); rankings and play statistics stay per rule.
 */
export const rules = pgTable(
  'rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...ruleContentColumns(),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version whose content the columns above hold; a row in rule_versions has it too. */
    currentVersion: integer('current_version').notNull().default(1),
    playCount: integer('play_count').notNull().default(0),
    /** Sum and count of the players' 1–5 ratings; the average is derived (0 before the first). */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    averageRating: doublePrecision('average_rating')
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count = 0 then 0 else rating_sum::double precision / rating_count end`,
      ),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    /**
     * The 초성 of the title and of the goal (spaces removed, the two separated by one space), so
     * 'ㅌㄱ' finds 탁구. Computed in the app (es-hangul) on every write; null until the app fills it
     * for rows written before migration 0003 (backfilled at start).
     */
    searchChoseong: text('search_choseong'),
  },
  (table) => [
    index('rules_category_idx').on(table.majorCategory, table.minorCategory),
    // The two sorts of GET /api/rules/list and my rules, each ending in the id (keyset cursors).
    // Ascending on purpose: read backwards they give the lists' `desc, desc` order exactly, which
    // drizzle's `.desc()` index (DESC NULLS LAST) would not.
    index('rules_recent_idx').on(table.createdAt, table.id),
    index('rules_popular_idx').on(table.playCount, table.averageRating, table.id),
    index('rules_created_by_idx').on(table.createdById, table.createdAt, table.id),
    ...ruleContentChecks('rules', table),
  ],
);

export type RuleRow = typeof rules.$inferSelect;

/**
 * Every version a rule has had, never changed after it is written: version 1 when the rule is
 * created, N+1 when an admin approves an edit. A game keeps (rule_id, version).
 */
export const ruleVersions = pgTable(
  'rule_versions',
  {
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    ...ruleContentColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ruleId, table.version] }),
    check('rule_versions_version_positive', sql`${table.version} >= 1`),
    ...ruleContentChecks('rule_versions', table),
  ],
);

export type RuleVersionRow = typeof ruleVersions.$inferSelect;

/** CANCELLED is internal: the requester withdrew it (or their account was deleted); no client sees it. */
export const editRequestStatusEnum = pgEnum('rule_edit_request_status', [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
]);

/** A creator's proposed new content for their rule, reviewed by an admin (spec §3, §4). */
export const ruleEditRequests = pgTable(
  'rule_edit_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    /** The version the requester saw: what the admin compares the proposal against. */
    baseVersion: integer('base_version').notNull(),
    ...ruleContentColumns(),
    status: editRequestStatusEnum('status').notNull().default('PENDING'),
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedById: bigint('reviewed_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The version an approval created. */
    resultVersion: integer('result_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // WARNING: one PENDING request per rule, also when two submits race (409 edit_request_pending).
    uniqueIndex('rule_edit_requests_one_pending_key')
      .on(table.ruleId)
      .where(sql`${table.status} = 'PENDING'`),
    // The creator's latest request on a rule; the admin list by status, newest first.
    index('rule_edit_requests_rule_idx').on(table.ruleId, table.createdAt, table.id),
    index('rule_edit_requests_status_idx').on(table.status, table.createdAt, table.id),
    index('rule_edit_requests_recent_idx').on(table.createdAt, table.id),
    check(
      'rule_edit_requests_rejection_reason',
      sql`${table.status} <> 'REJECTED' or ${table.rejectionReason} is not null`,
    ),
    ...ruleContentChecks('rule_edit_requests', table),
  ],
);

export type RuleEditRequestRow = typeof ruleEditRequests.$inferSelect;
