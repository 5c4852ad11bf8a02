import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.ts';

describe('the versioned cache', () => {
  it('answers a row only at the version it was kept at', () => {
    const cache = createVersionedCache<string>(100);
    cache.set(1, 3, 'v3');
    expect(cache.get(1, 3)).toBe('v3');
    expect(cache.get(1, 4)).toBeUndefined();
    expect(cache.get(1, 2)).toBeUndefined();
    expect(cache.get(2, 3)).toBeUndefined();
  });

  it('keeps the newer version when a slower reader brings an older one', () => {
    const cache = createVersionedCache<string>(100);
    cache.set(1, 5, 'v5');
    cache.set(1, 4, 'v4');
    expect(cache.get(1, 5)).toBe('v5');
    cache.set(1, 6, 'v6');
    expect(cache.get(1, 6)).toBe('v6');
    expect(cache.get(1, 5)).toBeUndefined();
  });

  it('lets the least recently used row go once full, a read counting as a use', () => {
    const cache = createVersionedCache<string>(2);
    cache.set(1, 0, 'one');
    cache.set(2, 0, 'two');
    expect(cache.get(1, 0)).toBe('one');
    cache.set(3, 0, 'three');
    expect(cache.size).toBe(2);
    expect(cache.get(2, 0)).toBeUndefined();
    expect(cache.get(1, 0)).toBe('one');
    expect(cache.get(3, 0)).toBe('three');
  });
});
