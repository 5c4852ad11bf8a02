import {
  and,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db.ts';
import { commentLikes, gameComments, type NewGameCommentRow } from '../../db/schema/index.ts';
import { hasAnyBlockSql, notBlockedIn, notBlockedWith } from '../blocks/index.ts';
import { hiddenByAdminSql, visibleToViewer, type Viewer } from '../reports/index.ts';

export async function insertComment(db: Db, values: NewGameCommentRow) {
  const [row] = await db.insert(gameComments).values(values).returning();
  return row!;
}

export async function findComment(db: Db, id: number) {
  const [row] = await db.select().from(gameComments).where(eq(gameComments.id, id)).limit(1);
  return row;
}

export async function findComments(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(gameComments)
    .where(inArray(gameComments.id, [...ids]));
}

/** A position in the newest-first tree: created_at at full precision (as text) and the id. */
export type CommentPosition = readonly [string, number];

const reply = alias(gameComments, 'reply');

/**
 * The viewer's filters on `game_comments`, for listTopLevel and listReplies: comments of players
 * blocked either way left out, and those staff hid (except the viewer's own).
 */
export function commentsVisibleTo(viewerId: number, viewer: Viewer | null): SQL | undefined {
  return and(
    notBlockedWith(viewerId, gameComments.authorId),
    visibleToViewer('COMMENT', gameComments.id, gameComments.authorId, viewer),
  );
}

/**
 * The comment count the viewer sees of the game in `gameId`, from the game's counter (`counted`:
 * games.comment_count, decision 035: live comments staff did not hide) when the viewer's count is
 * that one, else counted for them (`visibleCommentCountSql`). It differs only for an admin (who sees
 * hidden comments), a viewer with a block either way (who does not see the other's comments) and a
 * viewer with a hidden comment of their own (who still sees it); the test is uncorrelated, so
 * PostgreSQL makes it once per statement, and a page of posts reads one column per post.
 * `viewer.blockedIds`: the viewer's blocks (blocks' `blockRelatedIdsSql`) when the caller's
 * statement already read them, tested on each comment's author instead of an anti join.
 */
export function commentCountForViewerSql(
  gameId: SQLWrapper,
  counted: SQLWrapper,
  viewer: CountingViewer,
): SQL<number> {
  if (viewer.isAdmin) return visibleCommentCountSql(gameId, viewer);
  const c = gameComments;
  const hasOwnHidden = sql`exists (select 1 from ${c} where ${c.authorId} = ${viewer.userId} and ${hiddenByAdminSql('COMMENT', c.id)})`;
  const hasBlocks =
    viewer.blockedIds === undefined
      ? hasAnyBlockSql(viewer.userId)
      : sql`cardinality(${viewer.blockedIds}) > 0`;
  return sql<number>`case when (select ${hasBlocks} or ${hasOwnHidden}) then ${visibleCommentCountSql(gameId, viewer)} else ${counted} end`;
}

/** Who counts a game's comments: the viewer, and their blocks when the statement has read them. */
interface CountingViewer {
  userId: number | Placeholder;
  isAdmin: boolean;
  blockedIds?: SQLWrapper | undefined;
}

/**
 * How many live comments (replies included) the game in `gameId` (a column of the caller's own
 * query) shows the viewer, with the thread's filters (blocks, hidden): the feed's page brings its
 * posts' comment counts in its one statement (issue 20).
 */
export function visibleCommentCountSql(gameId: SQLWrapper, viewer: CountingViewer): SQL<number> {
  const c = gameComments;
  const notBlocked =
    viewer.blockedIds === undefined
      ? notBlockedWith(viewer.userId, c.authorId)
      : notBlockedIn(viewer.blockedIds, c.authorId);
  return sql<number>`(select count(*)::int from ${c} where ${c.gameId} = ${gameId} and ${c.deletedAt} is null and ${notBlocked} and ${visibleToViewer('COMMENT', c.id, c.authorId, viewer)})`;
}

/**
 * One page of a game's top-level comments, newest first: live ones, and deleted ones that still
 * have a live reply (the thread stays, '삭제된 댓글입니다'). `where` adds the viewer's filters.
 */
export async function listTopLevel(
  db: Db,
  {
    gameId,
    where,
    after,
    limit,
  }: { gameId: number; where: SQL | undefined; after: CommentPosition | null; limit: number },
) {
  return db
    .select({ comment: gameComments, position: sql<string>`${gameComments.createdAt}::text` })
    .from(gameComments)
    .where(
      and(
        eq(gameComments.gameId, gameId),
        isNull(gameComments.parentId),
        or(
          isNull(gameComments.deletedAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(reply)
              .where(and(eq(reply.parentId, gameComments.id), isNull(reply.deletedAt))),
          ),
        ),
        where,
        after
          ? sql`(${gameComments.createdAt}, ${gameComments.id}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(gameComments.createdAt), desc(gameComments.id))
    .limit(limit);
}

/**
 * Live replies of the given threads, oldest first, at most `perThread` each (row_number per
 * parent), and how many each thread has in all. `where` adds the viewer's filters (on the table).
 */
export async function listReplies(
  db: Db,
  parentIds: readonly number[],
  where: SQL | undefined,
  perThread: number,
) {
  if (parentIds.length === 0) return { rows: [], counts: new Map<number, number>() };
  const live = and(inArray(gameComments.parentId, [...parentIds]), isNull(gameComments.deletedAt), where);
  const ranked = db
    .select({
      id: gameComments.id,
      rank: sql<number>`row_number() over (partition by ${gameComments.parentId} order by ${gameComments.createdAt}, ${gameComments.id})`.as(
        'rank',
      ),
    })
    .from(gameComments)
    .where(live)
    .as('ranked');
  const [rows, counted] = await Promise.all([
    db
      .select({ comment: gameComments })
      .from(gameComments)
      .innerJoin(ranked, eq(ranked.id, gameComments.id))
      .where(lte(ranked.rank, perThread))
      .orderBy(gameComments.createdAt, gameComments.id),
    db
      .select({ parentId: gameComments.parentId, total: count() })
      .from(gameComments)
      .where(live)
      .groupBy(gameComments.parentId),
  ]);
  return {
    rows: rows.map((row) => row.comment),
    counts: new Map(counted.map((row) => [row.parentId!, Number(row.total)])),
  };
}

export async function countLikes(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ commentId: commentLikes.commentId, total: count() })
    .from(commentLikes)
    .where(inArray(commentLikes.commentId, [...ids]))
    .groupBy(commentLikes.commentId);
  return new Map(rows.map((row) => [row.commentId, Number(row.total)]));
}

export async function likedBy(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, [...ids])));
  return new Set(rows.map((row) => row.commentId));
}

/**
 * Toggles `userId`'s like: an insert that the primary key may refuse (then it was liked: delete).
 * Two toggles racing end where two toggles in a row would, never with a duplicate row.
 */
export async function toggleLike(db: Db, commentId: number, userId: number): Promise<boolean> {
  const inserted = await db
    .insert(commentLikes)
    .values({ commentId, userId })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
  if (inserted.length > 0) return true;
  await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
  return false;
}

/** Edits a live comment; undefined when it was deleted meanwhile. */
export async function updateContent(db: Db, id: number, content: string, at: Date) {
  const [row] = await db
    .update(gameComments)
    .set({ content, editedAt: at })
    .where(and(eq(gameComments.id, id), isNull(gameComments.deletedAt)))
    .returning();
  return row;
}

/** Soft delete: the text and picture go, the row keeps its replies' thread. Answers the old row. */
export async function softDelete(db: Db, id: number, at: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(gameComments)
      .where(and(eq(gameComments.id, id), isNull(gameComments.deletedAt)))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(gameComments)
      .set({ content: '', imageKey: null, deletedAt: at })
      .where(eq(gameComments.id, id));
    return before;
  });
}

/**
 * Account deletion: the person's comments are emptied and marked deleted (threads with replies
 * stay as '삭제된 댓글입니다'), their likes go, mentions of them are dropped. The pictures' files
 * stay in storage unreferenced under their unguessable keys (forgetUser has no storage).
 */
export async function forgetAuthor(db: Db, userId: number): Promise<void> {
  await db
    .update(gameComments)
    .set({ content: '', imageKey: null, deletedAt: sql`coalesce(${gameComments.deletedAt}, now())` })
    .where(eq(gameComments.authorId, userId));
  await db.update(gameComments).set({ mentionUserId: null }).where(eq(gameComments.mentionUserId, userId));
  await db.delete(commentLikes).where(eq(commentLikes.userId, userId));
}

/** Which of `keys` a comment still shows (the orphan-upload sweep keeps those files). */
export async function findReferencedImageKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: gameComments.imageKey })
    .from(gameComments)
    .where(inArray(gameComments.imageKey, keys));
  return rows.map((row) => row.key!);
}
