import { afterEach, describe, expect, it } from 'vitest';
import { formatKoreanDate, formatKoreanDateTime, formatMatchDate } from './absolute.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatKoreanDate', () => {
  it('writes year, month and day without padding', () => {
    expect(formatKoreanDate(new Date('2025-07-21T06:05:00Z'))).toBe('2025년 7월 21일');
    expect(formatKoreanDate('2025-01-05T12:00')).toBe('2025년 1월 5일');
  });

  it('uses the Seoul calendar day, whatever the machine zone', () => {
    process.env.TZ = 'America/New_York';
    expect(formatKoreanDate(new Date('2025-07-20T15:30:00Z'))).toBe('2025년 7월 21일');
  });

  it('returns an empty string for an unparsable value', () => {
    expect(formatKoreanDate('yesterday')).toBe('');
  });
});

describe('formatKoreanDateTime', () => {
  it('writes the weekday and a 12-hour clock with 오전/오후', () => {
    expect(formatKoreanDateTime(new Date('2025-07-21T06:05:00Z'))).toBe('2025년 7월 21일 (월) 오후 3:05');
    expect(formatKoreanDateTime('2025-07-23T09:07')).toBe('2025년 7월 23일 (수) 오전 9:07');
  });

  it('shows midnight as 오전 12 and noon as 오후 12', () => {
    expect(formatKoreanDateTime('2025-07-26T00:00')).toBe('2025년 7월 26일 (토) 오전 12:00');
    expect(formatKoreanDateTime('2025-07-27T12:30')).toBe('2025년 7월 27일 (일) 오후 12:30');
  });

  it('returns an empty string for an unparsable value', () => {
    expect(formatKoreanDateTime('')).toBe('');
  });
});

describe('formatMatchDate', () => {
  it.each([null, undefined, '', '   ', 'someday'])('reads %j as undecided', (value) => {
    expect(formatMatchDate(value)).toBe('시간 미정');
  });

  it('reads the contract matchDate as Korean local time', () => {
    process.env.TZ = 'UTC';
    expect(formatMatchDate('2025-07-21T15:05')).toBe('2025년 7월 21일 (월) 오후 3:05');
  });

  it('accepts a Date', () => {
    expect(formatMatchDate(new Date('2025-07-21T10:00:00Z'))).toBe('2025년 7월 21일 (월) 오후 7:00');
  });
});
