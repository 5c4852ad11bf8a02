import { describe, expect, it } from 'vitest';
import { districtCentre, provinceCentre } from './centres.ts';
import { REGIONS } from './region-table.ts';

// South Korea including 울릉도/독도 and 마라도, with a little margin.
const inKorea = (p: { lat: number; lng: number } | null) =>
  p !== null && p.lat > 33 && p.lat < 38.7 && p.lng > 124.5 && p.lng < 132;

describe('districtCentre', () => {
  it('resolves every district of every region to a point in Korea', () => {
    for (const region of REGIONS) {
      for (const district of region.districts) {
        expect(inKorea(districtCentre(region.short, district)), `${region.short} ${district}`).toBe(true);
      }
    }
  });

  it('uses the district code', () => {
    expect(districtCentre('서울', '강남구')).toEqual({ lat: 37.49647, lng: 127.06331 });
    expect(districtCentre('대구', '군위군')).toEqual({ lat: 36.17014, lng: 128.64814 });
  });

  it('uses the legacy code for the 2026 전남광주 districts', () => {
    expect(districtCentre('광주', '동구')).toEqual({ lat: 35.1174, lng: 126.94943 });
    expect(districtCentre('전남', '목포시')).toEqual({ lat: 34.81025, lng: 126.40718 });
  });

  it('averages the 일반구 of a city that has no point of its own', () => {
    const suwon = districtCentre('경기', '수원시');
    expect(suwon?.lat).toBeCloseTo(37.28, 1);
    expect(suwon?.lng).toBeCloseTo(127.01, 1);
  });

  it('places the new 인천 districts on the district they replaced', () => {
    expect(districtCentre('인천', '제물포구')).toEqual({ lat: 37.48325, lng: 126.63922 }); // old 동구
    expect(districtCentre('인천', '영종구')).toEqual({ lat: 37.47599, lng: 126.46834 }); // old 중구 (영종도)
    expect(districtCentre('인천', '검단구')).toEqual({ lat: 37.55963, lng: 126.65219 }); // old 서구
  });

  it('gives distinct points to same-named districts of different regions', () => {
    expect(districtCentre('강원', '고성군')).not.toEqual(districtCentre('경남', '고성군'));
    expect(districtCentre('광주', '동구')).not.toEqual(districtCentre('대전', '동구'));
  });

  it('returns null for a district that is not in the table', () => {
    expect(districtCentre('서울', '없는구')).toBeNull();
    expect(districtCentre('전국', '전국')).toBeNull();
    expect(districtCentre('경기', '장안구')).toBeNull();
  });
});

describe('provinceCentre', () => {
  it('has a point in Korea for each of the 17 regions', () => {
    for (const region of REGIONS) expect(inKorea(provinceCentre(region.short)), region.short).toBe(true);
  });

  it('is the mean of the district points', () => {
    expect(provinceCentre('세종')).toEqual({ lat: 36.56073, lng: 127.25867 });
    const jeju = provinceCentre('제주');
    expect(jeju?.lat).toBeCloseTo((33.43806 + 33.32524) / 2, 5);
    expect(jeju?.lng).toBeCloseTo((126.5284 + 126.5823) / 2, 5);
  });

  it('keeps 광주 and 전남 apart although they share an official name', () => {
    const gwangju = provinceCentre('광주');
    expect(gwangju?.lat).toBeCloseTo(35.15, 1);
    expect(provinceCentre('전남')).not.toEqual(gwangju);
  });

  it('returns null for an unknown province', () => {
    expect(provinceCentre('Tokyo')).toBeNull();
  });
});
