import { disassemble, getChoseong } from 'es-hangul';

/**
 * Hangul-aware matching for the offline search. A player types a place the way they type in any
 * Korean app: whole words ('강남구'), a stem ('강남'), initial consonants ('ㄱㄴ'), or a syllable
 * still being composed ('강나' on the way to '강남'). Each is compared on the spaceless text.
 */

export function compact(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

export function isChoseongOnly(token: string): boolean {
  return CHOSEONG_ONLY.test(token);
}

/** How well one typed token matches one name; 0 when it does not. Higher is better. */
export function scoreToken(token: string, name: string): number {
  const target = compact(name);
  if (token === '' || target === '') return 0;
  if (target === token) return 100;
  if (target.startsWith(token)) return 80;
  if (target.includes(token)) return 60;
  if (isChoseongOnly(token)) {
    const initials = getChoseong(target);
    if (initials === token) return 70;
    if (initials.startsWith(token)) return 55;
    if (initials.includes(token)) return 40;
    return 0;
  }
  // '강나' is '강남' mid-composition: compare the jamo sequences.
  const jamo = disassemble(target);
  const typed = disassemble(token);
  if (jamo.startsWith(typed)) return 50;
  if (jamo.includes(typed)) return 30;
  return 0;
}

/** The best score of a token over several names (aliases, sport keywords…). */
export function bestScore(token: string, names: readonly string[]): number {
  let best = 0;
  for (const name of names) best = Math.max(best, scoreToken(token, name));
  return best;
}

/** Splits a query into compacted tokens. */
export function tokenize(query: string): string[] {
  return query
    .normalize('NFC')
    .split(/[\s,·]+/)
    .map(compact)
    .filter((token) => token !== '');
}
