/**
 * The game list (/game-list, spec §2): its screen's view. The games themselves (calls, keys, the
 * card) come from features/games.
 */
export { GameListView } from './game-list-view';
