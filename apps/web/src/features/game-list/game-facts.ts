import { formatMatchDate, type RuleStatistics } from '@hanpan/core';

/** Spec §2: a game without a place says so. */
export const PLACE_UNDECIDED = '장소 미정';

export function placeText(matchLocation: string | null | undefined): string {
  return matchLocation?.trim() || PLACE_UNDECIDED;
}

/** '시간 미정' or '2025년 7월 21일 (월) 오후 3:05' in Seoul. */
export function dateText(matchDate: string | null | undefined): string {
  return formatMatchDate(matchDate);
}

/** '3승 1무 2패' */
export function recordText(record: Pick<RuleStatistics, 'wins' | 'draws' | 'losses'>): string {
  return `${record.wins}승 ${record.draws}무 ${record.losses}패`;
}

/** A rule rating as a whole number ('1,204'); the server sends a float. */
export function ratingText(rating: number): string {
  return Math.round(rating).toLocaleString('ko-KR');
}
