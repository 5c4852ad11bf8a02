import type { ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

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

/** A post-shaped placeholder while the first page loads. */
export function FeedSkeleton() {
  return (
    <FeedFrame>
      {/* The absolute box gives the skeletons (inside the status region) the post's size. */}
      <div className="absolute inset-0">
        <SkeletonGroup label="피드를 불러오는 중">
          <Skeleton className="absolute inset-0 rounded-none" />
        </SkeletonGroup>
      </div>
    </FeedFrame>
  );
}
