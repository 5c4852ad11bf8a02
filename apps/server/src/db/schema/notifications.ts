import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a player was told (spec §3 Notification), newest first in the bell panel. `actor_id` is who
 * caused it: a block between the two hides it, and the actor's account deletion removes it (the
 * title names them). Owned by features/notifications.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    url: text('url'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The panel's keyset pages, newest first.
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The badge: counts only unread rows.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`not ${table.isRead}`),
    index('notifications_actor_idx').on(table.actorId),
  ],
);
