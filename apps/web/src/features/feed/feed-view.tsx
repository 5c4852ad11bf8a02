import type { FeedPost } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  failureText,
  gameActionMessages,
  GameReportDialog,
  shareInvite,
  useGameReportedIds,
} from '@/features/game-list';
import { readGameSearchId, useApplyToGame, useCancelGameRequest, useInviteLink } from '@/features/games';
import { AppLink } from '@/ui/app-link';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { TrophyIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { showToast } from '@/ui/toast';
import { AppOnboarding, isAppOnboardingDone } from './app-onboarding';
import { FeedHint, isFeedHintSeen } from './feed-hint';
import { FeedInviteCard } from './feed-invite-card';
import { forgetFeedPicture } from './feed-head-start';
import { FeedFrame, FeedSkeleton } from './feed-layout';
import { FeedOverlay, type FeedOverlayActions } from './feed-overlay';
import { GameInfoPage, MediaPage, RankingPage } from './feed-pages';
import {
  isCompletedPost,
  isGamePost,
  pageKey,
  pageKindsOf,
  pageLabel,
  postLabel,
  type GamePost,
  type PageKind,
} from './feed-post-model';
import { FeedSwipe, type FeedSwipePage } from './feed-swipe';
import {
  postKey,
  refreshCommentCount,
  uniquePosts,
  updateFeedPost,
  useFeed,
  usePinnedPost,
  useToggleLike,
  type FeedMode,
} from './feed.api';
import { LikersPopup } from './likers-popup';

// The comments panel (tree, composer, pictures) loads with the first tap on 댓글.
const CommentsSheet = lazy(() =>
  import('@/features/comments/comments-sheet').then((module) => ({ default: module.CommentsSheet })),
);

export const FEED_LOAD_FAILED = '피드를 불러오지 못했어요';
export const FEED_MORE_FAILED = '다음 경기를 불러오지 못했어요.';
/** How long the double-tap heart stays. */
export const LIKE_HEART_MS = 800;

/** The address's choice (spec §2): ?userId= one player's finished games; ?gameId= pins that game. */
export function feedModeOf(search: { gameId?: unknown; userId?: unknown }): FeedMode {
  const gameId = readGameSearchId(search.gameId);
  const userId = readGameSearchId(search.userId);
  if (userId !== undefined) return { kind: 'user', userId, gameId };
  return { kind: 'all', gameId };
}

/**
 * The feed (/ and /feed, spec §2): full-screen posts, swiped up and down, their pages sideways;
 * like, comments, share and report on each; the onboarding slides and the feed hint over it.
 */
export function FeedView() {
  const search: { gameId?: unknown; userId?: unknown } = useSearch({ strict: false });
  const mode = feedModeOf(search);
  // A new address is a new feed: its own pages, its first post on screen, no dialog left open.
  return <Feed key={JSON.stringify(mode)} mode={mode} />;
}

type Overlay = 'onboarding' | 'hint' | null;

function firstOverlay(): Overlay {
  if (!isAppOnboardingDone()) return 'onboarding';
  return isFeedHintSeen() ? null : 'hint';
}

function Feed({ mode }: { mode: FeedMode }) {
  const feed = useFeed(mode);
  // The whole feed pins on the server (GET /api/feed?gameId=); one player's feed pins here.
  const pinned = usePinnedPost(mode.kind === 'user' ? mode.gameId : undefined);
  const reportedIds = useGameReportedIds();
  const posts = useMemo(() => {
    const all = uniquePosts(pinned.data ? [pinned.data, ...feed.items] : feed.items);
    // A post this device reported leaves its feed (spec §3 "list of reported post ids").
    return all.filter((post) => typeof post.id !== 'number' || !reportedIds.includes(post.id));
  }, [pinned.data, feed.items, reportedIds]);

  const [overlay, setOverlay] = useState<Overlay>(firstOverlay);
  const actions = usePostActions();
  // The posts (or the failure) are drawn: the skeleton's early photo has served (feed-head-start.ts).
  useEffect(() => {
    if (!feed.isPending) forgetFeedPicture();
  }, [feed.isPending]);

  // The slides come at once, also over a feed still loading; the hint needs a post to point at.
  // WARNING: in the same place of the tree whatever the feed shows, so the feed loading under them
  // neither restarts them nor takes the focus from their button.
  const slides =
    overlay === 'onboarding' ? (
      <AppOnboarding onDone={() => setOverlay(isFeedHintSeen() ? null : 'hint')} />
    ) : null;
  return (
    <>
      <FeedBody
        feed={feed}
        posts={posts}
        mode={mode}
        actions={actions}
        hint={overlay === 'hint'}
        onHintDone={() => setOverlay(null)}
      />
      {slides}
    </>
  );
}

/** What the feed shows under the slides: its skeleton, its failure, or its posts (with the hint). */
function FeedBody({
  feed,
  posts,
  mode,
  actions,
  hint,
  onHintDone,
}: {
  feed: ReturnType<typeof useFeed>;
  posts: FeedPost[];
  mode: FeedMode;
  actions: ReturnType<typeof usePostActions>;
  hint: boolean;
  onHintDone: () => void;
}) {
  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError && posts.length === 0) {
    return (
      <FeedFrame>
        <LoadFailed
          className="flex-1 justify-center"
          title={FEED_LOAD_FAILED}
          error={feed.error}
          onRetry={() => void feed.refetch()}
        />
      </FeedFrame>
    );
  }
  return (
    <FeedFrame>
      {posts.length === 0 ? (
        <FeedEmpty mode={mode} />
      ) : (
        <FeedSwipe
          posts={posts}
          postKey={postKey}
          postLabel={postLabel}
          pagesOf={(post) => pagesOf(post, post === posts[0])}
          onNearEnd={() => {
            if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError) {
              void feed.fetchNextPage();
            }
          }}
          onDoubleTap={actions.likeByDoubleTap}
          renderOverlay={(post) => (
            <FeedOverlay
              post={post}
              heart={actions.heartKey === postKey(post)}
              sharing={actions.sharingId === post.id}
              applying={actions.applyingId === post.id}
              actions={actions.overlay}
            />
          )}
        />
      )}
      {/* The posts on screen stay; what failed (the next page, or the feed under a pinned post) says so. */}
      {feed.isError ? (
        <div className="absolute inset-x-gutter top-3 z-10">
          <LoadFailed
            inline
            title={feed.isFetchNextPageError ? FEED_MORE_FAILED : FEED_LOAD_FAILED}
            error={feed.error}
            onRetry={() => void (feed.isFetchNextPageError ? feed.fetchNextPage() : feed.refetch())}
          />
        </div>
      ) : null}
      {actions.dialogs}
      {hint && posts.length > 0 ? <FeedHint onDone={onHintDone} /> : null}
    </FeedFrame>
  );
}

/** Spec §2: 'no games yet' with the way to the game list. */
function FeedEmpty({ mode }: { mode: FeedMode }) {
  return (
    <EmptyState
      className="flex-1 justify-center"
      icon={<TrophyIcon size={30} />}
      title={mode.kind === 'user' ? '아직 끝난 경기가 없어요' : '아직 경기가 없어요'}
      description="경기를 찾아 신청하거나 직접 만들어 보세요. 끝난 경기는 이 피드에 올라와요."
      action={
        <AppLink to="/game-list" className={buttonClasses({ fullWidth: true })}>
          경기 찾기
        </AppLink>
      }
    />
  );
}

function pagesOf(post: FeedPost, first: boolean): FeedSwipePage[] {
  return pageKindsOf(post).map((page) => ({
    key: pageKey(page),
    label: pageLabel(post, page),
    render: (visible: boolean) => renderPage(post, page, visible, first),
  }));
}

function renderPage(post: FeedPost, page: PageKind, visible: boolean, firstPost: boolean) {
  if (!isGamePost(post)) return <FeedInviteCard post={post} />;
  switch (page.kind) {
    case 'media': {
      const photo = post.photos[page.index];
      return photo ? (
        <MediaPage photo={photo} visible={visible} priority={firstPost && page.index === 0} />
      ) : null;
    }
    case 'info':
      return <GameInfoPage post={post} />;
    case 'ranking':
      return <RankingPage post={post} visible={visible} />;
    case 'invite':
      return <FeedInviteCard post={post} />;
  }
}

/** Every action a post offers, and the sheets and dialogs they open. */
function usePostActions() {
  const queryClient = useQueryClient();
  const like = useToggleLike();
  const apply = useApplyToGame();
  const cancel = useCancelGameRequest();
  const invite = useInviteLink();
  const [heart, setHeart] = useState<{ key: string; at: number } | null>(null);
  const [sharingId, setSharingId] = useState<number | null>(null);
  const [applyingId, setApplyingId] = useState<number | null>(null);
  const [likersOf, setLikersOf] = useState<number | null>(null);
  const [commentsOf, setCommentsOf] = useState<{ gameId: number; open: boolean } | null>(null);
  const [reportId, setReportId] = useState<number | null>(null);
  const closeReport = useCallback(() => setReportId(null), []);
  const closeLikers = useCallback(() => setLikersOf(null), []);

  useEffect(() => {
    if (!heart) return;
    const timer = setTimeout(() => setHeart(null), LIKE_HEART_MS);
    return () => clearTimeout(timer);
  }, [heart]);

  const markApplied = (gameId: number, isAppliedByMe: boolean) =>
    updateFeedPost(queryClient, gameId, (post) => ({ ...post, isAppliedByMe }));

  const overlay: FeedOverlayActions = {
    onLike: (post) => void like.toggle(post),
    onShowLikers: (post) => setLikersOf(post.id),
    onComments: (post) => setCommentsOf({ gameId: post.id, open: true }),
    onReport: (post) => setReportId(post.id),
    onShare: (post) => void share(post),
    onApply: (post) => {
      setApplyingId(post.id);
      apply.mutate(post.id, {
        onSuccess: () => {
          markApplied(post.id, true);
          showToast(gameActionMessages.applied);
        },
        onError: (error) => showToast(failureText(error, gameActionMessages.applyFailed)),
        onSettled: () => setApplyingId(null),
      });
    },
    onCancelApply: (post) => {
      setApplyingId(post.id);
      cancel.mutate(post.id, {
        onSuccess: () => {
          markApplied(post.id, false);
          showToast(gameActionMessages.cancelled);
        },
        onError: (error) => showToast(failureText(error, gameActionMessages.cancelFailed)),
        onSettled: () => setApplyingId(null),
      });
    },
  };

  /**
   * An open game shares its invite link (as the game list does); a finished one the feed pinned
   * on it. Native share sheet, Web Share, else the clipboard.
   */
  async function share(post: GamePost) {
    setSharingId(post.id);
    const makeLink = isCompletedPost(post)
      ? () => Promise.resolve({ url: `${window.location.origin}/?gameId=${post.id}` })
      : () => invite.mutateAsync(post.id);
    const message = await shareInvite(makeLink, post.rule?.ruleTitle ?? '한판');
    setSharingId(null);
    if (message) showToast(message);
  }

  /** Spec §2: a double tap likes (never unlikes) a finished game, with a heart. */
  const likeByDoubleTap = (post: FeedPost) => {
    if (!isCompletedPost(post)) return;
    setHeart({ key: postKey(post), at: Date.now() });
    if (!post.isLiked) like.toggle(post);
  };

  const dialogs = (
    <>
      <LikersPopup gameId={likersOf} onClose={closeLikers} />
      <GameReportDialog gameId={reportId} onClose={closeReport} />
      {commentsOf ? (
        <Suspense fallback={null}>
          <CommentsSheet
            gameId={commentsOf.gameId}
            open={commentsOf.open}
            onOpenChange={(open) => {
              setCommentsOf((current) => (current ? { ...current, open } : current));
              // The count under 댓글 follows what was added or deleted in the sheet.
              if (!open) void refreshCommentCount(queryClient, commentsOf.gameId);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  return {
    overlay,
    likeByDoubleTap,
    heartKey: heart?.key ?? null,
    sharingId,
    applyingId,
    dialogs,
  };
}
