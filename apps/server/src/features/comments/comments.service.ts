import { COMMENT_REPLIES_MAX, gameCommentsUrl, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import { findProfanity, profanityMessage } from '@hanpan/core/profanity';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { GameCommentRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { ImageVariantSpec } from '../../integrations/images/image-processor.ts';
import { assertNotBlocked } from '../blocks/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Notifier } from '../feature-deps.ts';
import type { GameForComments } from '../games/index.ts';
import { hiddenTargetIds, viewerOf } from '../reports/index.ts';
import { deleteStoredFiles, storeImage } from '../uploads/index.ts';
import { findActiveUser, findUserCards } from '../users/index.ts';
import * as access from './comment-access.ts';
import * as queries from './comments.queries.ts';

/** The browser already sends ≤ 800 px; the server re-encodes to at most that (decision 006). */
export const COMMENT_IMAGE_VARIANTS: readonly ImageVariantSpec[] = [
  { name: '800', width: 800, height: 800, fit: 'inside' },
];

const CommentCursorSchema = InstantIdCursorSchema;

type UserCard = Awaited<ReturnType<typeof findUserCards>>[number];

/** What the presenter needs besides the rows. */
export interface CommentContext {
  viewerId: number;
  cards: ReadonlyMap<number, UserCard>;
  likeCounts: ReadonlyMap<number, number>;
  liked: ReadonlySet<number>;
  hidden: ReadonlySet<number>;
}

export interface CommentThread {
  comment: GameCommentRow;
  replies: GameCommentRow[];
  replyCount: number;
}

export interface NewComment {
  content: string;
  parentId: number | undefined;
  image: Buffer | undefined;
}

interface CommentsServiceDeps {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

export type CommentsService = ReturnType<typeof createCommentsService>;

export function createCommentsService({ db, storage, notifier, log }: CommentsServiceDeps) {
  const reachableGame = (actor: AuthUser, gameId: number) => access.reachableGame(db, actor, gameId);
  const reachableComment = (actor: AuthUser, commentId: number) =>
    access.reachableComment(db, actor, commentId);

  function refuseProfanity(content: string) {
    const word = findProfanity(content);
    if (word !== null) throw new AppError('comment_profanity', profanityMessage(word));
  }

  /** Cards, likes and hidden flags for a set of comments, in a few batched queries. */
  async function contextFor(actor: AuthUser, rows: readonly GameCommentRow[]): Promise<CommentContext> {
    const ids = rows.map((row) => row.id);
    const userIds = new Set<number>();
    for (const row of rows) {
      userIds.add(row.authorId);
      if (row.mentionUserId !== null) userIds.add(row.mentionUserId);
    }
    const [cards, likeCounts, liked, hidden] = await Promise.all([
      findUserCards(db, [...userIds]),
      queries.countLikes(db, ids),
      queries.likedBy(db, actor.userId, ids),
      hiddenTargetIds(db, 'COMMENT', ids),
    ]);
    return {
      viewerId: actor.userId,
      cards: new Map(cards.map((card) => [card.id, card])),
      likeCounts,
      liked,
      hidden,
    };
  }

  /**
   * GET /api/games/{id}/comments/tree: top-level comments newest first (a page), each with its
   * live replies oldest first (up to COMMENT_REPLIES_MAX). Comments of players blocked either way
   * and comments staff hid (except the viewer's own) are left out; a deleted comment stays only
   * while a reply the viewer can see hangs under it.
   */
  async function listTree(actor: AuthUser, gameId: number, query: ListQuery) {
    await reachableGame(actor, gameId);
    const viewerFilter = queries.commentsVisibleTo(actor.userId, viewerOf(actor));
    const rows = await queries.listTopLevel(db, {
      gameId,
      where: viewerFilter,
      after: decodeCursor(query.cursor, CommentCursorSchema),
      limit: query.size + 1,
    });
    const page = rows.slice(0, query.size);
    const { rows: replies, counts } = await queries.listReplies(
      db,
      page.map((row) => row.comment.id),
      viewerFilter,
      COMMENT_REPLIES_MAX,
    );
    const threads = new Map<number, CommentThread>(
      page.map((row) => [
        row.comment.id,
        { comment: row.comment, replies: [], replyCount: counts.get(row.comment.id) ?? 0 },
      ]),
    );
    for (const replyRow of replies) threads.get(replyRow.parentId!)?.replies.push(replyRow);
    const context = await contextFor(actor, [...page.map((row) => row.comment), ...replies]);
    return { rows, threads, context };
  }

  /**
   * POST /api/games/{id}/comments. A reply to a reply joins that reply's thread (one level) and
   * names whom it answers. Order (decision 006): checks, then the picture is re-encoded and
   * stored, then the row; a failed insert removes the stored picture.
   */
  async function createComment(actor: AuthUser, gameId: number, input: NewComment) {
    const game = await reachableGame(actor, gameId);
    let parentId: number | null = null;
    let mentionUserId: number | null = null;
    // Who hears of the reply: the author answered, and the thread's author when that is someone else.
    const answered: number[] = [];
    if (input.parentId !== undefined) {
      const parent = await reachableComment(actor, input.parentId);
      if (parent.gameId !== game.id) throw new AppError('comment_not_found');
      await assertNotBlocked(db, actor.userId, parent.authorId);
      parentId = parent.parentId ?? parent.id;
      answered.push(parent.authorId);
      if (parent.parentId !== null) {
        mentionUserId = parent.authorId;
        const thread = await queries.findComment(db, parent.parentId);
        if (thread && !thread.deletedAt) answered.push(thread.authorId);
      }
    }
    if (game.ownerId !== actor.userId) await assertNotBlocked(db, actor.userId, game.ownerId);
    refuseProfanity(input.content);

    const imageKey = input.image
      ? (await storeImage(storage, `comments/${game.id}`, input.image, COMMENT_IMAGE_VARIANTS))['800']!
      : null;
    let row: GameCommentRow;
    try {
      row = await queries.insertComment(db, {
        gameId: game.id,
        authorId: actor.userId,
        parentId,
        mentionUserId,
        content: input.content,
        imageKey,
      });
    } catch (error) {
      if (imageKey) await deleteStoredFiles(storage, [imageKey], log);
      throw error;
    }
    await notifyAbout(actor, game, row, answered);
    return { row, context: await contextFor(actor, [row]) };
  }

  /**
   * COMMENT_REPLY to the author of the comment answered (and of the thread when a reply to a
   * reply names someone else), GAME_COMMENT to the game's owner; nobody hears about their own
   * comment, nobody twice.
   */
  async function notifyAbout(
    actor: AuthUser,
    game: GameForComments,
    row: GameCommentRow,
    answered: readonly number[],
  ) {
    const nickname = (await findActiveUser(db, actor.userId))?.nickname ?? '';
    // Both kinds open the game list with the thread shown, the route every client can open.
    const url = gameCommentsUrl(game.id);
    const preview = previewOf(row.content);
    const repliedTo = answered.filter((authorId) => authorId !== actor.userId);
    await notifier.notifyAll(repliedTo, {
      type: 'COMMENT_REPLY',
      title: `${nickname}님이 내 댓글에 답글을 남겼어요`,
      message: preview,
      url,
      actorId: actor.userId,
    });
    if (game.ownerId !== actor.userId && !repliedTo.includes(game.ownerId)) {
      await notifier.notify(game.ownerId, {
        type: 'GAME_COMMENT',
        title: `${nickname}님이 내 경기에 댓글을 남겼어요`,
        message: preview,
        url,
        actorId: actor.userId,
      });
    }
  }

  /** PATCH /api/comments/{id}: the author only. */
  async function editComment(actor: AuthUser, commentId: number, content: string) {
    const comment = await reachableComment(actor, commentId);
    if (comment.authorId !== actor.userId) throw new AppError('not_comment_author');
    refuseProfanity(content);
    const row = await queries.updateContent(db, comment.id, content, new Date());
    if (!row) throw new AppError('comment_not_found');
    return { row, context: await contextFor(actor, [row]) };
  }

  /** DELETE /api/comments/{id}: the author only; soft, the picture's file goes after commit. */
  async function deleteComment(actor: AuthUser, commentId: number) {
    const comment = await reachableComment(actor, commentId);
    if (comment.authorId !== actor.userId) throw new AppError('not_comment_author');
    const before = await queries.softDelete(db, comment.id, new Date());
    if (!before) throw new AppError('comment_not_found');
    if (before.imageKey) await deleteStoredFiles(storage, [before.imageKey], log);
  }

  /** POST /api/comments/{id}/like: toggles the caller's like. */
  async function toggleLike(actor: AuthUser, commentId: number) {
    const comment = await reachableComment(actor, commentId);
    const liked = await queries.toggleLike(db, comment.id, actor.userId);
    const likeCount = (await queries.countLikes(db, [comment.id])).get(comment.id) ?? 0;
    return { myLikeType: liked ? ('LIKE' as const) : null, likeCount };
  }

  return { listTree, createComment, editComment, deleteComment, toggleLike };
}

/** What a notification quotes of the comment. */
function previewOf(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim());
  return chars.length > 80 ? `${chars.slice(0, 80).join('')}…` : chars.join('');
}
