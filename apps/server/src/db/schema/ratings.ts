import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { rules } from './rules.ts';
import { users } from './users.ts';

/**
 * A player's Glicko-2 rating in one rule (decision 024), written when a rated match completes.
 * `games_played` counts the rated games; a row exists only after the first one.
 */
export const playerRatings = pgTable(
  'player_ratings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    rating: doublePrecision('rating').notNull(),
    rd: doublePrecision('rd').notNull(),
    volatility: doublePrecision('volatility').notNull(),
    gamesPlayed: integer('games_played').notNull().default(0),
    /**
     * The player's profile region ('province district') as users last told ratings (a copy kept by
     * the users feature's region hook, so champions never read another feature's table).
     */
    region: text('region'),
    lastGameAt: timestamp('last_game_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'player_ratings_pk', columns: [table.userId, table.ruleId] }),
    // The ranking: a rule's players by rating (decision 024's order), keyset-paged.
    index('player_ratings_rule_rating_idx').on(table.ruleId, table.rating.desc(), table.userId),
    // Champions: a rule's players in one district.
    index('player_ratings_rule_region_idx').on(table.ruleId, table.region),
    check('player_ratings_games_not_negative', sql`${table.gamesPlayed} >= 0`),
  ],
);

/**
 * One row per rated game per player: the rating and the rank in the rule before and after it (the
 * per-game ranking, spec §3). The primary key (game, user) is what makes a rating apply once.
 */
export const ratingHistory = pgTable(
  'rating_history',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    /** 1 win, 0.5 draw, 0 loss. */
    score: real('score').notNull(),
    ratingBefore: doublePrecision('rating_before').notNull(),
    ratingAfter: doublePrecision('rating_after').notNull(),
    rdAfter: doublePrecision('rd_after').notNull(),
    /** Null when the player had no rating in the rule before this game. */
    rankBefore: integer('rank_before'),
    rankAfter: integer('rank_after').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'rating_history_pk', columns: [table.gameId, table.userId] }),
    index('rating_history_user_rule_idx').on(table.userId, table.ruleId, table.ratedAt),
    check('rating_history_score_range', sql`${table.score} in (0, 0.5, 1)`),
  ],
);

/**
 * The champion of a rule in a district ('province district', the profile's region): decision 024.
 * Recomputed whenever a rating or a player's region changes, and on account deletion.
 */
export const ruleChampions = pgTable(
  'rule_champions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    region: text('region').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** The game whose rating made this champion, when one did (newChampionIdx). */
    sinceGameId: bigint('since_game_id', { mode: 'number' }).references(() => games.id),
    /** 1 or 2 when that game's user1/user2 became champion: the result's newChampionIdx. */
    sinceGameSide: smallint('since_game_side'),
  },
  (table) => [
    uniqueIndex('rule_champions_rule_region_key').on(table.ruleId, table.region),
    index('rule_champions_user_idx').on(table.userId),
    index('rule_champions_game_idx').on(table.sinceGameId),
  ],
);

export type PlayerRatingRow = typeof playerRatings.$inferSelect;
export type RatingHistoryRow = typeof ratingHistory.$inferSelect;
export type RuleChampionRow = typeof ruleChampions.$inferSelect;
