import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';

/**
 * The feed (issue 20): `/` and `/feed`. The view loads on its own chunk (the first-page budget);
 * its skeleton comes with the screen, so / paints the post's frame before the view arrives.
 */
export const FeedView = lazy(() => import('./feed-view').then((module) => ({ default: module.FeedView })));
export { FeedSkeleton } from './feed-layout';

/** The device flags of the onboarding slides and the feed hint (tests mark them to skip both). */
export { FEED_KEYS } from './feed-keys';

/**
 * The route's prefetch of `/` (landing/router.tsx): the view's chunk and the first page of posts
 * load while the session is verified, beside the screen's own chunk, not after it.
 */
export function prefetchFeed(queryClient: QueryClient): void {
  void import('./feed-view');
  void import('./feed.api').then((feed) => feed.prefetchFeed(queryClient));
}
