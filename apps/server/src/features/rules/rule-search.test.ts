import { describe, expect, it } from 'vitest';
import { escapeLike, parseRuleSearch, ruleSearchChoseong } from './rule-search.ts';

describe('ruleSearchChoseong', () => {
  it("keeps the title's and the goal's 초성 without spaces, one space between them", () => {
    expect(ruleSearchChoseong('11점 3세트 탁구', '먼저 이기면 끝!')).toBe('ㅈㅅㅌㅌㄱ ㅁㅈㅇㄱㅁㄲ');
  });

  it('is empty for text without Hangul', () => {
    expect(ruleSearchChoseong('Ping pong', '')).toBe(' ');
  });
});

describe('parseRuleSearch', () => {
  it('reads consonant-only keywords as 초성, spaces ignored', () => {
    expect(parseRuleSearch('ㅌㄱ')).toEqual({ kind: 'choseong', value: 'ㅌㄱ' });
    expect(parseRuleSearch(' ㅌ ㄱ ')).toEqual({ kind: 'choseong', value: 'ㅌㄱ' });
    expect(parseRuleSearch('ㄲㅃ')).toEqual({ kind: 'choseong', value: 'ㄲㅃ' });
  });

  it('reads anything else as a literal substring', () => {
    expect(parseRuleSearch('탁구')).toEqual({ kind: 'text', pattern: '%탁구%' });
    expect(parseRuleSearch('ㅌ구')).toEqual({ kind: 'text', pattern: '%ㅌ구%' });
    expect(parseRuleSearch('100%_\\')).toEqual({ kind: 'text', pattern: '%100\\%\\_\\\\%' });
  });

  it('is no search for a missing or blank keyword', () => {
    expect(parseRuleSearch(undefined)).toBeNull();
    expect(parseRuleSearch('   ')).toBeNull();
  });
});

describe('escapeLike', () => {
  it("escapes LIKE's own characters with a backslash", () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });
});
