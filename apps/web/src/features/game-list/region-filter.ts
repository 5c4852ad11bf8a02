import {
  findRegion,
  formatRegion,
  GAME_LIST_SORTS,
  NATIONWIDE,
  REGIONS,
  type GameListSort,
} from '@hanpan/core';
import { readLocal, writeLocal } from '@/lib/local-store';
import { GAME_LIST_KEYS } from './game-list-keys';

/**
 * The /game-list region filter (spec §2 Game list, §5 "Region filter"): a province (or 전국), then
 * a district. Apply stays disabled until a district is chosen; the district is disabled on 전국.
 * Every name comes from the one @hanpan/core table the server normalises with, so whatever this
 * sends, normaliseRegionFilter reads.
 */
export interface RegionChoice {
  /** '전국' or a province's short name ('서울', '광주' …). */
  province: string;
  /** '' (none yet), '전체' (the whole province) or a district of `province`. */
  district: string;
}

/** The district option that means the whole province ('서울 전체'; the server reads it so). */
export const WHOLE_PROVINCE = '전체';

export const NATIONWIDE_CHOICE: RegionChoice = Object.freeze({ province: NATIONWIDE, district: '' });

export function provinceOptions(): string[] {
  return [NATIONWIDE, ...REGIONS.map((region) => region.short)];
}

/** The districts offered for a province: none on 전국, '전체' first otherwise. */
export function districtOptions(province: string): string[] {
  if (province === NATIONWIDE) return [];
  const region = findRegion(province);
  return region ? [WHOLE_PROVINCE, ...region.districts] : [];
}

export function isNationwide(choice: RegionChoice): boolean {
  return choice.province === NATIONWIDE;
}

/** Spec §5: the district picker is disabled while 전국 is chosen. */
export function isDistrictDisabled(choice: RegionChoice): boolean {
  return isNationwide(choice);
}

/** Spec §5: apply needs a district (전국 needs none). */
export function canApplyRegion(choice: RegionChoice): boolean {
  if (isNationwide(choice)) return true;
  return choice.district !== '' && districtOptions(choice.province).includes(choice.district);
}

/** Picking a province: 전국 clears the district, another province starts without one. */
export function chooseProvince(current: RegionChoice, province: string): RegionChoice {
  if (province === current.province) return current;
  return { province, district: '' };
}

/** GET /api/games/list?region=: nothing for 전국, else 'province district'. */
export function regionQuery(choice: RegionChoice): string | undefined {
  return isNationwide(choice) ? undefined : formatRegion(choice.province, choice.district);
}

/** What the filter button says: '전국', '서울 전체', '서울 강남구'. */
export function regionLabel(choice: RegionChoice): string {
  return isNationwide(choice) ? NATIONWIDE : formatRegion(choice.province, choice.district);
}

/** A stored or typed value read back; anything unknown (an old table, a typo) is 전국. */
export function parseRegionChoice(text: string | null | undefined): RegionChoice {
  const [province = '', district = '', ...rest] = (text ?? '').trim().split(/\s+/);
  const choice = { province, district };
  if (rest.length > 0 || province === NATIONWIDE || !canApplyRegion(choice)) return NATIONWIDE_CHOICE;
  return choice;
}

export function readSavedRegion(): RegionChoice {
  return parseRegionChoice(readLocal(GAME_LIST_KEYS.region));
}

export function saveRegion(choice: RegionChoice): void {
  writeLocal(GAME_LIST_KEYS.region, regionLabel(choice));
}

export const SORT_LABELS: Record<GameListSort, string> = {
  recent: '최신순',
  nearest: '가까운 순',
  soonest: '빠른 일정 순',
};

export function readSavedSort(): GameListSort {
  const saved = readLocal(GAME_LIST_KEYS.sort);
  return GAME_LIST_SORTS.find((sort) => sort === saved) ?? 'recent';
}

export function saveSort(sort: GameListSort): void {
  writeLocal(GAME_LIST_KEYS.sort, sort);
}
