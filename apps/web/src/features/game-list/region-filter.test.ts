import { NATIONWIDE, normaliseRegionFilter, REGIONS } from '@hanpan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  canApplyRegion,
  chooseProvince,
  districtOptions,
  isDistrictDisabled,
  NATIONWIDE_CHOICE,
  parseRegionChoice,
  provinceOptions,
  readSavedRegion,
  readSavedSort,
  regionLabel,
  regionQuery,
  saveRegion,
  saveSort,
  WHOLE_PROVINCE,
} from './region-filter';

describe('the game list region filter', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts at 전국 with the district disabled and apply allowed', () => {
    expect(readSavedRegion()).toEqual(NATIONWIDE_CHOICE);
    expect(isDistrictDisabled(NATIONWIDE_CHOICE)).toBe(true);
    expect(districtOptions(NATIONWIDE)).toEqual([]);
    expect(canApplyRegion(NATIONWIDE_CHOICE)).toBe(true);
    expect(regionQuery(NATIONWIDE_CHOICE)).toBeUndefined();
  });

  it('keeps apply disabled after a province until a district of that province is chosen', () => {
    const seoul = chooseProvince(NATIONWIDE_CHOICE, '서울');
    expect(seoul).toEqual({ province: '서울', district: '' });
    expect(isDistrictDisabled(seoul)).toBe(false);
    expect(canApplyRegion(seoul)).toBe(false);
    expect(canApplyRegion({ province: '서울', district: '강남구' })).toBe(true);
    expect(canApplyRegion({ province: '서울', district: '해운대구' })).toBe(false);
    expect(canApplyRegion({ province: '서울', district: WHOLE_PROVINCE })).toBe(true);
  });

  it('clears the district when the province changes, and keeps it when the same one is picked', () => {
    const gangnam = { province: '서울', district: '강남구' };
    expect(chooseProvince(gangnam, '서울')).toBe(gangnam);
    expect(chooseProvince(gangnam, '부산')).toEqual({ province: '부산', district: '' });
    expect(chooseProvince(gangnam, NATIONWIDE)).toEqual(NATIONWIDE_CHOICE);
  });

  it('offers every region of the shared table, 광주, 대전, 울산 and 세종 included', () => {
    const provinces = provinceOptions();
    expect(provinces[0]).toBe(NATIONWIDE);
    expect(provinces).toHaveLength(REGIONS.length + 1);
    for (const name of ['광주', '대전', '울산', '세종']) expect(provinces).toContain(name);
  });

  it('sends only what the server normaliser reads back as the same place, for every district', () => {
    for (const province of provinceOptions().slice(1)) {
      for (const district of districtOptions(province)) {
        const query = regionQuery({ province, district });
        const read = normaliseRegionFilter(query);
        expect(read, `${query}`).toMatchObject({ ok: true });
        if (!read.ok || read.filter === null) throw new Error(`${query} read as nationwide`);
        expect(read.filter.province).toBe(province);
        if (district !== WHOLE_PROVINCE) expect(read.filter.district).toBe(district);
      }
    }
    expect(normaliseRegionFilter(regionQuery(NATIONWIDE_CHOICE))).toEqual({ ok: true, filter: null });
  });

  it('labels the button as the filter reads', () => {
    expect(regionLabel(NATIONWIDE_CHOICE)).toBe('전국');
    expect(regionLabel({ province: '광주', district: '북구' })).toBe('광주 북구');
    expect(regionLabel({ province: '세종', district: WHOLE_PROVINCE })).toBe('세종 전체');
  });

  it('remembers the applied region and sort on this device, and forgets what the table no longer has', () => {
    saveRegion({ province: '대전', district: '유성구' });
    saveSort('soonest');
    expect(readSavedRegion()).toEqual({ province: '대전', district: '유성구' });
    expect(readSavedSort()).toBe('soonest');

    saveRegion({ province: '서울', district: '없는구' });
    expect(readSavedRegion()).toEqual(NATIONWIDE_CHOICE);
    window.localStorage.setItem('gameListSort', 'latest');
    expect(readSavedSort()).toBe('recent');
    expect(parseRegionChoice('전국 전국')).toEqual(NATIONWIDE_CHOICE);
    expect(parseRegionChoice('서울')).toEqual(NATIONWIDE_CHOICE);
  });
});
