import { useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { StoryImageView } from '@/features/story-image';
import { NotFoundScreen } from './not-found-screen';
import { parseGameIdParam, ScreenLoading } from './play-screen';

/** /insta?gameId={id} (spec §2 Share-image maker): the story image of one completed match. */
export function InstaScreen() {
  const { gameId } = useSearch({ strict: false });
  const id = parseGameIdParam(typeof gameId === 'number' ? String(gameId) : (gameId as string | undefined));
  if (id === null) return <NotFoundScreen />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <StoryImageView key={id} gameId={id} />
    </Suspense>
  );
}
