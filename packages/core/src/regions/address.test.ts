import { describe, expect, it } from 'vitest';
import { normaliseAddress, normaliseRegionText } from './address.ts';
import { DISTRICT_SUCCESSORS } from './district-successors.ts';
import { isKnownRegion } from './region-table.ts';
import { REGIONS, regionData } from './region-table.ts';

const ref = (province: string, district: string) => ({ province, district });

describe('normaliseAddress', () => {
  it.each([
    ['서울특별시 강남구 테헤란로 152', ref('서울', '강남구')],
    ['서울 강남구 역삼동 737', ref('서울', '강남구')],
    ['서울시 종로구 세종대로 175', ref('서울', '종로구')],
    ['부산광역시 해운대구 우동 1411', ref('부산', '해운대구')],
    ['대전광역시 유성구 대학로 99', ref('대전', '유성구')],
    ['울산 울주군 삼남읍', ref('울산', '울주군')],
    ['제주특별자치도 서귀포시 중문관광로 72', ref('제주', '서귀포시')],
    ['경상남도 고성군 고성읍', ref('경남', '고성군')],
    ['강원특별자치도 고성군 토성면', ref('강원', '고성군')],
    ['경기도 광주시 오포읍', ref('경기', '광주시')],
  ])('reads the long or short province name in %s', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it.each([
    ['Seoul 강남구 테헤란로 152', ref('서울', '강남구')],
    ['seoul 마포구', ref('서울', '마포구')],
    ['Gyeonggi-do 성남시 분당구', ref('경기', '성남시')],
    ['Gangwon State 춘천시', ref('강원', '춘천시')],
    ['North Chungcheong 청주시 상당구', ref('충북', '청주시')],
    ['Sejong-si 한누리대로 2130', ref('세종', '세종시')],
    ['대한민국 서울특별시 중구 세종대로 110', ref('서울', '중구')],
    ['South Korea, Busan 수영구', ref('부산', '수영구')],
  ])('reads the alias or English spelling in %s', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it('maps every alias in the file to its region', () => {
    for (const region of regionData.regions) {
      const district = region.districts[0]?.name ?? '';
      for (const alias of region.aliases) {
        const result = normaliseAddress(`${alias} ${district} 1`);
        expect(result, alias).toEqual(ref(region.short, district));
      }
    }
  });

  it.each([
    ['강원도 춘천시 중앙로 1', ref('강원', '춘천시')],
    ['전라북도 전주시 완산구 효자동', ref('전북', '전주시')],
    ['광주광역시 광산구 하남산단로', ref('광주', '광산구')],
    ['전라남도 목포시 용해동', ref('전남', '목포시')],
  ])('maps the renamed province in %s', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it('maps every renamedProvinces key to the UI region that took it over', () => {
    const expected: Record<string, string> = {
      강원도: '강원',
      전라북도: '전북',
      광주광역시: '광주',
      전라남도: '전남',
    };
    expect(Object.keys(regionData.renamedProvinces).sort()).toEqual(Object.keys(expected).sort());
    for (const [old, short] of Object.entries(expected)) {
      const district = REGIONS.find((r) => r.short === short)?.districts.at(-1) ?? '';
      expect(normaliseAddress(`${old} ${district} 1`), old).toEqual(ref(short, district));
    }
  });

  it.each([
    ['전남광주통합특별시 광산구 첨단과기로 123', ref('광주', '광산구')],
    ['전남광주통합특별시 동구 금남로 1', ref('광주', '동구')],
    ['전남광주통합특별시 여수시 오동도로 222', ref('전남', '여수시')],
    ['전남광주특별시 순천시 팔마로', ref('전남', '순천시')],
    ['전남광주 나주시', ref('전남', '나주시')],
  ])('lets the district decide between 광주 and 전남 in %s', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it.each([
    ['경기 수원시 장안구 정자동 1', ref('경기', '수원시')],
    ['경기 수원시장안구 정자동 1', ref('경기', '수원시')],
    ['경기도 성남시 분당구 판교역로 166', ref('경기', '성남시')],
    ['경기 분당구 판교역로 166', ref('경기', '성남시')],
    ['경기 화성시 동탄구 동탄대로', ref('경기', '화성시')],
    ['경남 창원시마산합포구 3·15대로', ref('경남', '창원시')],
    ['경북 포항시 남구 대잠동', ref('경북', '포항시')],
    ['서울강남구 테헤란로', ref('서울', '강남구')],
  ])('reads the Kakao 일반구 and glued forms in %s', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it.each([
    ['인천광역시 동구 송림동', ref('인천', '제물포구')],
    ['인천 중구 개항로 1', ref('인천', '제물포구')],
    ['인천광역시 중구 운서동 2850', ref('인천', '영종구')],
    ['인천광역시 중구 공항로 272', ref('인천', '영종구')],
    ['인천 서구 가정동', ref('인천', '서해구')],
    ['인천 서구 당하동 1029', ref('인천', '검단구')],
    ['인천광역시 서구 검단로 100', ref('인천', '검단구')],
    ['경상북도 군위군 군위읍 동서길', ref('대구', '군위군')],
    ['경북 군위군', ref('대구', '군위군')],
    ['대구광역시 군위군 군위읍', ref('대구', '군위군')],
  ])('maps the abolished district in %s to its successor', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it.each([
    ['세종특별자치시 한누리대로 2130', ref('세종', '세종시')],
    ['세종 도움6로 11', ref('세종', '세종시')],
    ['세종특별자치시', ref('세종', '세종시')],
    ['세종시 세종시 보람동', ref('세종', '세종시')],
  ])('gives 세종 its single district in %s', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it.each([
    '서울 없는구',
    '서울특별시',
    '광주',
    '전남광주통합특별시',
    'Tokyo',
    'Tokyo 渋谷区',
    '',
    '   ',
    '강남구 테헤란로 152',
    '세종대로 110',
    '세종로 1',
    'Seoulite 강남구',
    '부산 분당구',
    '경기 수원시영통',
    'Seoul Gangnam-gu',
  ])('rejects %j', (address) => {
    expect(normaliseAddress(address)).toBeNull();
  });

  it('places every table district given with the official province name', () => {
    for (const region of regionData.regions) {
      for (const { name } of region.districts) {
        expect(normaliseAddress(`${region.name} ${name} 어딘가로 1`)).toEqual(ref(region.short, name));
      }
    }
  });

  it('places every 일반구, spaced or glued, in its city', () => {
    for (const region of regionData.regions) {
      for (const city of region.districts) {
        for (const sub of city.subdistricts ?? []) {
          expect(normaliseAddress(`${region.short} ${city.name} ${sub.name} 1`)).toEqual(
            ref(region.short, city.name),
          );
          expect(normaliseAddress(`${region.short} ${city.name}${sub.name} 1`)).toEqual(
            ref(region.short, city.name),
          );
        }
      }
    }
  });

  it('never answers with a district outside the UI table', () => {
    const known = new Set(REGIONS.flatMap((r) => r.districts.map((d) => `${r.short} ${d}`)));
    for (const abolished of regionData.abolishedDistricts) {
      const result = normaliseAddress(`${abolished.region} ${abolished.name} 1`);
      expect(result).not.toBeNull();
      expect(known.has(`${result?.province} ${result?.district}`)).toBe(true);
    }
  });
});

describe('older district names (district-successors.ts)', () => {
  it.each([
    ['인천광역시 남구 주안동', ref('인천', '미추홀구')],
    ['충청북도 청원군 오창읍', ref('충북', '청주시')],
    ['경상남도 마산시 합포구', ref('경남', '창원시')],
    ['충청남도 연기군 조치원읍', ref('세종', '세종시')],
    ['제주도 남제주군 대정읍', ref('제주', '서귀포시')],
  ])('places %s in its successor', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it('names only successors the region table has, and only old names it no longer has', () => {
    for (const [old, successor] of Object.entries(DISTRICT_SUCCESSORS)) {
      const [province = '', district = ''] = old.split(' ');
      expect(isKnownRegion(province, district), old).toBe(false);
      expect(isKnownRegion(successor.province, successor.district), old).toBe(true);
    }
  });
});

describe('normaliseRegionText', () => {
  it('keeps a canonical region and reads older spellings', () => {
    expect(normaliseRegionText('서울 중구')).toEqual(ref('서울', '중구'));
    expect(normaliseRegionText(' 경기 수원시 장안구 ')).toEqual(ref('경기', '수원시'));
    expect(normaliseRegionText('경북 군위군')).toEqual(ref('대구', '군위군'));
  });

  it('answers null for nothing, a province alone or an unknown place', () => {
    expect(normaliseRegionText('')).toBeNull();
    expect(normaliseRegionText('서울')).toBeNull();
    expect(normaliseRegionText('화성 올림푸스구')).toBeNull();
  });
});
