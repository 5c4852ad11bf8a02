import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { rules } from './rules.ts';
import { users } from './users.ts';

/**
 * The live state of a started game (issue 18), one row per game, created at kick-off. Every event
 * locks this row (SELECT … FOR UPDATE), so `seq` grows by one per stored event without gaps.
 * `state` is the match engine's state (@hanpan/core `match`), replayable from the events.
 * `due_at` is the next instant the server must act on its own (a set's time-up, or abandonment
 * six hours after `last_event_at`); null once the match is over. Instances sweep rows whose
 * `due_at` has passed and act under the row lock, so a time-up fires once across instances.
 */
export const matchStates = pgTable(
  'match_states',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .primaryKey()
      .references(() => games.id),
    seq: integer('seq').notNull().default(0),
    state: jsonb('state').notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (table) => [
    index('match_states_due_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null`),
    check('match_states_seq_not_negative', sql`${table.seq} >= 0`),
  ],
);

/**
 * The match log: every applied event, players' and the server's (TIME_UP, ABANDONED), numbered
 * 1, 2, 3… per game. `client_event_id` makes a resent event idempotent: the same id in the same
 * game is acknowledged again, never applied twice.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    /** The sending player; null for the server's own events. */
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id),
    /** The scored player, the set or match winner, or null (the game-log shape's targetId). */
    targetId: bigint('target_id', { mode: 'number' }),
    /** ±1 for SCORE, the set index for SET / END_SET / RESET, else null. */
    delta: integer('delta'),
    setIndex: integer('set_index'),
    clientEventId: text('client_event_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'match_events_game_seq_pk', columns: [table.gameId, table.seq] }),
    uniqueIndex('match_events_client_event_key')
      .on(table.gameId, table.clientEventId)
      .where(sql`${table.clientEventId} is not null`),
    check('match_events_seq_positive', sql`${table.seq} > 0`),
    check('match_events_client_event_id_length', sql`char_length(${table.clientEventId}) <= 64`),
  ],
);

/** One set as it ended: points of user1 (the owner) and user2, winner 0 draw, 1 user1, 2 user2. */
export interface StoredSetResult {
  set: number;
  score1: number;
  score2: number;
  winner: 0 | 1 | 2;
}

/**
 * A finished match's result, written in the transaction that set the game COMPLETED. An abandoned
 * match (six hours without an event, a block, a FINISH before any point) has no winner and counts
 * in no record; `finished_early` marks a FINISH before the deciding set (rates nothing).
 */
export const matchResults = pgTable(
  'match_results',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .primaryKey()
      .references(() => games.id),
    /** 0 draw (or abandoned), 1 user1 (the owner), 2 user2. */
    winnerIdx: smallint('winner_idx').notNull(),
    winnerId: bigint('winner_id', { mode: 'number' }).references(() => users.id),
    setResults: jsonb('set_results').$type<StoredSetResult[]>().notNull(),
    user1SetCount: integer('user1_set_count').notNull(),
    user2SetCount: integer('user2_set_count').notNull(),
    drawCount: integer('draw_count').notNull(),
    abandoned: boolean('abandoned').notNull().default(false),
    finishedEarly: boolean('finished_early').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('match_results_winner_idx').on(table.winnerId),
    check('match_results_winner_idx_range', sql`${table.winnerIdx} between 0 and 2`),
    check('match_results_abandoned_no_winner', sql`not ${table.abandoned} or ${table.winnerIdx} = 0`),
  ],
);

export type MatchStateRow = typeof matchStates.$inferSelect;
export type MatchEventRow = typeof matchEvents.$inferSelect;
export type MatchResultRow = typeof matchResults.$inferSelect;

/**
 * A player's counted games in one rule (the records of game cards and the feed, issue 17): wins,
 * draws and losses of their COMPLETED games with an opponent, abandoned ones left out. Kept by a
 * trigger on `match_results` (migration 0021): a result is written once, in the transaction that
 * completes the game, and never changes or goes away, so the counts move exactly with the results
 * whatever writes them (the match service, the seeds, test factories). A card reads one row
 * instead of counting every game the two players ever played in the rule: the cost stays flat
 * however many games they play.
 */
export const playerRuleRecords = pgTable(
  'player_rule_records',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    // What the profile adds up per rule (decision 033, migration 0023): seconds from kick-off to
    // the end (exact: numeric, as the read-time sum was), the newest end and the newest rule
    // version the player met. Null only before the first counted game, which never has a row.
    seconds: numeric('seconds').notNull().default('0'),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    ruleVersion: integer('rule_version'),
  },
  (table) => [
    primaryKey({ name: 'player_rule_records_pk', columns: [table.userId, table.ruleId] }),
    // The fallback standings read a rule's players.
    index('player_rule_records_rule_idx').on(table.ruleId),
  ],
);

/**
 * The different players a player has played a counted game against (the profile's 'opponents',
 * decision 033): kept by the same trigger as `player_rule_records`, so the profile counts one
 * index entry per opponent instead of every game. A game against oneself makes oneself an
 * opponent, as counting the games did.
 */
export const playerOpponents = pgTable(
  'player_opponents',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    opponentId: bigint('opponent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ name: 'player_opponents_pk', columns: [table.userId, table.opponentId] })],
);

/**
 * A player's counted games by their end (the profile's latest games, decision 033): kept by the
 * same trigger as `player_rule_records`, so the profile walks the player's newest ends until it has
 * ten games the viewer may see instead of sorting every game the player played. A game against
 * oneself has one row.
 */
export const playerGames = pgTable(
  'player_games',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
  },
  (table) => [
    primaryKey({ name: 'player_games_pk', columns: [table.userId, table.completedAt, table.gameId] }),
  ],
);
