import { z } from 'zod';
import { countChars } from '../validation/profile.ts';
import { multiLineText } from '../validation/text.ts';
import { ListQuerySchema } from './list.ts';
import { idField } from './params.ts';

/*
 * Game comments (spec §3 Comment, §4 comment reply mode, §5 comment, §7 Comments and reports;
 * issue 11 §8). The tree is a plain array of top-level comments, newest first, each with its
 * replies oldest first (one level). Profanity is refused by the server (@hanpan/core/profanity, kept
 * out of this module so the web's screens do not carry the word lists).
 */

export const COMMENT_CONTENT_MAX = 1000;
/** Replies shown under one comment; `replyCount` says how many there are in all. */
export const COMMENT_REPLIES_MAX = 100;
/** Multipart part names of POST /api/games/{id}/comments (contract-notes). */
export const COMMENT_IMAGE_PART = 'image';
/** The browser shrinks a comment picture to this before upload (spec §5, §9). */
export const COMMENT_IMAGE_COMPRESSION = { maxDimension: 800, quality: 0.3 } as const;

export const commentMessages = {
  contentRequired: '댓글 내용을 입력해 주세요.',
  contentTooLong: `댓글은 ${COMMENT_CONTENT_MAX}자까지 쓸 수 있어요.`,
  /** Quoted by the spec (§4, issue 11 §8). */
  deleted: '삭제된 댓글입니다',
  /** Quoted by the spec (§8 empty states). */
  empty: '아직 댓글이 없습니다.',
  invalidParent: '답글을 달 댓글을 확인해 주세요.',
} as const;

/**
 * Where a GAME_COMMENT or COMMENT_REPLY notification sends the player: the game list with that
 * game's comments open. The original client in the field reads `?commentId=` as the game's id and
 * opens its comments (issue 16 §17), and the web app does the same (game-list-screen.tsx); the
 * query name stays as those clients read it.
 */
export const GAME_COMMENTS_QUERY = 'commentId';
export const gameCommentsUrl = (gameId: number): string => `/game-list?${GAME_COMMENTS_QUERY}=${gameId}`;

const invalidGameId = '잘못된 경기 번호예요.';
const invalidCommentId = '잘못된 댓글 번호예요.';
const idParam = idField;

/** `{id}` of /api/games/{id}/comments… */
export const GameCommentsParamsSchema = z.object({ id: idParam(invalidGameId) });
/** `{id}` of /api/comments/{id}… */
export const CommentIdParamsSchema = z.object({ id: idParam(invalidCommentId) });

export const CommentContentSchema = multiLineText('댓글', { error: commentMessages.contentRequired })
  .trim()
  .min(1, commentMessages.contentRequired)
  .refine((value) => countChars(value) <= COMMENT_CONTENT_MAX, { message: commentMessages.contentTooLong });

/** The text parts of the multipart POST: `content`, optional `parentId` ('' = none). */
export const CreateCommentFieldsSchema = z.object({
  content: CommentContentSchema,
  parentId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    idParam(commentMessages.invalidParent).optional(),
  ),
});

/** PATCH /api/comments/{id}. */
export const UpdateCommentBodySchema = z.object({ content: CommentContentSchema });
export type UpdateCommentBody = z.input<typeof UpdateCommentBodySchema>;

export const GameCommentsQuerySchema = ListQuerySchema;

export const CommentAuthorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
});

export const CommentLikeTypeSchema = z.literal('LIKE').nullable();

const commentFields = {
  id: z.number().int(),
  author: CommentAuthorSchema,
  /** '' when deleted. */
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  /** Absolute URL of the picture, or null. */
  imageUrl: z.string().nullable(),
  /** On a reply to a reply: whom it answers. */
  mentionUserNickname: z.string().nullable(),
  likeCount: z.number().int().min(0),
  myLikeType: CommentLikeTypeSchema,
  /** Only the author (and admins) still see a comment an admin hid; the UI says so. */
  hiddenByAdmin: z.boolean(),
  /** The top-level comment a reply belongs to; null on a top-level comment. */
  parentId: z.number().int().nullable(),
};

export const CommentReplySchema = z.object(commentFields);
export type CommentReply = z.infer<typeof CommentReplySchema>;

/** Spec §3 Comment: a top-level comment with its replies (one level, oldest first). */
export const CommentSchema = z.object({
  ...commentFields,
  children: z.array(CommentReplySchema),
  /** Replies in all (children holds at most COMMENT_REPLIES_MAX of them). */
  replyCount: z.number().int().min(0),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentTreeSchema = z.array(CommentSchema);

/** POST /api/comments/{id}/like: the toggle's outcome. */
export const CommentLikeResultSchema = z.object({
  myLikeType: CommentLikeTypeSchema,
  likeCount: z.number().int().min(0),
});
export type CommentLikeResult = z.infer<typeof CommentLikeResultSchema>;
