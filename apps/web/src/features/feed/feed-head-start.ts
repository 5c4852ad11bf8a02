import { startRequest } from '@/lib/api-client';

/*
 * The head start of / (issue 20 "Speed"): the feed's first page is asked for together with the
 * session check, by the first page's own code, and the first post's picture (the screen's largest
 * paint) starts loading the moment that answer is in. Without it the picture waited for the feed's
 * chunks to load and run, then the page, then the view's render: ~1.4 s later at 4× CPU.
 * First-page code (eslint/web-boundaries.js): every byte here counts in /init's 120 kB budget.
 */

export const FEED_PATH = '/api/feed';
/** Spec §9: more posts are asked for 5 posts before the end; a page holds a few screens' worth. */
export const FEED_PAGE_SIZE = 20;

/** An answer older than this is not the feed the player opens now (they were sent elsewhere first). */
const FRESH_MS = 10_000;

let started = false;
let waiting: { at: number; response: Promise<Response> } | null = null;
/** The first post's headline photo once the answer is in, until the view shows the posts. */
let picture: string | null = null;
const pictureListeners = new Set<() => void>();

function setPicture(url: string | null): void {
  picture = url;
  for (const listener of pictureListeners) listener();
}

/** For useSyncExternalStore: the skeleton of / draws the photo as soon as it is known. */
export function subscribeFeedPicture(listener: () => void): () => void {
  pictureListeners.add(listener);
  return () => pictureListeners.delete(listener);
}
export const feedPicture = (): string | null => picture;
/** The view draws the posts now (or another feed is opened): the skeleton no longer shows the photo. */
export const forgetFeedPicture = (): void => setPicture(null);

/** Asks for the plain feed's first page now; once per page load (later visits have their cache). */
export function startFeedHeadStart(): void {
  if (started) return;
  started = true;
  const response = startRequest(FEED_PATH, { query: { size: FEED_PAGE_SIZE } });
  waiting = { at: Date.now(), response };
  // Also marks a failure as handled: the query that takes the answer reports it.
  response.then(preloadFirstPicture, () => {});
}

/** The first page's answer on its way, for the first query of that page only (then it is gone). */
export function takeFeedHeadStart(): Promise<Response> | undefined {
  const taken = waiting;
  waiting = null;
  return taken && Date.now() - taken.at < FRESH_MS ? taken.response : undefined;
}

/**
 * The first post's headline photo, read from the raw page (zod and the view are still loading):
 * preloaded at once, and drawn by the feed's skeleton (feed-layout.tsx) until the view takes over
 * with an `<img>` of the same address and size, which paints from memory.
 */
async function preloadFirstPicture(response: Response): Promise<void> {
  if (!response.ok) return;
  // WARNING: clone before anyone reads the body (this runs first: it was attached first).
  const page = (await response
    .clone()
    .json()
    .catch(() => null)) as { items?: FirstPost[] } | null;
  const url = firstPictureOf(page?.items?.[0]);
  if (!url) return;
  setPicture(url);
  // A player sent elsewhere first (onboarding) never sees this photo under another feed's skeleton.
  setTimeout(forgetFeedPicture, FRESH_MS);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}

interface FirstPost {
  type?: unknown;
  isCompleted?: unknown;
  photos?: { url?: unknown; mediaType?: unknown }[];
}

/** The headline photo a finished game's post opens on (feed-post-model's pageKindsOf); not a video. */
export function firstPictureOf(post: FirstPost | undefined): string | null {
  const photo = post?.type === 'game' && post.isCompleted === true ? post.photos?.[0] : undefined;
  return photo?.mediaType === 'IMAGE' && typeof photo.url === 'string' ? photo.url : null;
}
