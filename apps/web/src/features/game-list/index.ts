/**
 * The game list (/game-list, spec §2): its screen's view. The games themselves (calls, keys, the
 * card) come from features/games.
 */
export { GameListView } from './game-list-view';
// What the feed's posts reuse (issue 20): apply messages, report, the device's reported ids, share.
export { failureText, gameActionMessages } from './game-actions';
export { GameReportDialog } from './game-report-dialog';
export { useGameReportedIds } from './reported-games';
export { shareInvite } from './share-game';
