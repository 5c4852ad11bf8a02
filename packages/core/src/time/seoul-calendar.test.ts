import { afterEach, describe, expect, it } from 'vitest';
import { seoulDayNumber, seoulParts, toInstant } from './seoul-calendar.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('toInstant', () => {
  it('reads a zone-less date-time as Korean local time', () => {
    expect(toInstant('2025-07-21T15:05').toISOString()).toBe('2025-07-21T06:05:00.000Z');
    expect(toInstant('2025-07-21 15:05:30').toISOString()).toBe('2025-07-21T06:05:30.000Z');
  });

  it('reads a bare date as Seoul midnight', () => {
    expect(toInstant('2025-07-21').toISOString()).toBe('2025-07-20T15:00:00.000Z');
  });

  it('keeps an explicit offset or Z', () => {
    expect(toInstant('2025-07-21T15:05:00Z').toISOString()).toBe('2025-07-21T15:05:00.000Z');
    expect(toInstant('2025-07-21T15:05:00+02:00').toISOString()).toBe('2025-07-21T13:05:00.000Z');
  });

  it('does not depend on the machine time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(toInstant('2025-07-21T15:05').toISOString()).toBe('2025-07-21T06:05:00.000Z');
    expect(seoulParts(new Date('2025-07-21T15:05:00Z'))).toMatchObject({ day: 22, hour: 0 });
  });

  it('returns the same Date object it was given', () => {
    const date = new Date();
    expect(toInstant(date)).toBe(date);
  });

  it('gives an Invalid Date for garbage', () => {
    expect(Number.isNaN(toInstant('not a date').getTime())).toBe(true);
  });
});

describe('seoulParts', () => {
  it('shifts a UTC instant into the Seoul calendar and clock', () => {
    expect(seoulParts(new Date('2025-07-21T15:05:00Z'))).toEqual({
      year: 2025,
      month: 7,
      day: 22,
      weekday: 2,
      hour: 0,
      minute: 5,
    });
  });

  it('rolls the year over at Seoul midnight, not UTC midnight', () => {
    expect(seoulParts(new Date('2025-12-31T15:00:00Z'))).toMatchObject({ year: 2026, month: 1, day: 1 });
    expect(seoulParts(new Date('2025-12-31T14:59:00Z'))).toMatchObject({ year: 2025, month: 12, day: 31 });
  });
});

describe('seoulDayNumber', () => {
  it('changes by one across Seoul midnight and stays within a Seoul day', () => {
    const before = seoulDayNumber(new Date('2025-07-21T14:59:59Z'));
    expect(seoulDayNumber(new Date('2025-07-21T15:00:00Z'))).toBe(before + 1);
    expect(seoulDayNumber(new Date('2025-07-20T15:00:00Z'))).toBe(before);
  });
});
