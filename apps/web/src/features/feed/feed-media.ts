/*
 * How a post's photo or video fills its page: shared by the view's pages (feed-pages.tsx) and the
 * skeleton of / (feed-layout.tsx), which draws the first photo in the very same box.
 */

/** The size the server stores pictures at (max 800 px, 4:5 portrait): reserves the box before load. */
export const MEDIA_WIDTH = 800;
export const MEDIA_HEIGHT = 1000;

export const mediaClasses = 'h-full w-full bg-ink object-cover';
