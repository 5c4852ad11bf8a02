import { createLruMap } from './lru-map.ts';

/**
 * The posts' contents by game (decision 034; the feed keeps each as its UTF-8 bytes): each kept
 * with the `games.post_version` it was written from, and used only while the page statement reads
 * that same version, so a change of anything the content shows (the triggers of migration 0025) is
 * never served stale — by this instance or any other, since the version is read from the database
 * with every page.
 *
 * Bounded: the least recently used posts go first once `capacity` are kept (lru-map.ts). A post's
 * content is ~1 kB, so the default costs a few MB.
 */
export interface PostContentCache<Content> {
  /** The content of `gameId` if it was kept at `version`. */
  get(gameId: number, version: number): Content | undefined;
  set(gameId: number, version: number, content: Content): void;
  readonly size: number;
}

export const DEFAULT_POST_CACHE_CAPACITY = 5_000;

export function createPostContentCache<Content>(
  capacity = DEFAULT_POST_CACHE_CAPACITY,
): PostContentCache<Content> {
  const posts = createLruMap<number, { version: number; content: Content }>(capacity);
  return {
    get(gameId, version) {
      // Only a hit at the version counts as a use.
      if (posts.peek(gameId)?.version !== version) return undefined;
      return posts.get(gameId)!.content;
    },
    set(gameId, version, content) {
      const kept = posts.peek(gameId);
      // A slower reader may bring an older version than one already kept: keep the newer.
      if (kept !== undefined && kept.version > version) return;
      posts.set(gameId, { version, content });
    },
    get size() {
      return posts.size;
    },
  };
}
