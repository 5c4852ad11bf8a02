import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { rules } from './rules.ts';
import { users } from './users.ts';

/**
 * A player's review of the other player after a completed, non-abandoned match (issue 19 item 1;
 * decision 025): manner and performance 1–5 and an optional text. One per reviewer per game
 * (`reviews_game_reviewer_key`, a repeat answers 409). `reviewee_id` is stored so a player's
 * performance history walks one index (`reviews_reviewee_idx`, newest first); their totals are kept
 * in `player_review_totals`. Text limits count NFC code points, as the
 * contract's `countChars` does (the text arrives NFC-normalised).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    reviewerId: bigint('reviewer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    revieweeId: bigint('reviewee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    manner: smallint('manner').notNull(),
    performance: smallint('performance').notNull(),
    /** Null when the reviewer wrote nothing, or after the reviewer deleted their account. */
    text: text('text'),
    /** When the reviewed match ended (its result's completed_at): the performance chart's x. */
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_game_reviewer_key').on(table.gameId, table.reviewerId),
    // With the id: the history's order (played_at desc, id desc) is the index's, walked backwards.
    index('reviews_reviewee_idx').on(table.revieweeId, table.playedAt, table.id),
    index('reviews_reviewer_idx').on(table.reviewerId),
    check('reviews_manner_range', sql`${table.manner} between 1 and 5`),
    check('reviews_performance_range', sql`${table.performance} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${table.text}) <= 300`),
    check('reviews_not_self', sql`${table.reviewerId} <> ${table.revieweeId}`),
  ],
);

/**
 * What a player's reviews add up to (decision 040): how many they received and the sums of their
 * manner and performance ratings, kept by a trigger on `reviews` (migration 0028) so a profile or a
 * game card reads one row instead of every review the player ever received. The scores are
 * `manner_sum / review_count` and `performance_sum / review_count`; no row is no review.
 */
export const playerReviewTotals = pgTable('player_review_totals', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  reviewCount: integer('review_count').notNull(),
  mannerSum: integer('manner_sum').notNull(),
  performanceSum: integer('performance_sum').notNull(),
});

/**
 * A player's 1–5 rating of the rule a completed match was played with, once per player per game
 * (`rule_ratings_game_player_key`). The rule's `rating_sum` / `rating_count` grow in the same
 * transaction (rules' index.ts).
 */
export const ruleRatings = pgTable(
  'rule_ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rule_ratings_game_player_key').on(table.gameId, table.playerId),
    index('rule_ratings_player_idx').on(table.playerId),
    index('rule_ratings_rule_idx').on(table.ruleId),
    check('rule_ratings_rating_range', sql`${table.rating} between 1 and 5`),
    check('rule_ratings_comment_length', sql`char_length(${table.comment}) <= 300`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type RuleRatingRow = typeof ruleRatings.$inferSelect;
