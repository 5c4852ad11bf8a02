/**
 * The games feature (issue 17 item 4): the one games resource of the web app — its query keys, its
 * calls, the one card model and the one GameCard — and /game's match management. The game list and
 * the creation wizard are their own features and read the resource through this file only.
 */
export { gameKeys, type GameListFilter } from './game-keys';
export {
  gameSummaryOptions,
  useApplyToGame,
  useCancelGameRequest,
  useCreateGame,
  useGameList,
  useGameSummary,
  useInviteLink,
  useReportGame,
} from './games.api';
export {
  dateText,
  gameCardView,
  openCard,
  placeText,
  ratingText,
  recordText,
  type GameCardSource,
  type GameCardView,
} from './game-card-model';
export { GameCard, type GameCardHandlers } from './game-card';
export { readGameSearchId } from './game-search';
export { MatchManagement } from './match-management';
