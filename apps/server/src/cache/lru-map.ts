/**
 * A Map bounded to `capacity` keys that lets the least recently used go first (a Map keeps
 * insertion order: a use moves the key to the end, the first key is the oldest). Per instance: the
 * versioned caches (versioned-cache.ts) and the feed's per-viewer hints.
 */
export interface LruMap<Key, Value> {
  /** The value of `key`, counted as a use. */
  get(key: Key): Value | undefined;
  /** The value of `key`, not counted as a use. */
  peek(key: Key): Value | undefined;
  /** Keeps `value` as the most recently used, dropping the oldest key beyond the capacity. */
  set(key: Key, value: Value): void;
  readonly size: number;
}

export function createLruMap<Key, Value>(capacity: number): LruMap<Key, Value> {
  const entries = new Map<Key, Value>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key)!;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    peek: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
