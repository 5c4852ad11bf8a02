import { useSearch } from '@tanstack/react-router';
import { MatchManagement, readGameSearchId } from '@/features/games';
import { ScreenBody } from '@/ui/safe-area';

/**
 * Match management (/game, the 게임 tab; spec §2): the requests I sent and my games, polled.
 * /game?id= scrolls to that game's card and highlights it (start and join land there until live
 * play exists).
 */
export function GameScreen() {
  const highlightId = readGameSearchId(useSearch({ from: '/app/game' }).id);
  return (
    <ScreenBody withTabs>
      <MatchManagement highlightId={highlightId} />
    </ScreenBody>
  );
}
