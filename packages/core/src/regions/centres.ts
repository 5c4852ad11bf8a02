import centroidFile from '../data/kr-sigungu-centroids.json' with { type: 'json' };
import { findRawRegion, regionData, type RawDistrict } from './region-table.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

const points: Readonly<Record<string, readonly number[]>> = centroidFile.points;

function pointOf(code: string | null | undefined): LatLng | null {
  const point = code ? points[code] : undefined;
  const [lat, lng] = point ?? [];
  return lat !== undefined && lng !== undefined ? { lat, lng } : null;
}

function mean(list: readonly LatLng[]): LatLng | null {
  if (list.length === 0) return null;
  const sum = list.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / list.length, lng: sum.lng / list.length };
}

/**
 * Codes of the districts a 2026 district replaced (인천 제물포구 ← 동구, 중구). A predecessor
 * replaced only by this district comes first: 동구 lies inside 제물포구, while 중구's point sits
 * on 영종도, which went to 영종구.
 */
function predecessorCodes(province: string, district: string): string[] {
  const entries = regionData.abolishedDistricts.filter(
    (d) => d.region === province && d.replacedBy.includes(district),
  );
  return entries.sort((a, b) => a.replacedBy.length - b.replacedBy.length).map((d) => d.code);
}

/** A district's own point, from the file alone; null when the file has none for it. */
function knownPoint(province: string, district: RawDistrict): LatLng | null {
  return (
    pointOf(district.code) ??
    pointOf(district.legacyCode) ??
    // Cities split into 일반구 (수원시) have points only for their 일반구.
    mean((district.subdistricts ?? []).map((s) => pointOf(s.code)).filter((p) => p !== null)) ??
    predecessorCodes(province, district.name)
      .map(pointOf)
      .find((p) => p !== null) ??
    null
  );
}

function buildProvinceCentres(): Map<string, LatLng> {
  const centres = new Map<string, LatLng>();
  for (const region of regionData.regions) {
    const known = region.districts.map((d) => knownPoint(region.short, d)).filter((p) => p !== null);
    const centre = mean(known);
    if (centre) centres.set(region.short, centre);
  }
  return centres;
}

const provinceCentres = buildProvinceCentres();

/** Mean of the province's known district points (each district counts once, whatever its size). */
export function provinceCentre(province: string): LatLng | null {
  return provinceCentres.get(province) ?? null;
}

/** Map centre for a district; the province centre when the file has no point for it; null if unknown. */
export function districtCentre(province: string, district: string): LatLng | null {
  const entry = findRawRegion(province)?.districts.find((d) => d.name === district);
  if (!entry) return null;
  return knownPoint(province, entry) ?? provinceCentre(province);
}
