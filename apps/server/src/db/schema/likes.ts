import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { users } from './users.ts';

/**
 * A player's like of a completed match (issue 20 item 3, decision 029): one row per player per
 * game (the primary key), toggled by POST /api/games/{id}/like. Owned by features/likes.
 */
export const gameLikes = pgTable(
  'game_likes',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'game_likes_game_user_pk', columns: [table.gameId, table.userId] }),
    // The likers of a game newest first (GET /api/games/{id}/like/users, recentLikers).
    index('game_likes_game_created_idx').on(table.gameId, table.createdAt.desc(), table.userId.desc()),
    // Account deletion removes a player's likes.
    index('game_likes_user_idx').on(table.userId),
  ],
);

export type GameLikeRow = typeof gameLikes.$inferSelect;
