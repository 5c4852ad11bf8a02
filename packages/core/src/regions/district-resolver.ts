import { districtSuccessor } from './district-successors.ts';
import { findRawRegion, regionData, type RegionRef } from './region-table.ts';

/**
 * Heuristic for abolished districts split in two (인천 중구, 서구 on 2026-07-01): words in the rest
 * of an old address that place it in the smaller successor. Without a hint the first successor in
 * the file wins — 제물포구 for 중구, 서해구 for 서구 — the inland parts where most people live.
 * Wrong picks only move a game to the neighbouring district of the same city.
 */
const successorHints: Readonly<Record<string, readonly string[]>> = {
  영종구: [
    '영종',
    '용유',
    '운서동',
    '운남동',
    '운북동',
    '중산동',
    '을왕동',
    '남북동',
    '덕교동',
    '무의동',
    '공항',
  ],
  검단구: ['검단', '마전동', '당하동', '원당동', '불로동', '대곡동', '오류동', '왕길동'],
};

/** 'replacedBy' holds a district of the same region ('제물포구') or 'region district (code)'. */
function successorRef(province: string, successor: string): RegionRef | null {
  const [first = '', second] = successor
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
    .split(/\s+/);
  const ref = second === undefined ? { province, district: first } : { province: first, district: second };
  return findRawRegion(ref.province)?.districts.some((d) => d.name === ref.district) ? ref : null;
}

function resolveAbolished(province: string, name: string, rest: string): RegionRef | null {
  const entry = regionData.abolishedDistricts.find((d) => d.region === province && d.name === name);
  if (!entry) return null;
  const hinted = entry.replacedBy.find((successor) =>
    (successorHints[successor] ?? []).some((hint) => rest.includes(hint)),
  );
  return successorRef(province, hinted ?? entry.replacedBy[0] ?? '');
}

export interface DistrictOptions {
  /** Single-district regions (세종) may omit the district: '세종특별자치시 한누리대로 2130'. */
  allowImplicit: boolean;
}

/**
 * The district named at the start of `rest` (what follows the province), in this order: a district
 * ('수원시'), a city glued to its 일반구 ('수원시장안구'), a 일반구 alone when only one city of the
 * province has it ('분당구' → 성남시), an abolished district (the file's list, then the older
 * successions of district-successors.ts: '인천 남구' → 미추홀구), the only district of the region.
 */
export function resolveDistrict(province: string, rest: string, options: DistrictOptions): RegionRef | null {
  const region = findRawRegion(province);
  if (!region) return null;
  const words = rest.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const remainder = words.slice(1).join(' ');

  if (region.districts.some((d) => d.name === first)) return { province, district: first };
  const glued = region.districts.find((d) => d.subdistricts?.some((s) => first === d.name + s.name));
  if (glued) return { province, district: glued.name };
  const parents = region.districts.filter((d) => d.subdistricts?.some((s) => s.name === first));
  if (parents.length === 1 && parents[0]) return { province, district: parents[0].name };
  const successor = resolveAbolished(province, first, remainder) ?? districtSuccessor(province, first);
  if (successor) return successor;
  const only = region.districts.length === 1 ? region.districts[0] : undefined;
  if (options.allowImplicit && only) return { province, district: only.name };
  return null;
}
