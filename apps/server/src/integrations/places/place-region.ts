import { formatRegion, normaliseRegionText, type RegionRef } from '@hanpan/core';

/**
 * The canonical region ('서울 강남구') of an address, through the one normaliser of @hanpan/core,
 * or null when it names no known district (the caller drops the suggestion and the UI says
 * '장소를 찾을 수 없습니다').
 */
export function resolvePlaceRegion(address: string): string | null {
  const ref = normaliseRegionText(address);
  return ref ? formatRegion(ref.province, ref.district) : null;
}

export function resolvePlaceRegionRef(address: string): RegionRef | null {
  return normaliseRegionText(address);
}

/**
 * A generous box around South Korea (마라도 to 고성, 백령도 to 독도). Providers are asked for
 * Korea only; this catches the answer that is not (a Kakao result of an overseas keyword, a
 * Google result outside the region bias).
 */
export function isInKorea(lat: number, lng: number): boolean {
  return lat >= 33 && lat <= 38.7 && lng >= 124.5 && lng <= 132;
}
