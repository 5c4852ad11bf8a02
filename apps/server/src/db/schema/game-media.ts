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
import { users } from './users.ts';

/**
 * The photos and videos a player attached to a played game (issue 19 item 1, decision 026).
 * `position` is the uploader's order, 1–5: the unique index on (game, uploader, position) is what
 * keeps a player at five items even when two uploads race (the loser's insert answers 409).
 * `file_key` is the stored file (images: the 1280 px WebP, its 480 px variant beside it; videos:
 * the file as recorded).
 */
export const gameMedia = pgTable(
  'game_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    uploaderId: bigint('uploader_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    position: smallint('position').notNull(),
    mediaType: text('media_type', { enum: ['IMAGE', 'VIDEO'] }).notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_media_uploader_position_key').on(table.gameId, table.uploaderId, table.position),
    index('game_media_uploader_idx').on(table.uploaderId),
    index('game_media_file_key_idx').on(table.fileKey),
    check('game_media_position_range', sql`${table.position} between 1 and 5`),
    check('game_media_type', sql`${table.mediaType} in ('IMAGE', 'VIDEO')`),
    check(
      'game_media_video_duration',
      sql`(${table.mediaType} = 'VIDEO') = (${table.durationMs} is not null)`,
    ),
  ],
);

export type GameMediaRow = typeof gameMedia.$inferSelect;
export type NewGameMediaRow = typeof gameMedia.$inferInsert;
