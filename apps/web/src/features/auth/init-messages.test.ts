import { describe, expect, it } from 'vitest';
import { initErrorMessage, OAUTH_FAILED_MESSAGE, validateInitSearch } from './init-messages';

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
