import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './address.ts';
import { normaliseRegionFilter } from './region-filter.ts';
import { REGIONS, formatRegion, regionData } from './region-table.ts';

const unsupported = { ok: false, message: '지원하지 않는 지역이에요.' };

describe('normaliseRegionFilter', () => {
  it.each([['전국 전국'], ['전국'], [''], ['   '], [undefined], [null], [' 전국  전국 ']])(
    'reads %j as nationwide',
    (input) => {
      expect(normaliseRegionFilter(input)).toEqual({ ok: true, filter: null });
    },
  );

  it.each([
    ['서울', '서울'],
    ['서울 전체', '서울'],
    ['서울 전국', '서울'],
    ['서울특별시', '서울'],
    ['세종', '세종'],
    ['광주', '광주'],
    ['전라남도', '전남'],
  ])('reads %j as the whole province', (input, province) => {
    expect(normaliseRegionFilter(input)).toEqual({ ok: true, filter: { province } });
  });

  it.each([
    ['서울 강남구', '서울', '강남구'],
    ['광주 광산구', '광주', '광산구'],
    ['대전 유성구', '대전', '유성구'],
    ['울산 울주군', '울산', '울주군'],
    ['세종 세종시', '세종', '세종시'],
    ['경기 수원시', '경기', '수원시'],
    ['경기 수원시장안구', '경기', '수원시'],
    ['경상남도 고성군', '경남', '고성군'],
    ['전남광주 광산구', '광주', '광산구'],
    ['전남광주 목포시', '전남', '목포시'],
    ['인천 동구', '인천', '제물포구'],
    ['경북 군위군', '대구', '군위군'],
  ])('reads %j as one district', (input, province, district) => {
    expect(normaliseRegionFilter(input)).toEqual({ ok: true, filter: { province, district } });
  });

  it.each([
    '서울 없는구',
    'Tokyo',
    '전국 강남구',
    '전남광주',
    '서울 강남구 역삼동',
    '세종 한누리대로',
    '부산 강남구',
    '강남구',
  ])('refuses %j with a typed failure', (input) => {
    expect(normaliseRegionFilter(input)).toEqual(unsupported);
  });

  it('accepts every district of the table in the stored form', () => {
    for (const region of REGIONS) {
      for (const district of region.districts) {
        expect(normaliseRegionFilter(formatRegion(region.short, district))).toEqual({
          ok: true,
          filter: { province: region.short, district },
        });
      }
    }
  });

  // The bug this table exists to prevent: a game stored from its address must be found by the
  // filter a player picks for that place.
  it('finds what the address parser stored, for every district under every province spelling', () => {
    for (const region of regionData.regions) {
      for (const spelling of [region.short, region.name, ...region.aliases]) {
        for (const { name } of region.districts) {
          const stored = normaliseAddress(`${spelling} ${name} 중앙로 1`);
          expect(stored, `${spelling} ${name}`).not.toBeNull();
          const picked = normaliseRegionFilter(formatRegion(stored?.province ?? '', stored?.district ?? ''));
          expect(picked).toEqual({ ok: true, filter: stored });
        }
      }
    }
  });
});
