import { describe, expect, it } from 'vitest';
import { reportAge } from './report-age';

const now = new Date('2025-07-21T12:00:00+09:00');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('the age of a report against the 24-hour promise', () => {
  it("reads like '3시간 전' and is not overdue within 24 hours", () => {
    expect(reportAge(before(3 * HOUR), now)).toEqual({ label: '3시간 전', overdue: false });
    expect(reportAge(before(24 * HOUR), now).overdue).toBe(false);
  });

  it('is overdue past 24 hours', () => {
    expect(reportAge(before(24 * HOUR + 1000), now)).toEqual({ label: '1일 전', overdue: true });
    expect(reportAge(before(40 * 24 * HOUR), now)).toEqual({ label: '2025년 6월 11일', overdue: true });
  });
});
