import { formatKoreanDate, seoulDayNumber, seoulParts, toInstant } from '@hanpan/core/time';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The Seoul calendar day of a line: lines are grouped under one date heading per day. */
export function chatDay(timestamp: string): number {
  return seoulDayNumber(toInstant(timestamp));
}

/** The date heading: '2025년 7월 21일 (월요일)'. */
export function chatDayLabel(timestamp: string): string {
  const instant = toInstant(timestamp);
  const date = formatKoreanDate(instant);
  return date ? `${date} (${WEEKDAYS[seoulParts(instant).weekday]}요일)` : '';
}

/** The time beside a bubble: '오후 3:05' (Seoul). */
export function chatClock(timestamp: string): string {
  const instant = toInstant(timestamp);
  if (Number.isNaN(instant.getTime())) return '';
  const { hour, minute } = seoulParts(instant);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? '오전' : '오후'} ${hour12}:${String(minute).padStart(2, '0')}`;
}

/** The minute a line belongs to: a run of lines from one person within a minute shows one time. */
export function chatMinute(timestamp: string): number {
  return Math.floor(toInstant(timestamp).getTime() / 60_000);
}
