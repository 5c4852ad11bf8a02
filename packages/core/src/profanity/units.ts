import {
  compatVowelIndex,
  compose,
  conjoiningToCompat,
  finalIndexOf,
  initialIndex,
  isCompatConsonant,
  isCompatVowel,
  isSyllable,
} from './hangul.ts';

/**
 * The text folded to the characters the matchers compare, each with the span of the original text
 * it came from, so a hit can be shown as it was written ('시1발', 'ｆｕｃｋ').
 *
 * Folding: NFKD (full-width, circled and math letters, ligatures), diacritics dropped (fück),
 * lower case, Cyrillic/Greek look-alikes to Latin, NFD Hangul and jamo typed one by one composed
 * into syllables, every white space to ' '. Characters that fold to nothing (combining marks,
 * zero-width characters) leave no unit: they cannot split a word.
 */
export interface Units {
  chars: string[];
  starts: number[];
  ends: number[];
}

/** Letters that look Latin in other scripts (а, е, о, р, с, х… in Cyrillic; ο, α, ν… in Greek). */
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g', ı: 'i',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};

const MARKS = /\p{M}/gu;
const WHITE = /\s/u;
const folded = new Map<number, string>();

/** What a character other than ASCII, Hangul and compatibility jamo folds to (cached). */
function fold(code: number): string {
  let result = folded.get(code);
  if (result !== undefined) return result;
  const char = String.fromCodePoint(code);
  if (WHITE.test(char)) {
    result = ' ';
  } else {
    result = '';
    for (const part of char.normalize('NFKD').replace(MARKS, '').toLowerCase()) {
      const partCode = part.codePointAt(0)!;
      if (partCode >= 0x1100 && partCode <= 0x11ff) result += conjoiningToCompat(partCode);
      else result += LOOK_ALIKES[part] ?? part;
    }
  }
  // The cache only grows with distinct characters seen, which Unicode bounds.
  folded.set(code, result);
  return result;
}

export function toUnits(text: string): Units {
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const push = (char: string, start: number, end: number) => {
    chars.push(char);
    starts.push(start);
    ends.push(end);
  };
  let sawLooseJamo = false;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    if (code < 0x80) {
      if (code >= 0x41 && code <= 0x5a) push(String.fromCharCode(code + 32), i, i + 1);
      else if (code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c || code === 0x0b)
        push(' ', i, i + 1);
      else push(text[i]!, i, i + 1);
    } else if (isSyllable(code)) {
      push(text[i]!, i, i + 1);
    } else if (isCompatConsonant(code) || isCompatVowel(code)) {
      sawLooseJamo = true;
      // ㅄ is 병신's abbreviation in one character: compare it as ㅂㅅ.
      if (code === 0x3144) {
        push('ㅂ', i, i + 1);
        push('ㅅ', i, i + 1);
      } else push(text[i]!, i, i + 1);
    } else if (code >= 0x1100 && code <= 0x1112 && isVowelJamo(text.charCodeAt(i + 1))) {
      // NFD Hangul: initial + vowel (+ final) is one syllable.
      const vowel = text.charCodeAt(i + 1) - 0x1161;
      const next = text.charCodeAt(i + 2);
      const hasFinal = next >= 0x11a8 && next <= 0x11c2;
      push(compose(code - 0x1100, vowel, hasFinal ? next - 0x11a7 : 0), i, i + (hasFinal ? 3 : 2));
      i += hasFinal ? 3 : 2;
      continue;
    } else {
      const result = fold(code);
      for (const char of result) {
        if (isCompatConsonant(char.charCodeAt(0)) || isCompatVowel(char.charCodeAt(0))) sawLooseJamo = true;
        push(char, i, i + size);
      }
    }
    i += size;
  }
  const units = { chars, starts, ends };
  return sawLooseJamo ? composeLooseJamo(units) : units;
}

const isVowelJamo = (code: number) => code >= 0x1161 && code <= 0x1175;

/**
 * Jamo typed one after another (ㅅㅣㅂㅏㄹ) become syllables: a consonant directly followed by a
 * vowel starts one, and the next consonant closes it unless a vowel follows that one too.
 * Consonants alone (ㅅㅂ, ㅋㅋ) stay as they are.
 */
function composeLooseJamo(units: Units): Units {
  const { chars, starts, ends } = units;
  const out: Units = { chars: [], starts: [], ends: [] };
  const adjacent = (a: number, b: number) => b < chars.length && ends[a] === starts[b];
  for (let k = 0; k < chars.length; k++) {
    const initial = initialIndex(chars[k]!);
    const vowelCode = k + 1 < chars.length ? chars[k + 1]!.charCodeAt(0) : 0;
    if (initial >= 0 && isCompatVowel(vowelCode) && adjacent(k, k + 1)) {
      let end = k + 1;
      let final = 0;
      const candidate = chars[k + 2];
      if (candidate !== undefined && adjacent(k + 1, k + 2)) {
        const afterFinal = chars[k + 3]?.charCodeAt(0) ?? 0;
        const opensNext = isCompatVowel(afterFinal) && adjacent(k + 2, k + 3);
        if (!opensNext) final = finalIndexOf(candidate);
        if (final > 0) end = k + 2;
      }
      out.chars.push(compose(initial, compatVowelIndex(vowelCode), final));
      out.starts.push(starts[k]!);
      out.ends.push(ends[end]!);
      k = end;
    } else {
      out.chars.push(chars[k]!);
      out.starts.push(starts[k]!);
      out.ends.push(ends[k]!);
    }
  }
  return out;
}
