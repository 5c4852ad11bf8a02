/**
 * A Map bounded to `capacity` that lets the least recently used go first (a Map keeps insertion
 * order: a use moves the key to the end, the first key is the oldest). Each entry weighs `weigh`
 * (1 by default, so the capacity is a number of keys); an entry heavier than the whole capacity is
 * not kept. Per instance: the versioned caches (versioned-cache.ts), the kept pages
 * (page-cache.ts, weighed by their text) and the feed's per-viewer hints.
 */
export interface LruMap<Key, Value> {
  /** The value of `key`, counted as a use. */
  get(key: Key): Value | undefined;
  /** The value of `key`, not counted as a use. */
  peek(key: Key): Value | undefined;
  /** Keeps `value` as the most recently used, dropping the oldest keys beyond the capacity. */
  set(key: Key, value: Value): void;
  readonly size: number;
  /** The kept entries' weight in all. */
  readonly weight: number;
}

export function createLruMap<Key, Value>(
  capacity: number,
  weigh: (key: Key, value: Value) => number = () => 1,
): LruMap<Key, Value> {
  const entries = new Map<Key, Value>();
  let weight = 0;
  function remove(key: Key) {
    if (!entries.has(key)) return;
    weight -= weigh(key, entries.get(key)!);
    entries.delete(key);
  }
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
      remove(key);
      const added = weigh(key, value);
      if (added > capacity) return;
      entries.set(key, value);
      weight += added;
      while (weight > capacity) remove(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
