/**
 * The posts' contents by game (decision 034; the feed keeps each as its UTF-8 bytes): each kept with the `games.post_version` it was
 * written from, and used only while the page statement reads that same version, so a change of
 * anything the content shows (the triggers of migration 0025) is never served stale — by this
 * instance or any other, since the version is read from the database with every page.
 *
 * Bounded: the least recently used posts go first once `capacity` are kept (a Map keeps insertion
 * order; a hit moves its post to the end). A post's text is ~1 kB, so the default costs a few MB.
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
  const posts = new Map<number, { version: number; content: Content }>();
  return {
    get(gameId, version) {
      const kept = posts.get(gameId);
      if (kept === undefined || kept.version !== version) return undefined;
      posts.delete(gameId);
      posts.set(gameId, kept);
      return kept.content;
    },
    set(gameId, version, content) {
      const kept = posts.get(gameId);
      // A slower reader may bring an older version than one already kept: keep the newer.
      if (kept !== undefined && kept.version > version) return;
      posts.delete(gameId);
      posts.set(gameId, { version, content });
      if (posts.size > capacity) posts.delete(posts.keys().next().value!);
    },
    get size() {
      return posts.size;
    },
  };
}
