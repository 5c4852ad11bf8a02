import { describe, expect, it } from 'vitest';
import { isCursorInstant } from './cursor.ts';

describe('isCursorInstant', () => {
  it.each([
    '2026-11-26 22:42:32.123456+00', // PostgreSQL's timestamptz::text
    '2026-11-26 22:42:32+09',
    '2026-11-26 22:42:32.5+05:30',
    '1970-01-01 00:00:00+00',
    '9999-12-31T23:59:59.999Z', // Date.toISOString()
    '2024-02-29T00:00:00Z',
  ])('accepts %s', (text) => expect(isCursorInstant(text)).toBe(true));

  it.each([
    'x',
    '',
    '294277-01-01 00:00:00+00',
    '1969-12-31 23:59:59+00',
    '2026-02-30 00:00:00+00',
    '2025-02-29T00:00:00Z',
    '2026-13-01 00:00:00+00',
    '2026-11-26 24:00:00+00',
    '2026-11-26 23:59:60+00',
    '2026-11-26 22:42:32', // no offset: PostgreSQL would read it in the session's time zone
    '2026-11-26 22:42:32.1234567+00',
    '2026-11-26 22:42:32+16',
    '2026-11-26T22:42:32Z BC',
    ' 2026-11-26 22:42:32+00',
  ])('refuses %s', (text) => expect(isCursorInstant(text)).toBe(false));
});
