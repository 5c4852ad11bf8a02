import type { FeedPost } from '@hanpan/core';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AppLink } from '@/ui/app-link';
import { Avatar } from '@/ui/avatar';
import { Button, buttonClasses } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { FlagIcon } from '@/ui/icons/flag-icon';
import { ShareIcon } from '@/ui/icons/share-icon';
import { CommentIcon, HeartIcon, SparkleIcon } from './feed-icons';
import { isCompletedPost, isGamePost, type GamePost } from './feed-post-model';
import { useLongPress } from './use-long-press';

export interface FeedOverlayActions {
  onLike: (post: GamePost) => void;
  onShowLikers: (post: GamePost) => void;
  onComments: (post: GamePost) => void;
  onReport: (post: GamePost) => void;
  onShare: (post: GamePost) => void;
  onApply: (post: GamePost) => void;
  onCancelApply: (post: GamePost) => void;
}

/**
 * What floats above a game's pages (spec §2 Feed): like (tap toggles, long press shows the likers),
 * comments, share, report; who played and which rule; apply for an open game; the story image for
 * my own finished game. Invitation cards carry their own buttons.
 */
export function FeedOverlay({
  post,
  heart,
  sharing,
  applying,
  actions,
}: {
  post: FeedPost;
  /** The double-tap heart is showing on this post. */
  heart: boolean;
  sharing: boolean;
  applying: boolean;
  actions: FeedOverlayActions;
}) {
  if (!isGamePost(post)) return null;
  const completed = isCompletedPost(post);
  return (
    <div className="pointer-events-none absolute inset-0 flex flex-col justify-end">
      {heart ? (
        <span
          data-testid="like-heart"
          aria-hidden="true"
          className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 animate-pop-in text-badge drop-shadow-lg"
        >
          <HeartIcon filled size={96} />
        </span>
      ) : null}
      <div className="flex items-end gap-3 bg-gradient-to-t from-ink/80 via-ink/40 to-transparent px-gutter pb-4 pt-16">
        <PostCaption post={post} completed={completed} applying={applying} actions={actions} />
        <ul aria-label="게시물 메뉴" className="pointer-events-auto flex flex-col items-center gap-3">
          {completed ? (
            <li>
              <LikeButton post={post} actions={actions} />
            </li>
          ) : null}
          <li>
            <RoundAction label="댓글" count={post.commentCount} onClick={() => actions.onComments(post)}>
              <CommentIcon size={26} />
            </RoundAction>
          </li>
          <li>
            <RoundAction label="공유하기" disabled={sharing} onClick={() => actions.onShare(post)}>
              {sharing ? <Spinner size={22} /> : <ShareIcon size={24} />}
            </RoundAction>
          </li>
          {post.isMyGame ? null : (
            <li>
              <RoundAction label="신고하기" onClick={() => actions.onReport(post)}>
                <FlagIcon size={22} />
              </RoundAction>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

const roundClasses =
  'focus-ring flex size-12 items-center justify-center rounded-full bg-ink/45 text-white transition-colors hover:bg-ink/60 disabled:opacity-60';

function RoundAction({
  label,
  count,
  disabled,
  onClick,
  children,
}: {
  label: string;
  count?: number;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const countId = useId();
  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        aria-label={label}
        aria-describedby={count === undefined ? undefined : countId}
        disabled={disabled}
        className={roundClasses}
        onClick={onClick}
      >
        {children}
      </button>
      {count === undefined ? null : (
        <span id={countId} className="text-caption font-semibold text-white">
          {count}
          <span className="sr-only">개</span>
        </span>
      )}
    </div>
  );
}

/** Tap: like or unlike. Hold (500 ms): who liked it. */
function LikeButton({ post, actions }: { post: GamePost; actions: FeedOverlayActions }) {
  const countId = useId();
  const press = useLongPress(() => actions.onShowLikers(post));
  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        aria-label="좋아요"
        aria-pressed={post.isLiked}
        aria-describedby={countId}
        className={roundClasses}
        onClick={() => actions.onLike(post)}
        {...press}
      >
        <HeartIcon filled={post.isLiked} size={26} className={post.isLiked ? 'text-badge' : undefined} />
      </button>
      <button
        type="button"
        id={countId}
        aria-label={`좋아요 ${post.likeCount}개, 좋아요한 사람 보기`}
        className="focus-ring rounded px-1 text-caption font-semibold text-white"
        onClick={() => actions.onShowLikers(post)}
      >
        <span aria-hidden="true">{post.likeCount}</span>
      </button>
    </div>
  );
}

function PostCaption({
  post,
  completed,
  applying,
  actions,
}: {
  post: GamePost;
  completed: boolean;
  applying: boolean;
  actions: FeedOverlayActions;
}) {
  return (
    <div className="pointer-events-auto flex min-w-0 flex-1 flex-col gap-2 text-white">
      <div className="flex items-center gap-2">
        <span className="flex -space-x-2">
          {post.players.map((player) => (
            <Avatar
              key={player.id}
              src={player.avatar}
              name={player.name}
              size={32}
              className="ring-2 ring-ink/40"
            />
          ))}
        </span>
        <p className="min-w-0 truncate text-body font-semibold">
          {post.players.map((player) => player.name).join(' vs ')}
        </p>
        {post.isFriend ? (
          <span className="shrink-0 rounded-full bg-white/20 px-2 text-caption">친구</span>
        ) : null}
      </div>
      <p className="text-body-sm">
        {post.rule?.ruleTitle}
        {completed ? null : (
          <span className="ml-1 rounded-full bg-accent-500 px-2 text-caption">다가오는 경기</span>
        )}
      </p>
      {/* The server's caption is the rule's title (what the old clients show): said once. */}
      {post.caption && post.caption !== post.rule?.ruleTitle ? (
        <p className="line-clamp-2 text-body-sm text-white/90">{post.caption}</p>
      ) : null}
      {completed && post.isMyGame ? (
        <AppLink
          to={`/insta?gameId=${post.id}`}
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'self-start')}
        >
          <SparkleIcon size={18} />
          스토리 이미지 만들기
        </AppLink>
      ) : null}
      {!completed && !post.isMyGame ? (
        post.isAppliedByMe ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            loading={applying}
            onClick={() => actions.onCancelApply(post)}
          >
            신청 취소
          </Button>
        ) : (
          <Button size="sm" className="self-start" loading={applying} onClick={() => actions.onApply(post)}>
            신청하기
          </Button>
        )
      ) : null}
    </div>
  );
}
