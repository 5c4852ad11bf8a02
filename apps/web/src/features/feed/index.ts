import { lazy } from 'react';

/**
 * The feed (issue 20): `/` and `/feed`. The view loads on its own chunk (the first-page budget).
 */
export const FeedView = lazy(() => import('./feed-view').then((module) => ({ default: module.FeedView })));
