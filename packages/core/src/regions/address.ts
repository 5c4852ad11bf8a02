import { matchProvincePrefix } from './province-aliases.ts';
import { resolveDistrict } from './district-resolver.ts';
import { parseRegion, type RegionRef } from './region-table.ts';

// Google and some Kakao results lead with the country.
const COUNTRY_PREFIX = /^(?:대한민국|South Korea|Republic of Korea|Korea)(?:\s+|,\s*)/i;

function tidy(address: string): string {
  return address
    .replace(/[,\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(COUNTRY_PREFIX, '');
}

/**
 * The UI region of a road or lot address from the places search, or null when it cannot be placed
 * (the game is then rejected rather than stored where no filter finds it).
 *
 * '전남광주통합특별시 …' names both 광주 and 전남; the district decides (its 자치구 are 광주's, its
 * 시/군 are 전남's — the rule in the file's note). '경북 군위군' becomes '대구 군위군' and the
 * 2026 인천 districts replace 중구/동구/서구 through abolishedDistricts.
 */
export function normaliseAddress(address: string): RegionRef | null {
  const text = tidy(address);
  for (const match of matchProvincePrefix(text)) {
    for (const province of match.regions) {
      // WARNING: a glued match may only name a district explicitly; otherwise '세종대로 110' (Seoul)
      // would read as 세종 + '대로 110' and land in 세종.
      const ref = resolveDistrict(province, match.rest, { allowImplicit: !match.glued });
      if (ref) return ref;
    }
  }
  return null;
}

/**
 * A region string in any spelling the clients have sent: the canonical '서울 강남구' first, else
 * read like an address — long or old province names ('강원도 춘천시'), a city with its 일반구 as
 * Kakao reports it ('경기 수원시 장안구' → 경기 수원시), abolished or renamed districts ('인천 남구'
 * → 인천 미추홀구, '경북 군위군' → 대구 군위군). Null when it names no district.
 */
export function normaliseRegionText(text: string): RegionRef | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return parseRegion(trimmed) ?? normaliseAddress(trimmed);
}
