import { describe, expect, it } from 'vitest';
import {
  NATIONWIDE,
  REGIONS,
  findRegion,
  formatRegion,
  isKnownRegion,
  parseRegion,
  regionData,
} from './region-table.ts';

describe('REGIONS', () => {
  it('has the 17 UI regions in file order', () => {
    expect(REGIONS.map((r) => r.short)).toEqual([
      '서울',
      '부산',
      '대구',
      '인천',
      '광주',
      '대전',
      '울산',
      '세종',
      '경기',
      '강원',
      '충북',
      '충남',
      '전북',
      '전남',
      '경북',
      '경남',
      '제주',
    ]);
    expect(REGIONS).toHaveLength(regionData.meta.regionCount);
  });

  it('has 230 districts in all, as the file says, and no 일반구 among them', () => {
    const total = REGIONS.reduce((sum, r) => sum + r.districts.length, 0);
    expect(total).toBe(230);
    expect(total).toBe(regionData.meta.districtCount);
    expect(findRegion('경기')?.districts).toContain('수원시');
    expect(findRegion('경기')?.districts).not.toContain('장안구');
  });

  it('includes the regions the old table missed', () => {
    expect(findRegion('광주')?.districts).toEqual(['동구', '서구', '남구', '북구', '광산구']);
    expect(findRegion('대전')?.districts).toEqual(['동구', '중구', '서구', '유성구', '대덕구']);
    expect(findRegion('울산')?.districts).toEqual(['중구', '남구', '동구', '북구', '울주군']);
    expect(findRegion('세종')?.districts).toEqual(['세종시']);
  });

  it('reflects the 2023–2026 changes', () => {
    expect(findRegion('대구')?.districts).toContain('군위군');
    expect(findRegion('경북')?.districts).not.toContain('군위군');
    expect(findRegion('인천')?.districts).toEqual(
      expect.arrayContaining(['제물포구', '영종구', '서해구', '검단구']),
    );
    expect(findRegion('인천')?.districts).not.toContain('중구');
  });

  it('has no duplicate district within a region', () => {
    for (const region of REGIONS) expect(new Set(region.districts).size).toBe(region.districts.length);
  });

  it('is frozen so no caller can edit the shared table', () => {
    expect(Object.isFrozen(REGIONS)).toBe(true);
    expect(Object.isFrozen(REGIONS[0]?.districts)).toBe(true);
  });

  it('does not treat 전국 as a region', () => {
    expect(NATIONWIDE).toBe('전국');
    expect(findRegion(NATIONWIDE)).toBeUndefined();
  });
});

describe('formatRegion and parseRegion', () => {
  it('round-trips every district in the table', () => {
    for (const region of REGIONS) {
      for (const district of region.districts) {
        expect(parseRegion(formatRegion(region.short, district))).toEqual({
          province: region.short,
          district,
        });
      }
    }
  });

  it('formats with one space and drops an empty district', () => {
    expect(formatRegion('서울', '강남구')).toBe('서울 강남구');
    expect(formatRegion('서울', '')).toBe('서울');
  });

  it.each(['서울특별시 강남구', '서울 없는구', '서울', '전국 전국', '', '경기 수원시 장안구', '부산 강남구'])(
    'rejects %j, which is not a canonical table entry',
    (text) => {
      expect(parseRegion(text)).toBeNull();
    },
  );

  it('tolerates surrounding and repeated spaces', () => {
    expect(parseRegion('  대전   유성구 ')).toEqual({ province: '대전', district: '유성구' });
  });

  it('knows which pairs exist', () => {
    expect(isKnownRegion('경남', '고성군')).toBe(true);
    expect(isKnownRegion('강원', '고성군')).toBe(true);
    expect(isKnownRegion('서울', '고성군')).toBe(false);
  });
});
