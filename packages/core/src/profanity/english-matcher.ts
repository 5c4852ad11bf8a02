import { ALLOW_EN } from './allow-words.ts';
import { EXTRA_EN_WORDS } from './extra-words.ts';
import { OBSCENITY_WORDS } from './obscenity-words.ts';
import { buildTrie, type TrieNode } from './trie.ts';
import type { Units } from './units.ts';

/**
 * English words in the folded text. Tokens are runs of Latin letters; white space, punctuation and
 * any other script end one. Inside a token that has a real letter, digits and a few symbols are
 * read as the letters they imitate (sh1t, $hit, b!tch), '*' stands for any one letter (f*ck, f**k),
 * apostrophes and other symbols are skipped, and a letter repeated is read once (fuuuck, shiiit).
 *
 * A word may cross tokens only through one-letter tokens with nothing but separators between them
 * ("f u c k", "s.h.i.t"): joining longer tokens would find "fck" in "FC K리그" or "shit" in "his hit".
 */
interface WordEnd {
  word: string;
  atStart: boolean;
  atEnd: boolean;
}

const trie = buildTrie<WordEnd>(
  [...OBSCENITY_WORDS, ...EXTRA_EN_WORDS].map((entry) => {
    const word = entry.replaceAll('|', '');
    return [word, { word, atStart: entry.startsWith('|'), atEnd: entry.endsWith('|') }];
  }),
);

/** What a digit or symbol inside a lettered token may stand for. */
// prettier-ignore
const LOOK_ALIKE_LETTERS = new Map(Object.entries({
  0: 'o', 1: 'il', 3: 'e', 4: 'a', 5: 's', 7: 't', 8: 'b', 9: 'g', '@': 'a', $: 's', '!': 'i', '|': 'il', '€': 'e', '¡': 'i',
}));
const WILDCARD = '*';
const SKIPPED_INSIDE = new Set([..."'’‘`´^#%&+=:"]);
const LETTER = /\p{L}/u;
const SEPARATOR = /[\s\p{P}]/u;

interface Skeleton {
  /** Candidate letters of each position: 'f', 'il' (for 1) or '*'. */
  cands: string[];
  /** True where the text has the letter itself (not a digit, symbol or '*'). */
  real: boolean[];
  starts: number[];
  ends: number[];
  tokens: number[];
  tokenFirst: number[];
  tokenLast: number[];
  /** False when another script (Hangul…) stands between a token and the one before. */
  joinsPrevious: boolean[];
  joined: string | null;
  runEnds: number[] | null;
}

function skeletonOf(units: Units): Skeleton {
  const sk: Skeleton = {
    cands: [],
    real: [],
    starts: [],
    ends: [],
    tokens: [],
    tokenFirst: [],
    tokenLast: [],
    joinsPrevious: [],
    joined: null,
    runEnds: null,
  };
  const { chars } = units;
  /** Units of the current token that may become letters. */
  const pending: number[] = [];
  let pendingCount = 0;
  let hasLetter = false;
  let otherScriptSince = false;
  const letterLike = (p: number) => {
    const char = p >= 0 && p < pendingCount ? chars[pending[p]!]! : '!';
    return char !== '!' && char !== WILDCARD;
  };
  const flush = () => {
    if (hasLetter) {
      const token = sk.tokenFirst.length;
      sk.tokenFirst.push(sk.cands.length);
      sk.joinsPrevious.push(!otherScriptSince);
      otherScriptSince = false;
      for (let p = 0; p < pendingCount; p++) {
        const u = pending[p]!;
        const char = chars[u]!;
        const isReal = char >= 'a' && char <= 'z';
        if (char === '!' && !(letterLike(p - 1) && letterLike(p + 1))) continue;
        sk.cands.push(isReal || char === WILDCARD ? char : LOOK_ALIKE_LETTERS.get(char)!);
        sk.real.push(isReal);
        sk.starts.push(units.starts[u]!);
        sk.ends.push(units.ends[u]!);
        sk.tokens.push(token);
      }
      sk.tokenLast.push(sk.cands.length - 1);
    }
    pendingCount = 0;
    hasLetter = false;
  };
  for (let u = 0; u < chars.length; u++) {
    const char = chars[u]!;
    const code = char.charCodeAt(0);
    if (code >= 0x61 && code <= 0x7a) {
      hasLetter = true;
      pending[pendingCount++] = u;
    } else if (LOOK_ALIKE_LETTERS.has(char) || char === WILDCARD) {
      pending[pendingCount++] = u;
    } else if (SKIPPED_INSIDE.has(char) || (code >= 0x30 && code <= 0x39)) {
      // skipped inside a token: 'a2ss', "it's"
    } else if (code < 0x80) {
      flush();
    } else if (
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0x3131 && code <= 0x318e) ||
      LETTER.test(char)
    ) {
      flush();
      otherScriptSince = true;
    } else if (SEPARATOR.test(char)) {
      flush();
    }
    // Emoji and other symbols: skipped inside a token.
  }
  flush();
  return sk;
}

interface Candidate {
  end: number;
  ends: WordEnd[];
}

/**
 * For each position, where the run of the same letter it belongs to ends (same token): lets the
 * walk jump over fuuuuck in one step, so a long run costs no deep recursion.
 */
function runEnds(sk: Skeleton): number[] {
  const ends = new Array<number>(sk.cands.length);
  for (let k = sk.cands.length - 1; k >= 0; k--) {
    const same =
      k + 1 < sk.cands.length && sk.cands[k + 1] === sk.cands[k] && sk.tokens[k + 1] === sk.tokens[k];
    ends[k] = same ? ends[k + 1]! : k + 1;
  }
  return ends;
}

function walk(sk: Skeleton, start: number): Candidate[] {
  const found: Candidate[] = [];
  const runEnd = (sk.runEnds ??= runEnds(sk));
  const visit = (at: TrieNode<WordEnd>, k: number, previous: string) => {
    // A repeated letter is read once: fuuuck, shiiit, and fuckkk / asssss end after the run.
    const repeats =
      k > start && k < sk.cands.length && sk.cands[k] === previous && sk.cands[k - 1] === previous;
    if (at.ends) found.push({ end: repeats ? runEnd[k]! : k, ends: at.ends });
    if (k >= sk.cands.length) return;
    const cand = sk.cands[k]!;
    if (cand === WILDCARD) {
      for (const [letter, child] of at.next) visit(child, k + 1, letter);
    } else {
      for (const letter of cand) {
        const child = at.next.get(letter);
        if (child) visit(child, k + 1, letter);
      }
      if (repeats && sk.real[k]) visit(at, runEnd[k]!, previous);
    }
  };
  visit(trie, start, '');
  return found;
}

function accepts(sk: Skeleton, start: number, end: number, word: WordEnd): boolean {
  const first = sk.tokens[start]!;
  const last = sk.tokens[end - 1]!;
  if (word.atStart && start !== sk.tokenFirst[first]) return false;
  if (word.atEnd && end - 1 !== sk.tokenLast[last]) return false;
  for (let t = first; t <= last && first !== last; t++) {
    if (sk.tokenFirst[t] !== sk.tokenLast[t]) return false;
    if (t > first && !sk.joinsPrevious[t]) return false;
  }
  // Mostly stand-ins is a model number or a censored blank, not a word: A55, ***.
  let real = 0;
  for (let k = start; k < end; k++) if (sk.real[k]) real++;
  if (real * 2 < end - start) return false;
  return !isAllowed(sk, start, end, first, last);
}

function isAllowed(sk: Skeleton, start: number, end: number, firstToken: number, lastToken: number): boolean {
  sk.joined ??= sk.cands.map((cand) => cand[0]).join('');
  const from = sk.tokenFirst[firstToken]!;
  const to = sk.tokenLast[lastToken]! + 1;
  for (const allowed of ALLOW_EN) {
    for (let at = sk.joined.indexOf(allowed, Math.max(from, end - allowed.length)); at >= 0 && at <= start;) {
      if (at + allowed.length <= to) return true;
      at = sk.joined.indexOf(allowed, at + 1);
    }
  }
  return false;
}

/** The first English word in the text: [start, end) in the original text, or null. */
export function findEnglish(units: Units): [number, number] | null {
  const sk = skeletonOf(units);
  for (let start = 0; start < sk.cands.length; start++) {
    const cand = sk.cands[start]!;
    // Most positions start no word; a word never starts at a '*'.
    if (cand === WILDCARD || (cand.length === 1 && !trie.next.has(cand))) continue;
    const candidates = walk(sk, start).sort((a, b) => b.end - a.end);
    for (const { end, ends } of candidates) {
      if (ends.some((word) => accepts(sk, start, end, word))) return [sk.starts[start]!, sk.ends[end - 1]!];
    }
  }
  return null;
}
