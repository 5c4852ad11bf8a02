import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * Every chat room, whatever it belongs to: one identity, so a room id means one room on the shared
 * topic `/topic/ws/{roomId}`. DM rooms are the chat feature's own; GAME rooms are created through
 * the chat feature by the games feature (their membership is the game's two players).
 */
export const chatRoomKindEnum = pgEnum('chat_room_kind', ['DM', 'GAME']);

export const chatRooms = pgTable('chat_rooms', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: chatRoomKindEnum('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lines of every room, stored before they are broadcast. Ids grow with time within a room. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    // A deleted account's lines are erased by the chat feature's forgetUser (decision 016).
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // History pages (newest first), the last line and unread counts all walk this index.
    index('chat_messages_room_id_idx').on(table.roomId, table.id),
    index('chat_messages_sender_idx').on(table.senderId),
  ],
);

/**
 * The two members of a DM room, one row each, with what their DM list needs: the partner, the
 * room's latest line and time (written with each line), and how far this member has read.
 */
export const dmMembers = pgTable(
  'dm_members',
  {
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: bigint('peer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The member who opened the room sees it in their list at once; the partner only once a line exists.
    isOpener: boolean('is_opener').notNull().default(false),
    // No foreign key: erasing lines (forgetUser) would scan this table for each one; forgetUser
    // recomputes the affected rooms' values instead.
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    // The list's order: the latest line's time, or the room's creation before any line.
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    // One room per pair: each direction once (the two rows of a pair are written together).
    uniqueIndex('dm_members_user_peer_key').on(table.userId, table.peerId),
    index('dm_members_list_idx').on(table.userId, table.activityAt.desc(), table.roomId.desc()),
    index('dm_members_peer_idx').on(table.peerId),
    check('dm_members_not_self', sql`${table.userId} <> ${table.peerId}`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type DmMemberRow = typeof dmMembers.$inferSelect;
