import { formatKoreanDate } from './absolute.ts';
import { isValidInstant, seoulDayNumber, toInstant } from './seoul-calendar.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A timestamp up to this far in the future is a phone or server clock running ahead, and reads as
 * '방금 전' ('오늘' on profiles). Further ahead we show the date: '-3분 전' or '방금 전' for next
 * week would both be wrong.
 */
export const FUTURE_SKEW_TOLERANCE_MS = HOUR;

export const dmRelativeDayLimit = 7;
export const adminRelativeDayLimit = 30;

/** Months as 30 days, clamped to 1–11 so 360–364 days never reads '12개월 전' or '0년 전'. */
function monthsAgo(days: number): string {
  return `${Math.min(11, Math.max(1, Math.floor(days / 30)))}개월 전`;
}

type Elapsed =
  { kind: 'invalid' } | { kind: 'future'; instant: Date } | { kind: 'past'; ms: number; instant: Date };

function elapsed(date: Date | string, now: Date): Elapsed {
  const instant = toInstant(date);
  if (!isValidInstant(instant) || !isValidInstant(now)) return { kind: 'invalid' };
  const ms = now.getTime() - instant.getTime();
  if (ms < -FUTURE_SKEW_TOLERANCE_MS) return { kind: 'future', instant };
  return { kind: 'past', ms: Math.max(0, ms), instant };
}

/** The parts shared by every variant below a day; null when the caller's own rule takes over. */
function underADay(ms: number): string | null {
  if (ms < MINUTE) return '방금 전';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}분 전`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}시간 전`;
  return null;
}

/** Feed, comments, lists: 방금 전 / N분 / N시간 / N일 (under 30 days) / N개월 / N년 전. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const time = elapsed(date, now);
  if (time.kind === 'invalid') return '';
  if (time.kind === 'future') return formatKoreanDate(time.instant);
  const short = underADay(time.ms);
  if (short !== null) return short;
  const days = Math.floor(time.ms / DAY);
  if (days < 30) return `${days}일 전`;
  if (days < 365) return monthsAgo(days);
  return `${Math.floor(days / 365)}년 전`;
}

/** Profile: 오늘 / 어제 by the Seoul calendar, then N일 (<7), N주 (<30), N개월 (<365), N년 전. */
export function formatProfileRelativeTime(date: Date | string, now: Date = new Date()): string {
  const time = elapsed(date, now);
  if (time.kind === 'invalid') return '';
  if (time.kind === 'future') return formatKoreanDate(time.instant);
  const days = seoulDayNumber(now) - seoulDayNumber(time.instant);
  if (days <= 0) return '오늘';
  if (days === 1) return '어제';
  if (days < 7) return `${days}일 전`;
  if (days < 30) return `${Math.floor(days / 7)}주 전`;
  if (days < 365) return monthsAgo(days);
  return `${Math.floor(days / 365)}년 전`;
}

function formatUntilDate(date: Date | string, now: Date, dayLimit: number): string {
  const time = elapsed(date, now);
  if (time.kind === 'invalid') return '';
  if (time.kind === 'future') return formatKoreanDate(time.instant);
  const short = underADay(time.ms);
  if (short !== null) return short;
  const days = Math.floor(time.ms / DAY);
  return days < dayLimit ? `${days}일 전` : formatKoreanDate(time.instant);
}

/** DM room list: relative up to 7 days (24-hour days), then '2025년 7월 21일'. */
export function formatDmRelativeTime(date: Date | string, now: Date = new Date()): string {
  return formatUntilDate(date, now, dmRelativeDayLimit);
}

/** Admin edit requests: relative up to 30 days, then '2025년 7월 21일'. */
export function formatAdminRelativeTime(date: Date | string, now: Date = new Date()): string {
  return formatUntilDate(date, now, adminRelativeDayLimit);
}
