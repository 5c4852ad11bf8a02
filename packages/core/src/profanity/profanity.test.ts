import { describe, expect, it } from 'vitest';
import { ALLOW_EN, ALLOW_KO } from './allow-words.ts';
import { BADWORDS_KO_JAMO, BADWORDS_KO_WORDS } from './badwords-ko-words.ts';
import { EXTRA_EN_WORDS, EXTRA_KO_JAMO, EXTRA_KO_WORDS } from './extra-words.ts';
import { findProfanity, profanityMessage } from './index.ts';
import { OBSCENITY_WORDS } from './obscenity-words.ts';

describe('findProfanity', () => {
  it('returns null for clean and empty text', () => {
    expect(findProfanity('')).toBeNull();
    expect(findProfanity('오늘 경기 재밌었어요! 다음에도 같이 해요 ㅋㅋ')).toBeNull();
    expect(findProfanity('Good game, see you next week.')).toBeNull();
  });

  it('finds every listed word written plainly, as itself', () => {
    const words = [
      ...BADWORDS_KO_WORDS,
      ...BADWORDS_KO_JAMO,
      ...EXTRA_KO_WORDS,
      ...EXTRA_KO_JAMO,
      ...OBSCENITY_WORDS,
      ...EXTRA_EN_WORDS,
    ].map((entry) => entry.replaceAll('|', ''));
    expect(words.filter((word) => findProfanity(word) !== word)).toEqual([]);
  });

  it('returns the word as written, with what was put inside it', () => {
    expect(findProfanity('아 진짜 시1발 뭐야')).toBe('시1발');
    expect(findProfanity('THAT WAS SH1T')).toBe('SH1T');
    expect(findProfanity('병 신아 패스 좀')).toBe('병 신');
  });

  it('returns the first word of the text', () => {
    expect(findProfanity('fuck 그리고 씨발')).toBe('fuck');
    expect(findProfanity('씨발 and fuck')).toBe('씨발');
  });

  describe('sees through evasions', () => {
    it.each([
      ['spaces between single syllables', '씨 발 진짜', '씨 발'],
      ['punctuation between single syllables', '씨.발', '씨.발'],
      ['several separators', '시~~~발', '시~~~발'],
      ['a whole word split in two tokens', '개새 끼', '개새 끼'],
      ['a digit inside', '시1발', '시1발'],
      ['a symbol inside', '씨@발', '씨@발'],
      ['a zero-width space inside', '씨\u200B발', '씨\u200B발'],
      ['a vowel jamo inside', '씨ㅣ발', '씨ㅣ발'],
      ['initial consonants alone', 'ㅅㅂ', 'ㅅㅂ'],
      ['initial consonants beside laughter', 'ㅋㅋㅅㅂㅋㅋ', 'ㅅㅂ'],
      ['initial consonants spaced', 'ㅅ ㅂ', 'ㅅ ㅂ'],
      ['ㅄ in one character', 'ㅄ같은 패스', 'ㅄ'],
      ['ㅂㅅ and ㅈㄹ', 'ㅂㅅ ㅈㄹ', 'ㅂㅅ'],
      ['an initial consonant for one syllable', 'ㅅ발', 'ㅅ발'],
      ['another one', 'ㅈ같네', 'ㅈ같'],
      ['jamo typed one by one', 'ㅅㅣㅂㅏㄹ', 'ㅅㅣㅂㅏㄹ'],
      ['a drawn-out vowel', '씨이이발', '씨이이발'],
      ['NFD text', '시발'.normalize('NFD'), '시발'],
      ['half-width jamo', '\uFFB5\uFFB2', '\uFFB5\uFFB2'],
      ['a Latin letter for a syllable', 'C발 진짜', 'C발'],
      ['Korean typed in English mode', 'tlqkf', 'tlqkf'],
      ['a repeated English letter', 'fuuuck', 'fuuuck'],
      ['a repeated last letter', 'fuckkk', 'fuckkk'],
      ['an asterisk', 'f*ck', 'f*ck'],
      ['two asterisks', 'f**k off', 'f**k'],
      ['leetspeak digits', 'sh1t', 'sh1t'],
      ['leetspeak symbols', '$hit and b!tch', '$hit'],
      ['a$$hole', 'a$$hole', 'a$$hole'],
      ['diacritics', 'fück', 'fück'],
      ['diacritics in NFD', 'fu\u0308ck', 'fück'],
      ['full-width letters', 'ｆｕｃｋ', 'ｆｕｃｋ'],
      ['Cyrillic look-alikes', 'fu\u0441k', 'fu\u0441k'],
      ['circled letters', 'ⓕⓤⓒⓚ', 'ⓕⓤⓒⓚ'],
      ['spaced letters', 'f u c k this', 'f u c k'],
      ['dotted letters', 's.h.i.t', 's.h.i.t'],
      ['upper case', 'WHAT THE FUCK', 'FUCK'],
      ['the finger as a vowel', 'ㅗ 먹어라', 'ㅗ'],
      ['the finger as an emoji', '🖕', '🖕'],
    ])('%s: %s', (_how, text, word) => {
      expect(findProfanity(text)).toBe(word);
    });
  });

  describe('does not join words across a space', () => {
    it.each([
      ['하시 발표', 'the match starts inside a token'],
      ['몇 시 발표예요?', 'the match ends inside a token'],
      ['김 씨 발언', 'the match ends inside a token'],
      ['10시 5발 사격', 'digits belong to their tokens'],
      ['회의는 2시.발표는 3시', 'a period splits tokens like a space'],
      ['씨 발라 먹어요', 'the seed-removing verb, spaced as written'],
      ['ㅇㅈㄹㅇ', 'an abbreviation must stand alone: 인정 레알'],
      ['ㄱㅅ', 'thanks'],
      ['수원FC K리그', 'English joins only one-letter tokens'],
      ["Kim's hit", 'an apostrophe does not split a word'],
      ['his hit', 'the match starts inside a token'],
      ['NC발 트레이드', 'C발 only when the C starts the word'],
    ])('%s (%s)', (text) => {
      expect(findProfanity(text)).toBeNull();
    });
  });

  it('lets every allow-listed word through', () => {
    const words = [
      ...ALLOW_KO.map((entry) => (entry.startsWith('…') ? `동${entry.slice(1)}` : entry)),
      ...ALLOW_EN,
    ];
    expect(words.filter((word) => findProfanity(word) !== null)).toEqual([]);
  });

  it('allows a …-entry only after another syllable of the same word', () => {
    expect(findProfanity('동시발표')).toBeNull();
    expect(findProfanity('시발표')).toBe('시발');
    expect(findProfanity('동시 발표')).toBeNull();
  });

  it.each([
    'class',
    'assistant',
    'Scunthorpe',
    'cockpit',
    'therapist',
    'Dickens',
    'shiitake',
    'bass',
    'assess',
  ])('passes %s (Scunthorpe problem)', (word) => {
    expect(findProfanity(word)).toBeNull();
  });

  it('applies the documented decisions', () => {
    expect(findProfanity('존나 못하네')).toBe('존나');
    expect(findProfanity('ㅈㄴ 잘하네')).toBe('ㅈㄴ');
    expect(findProfanity('신발 끈을 졸라 매요')).toBeNull();
    expect(findProfanity('미친 플레이였어요')).toBeNull();
    expect(findProfanity('미친놈이 태클을 하네')).toBe('미친놈');
    expect(findProfanity('병신년')).toBe('병신');
    expect(findProfanity('씨발라먹어')).toBe('씨발');
    expect(findProfanity('3개년 계약')).toBeNull();
    expect(findProfanity('C8 구역')).toBeNull();
    expect(findProfanity('Galaxy A55')).toBeNull(); // mostly digits: a model number, not a$$
  });
  it('handles long runs of one letter without deep recursion', () => {
    expect(findProfanity('ㅋ'.repeat(50_000))).toBeNull();
    expect(findProfanity('a'.repeat(50_000))).toBeNull();
    expect(findProfanity(`f${'u'.repeat(50_000)}ck`)).toHaveLength(50_003);
    expect(findProfanity(`시${'이'.repeat(50_000)}발`)).toHaveLength(50_002);
  });
});

describe('profanityMessage', () => {
  it('names the word in 해요체', () => {
    expect(profanityMessage('시1발')).toBe('"시1발"은(는) 쓸 수 없는 말이에요.');
  });
});
