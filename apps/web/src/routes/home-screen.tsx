import { Suspense } from 'react';
import { FeedSkeleton, FeedView } from '@/features/feed';

/** The feed (/ and /feed, one screen; ?gameId= pins a game, ?userId= shows one player's finished games). */
export function HomeScreen() {
  return (
    <Suspense fallback={<FeedSkeleton />}>
      <FeedView />
    </Suspense>
  );
}
