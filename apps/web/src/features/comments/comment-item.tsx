import { commentMessages, type CommentReply } from '@hanpan/core';
import { formatRelativeTime } from '@hanpan/core/time';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { HeartIcon } from './comment-icons';

export interface CommentActions {
  onReply: (comment: CommentReply) => void;
  onEdit: (comment: CommentReply) => void;
  onDelete: (comment: CommentReply) => void;
  onReport: (comment: CommentReply) => void;
  onLike: (comment: CommentReply) => void;
}

// A 44×44 px touch target around small text (issue 16 §24): the negative margins keep the row as
// compact as the words look, the hit area reaches into the space around them.
const textAction =
  'focus-ring -my-2 inline-flex min-h-touch min-w-touch items-center justify-center rounded px-2 ' +
  'text-caption font-semibold text-ink-subtle hover:text-ink';

/**
 * One comment or reply: author, time, text (with the @mention of a reply to a reply), picture,
 * like, and the actions this viewer has: reply; edit and delete on their own; report on others'.
 * A deleted comment keeps its place with '삭제된 댓글입니다' and nothing to act on.
 */
export function CommentItem({
  comment,
  myId,
  actions,
  reply = false,
  now,
}: {
  comment: CommentReply;
  myId: number | undefined;
  actions: CommentActions;
  reply?: boolean;
  now?: Date;
}) {
  const mine = myId !== undefined && comment.author.id === myId;
  if (comment.deleted) {
    return (
      <article aria-label="삭제된 댓글" className={cn('flex gap-3 py-3', reply && 'pl-11')}>
        <div aria-hidden="true" className="size-8 shrink-0 rounded-full bg-fill" />
        <p className="self-center text-body-sm text-ink-subtle">{commentMessages.deleted}</p>
      </article>
    );
  }
  const liked = comment.myLikeType === 'LIKE';
  return (
    <article
      aria-label={`${comment.author.nickname}님의 ${reply ? '답글' : '댓글'}`}
      className={cn('flex gap-3 py-3', reply && 'pl-11')}
    >
      <Avatar src={comment.author.profileImageUrl} name={comment.author.nickname} size={reply ? 28 : 32} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-label font-semibold text-ink">{comment.author.nickname}</span>
          <time dateTime={comment.createdAt} className="text-caption text-ink-subtle">
            {formatRelativeTime(comment.createdAt, now)}
          </time>
          {comment.editedAt ? <span className="text-caption text-ink-subtle">(수정됨)</span> : null}
        </p>
        {comment.hiddenByAdmin ? (
          <p className="mt-1 text-caption font-medium text-danger">
            관리자가 숨긴 댓글이에요. 나에게만 보여요.
          </p>
        ) : null}
        <p className="mt-0.5 whitespace-pre-wrap break-words text-body text-ink">
          {comment.mentionUserNickname ? (
            <span className="mr-1 font-semibold text-accent-600">@{comment.mentionUserNickname}</span>
          ) : null}
          {comment.content}
        </p>
        {comment.imageUrl ? (
          <img
            src={comment.imageUrl}
            alt={`${comment.author.nickname}님이 올린 사진`}
            loading="lazy"
            className="mt-2 max-h-60 max-w-full rounded-xl border border-line object-cover"
          />
        ) : null}
        <div className="-ml-2 mt-1 flex items-center">
          <button type="button" className={textAction} onClick={() => actions.onReply(comment)}>
            답글 달기
          </button>
          {mine ? (
            <>
              <button type="button" className={textAction} onClick={() => actions.onEdit(comment)}>
                수정
              </button>
              <button type="button" className={textAction} onClick={() => actions.onDelete(comment)}>
                삭제
              </button>
            </>
          ) : (
            <button type="button" className={textAction} onClick={() => actions.onReport(comment)}>
              신고
            </button>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-pressed={liked}
        aria-label={`좋아요 ${comment.likeCount}개`}
        onClick={() => actions.onLike(comment)}
        className={cn(
          'focus-ring flex min-w-touch shrink-0 flex-col items-center self-start rounded-lg pt-1 text-caption',
          liked ? 'text-danger' : 'text-ink-subtle',
        )}
      >
        <HeartIcon size={18} filled={liked} />
        <span aria-hidden="true">{comment.likeCount}</span>
      </button>
    </article>
  );
}
