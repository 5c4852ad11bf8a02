import { GameListView } from '@/features/game-list';

/**
 * The game list (/game-list, spec §2): open games by region and sort, pull to refresh, the selected
 * game's action bar, the invite-code quick join and the dialogs the cards open.
 */
export function GameListScreen() {
  return <GameListView />;
}
