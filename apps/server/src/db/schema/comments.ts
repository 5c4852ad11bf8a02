import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { users } from './users.ts';

/**
 * A comment on a game (spec §3 Comment, §5: one level of replies). A reply's `parent_id` is always
 * a top-level comment: a reply to a reply is attached to that reply's parent and names the replied
 * author in `mention_user_id`. Deleting is soft (`deleted_at`): a deleted comment with replies stays
 * in the thread as '삭제된 댓글입니다'.
 */
export const gameComments = pgTable(
  'game_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => gameComments.id, {
      onDelete: 'cascade',
    }),
    mentionUserId: bigint('mention_user_id', { mode: 'number' }).references(() => users.id),
    content: text('content').notNull(),
    /** Storage key of the re-encoded picture (uploads pipeline), or null. */
    imageKey: text('image_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The tree: a game's top-level comments newest first, then the replies of a page's threads.
    index('game_comments_game_top_idx')
      .on(table.gameId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.parentId} is null`),
    index('game_comments_parent_idx').on(table.parentId, table.createdAt, table.id),
    // A game's live comments, replies included: the comment count of feed posts and game cards
    // (comments' visibleCommentCountSql). Without it each post's count read every comment row.
    index('game_comments_game_live_idx')
      .on(table.gameId, table.authorId, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('game_comments_author_idx').on(table.authorId),
    // Account deletion clears mentions of the person.
    index('game_comments_mention_idx')
      .on(table.mentionUserId)
      .where(sql`${table.mentionUserId} is not null`),
    check('game_comments_not_own_parent', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

export type GameCommentRow = typeof gameComments.$inferSelect;
export type NewGameCommentRow = typeof gameComments.$inferInsert;

/** A player's like of a comment: one per player per comment (the primary key makes toggling race-safe). */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => gameComments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'comment_likes_comment_user_pk', columns: [table.commentId, table.userId] }),
    index('comment_likes_user_idx').on(table.userId),
  ],
);
