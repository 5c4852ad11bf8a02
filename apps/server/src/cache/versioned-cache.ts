import { createLruMap } from './lru-map.ts';

/**
 * Texts the database would write again and again, kept by row (decisions 034, 039): each kept with
 * the version column it was written from, and used only while the statement that lists the rows
 * reads that same version, so a change of anything the text shows (whatever raises the version)
 * is never served stale — by this instance or any other, since the version is read from the
 * database with every page. The feed keeps its posts' contents by `games.post_version`, the rule
 * list its rules' contents by `rules.current_version`.
 *
 * Bounded: the least recently used rows go first once `capacity` are kept (lru-map.ts).
 *
 * WARNING: one per app (per database): ids and versions of two databases say nothing about each
 * other (the server's test files share a process, decision 036).
 */
export interface VersionedCache<Content> {
  /** The content of row `id` if it was kept at `version`. */
  get(id: number, version: number): Content | undefined;
  set(id: number, version: number, content: Content): void;
  readonly size: number;
}

export function createVersionedCache<Content>(capacity: number): VersionedCache<Content> {
  const rows = createLruMap<number, { version: number; content: Content }>(capacity);
  return {
    get(id, version) {
      // Only a hit at the version counts as a use.
      if (rows.peek(id)?.version !== version) return undefined;
      return rows.get(id)!.content;
    },
    set(id, version, content) {
      const kept = rows.peek(id);
      // A slower reader may bring an older version than one already kept: keep the newer.
      if (kept !== undefined && kept.version > version) return;
      rows.set(id, { version, content });
    },
    get size() {
      return rows.size;
    },
  };
}
