import regionFile from '../data/kr-regions.json' with { type: 'json' };

/**
 * The one region table (contract-notes "Regions"): the filter, the address parser, the profile
 * picker and the map centres all read kr-regions.json through this module. The old app kept two
 * tables that disagreed, and games in 광주, 대전, 울산 and 세종 could not be found.
 */

export interface RawDistrict {
  name: string;
  type: string;
  code: string | null;
  legacyCode?: string;
  subdistricts?: readonly { name: string; code: string | null }[];
}

export interface RawRegion {
  short: string;
  name: string;
  code: string;
  aliases: readonly string[];
  formerName?: string;
  legacyCode?: string;
  districts: readonly RawDistrict[];
}

export interface RawAbolishedDistrict {
  region: string;
  name: string;
  code: string;
  abolished: string;
  replacedBy: readonly string[];
}

interface RawRegionFile {
  meta: { regionCount: number; districtCount: number; uiNote: string };
  regions: readonly RawRegion[];
  abolishedDistricts: readonly RawAbolishedDistrict[];
  renamedProvinces: Readonly<Record<string, { to: string; date: string }>>;
}

// Assigning (not casting) makes tsc check the JSON against the shape this module relies on.
export const regionData: RawRegionFile = regionFile;

export interface Region {
  /** UI and storage name: '서울', '경기', '광주' … */
  short: string;
  /** Official name. 광주 and 전남 share '전남광주통합특별시' since 2026-07-01. */
  name: string;
  /** 자치구/시/군 in file order. 일반구 (수원시 장안구) are not districts of their own. */
  districts: readonly string[];
}

export interface RegionRef {
  province: string;
  district: string;
}

export const NATIONWIDE = '전국';

export const regionMessages = { unsupported: '지원하지 않는 지역이에요.' } as const;

export const REGIONS: readonly Region[] = Object.freeze(
  regionData.regions.map((region) =>
    Object.freeze({
      short: region.short,
      name: region.name,
      districts: Object.freeze(region.districts.map((district) => district.name)),
    }),
  ),
);

const regionsByShort = new Map(REGIONS.map((region) => [region.short, region]));
const rawByShort = new Map(regionData.regions.map((region) => [region.short, region]));

export function findRegion(short: string): Region | undefined {
  return regionsByShort.get(short);
}

export function findRawRegion(short: string): RawRegion | undefined {
  return rawByShort.get(short);
}

export function isKnownRegion(province: string, district: string): boolean {
  return findRegion(province)?.districts.includes(district) ?? false;
}

/** '서울 강남구' — the 'province district' string the API stores and filters by. */
export function formatRegion(province: string, district: string): string {
  return [province, district].filter((part) => part.trim() !== '').join(' ');
}

/** Strict inverse of formatRegion: canonical short name and district only, else null. */
export function parseRegion(text: string): RegionRef | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return null;
  const [province = '', district = ''] = parts;
  return isKnownRegion(province, district) ? { province, district } : null;
}
