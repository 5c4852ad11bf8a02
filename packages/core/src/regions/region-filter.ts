import { resolveDistrict } from './district-resolver.ts';
import { regionsForProvinceToken } from './province-aliases.ts';
import { NATIONWIDE, regionMessages } from './region-table.ts';

/** null = nationwide; otherwise one province, optionally narrowed to one district. */
export type RegionFilter = null | { province: string; district?: string };

export type RegionFilterResult =
  { ok: true; filter: RegionFilter } | { ok: false; message: typeof regionMessages.unsupported };

// Words that mean "the whole province" after a province name ('서울 전체'). '전국' is accepted
// there too because the old picker's nationwide entry sent '전국 전국'.
const WHOLE_PROVINCE = new Set(['전체', NATIONWIDE]);

const unsupported = { ok: false, message: regionMessages.unsupported } as const;

/**
 * Reads GET /api/games/list?region=. Nationwide arrives as '전국 전국', '전국', '' or nothing
 * (contract-notes). The province and district go through the same spellings and district rules
 * as normaliseAddress, so a game stored from an address is always found by the matching filter.
 */
export function normaliseRegionFilter(input: string | null | undefined): RegionFilterResult {
  const words = (input ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.every((word) => word === NATIONWIDE)) return { ok: true, filter: null };
  if (words.length > 2) return unsupported;

  const [provinceWord = '', districtWord] = words;
  const provinces = regionsForProvinceToken(provinceWord);

  if (districtWord === undefined || WHOLE_PROVINCE.has(districtWord)) {
    // '전남광주' alone is two UI regions: refuse rather than guess.
    return provinces.length === 1 && provinces[0]
      ? { ok: true, filter: { province: provinces[0] } }
      : unsupported;
  }
  // Stale clients may still send '인천 중구' or '경북 군위군': they map to today's district exactly
  // as an old address would.
  for (const province of provinces) {
    const ref = resolveDistrict(province, districtWord, { allowImplicit: false });
    if (ref) return { ok: true, filter: ref };
  }
  return unsupported;
}
