import { useSearch } from '@tanstack/react-router';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { feedPicture, subscribeFeedPicture } from './feed-head-start';
import { MEDIA_HEIGHT, MEDIA_WIDTH, mediaClasses } from './feed-media';

/*
 * The feed's frame and its loading state. Both load with the home screen itself (not with the lazy
 * view), so the first paint of / is this frame at once: keep this file tiny.
 */

/** The feed fills the space between the global header and the bottom tabs. */
export function FeedFrame({ children, label = '피드' }: { children: ReactNode; label?: string }) {
  return (
    <main
      id="main"
      aria-label={label}
      className="relative flex h-[calc(100dvh-var(--spacing-appbar)-var(--spacing-tabbar)-env(safe-area-inset-top,0px)-env(safe-area-inset-bottom,0px))] flex-col overflow-hidden"
    >
      <h1 className="sr-only">피드</h1>
      {children}
    </main>
  );
}

/**
 * A post-shaped placeholder while the first page loads. On / it draws the first post's headline
 * photo as soon as the boot of / knows it (landing/feed-boot.ts, which painted it above the app
 * before the app had loaded; feed-head-start.ts): the photo stays put while the app, the swipe's
 * chunk and the view load around it. The view's photo of the same address then takes the same box.
 */
export function FeedSkeleton() {
  const search: { gameId?: unknown; userId?: unknown } = useSearch({ strict: false });
  const known = useSyncExternalStore(subscribeFeedPicture, feedPicture, () => null);
  // Only the plain feed's first page was asked for early: a pinned game or a player's games open on another.
  const picture = search.gameId === undefined && search.userId === undefined ? known : null;
  return (
    <FeedFrame>
      {/* The absolute box gives the skeletons (inside the status region) the post's size. */}
      <div className="absolute inset-0">
        <SkeletonGroup label="피드를 불러오는 중">
          {picture ? (
            <img
              src={picture}
              alt=""
              width={MEDIA_WIDTH}
              height={MEDIA_HEIGHT}
              fetchPriority="high"
              className={`absolute inset-0 ${mediaClasses}`}
            />
          ) : (
            <Skeleton className="absolute inset-0 rounded-none" />
          )}
        </SkeletonGroup>
      </div>
    </FeedFrame>
  );
}
