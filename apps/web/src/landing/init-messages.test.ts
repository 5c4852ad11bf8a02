import { describe, expect, it } from 'vitest';
import { initErrorMessage, initNoticeMessage, OAUTH_FAILED_MESSAGE } from './init-messages';
import { signedOutReason as signedOutNotice } from '@/lib/signed-out';
import { validateInitSearch } from './init-search';

function tokenWith(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('why a player lands on /init signed out', () => {
  const now = Date.UTC(2026, 0, 10);
  it('says the login expired when the token is past its exp', () => {
    expect(signedOutNotice(tokenWith({ sub: '1', exp: now / 1000 - 60 }), now)).toBe('expired');
    expect(initNoticeMessage('expired')).toBe('로그인이 만료되었어요. 다시 로그인해 주세요.');
  });

  it('says another device logged out when a still-valid token was refused', () => {
    expect(signedOutNotice(tokenWith({ sub: '1', exp: now / 1000 + 3600 }), now)).toBe('signed_out');
    expect(signedOutNotice('not-a-jwt', now)).toBe('signed_out');
    expect(signedOutNotice(null, now)).toBeUndefined();
    expect(initNoticeMessage('signed_out')).toBe('다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.');
  });

  it('ignores unknown notices', () => {
    expect(initNoticeMessage('toString')).toBeUndefined();
    expect(initNoticeMessage(undefined)).toBeUndefined();
  });
});

describe('initErrorMessage', () => {
  it('translates known OAuth failure codes', () => {
    expect(initErrorMessage('access_denied')).toContain('취소');
  });

  it('uses the error catalogue for our own codes and passes Korean text through', () => {
    expect(initErrorMessage('rate_limited')).toBe('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.');
    expect(initErrorMessage('카카오 계정 정보를 가져오지 못했습니다.')).toBe(
      '카카오 계정 정보를 가져오지 못했습니다.',
    );
  });

  it('falls back to a generic message for anything else', () => {
    expect(initErrorMessage('weird<script>')).toBe(OAUTH_FAILED_MESSAGE);
  });
});

describe('validateInitSearch', () => {
  it('reads every value as text', () => {
    expect(validateInitSearch({ error: 500, notice: 'relogin', other: 'x' })).toEqual({
      error: '500',
      notice: 'relogin',
    });
    expect(validateInitSearch({})).toEqual({});
  });
});
