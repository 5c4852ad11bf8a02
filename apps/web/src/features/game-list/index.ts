/**
 * The game list (/game-list, spec §2): the pieces its screen composes. The games themselves (calls,
 * keys, the card) come from features/games.
 */
export { ChallengersDialog } from './challengers-dialog';
export { GameActionBar } from './game-action-bar';
export { GameInviteDialog } from './game-invite-dialog';
export { GameListFilters } from './game-list-filters';
export { PlusIcon } from './game-list-icons';
export { GameMoreSheet } from './game-more-sheet';
export { GameReportDialog } from './game-report-dialog';
export { OpenGameList } from './open-game-list';
export { ScrollToTopButton } from './pull-indicator';
export { usePullToRefresh, useScrolledPastTop } from './pull-to-refresh';
export { isNationwide, NATIONWIDE_CHOICE, regionLabel } from './region-filter';
export { RegionFilterSheet } from './region-filter-sheet';
export { useGameReportedIds } from './reported-games';
export { useGameListFilter } from './use-game-list-filter';
export { useGameListLinks } from './use-game-list-links';
