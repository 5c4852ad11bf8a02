import { DELETED_USER_NICKNAME, type Comment, type CommentReply } from '@hanpan/core';
import type { GameCommentRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { CommentContext, CommentThread } from './comments.service.ts';

function nicknameOf(card: { nickname: string | null; deletedAt: Date | null } | undefined): string {
  if (!card || card.deletedAt) return DELETED_USER_NICKNAME;
  return card.nickname ?? '';
}

/** One comment on the wire (spec §3 Comment): a deleted one keeps its place but not its words. */
export function presentReply(
  row: GameCommentRow,
  context: CommentContext,
  storage: FileStorage,
): CommentReply {
  const author = context.cards.get(row.authorId);
  const deleted = row.deletedAt !== null;
  const mention = row.mentionUserId === null ? undefined : context.cards.get(row.mentionUserId);
  return {
    id: row.id,
    parentId: row.parentId,
    author: {
      id: row.authorId,
      nickname: nicknameOf(author),
      profileImageUrl:
        author && !author.deletedAt ? avatarThumbnailUrl(author.profilePictureKey, storage) : null,
    },
    content: deleted ? '' : row.content,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    imageUrl: !deleted && row.imageKey ? storage.publicUrl(row.imageKey) : null,
    mentionUserNickname: mention ? nicknameOf(mention) : null,
    likeCount: context.likeCounts.get(row.id) ?? 0,
    myLikeType: context.liked.has(row.id) ? 'LIKE' : null,
    hiddenByAdmin: context.hidden.has(row.id),
  };
}

export function presentComment(
  thread: CommentThread,
  context: CommentContext,
  storage: FileStorage,
): Comment {
  return {
    ...presentReply(thread.comment, context, storage),
    children: thread.replies.map((reply) => presentReply(reply, context, storage)),
    replyCount: thread.replyCount,
  };
}
