import { isValidInstant, seoulParts, toInstant } from './seoul-calendar.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

export const MATCH_DATE_UNDECIDED = '시간 미정';

/**
 * '2025년 7월 21일' in Seoul. Always with the year: the DM and admin lists show this for anything
 * older than a week or a month, and a bare '7월 21일' would be ambiguous across a new year.
 * An unparsable value gives '' so one bad row cannot break a whole list.
 */
export function formatKoreanDate(date: Date | string): string {
  const instant = toInstant(date);
  if (!isValidInstant(instant)) return '';
  const { year, month, day } = seoulParts(instant);
  return `${year}년 ${month}월 ${day}일`;
}

/** '2025년 7월 21일 (월) 오후 3:05' in Seoul; midnight is '오전 12:00' and noon '오후 12:00'. */
export function formatKoreanDateTime(date: Date | string): string {
  const instant = toInstant(date);
  if (!isValidInstant(instant)) return '';
  const { year, month, day, weekday, hour, minute } = seoulParts(instant);
  const period = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const clock = `${hour12}:${String(minute).padStart(2, '0')}`;
  return `${year}년 ${month}월 ${day}일 (${WEEKDAYS[weekday]}) ${period} ${clock}`;
}

/**
 * A game's matchDate: '' (the contract's "undecided"), null, undefined or garbage all read
 * '시간 미정' — a game with an unreadable time is, for the player, a game without a time.
 */
export function formatMatchDate(matchDate: Date | string | null | undefined): string {
  if (matchDate === null || matchDate === undefined) return MATCH_DATE_UNDECIDED;
  if (typeof matchDate === 'string' && matchDate.trim() === '') return MATCH_DATE_UNDECIDED;
  return formatKoreanDateTime(matchDate) || MATCH_DATE_UNDECIDED;
}
