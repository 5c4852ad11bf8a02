/**
 * Hangul arithmetic (Unicode §3.12): a syllable is 0xAC00 + (initial × 21 + vowel) × 28 + final.
 * The matcher needs it to compose jamo typed one by one (ㅅㅣㅂㅏㄹ, or NFD text) and to let an
 * initial consonant stand for its syllable (ㅅ발 for 시발).
 */
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/** The 19 initial consonants as compatibility jamo, in syllable order. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** The 27 final consonants as compatibility jamo (final index 1…27). */
const FINALS = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
/** Compatibility vowels ㅏ…ㅣ are in the same order as the syllable vowels. */
const COMPAT_VOWEL_FIRST = 0x314f;
const COMPAT_VOWEL_LAST = 0x3163;
/** Index of the initial ㅇ, the silent consonant of a drawn-out vowel (씨이이발). */
const SILENT_INITIAL = 11;

export const isSyllable = (code: number) => code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
/** ㄱ…ㅎ, including the double and compound consonants. */
export const isCompatConsonant = (code: number) => code >= 0x3131 && code <= 0x314e;
export const isCompatVowel = (code: number) => code >= COMPAT_VOWEL_FIRST && code <= COMPAT_VOWEL_LAST;

export const initialOf = (syllable: string) =>
  INITIALS[Math.floor((syllable.charCodeAt(0) - SYLLABLE_FIRST) / 588)]!;

const vowelIndex = (code: number) => Math.floor(((code - SYLLABLE_FIRST) % 588) / 28);
const finalIndex = (code: number) => (code - SYLLABLE_FIRST) % 28;

export function compose(initial: number, vowel: number, final = 0): string {
  return String.fromCharCode(SYLLABLE_FIRST + (initial * 21 + vowel) * 28 + final);
}

/** Index of a compatibility consonant as an initial (ㄱ → 0), or -1 (ㄳ cannot start a syllable). */
export const initialIndex = (jamo: string) => INITIALS.indexOf(jamo);
/** Index of a compatibility consonant as a final (ㄱ → 1), or 0 when it cannot end one (ㄸ). */
export const finalIndexOf = (jamo: string) => FINALS.indexOf(jamo) + 1;
export const compatVowelIndex = (code: number) => code - COMPAT_VOWEL_FIRST;

/**
 * Conjoining jamo (NFD text, half-width jamo after NFKD) as compatibility jamo, or '' for the
 * archaic ones. Used when a conjoining jamo does not compose into a syllable.
 */
export function conjoiningToCompat(code: number): string {
  if (code >= 0x1100 && code <= 0x1112) return INITIALS[code - 0x1100]!;
  if (code >= 0x1161 && code <= 0x1175) return String.fromCharCode(COMPAT_VOWEL_FIRST + code - 0x1161);
  if (code >= 0x11a8 && code <= 0x11c2) return FINALS[code - 0x11a8]!;
  return '';
}

/**
 * True when `syllable` only draws out the vowel of `previous`: 이 after 씨, 아 after 바 (씨이이발,
 * 시바아알). Only syllables with the silent initial ㅇ and no final do.
 */
export function isDrawnOutVowel(syllable: string, previous: string): boolean {
  const code = syllable.charCodeAt(0);
  const before = previous.charCodeAt(0);
  if (!isSyllable(code) || !isSyllable(before)) return false;
  if (Math.floor((code - SYLLABLE_FIRST) / 588) !== SILENT_INITIAL || finalIndex(code) !== 0) return false;
  return finalIndex(before) === 0 && vowelIndex(before) === vowelIndex(code);
}
