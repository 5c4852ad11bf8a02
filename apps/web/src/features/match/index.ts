import { lazy } from 'react';

/** A game the player opens on purpose (start, join) is not offered again by the popup. */
export { markActiveGameSeen } from './active-game-seen';

/**
 * Live play on the web (issue 18): the play screen, the result page and the global 'game started'
 * popup. Each loads on its own when first shown (render inside <Suspense>): the shell, which
 * mounts the popup, carries only these names, not the engine and the scoreboard.
 */
export const PlayView = lazy(() => import('./play-view').then((module) => ({ default: module.PlayView })));

export const ResultView = lazy(() =>
  import('./result-view').then((module) => ({ default: module.ResultView })),
);

export const GameStartedPopup = lazy(() =>
  import('./game-started-popup').then((module) => ({ default: module.GameStartedPopup })),
);
