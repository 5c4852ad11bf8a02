import { useParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ResultView } from '@/features/match';
import { NotFoundScreen } from './not-found-screen';
import { parseGameIdParam, ScreenLoading } from './play-screen';

/** /games/{gameId}/result (spec §2 Result). */
export function ResultScreen() {
  const { gameId } = useParams({ strict: false });
  const id = parseGameIdParam(gameId);
  if (id === null) return <NotFoundScreen />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <ResultView key={id} gameId={id} />
    </Suspense>
  );
}
