import type { RegionRef } from './region-table.ts';

/**
 * Districts renamed or merged before the region file's `abolishedDistricts` begins (it lists the
 * 2023 and 2026 changes only). Profiles saved by older clients and old addresses still carry these
 * names. Each entry: the old 'province district' and where that place is now. Only whole-district
 * successions belong here; a district split in two is the file's job (see district-resolver.ts).
 */
export const DISTRICT_SUCCESSORS: Readonly<Record<string, RegionRef & { since: string }>> = {
  '인천 남구': { province: '인천', district: '미추홀구', since: '2018-07-01' }, // renamed
  '충북 청원군': { province: '충북', district: '청주시', since: '2014-07-01' }, // merged into 청주시
  '경기 여주군': { province: '경기', district: '여주시', since: '2013-09-23' },
  '충남 연기군': { province: '세종', district: '세종시', since: '2012-07-01' }, // became 세종
  '충남 당진군': { province: '충남', district: '당진시', since: '2012-01-01' },
  '경남 마산시': { province: '경남', district: '창원시', since: '2010-07-01' }, // merged into 창원시
  '경남 진해시': { province: '경남', district: '창원시', since: '2010-07-01' },
  '제주 북제주군': { province: '제주', district: '제주시', since: '2006-07-01' },
  '제주 남제주군': { province: '제주', district: '서귀포시', since: '2006-07-01' },
};

/** Where a district the table no longer has went, or null when it is not a known old name. */
export function districtSuccessor(province: string, name: string): RegionRef | null {
  const successor = DISTRICT_SUCCESSORS[`${province} ${name}`];
  return successor ? { province: successor.province, district: successor.district } : null;
}
