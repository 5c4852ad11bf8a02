import { describe, expect, it } from 'vitest';
import { GameListQuerySchema } from './games.ts';
import { GameKickoffParamsSchema, SetGameRegionBodySchema, gameKickoffMessages } from './game-kickoff.ts';

describe('SetGameRegionBodySchema', () => {
  it('trims both parts and reads a missing detail as empty', () => {
    expect(SetGameRegionBodySchema.parse({ roadAddress: '  서울 강남구 테헤란로 1 ' })).toEqual({
      roadAddress: '서울 강남구 테헤란로 1',
      detailAddress: '',
    });
  });

  it('refuses an empty or too long address with a Korean message', () => {
    const empty = SetGameRegionBodySchema.safeParse({ roadAddress: '   ', detailAddress: '' });
    expect(empty.error?.issues[0]?.message).toBe(gameKickoffMessages.roadAddressRequired);
    const long = SetGameRegionBodySchema.safeParse({ roadAddress: '가'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe(gameKickoffMessages.roadAddressTooLong);
    const detail = SetGameRegionBodySchema.safeParse({
      roadAddress: '서울 강남구',
      detailAddress: '가'.repeat(101),
    });
    expect(detail.error?.issues[0]?.message).toBe(gameKickoffMessages.detailAddressTooLong);
  });
});

describe('GameListQuerySchema sort', () => {
  it.each([
    [undefined, 'recent'],
    ['latest', 'recent'],
    ['whatever', 'recent'],
    ['recent', 'recent'],
    ['nearest', 'nearest'],
    ['soonest', 'soonest'],
  ])('reads %j as %s', (sort, expected) => {
    expect(GameListQuerySchema.parse(sort === undefined ? {} : { sort }).sort).toBe(expected);
  });
});

describe('GameKickoffParamsSchema', () => {
  it('refuses a non-numeric id', () => {
    expect(GameKickoffParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(GameKickoffParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
