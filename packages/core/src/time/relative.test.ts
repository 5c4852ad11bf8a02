import { describe, expect, it } from 'vitest';
import {
  formatAdminRelativeTime,
  formatDmRelativeTime,
  formatProfileRelativeTime,
  formatRelativeTime,
} from './relative.ts';

const now = new Date('2025-07-21T06:00:00Z'); // 2025-07-21 15:00 in Seoul
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it.each([
    [0, '방금 전'],
    [59 * SEC, '방금 전'],
    [60 * SEC, '1분 전'],
    [59 * MIN + 59 * SEC, '59분 전'],
    [HOUR, '1시간 전'],
    [23 * HOUR + 59 * MIN, '23시간 전'],
    [DAY, '1일 전'],
    [29 * DAY, '29일 전'],
    [30 * DAY, '1개월 전'],
    [59 * DAY, '1개월 전'],
    [60 * DAY, '2개월 전'],
    [364 * DAY, '11개월 전'],
    [365 * DAY, '1년 전'],
    [3 * 365 * DAY + 10 * DAY, '3년 전'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('accepts an ISO string', () => {
    expect(formatRelativeTime('2025-07-21T05:55:00Z', now)).toBe('5분 전');
  });

  it('treats a slightly future time (clock skew) as just now', () => {
    expect(formatRelativeTime(ago(-5 * MIN), now)).toBe('방금 전');
    expect(formatRelativeTime(ago(-HOUR), now)).toBe('방금 전');
  });

  it('shows the date, never negative text, for a time well in the future', () => {
    expect(formatRelativeTime(ago(-3 * DAY), now)).toBe('2025년 7월 24일');
  });

  it('returns an empty string for an unparsable value', () => {
    expect(formatRelativeTime('garbage', now)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * HOUR))).toBe('2시간 전');
  });
});

describe('formatProfileRelativeTime', () => {
  it('says 오늘 for earlier the same Seoul day', () => {
    expect(formatProfileRelativeTime('2025-07-21T00:01', now)).toBe('오늘');
  });

  it('says 어제 for late yesterday even when under 24 hours ago', () => {
    expect(formatProfileRelativeTime('2025-07-20T23:59', now)).toBe('어제');
    expect(formatProfileRelativeTime('2025-07-20T00:00', now)).toBe('어제');
  });

  it('counts Seoul calendar days, not UTC days', () => {
    // 2025-07-20T16:00Z is already 21 July 01:00 in Seoul.
    expect(formatProfileRelativeTime(new Date('2025-07-20T16:00:00Z'), now)).toBe('오늘');
    expect(formatProfileRelativeTime(new Date('2025-07-20T14:59:00Z'), now)).toBe('어제');
  });

  it.each([
    ['2025-07-19T12:00', '2일 전'],
    ['2025-07-15T12:00', '6일 전'],
    ['2025-07-14T12:00', '1주 전'],
    ['2025-06-22T12:00', '4주 전'],
    ['2025-06-21T12:00', '1개월 전'],
    ['2024-07-22T12:00', '11개월 전'],
    ['2024-07-21T12:00', '1년 전'],
    ['2022-07-01T12:00', '3년 전'],
  ])('%s reads %s', (date, text) => {
    expect(formatProfileRelativeTime(date, now)).toBe(text);
  });

  it('treats clock skew as 오늘 and a far-future time as its date', () => {
    expect(formatProfileRelativeTime(ago(-10 * MIN), now)).toBe('오늘');
    expect(formatProfileRelativeTime('2025-08-01T12:00', now)).toBe('2025년 8월 1일');
  });
});

describe('formatDmRelativeTime', () => {
  it.each([
    [30 * SEC, '방금 전'],
    [5 * MIN, '5분 전'],
    [3 * HOUR, '3시간 전'],
    [DAY, '1일 전'],
    [6 * DAY + 23 * HOUR, '6일 전'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatDmRelativeTime(ago(ms), now)).toBe(text);
  });

  it('switches to the Korean date from 7 days, always with the year', () => {
    expect(formatDmRelativeTime(ago(7 * DAY), now)).toBe('2025년 7월 14일');
    expect(formatDmRelativeTime('2024-12-31T23:00', now)).toBe('2024년 12월 31일');
  });
});

describe('formatAdminRelativeTime', () => {
  it('stays relative up to 29 days', () => {
    expect(formatAdminRelativeTime(ago(7 * DAY), now)).toBe('7일 전');
    expect(formatAdminRelativeTime(ago(29 * DAY + 23 * HOUR), now)).toBe('29일 전');
  });

  it('switches to the Korean date at 30 days', () => {
    expect(formatAdminRelativeTime(ago(30 * DAY), now)).toBe('2025년 6월 21일');
  });

  it('shares the sub-day wording with the DM variant', () => {
    expect(formatAdminRelativeTime(ago(59 * SEC), now)).toBe('방금 전');
    expect(formatAdminRelativeTime(ago(90 * MIN), now)).toBe('1시간 전');
  });
});
