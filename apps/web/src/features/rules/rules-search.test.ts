import { describe, expect, it } from 'vitest';
import { readRulesSearch, writeRulesSearch } from './rules-search';

describe('/rules query', () => {
  it('reads what the router parsed, numbers and booleans included', () => {
    expect(
      readRulesSearch({
        major: '두뇌',
        minor: '상식',
        q: 123,
        sort: 'popular',
        ruleId: '3',
        fromGameCreate: true,
      }),
    ).toEqual({ major: '두뇌', minor: '상식', q: '123', sort: 'popular', ruleId: 3, fromGameCreate: true });
    expect(readRulesSearch({ fromGameCreate: 'true' }).fromGameCreate).toBe(true);
  });

  it('drops what makes no sense: a minor without major, blanks, bad ids, unknown sorts', () => {
    expect(
      readRulesSearch({ minor: '탁구', q: '   ', ruleId: -1, sort: 'latest', fromGameCreate: 'no' }),
    ).toEqual({});
    expect(readRulesSearch({ ruleId: 'abc' })).toEqual({});
  });

  it('leaves defaults out of the address', () => {
    expect(writeRulesSearch({ major: '신체', sort: 'recent', fromGameCreate: false, q: '' })).toEqual({
      major: '신체',
    });
  });
});
