import { findEnglish } from './english-matcher.ts';
import { findKorean } from './korean-matcher.ts';
import { toUnits } from './units.ts';

/**
 * The one profanity check (spec: reviews refuse text containing a word from a Korean and English
 * profanity list), shared by the server, which runs it on every text a player publishes, and the
 * web app, which loads it lazily for instant feedback in forms.
 *
 * Word lists: badwords-ko-words.ts and obscenity-words.ts (taken from those npm packages, MIT,
 * see NOTICE), extra-words.ts (ours, with the decisions on 존나, 미친, 병신년…), allow-words.ts
 * (시발점, 등신대, Dickens…). Evasions handled: spacing and punctuation between single syllables or
 * letters (씨 발, f.u.c.k), digits and symbols inside a word (시1발, 씨@발, sh1t, f*ck), initial
 * consonants (ㅅㅂ, ㅅ발), drawn-out letters (씨이이발, fuuuck), look-alike and full-width letters,
 * diacritics, NFD text and jamo typed one by one.
 */

/** Only a pointing finger and ㅗ (the finger drawn in a vowel) standing alone are words by themselves. */
const GESTURES = /🖕|(?<![\u3131-\u318e\uac00-\ud7a3])ㅗ+(?![\u3131-\u318e\uac00-\ud7a3])/u;

/** The first bad word found in the text, as it was written there (e.g. '시1발'), or null. */
export function findProfanity(text: string): string | null {
  const units = toUnits(text);
  let best: [number, number] | null = null;
  for (const hit of [findKorean(text, units), findEnglish(units), gesture(text)]) {
    if (hit && (!best || hit[0] < best[0])) best = hit;
  }
  return best ? text.slice(best[0], best[1]).normalize('NFC') : null;
}

function gesture(text: string): [number, number] | null {
  const match = GESTURES.exec(text);
  return match ? [match.index, match.index + match[0].length] : null;
}

/** Korean message naming the word, 해요체: `"${word}"은(는) 쓸 수 없는 말이에요.` */
export function profanityMessage(word: string): string {
  return `"${word}"은(는) 쓸 수 없는 말이에요.`;
}
