import { gameMessages, type Place } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import { readRuleId } from './create-game-paths';
import { EMPTY_DRAFT, createGamePayload, localNow, matchDateError, placeChosen } from './create-game-draft';

const venue: Place = {
  placeName: '강남구민체육관',
  address: '서울 강남구 대치동 1',
  roadAddress: '서울 강남구 테헤란로 152',
  region: '서울 강남구',
  lat: 37.5,
  lng: 127.06,
  approximate: false,
};

describe('createGamePayload (contract-notes creation payload)', () => {
  it('sends a random game with the road address, the name plus the detail, and the time', () => {
    expect(
      createGamePayload(3, {
        ...EMPTY_DRAFT,
        place: venue,
        placeExtra: ' 2층 ',
        matchDate: '2099-07-21T15:05',
      }),
    ).toEqual({
      referencedRuleId: 3,
      friendId: null,
      placeRoad: '서울 강남구 테헤란로 152',
      placeDetail: '강남구민체육관 2층',
      matchDate: '2099-07-21T15:05',
    });
  });

  it("sends null and '협의 가능' for an undecided place and '' for an undecided time, with the friend", () => {
    expect(
      createGamePayload(3, {
        ...EMPTY_DRAFT,
        friend: { id: 9, nickname: '서연', avatar: null },
        place: venue,
        placeUndecided: true,
        matchDate: '2099-07-21T15:05',
        timeUndecided: true,
      }),
    ).toEqual({ referencedRuleId: 3, friendId: 9, placeRoad: null, placeDetail: '협의 가능', matchDate: '' });
  });

  it('falls back to the address when there is no road address, and does not repeat a district as a name', () => {
    const district: Place = { ...venue, placeName: '서울 강남구', address: '서울 강남구', roadAddress: null };
    expect(createGamePayload(1, { ...EMPTY_DRAFT, place: district, placeExtra: '역 앞' })).toMatchObject({
      placeRoad: '서울 강남구',
      placeDetail: '역 앞',
    });
  });

  it('keeps the detail within the 100 characters the server takes', () => {
    const long: Place = { ...venue, placeName: '가'.repeat(120) };
    const { placeDetail } = createGamePayload(1, { ...EMPTY_DRAFT, place: long, placeExtra: '3번 코트' });
    expect(placeDetail.length).toBeLessThanOrEqual(100);
    expect(placeDetail.endsWith(' 3번 코트')).toBe(true);
  });
});

describe('the steps’ checks', () => {
  const now = new Date('2026-11-23T06:00:00Z'); // 15:00 in Seoul

  it('needs a time or 시간 미정, refuses a past time with the server’s words', () => {
    expect(matchDateError({ ...EMPTY_DRAFT }, now)).toBe('경기 시간을 고르거나 시간 미정을 켜 주세요.');
    expect(matchDateError({ ...EMPTY_DRAFT, timeUndecided: true }, now)).toBeUndefined();
    expect(matchDateError({ ...EMPTY_DRAFT, matchDate: '2026-11-23T14:00' }, now)).toBe(
      gameMessages.matchDatePast,
    );
    expect(matchDateError({ ...EMPTY_DRAFT, matchDate: '2026-02-30T14:00' }, now)).toBe(
      gameMessages.matchDateFormat,
    );
    expect(matchDateError({ ...EMPTY_DRAFT, matchDate: '2026-11-23T16:00' }, now)).toBeUndefined();
    expect(localNow(now)).toBe('2026-11-23T15:00');
  });

  it('goes on from the place step with a place or 장소 미정', () => {
    expect(placeChosen(EMPTY_DRAFT)).toBe(false);
    expect(placeChosen({ ...EMPTY_DRAFT, place: venue })).toBe(true);
    expect(placeChosen({ ...EMPTY_DRAFT, placeUndecided: true })).toBe(true);
  });

  it('reads ?ruleId= as a positive whole number, absent, or not numeric', () => {
    expect(readRuleId(12)).toBe(12);
    expect(readRuleId('12')).toBe(12);
    expect(readRuleId(undefined)).toBe('none');
    expect(readRuleId('')).toBe('none');
    for (const bad of ['abc', '1.5', 1.5, -3, 0, '12a', { id: 1 }]) expect(readRuleId(bad)).toBeNull();
  });
});
