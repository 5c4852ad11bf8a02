import { describe, expect, it } from 'vitest';
import { readGameSearchId } from './game-search';

describe('readGameSearchId', () => {
  it('reads a positive whole number, also as text', () => {
    expect(readGameSearchId(12)).toBe(12);
    expect(readGameSearchId('12')).toBe(12);
  });

  it.each([undefined, null, '', 'abc', 0, -3, 1.5, '1e400', Number.MAX_SAFE_INTEGER + 1, {}])(
    'ignores %s',
    (value) => expect(readGameSearchId(value)).toBeUndefined(),
  );
});
