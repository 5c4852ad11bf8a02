import { describe, expect, it } from 'vitest';
import {
  MAX_ROUND_TRIP_GAME_ID,
  decodeInviteCode,
  encodeInviteCode,
  inviteCodeMessages,
  isInviteCodeInput,
} from './invite-code.ts';

describe('encodeInviteCode', () => {
  it('follows ((id + 538) × 7) mod 10000, zero-padded', () => {
    expect(encodeInviteCode(1)).toBe('3773'); // 539 × 7
    expect(encodeInviteCode(42)).toBe('4060'); // 580 × 7
    expect(encodeInviteCode(892)).toBe('0010'); // 1430 × 7 = 10010
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('rejects %s', (id) => {
    expect(() => encodeInviteCode(id)).toThrow(RangeError);
  });

  it('stays four digits for very large ids', () => {
    expect(encodeInviteCode(Number.MAX_SAFE_INTEGER)).toMatch(/^\d{4}$/);
  });
});

describe('decodeInviteCode', () => {
  it('inverts the encoding for every id from 1 to 9461', () => {
    for (let id = 1; id <= MAX_ROUND_TRIP_GAME_ID; id += 1) {
      expect(decodeInviteCode(encodeInviteCode(id))).toBe(id);
    }
  });

  it('gives every id up to 9461 its own code', () => {
    const codes = new Set<string>();
    for (let id = 1; id <= MAX_ROUND_TRIP_GAME_ID; id += 1) codes.add(encodeInviteCode(id));
    expect(codes.size).toBe(MAX_ROUND_TRIP_GAME_ID);
  });

  it('wraps from id 9462: the code decodes to nothing or to an older game', () => {
    expect(encodeInviteCode(9462)).toBe('0000');
    expect(decodeInviteCode('0000')).toBeNull();
    expect(decodeInviteCode(encodeInviteCode(10_000))).toBeNull(); // 10 000 − 10 000 + 538 − 538 = 0
    expect(decodeInviteCode(encodeInviteCode(10_001))).toBe(1);
    expect(encodeInviteCode(10_001)).toBe(encodeInviteCode(1));
    expect(decodeInviteCode(encodeInviteCode(12_345))).toBe(2345);
  });

  it('returns null for codes that point at id 0 or below', () => {
    // (code × 7143) mod 10000 ≤ 538: e.g. 7 → 1, 14 → 2.
    expect(decodeInviteCode('0007')).toBeNull();
    expect(decodeInviteCode('3766')).toBeNull(); // 538 × 7 = 3766 → id 0
  });

  it.each(['', '123', '12345', '12a4', ' 1234', '1234 ', '-123', '１２３４', '12.3'])(
    'returns null for %j',
    (code) => {
      expect(decodeInviteCode(code)).toBeNull();
    },
  );
});

describe('isInviteCodeInput', () => {
  it('accepts exactly four ASCII digits', () => {
    expect(isInviteCodeInput('0042')).toBe(true);
    expect(isInviteCodeInput('004')).toBe(false);
    expect(isInviteCodeInput('00420')).toBe(false);
    expect(isInviteCodeInput('٠٠٤٢')).toBe(false); // Arabic-Indic digits are not \d in JS without /u
  });
});

describe('inviteCodeMessages', () => {
  it('carries the spec wording', () => {
    expect(inviteCodeMessages).toEqual({
      format: '4자리 숫자를 입력하세요.',
      invalid: '잘못된 초대 번호입니다.',
    });
  });
});
