import { encodeInviteCode } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import {
  canConfirmInviteCode,
  cleanInviteCodeInput,
  gameIdOfInviteCode,
  inviteCodeMessages,
} from './invite-code';

describe('the invite code field (spec §5)', () => {
  it('says the spec words', () => {
    expect(inviteCodeMessages.format).toBe('4자리 숫자를 입력하세요.');
    expect(inviteCodeMessages.invalid).toBe('잘못된 초대 번호입니다.');
  });

  it('keeps digits only, at most four, full-width digits read as digits', () => {
    expect(cleanInviteCodeInput('12a3')).toBe('123');
    expect(cleanInviteCodeInput('123456')).toBe('1234');
    expect(cleanInviteCodeInput(' 0 4 2 ')).toBe('042');
    expect(cleanInviteCodeInput('１２３４')).toBe('1234');
  });

  it('enables confirm with exactly four digits only', () => {
    expect(canConfirmInviteCode('')).toBe(false);
    expect(canConfirmInviteCode('123')).toBe(false);
    expect(canConfirmInviteCode('1234')).toBe(true);
    expect(canConfirmInviteCode('12345')).toBe(false);
    expect(canConfirmInviteCode('12a4')).toBe(false);
  });

  it('decodes on the phone: code × 7143 mod 10000 − 538', () => {
    expect(gameIdOfInviteCode(encodeInviteCode(1))).toBe(1);
    expect(gameIdOfInviteCode(encodeInviteCode(42))).toBe(42);
    expect(gameIdOfInviteCode(encodeInviteCode(9461))).toBe(9461);
    // ((1 + 538) × 7) mod 10000 = 3773
    expect(encodeInviteCode(1)).toBe('3773');
    expect(gameIdOfInviteCode('3773')).toBe(1);
  });

  it('finds no game for a code that decodes to no id', () => {
    // 3766 × 7143 mod 10000 = 538 → id 0
    expect(gameIdOfInviteCode('3766')).toBeNull();
    expect(gameIdOfInviteCode('12')).toBeNull();
  });
});
