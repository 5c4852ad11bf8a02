import { lazy } from 'react';

/**
 * The story image maker (/insta?gameId=, spec §2 Share-image maker, issue 20 item 6): one lazy
 * view, so the canvas drawing loads only on that screen (never with the first page).
 */
export const StoryImageView = lazy(() =>
  import('./story-image-view').then((module) => ({ default: module.StoryImageView })),
);
