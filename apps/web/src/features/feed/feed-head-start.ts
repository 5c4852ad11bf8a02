import { startRequest } from '@/lib/api-client';
import type { FeedBoot } from '@/landing/feed-boot';

/*
 * The head start of / (issue 20 "Speed"). The boot (landing/feed-boot.ts, a tiny script of its own
 * that runs before the app has loaded) asks for the plain feed's first page and paints the first
 * post's photo in the feed's box. The feed takes that very answer for its first query, and its
 * skeleton draws the same photo under the boot's until the posts are drawn. Without a boot (signed
 * in just now, first visit), the route's prefetch asks for the page once the feed's chunk is in.
 */

/** An answer older than this is not the feed the player opens now (they were sent elsewhere first). */
const FRESH_MS = 10_000;
// The boot's photo element and the event that says it knows the photo, spelled as feed-boot.ts
// does (it cannot be imported: that would run the boot again; feed-boot-contract.test.ts compares them).
export const BOOT_PHOTO_ID = 'feed-boot-photo';
export const BOOT_PICTURE_EVENT = 'hanpan:feed-picture';

/** The boot's answer and photo, until the feed has drawn its posts. */
let boot: FeedBoot | undefined = window.__hanpanFeedBoot;
/** The boot's answer, for the first query of the plain feed only. */
let answer: FeedBoot['response'] | undefined = boot?.response;
const fresh = (at: number) => Date.now() - at < FRESH_MS;

/** For useSyncExternalStore: the skeleton of / draws the photo as soon as the boot knows it. */
export function subscribeFeedPicture(listener: () => void): () => void {
  window.addEventListener(BOOT_PICTURE_EVENT, listener);
  return () => window.removeEventListener(BOOT_PICTURE_EVENT, listener);
}
export const feedPicture = (): string | null => (boot && fresh(boot.at) ? boot.picture : null);

/** The feed has drawn its posts (or its failure): the boot's photo has served. */
export function forgetFeedPicture(): void {
  if (boot === undefined) return;
  boot = undefined;
  document.getElementById(BOOT_PHOTO_ID)?.remove();
  window.dispatchEvent(new Event(BOOT_PICTURE_EVENT));
}

/**
 * The boot's first page of the plain feed, once (then it is gone), if still fresh. Its plain
 * fetch's lost network or 503 is asked again the app's way (retried, an ApiError).
 */
export function takeFeedHeadStart(
  path: string,
  query: Record<string, number>,
): Promise<Response> | undefined {
  const taken = answer;
  answer = undefined;
  if (taken === undefined || !boot || !fresh(boot.at)) return undefined;
  const ask = () => startRequest(path, { query });
  return taken.then((response) => (response.status === 503 ? ask() : response), ask);
}
