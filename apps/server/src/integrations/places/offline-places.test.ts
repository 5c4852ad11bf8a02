import { REGIONS, districtCentre, parseRegion } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import { searchOffline } from './offline-places.ts';
import { OFFLINE_VENUES } from './offline-venues.ts';
import { isInKorea } from './place-region.ts';
import type { PlaceSuggestion } from './places.ts';

const search = (
  query: string,
  extra: { near?: string; limit?: number; knownPlaces?: PlaceSuggestion[] } = {},
) =>
  searchOffline({ query, near: extra.near, limit: extra.limit ?? 10, knownPlaces: extra.knownPlaces ?? [] });

const names = (list: PlaceSuggestion[]) => list.map((s) => s.placeName);

describe('offline venues', () => {
  it.each(OFFLINE_VENUES.map((venue) => [venue.name, venue] as const))(
    '%s sits in a canonical region with a centre in Korea',
    (_name, venue) => {
      const ref = parseRegion(venue.region);
      expect(ref, venue.region).not.toBeNull();
      const centre = districtCentre(ref!.province, ref!.district);
      expect(centre).not.toBeNull();
      expect(isInKorea(centre!.lat, centre!.lng)).toBe(true);
      if (venue.at) expect(isInKorea(venue.at[0], venue.at[1])).toBe(true);
      expect(venue.sports.length).toBeGreaterThan(0);
    },
  );

  it('has at least 40 venues covering all 17 regions, 광주, 대전, 울산 and 세종 included', () => {
    expect(OFFLINE_VENUES.length).toBeGreaterThanOrEqual(40);
    const provinces = new Set(OFFLINE_VENUES.map((venue) => parseRegion(venue.region)?.province));
    expect([...provinces].sort()).toEqual(REGIONS.map((region) => region.short).sort());
    for (const province of ['광주', '대전', '울산', '세종']) {
      expect(
        search(province, { limit: 30 }).some(
          (s) => s.region.startsWith(`${province} `) && s.placeName !== s.region,
        ),
      ).toBe(true);
    }
  });

  it('has no two venues with the same name in the same region', () => {
    const keys = OFFLINE_VENUES.map((venue) => `${venue.name}|${venue.region}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('searchOffline', () => {
  it("finds venues that serve a sport: '탁구'", () => {
    const found = search('탁구', { limit: 30 });
    expect(found.length).toBeGreaterThanOrEqual(5);
    const tableTennis = new Set(OFFLINE_VENUES.filter((v) => v.sports.includes('탁구')).map((v) => v.name));
    for (const suggestion of found) expect(tableTennis.has(suggestion.placeName)).toBe(true);
    expect(found.every((s) => s.source === 'offline')).toBe(true);
  });

  it("answers '강남' with the 강남구 centre first, then the venues in 강남구", () => {
    const found = search('강남');
    const centre = districtCentre('서울', '강남구')!;
    expect(found[0]).toEqual({
      placeName: '서울 강남구',
      address: '서울 강남구',
      roadAddress: null,
      region: '서울 강남구',
      lat: centre.lat,
      lng: centre.lng,
      approximate: true,
      source: 'offline',
    });
    expect(names(found)).toContain('강남구민체육관');
    expect(names(found)).toContain('대치유수지 체육공원');
  });

  it("finds 강남 by its initial consonants 'ㄱㄴ' and by a syllable still being typed ('강나')", () => {
    expect(names(search('ㄱㄴ')).slice(0, 2)).toEqual(['서울 강남구', '강남구민체육관']);
    expect(search('강나')[0]?.region).toBe('서울 강남구');
    expect(names(search('ㅌㄱ', { limit: 30 }))).toContain('한밭체육관');
  });

  it("reads a city without its suffix: '수원' → 경기 수원시 and its venues", () => {
    const found = search('수원');
    expect(found[0]?.placeName).toBe('경기 수원시');
    expect(names(found)).toContain('수원월드컵경기장');
    expect(found.every((s) => s.region === '경기 수원시')).toBe(true);
  });

  it('needs every word to match: a sport with a place narrows the venues', () => {
    expect(names(search('잠실 테니스'))).toEqual(['잠실 올림픽공원 테니스장']);
    expect(names(search('울산 탁구'))).toEqual(['동천체육관']);
    expect(search('xyz 없는장소')).toEqual([]);
  });

  it('puts the places of the near region first', () => {
    const found = search('탁구', { near: '대전광역시 중구' });
    expect(found[0]).toMatchObject({ placeName: '한밭체육관', region: '대전 중구' });
    expect(names(search('', { near: '세종 세종시' }))).toEqual(
      expect.arrayContaining(['세종호수공원', '세종중앙공원', '세종시민체육관']),
    );
    expect(search('')).toEqual([]);
  });

  it('offers a typed address at its district centre, through the region normaliser', () => {
    const [first] = search('서울특별시 강남구 테헤란로 152');
    expect(first).toMatchObject({
      region: '서울 강남구',
      approximate: true,
      address: '서울특별시 강남구 테헤란로 152',
    });
    // '인천 서구' no longer exists: the normaliser maps it to its 2026 successor, never drops it.
    expect(search('인천광역시 서구 청라대로 1').every((s) => s.region !== '인천 서구')).toBe(true);
  });

  it('searches places already used in games, keeping their coordinates', () => {
    const known: PlaceSuggestion = {
      placeName: '역삼 공유탁구클럽',
      address: '서울 강남구 역삼동 123',
      roadAddress: '서울 강남구 테헤란로 1',
      region: '서울 강남구',
      lat: 37.5,
      lng: 127.03,
      approximate: false,
      source: 'kakao',
    };
    const broken = { ...known, placeName: '어딘가 탁구장', region: '화성 어딘가' };
    const found = search('역삼 탁구', { knownPlaces: [known, broken] });
    expect(found[0]).toEqual({ ...known, source: 'offline' });
    expect(names(search('탁구', { knownPlaces: [known, broken], limit: 30 }))).not.toContain('어딘가 탁구장');
    expect(names(search('ㅇㅅ ㅌㄱ', { knownPlaces: [known] }))).toContain('역삼 공유탁구클럽');
  });

  it('respects the limit and never repeats a place', () => {
    const found = search('ㄱ', { limit: 7 });
    expect(found).toHaveLength(7);
    expect(new Set(found.map((s) => `${s.placeName}|${s.region}`)).size).toBe(7);
  });
});
