import { lazy } from 'react';

/** A game the player opens on purpose (start, join) is not offered again by the popup. */
export { markActiveGameSeen } from './active-game-seen';

/**
 * Live play on the web (issue 18): the play screen, the result page (with the review and rule
 * rating, issue 19) and the global 'game started' and 'review needed' popups. Each loads on its own when first shown (render inside <Suspense>): the shell, which
 * mounts the popup, carries only these names, not the engine and the scoreboard.
 */
export const PlayView = lazy(() => import('./play-view').then((module) => ({ default: module.PlayView })));

export const ResultView = lazy(() =>
  import('./result-view').then((module) => ({ default: module.ResultView })),
);

export const GameStartedPopup = lazy(() =>
  import('./game-started-popup').then((module) => ({ default: module.GameStartedPopup })),
);

export const ReviewNeededPopup = lazy(() =>
  import('./review-needed-popup').then((module) => ({ default: module.ReviewNeededPopup })),
);
