import { useParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PlayView } from '@/features/match';
import { Spinner } from '@/ui/spinner';
import { NotFoundScreen } from './not-found-screen';

/** A game id as the address carries it: a positive decimal, else the not-found page. */
export function parseGameIdParam(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

export function ScreenLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size={24} className="text-accent-500" label="불러오는 중" />
    </div>
  );
}

/** /games/{gameId}/play and /games/{gameId} (spec §2 Play). */
export function PlayScreen() {
  const { gameId } = useParams({ strict: false });
  const id = parseGameIdParam(gameId);
  if (id === null) return <NotFoundScreen />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <PlayView key={id} gameId={id} />
    </Suspense>
  );
}
