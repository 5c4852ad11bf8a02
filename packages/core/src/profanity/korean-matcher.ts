import { ALLOW_KO } from './allow-words.ts';
import { BADWORDS_KO_JAMO, BADWORDS_KO_WORDS } from './badwords-ko-words.ts';
import { EXTRA_KO_JAMO, EXTRA_KO_WORDS } from './extra-words.ts';
import { initialOf, isCompatConsonant, isDrawnOutVowel, isSyllable } from './hangul.ts';
import { buildTrie, indexInitials, type TrieNode } from './trie.ts';
import type { Units } from './units.ts';

/**
 * Korean words in the folded text. The skeleton keeps syllables, lone consonants and Latin letters;
 * digits and symbols inside a token are skipped (시1발, 씨@발, 씨\u200B발), and tokens are split at
 * white space and sentence punctuation (. , ! ? ~ - / …).
 *
 * A match inside one token always counts (아씨발, 개새끼들). A match that crosses from one token to
 * the next counts only when it covers whole tokens — "씨 발", "씨.발", "개 새끼" — optionally
 * followed by a vocative or plural ending (병 신아). That is what keeps "하시 발표", "몇 시 발표",
 * "김 씨 발언", "10시 5발 사격" and "씨 발라 먹어요" clean: the match starts or ends inside a token.
 */
const JAMO_WORDS = new Set([...BADWORDS_KO_JAMO, ...EXTRA_KO_JAMO]);
/** Endings that may follow a match that crossed tokens: 병 신아, 개 새끼야, 씨 발ㅋㅋ. */
const TRAILING_ENDING = /^(?:아|야|이|들|[ㅋㅎ]+)$/;
/** Stands for a letter of another script: it breaks a word but is not a token boundary. */
const OTHER_LETTER = '\u0000';
/** Lone consonants that may sit next to an abbreviation: laughter (ㅋㅋㅅㅂ, ㅅㅂㅎㅎ). */
const LAUGHTER = new Set(['ㅋ', 'ㅎ']);

const trie = buildTrie<string>([...BADWORDS_KO_WORDS, ...EXTRA_KO_WORDS, ...JAMO_WORDS].map((w) => [w, w]));
indexInitials(trie, (char) => (isSyllable(char.charCodeAt(0)) ? initialOf(char) : null));

const allowKo = ALLOW_KO.map((entry) =>
  entry.startsWith('…')
    ? { body: entry.slice(1), afterSyllable: true }
    : { body: entry, afterSyllable: false },
);

/** Sentence punctuation and white space: where a token ends. Other symbols are skipped inside one. */
const BOUNDARY = new Set([...' .,!?~-_/\\:;()[]{}<>"\'`“”‘’…·・、。「」『』']);
const LETTER = /\p{L}/u;

interface Skeleton {
  text: string;
  chars: string[];
  starts: number[];
  ends: number[];
  /** Where (in the original text) the token of each char starts and ends. */
  tokenStarts: number[];
  tokenEnds: number[];
  joined: string | null;
}

function skeletonOf(text: string, units: Units): Skeleton {
  const sk: Skeleton = {
    text,
    chars: [],
    starts: [],
    ends: [],
    tokenStarts: [],
    tokenEnds: [],
    joined: null,
  };
  let tokenStart = -1;
  let tokenEnd = -1;
  let tokenFirstChar = 0;
  const closeToken = () => {
    for (let k = tokenFirstChar; k < sk.chars.length; k++) sk.tokenEnds[k] = tokenEnd;
    tokenStart = -1;
  };
  for (let u = 0; u < units.chars.length; u++) {
    const char = units.chars[u]!;
    if (BOUNDARY.has(char)) {
      if (tokenStart >= 0) closeToken();
      continue;
    }
    if (tokenStart < 0) {
      tokenStart = units.starts[u]!;
      tokenFirstChar = sk.chars.length;
    }
    tokenEnd = units.ends[u]!;
    const code = char.charCodeAt(0);
    let kept: string | null = null;
    if (isSyllable(code) || isCompatConsonant(code) || (code >= 0x61 && code <= 0x7a)) kept = char;
    else if (code >= 0x80 && !(code >= 0x3131 && code <= 0x318e) && LETTER.test(char)) kept = OTHER_LETTER;
    if (kept !== null) {
      sk.chars.push(kept);
      sk.starts.push(units.starts[u]!);
      sk.ends.push(units.ends[u]!);
      sk.tokenStarts.push(tokenStart);
      sk.tokenEnds.push(-1);
    }
  }
  if (tokenStart >= 0) closeToken();
  return sk;
}

/** Ends (exclusive) of every word of the trie that starts at `start`, longest first. */
function walk(sk: Skeleton, start: number): number[] {
  const found: number[] = [];
  const visit = (at: TrieNode<string>, k: number, previous: string) => {
    if (at.ends && k > start) found.push(k);
    if (k >= sk.chars.length) return;
    const char = sk.chars[k]!;
    const child = at.next.get(char);
    if (child) visit(child, k + 1, char);
    const byInitial = at.byInitial?.get(char);
    if (byInitial) for (const node of byInitial) visit(node, k + 1, char);
    // 씨이이발: drawn-out vowels inside the same token are skipped, all in one step.
    let skip = k;
    while (
      skip > start &&
      skip < sk.chars.length &&
      sk.tokenStarts[skip] === sk.tokenStarts[skip - 1] &&
      isDrawnOutVowel(sk.chars[skip]!, previous)
    ) {
      skip++;
    }
    if (skip > k) visit(at, skip, previous);
  };
  visit(trie, start, '');
  return found.sort((a, b) => b - a);
}

function accepts(sk: Skeleton, start: number, end: number): boolean {
  const { chars, starts, ends, tokenStarts, tokenEnds } = sk;
  // C발, G랄 start at a Latin letter; NC발 (news from the NC Dinos) does not.
  if (isLatin(chars[start]) && isLatin(chars[start - 1]) && tokenStarts[start - 1] === tokenStarts[start]) {
    return false;
  }
  const matched = chars.slice(start, end).join('');
  if (chars.slice(start, end).every((char) => isCompatConsonant(char.charCodeAt(0)))) {
    // ㅅㅂ counts standing alone or beside laughter; ㅇㅈㄹㅇ (인정 레알) holds no 지랄.
    if (!JAMO_WORDS.has(matched)) return false;
    if (isOtherConsonant(sk, start - 1, start) || isOtherConsonant(sk, end, end - 1)) return false;
  }
  let crosses = false;
  for (let k = start; k + 1 < end; k++) {
    if (tokenStarts[k] === tokenStarts[k + 1]) continue;
    crosses = true;
    if (ends[k] !== tokenEnds[k] || starts[k + 1] !== tokenStarts[k + 1]) return false;
  }
  if (crosses) {
    if (starts[start] !== tokenStarts[start]) return false;
    const rest = sk.text.slice(ends[end - 1], tokenEnds[end - 1]);
    if (rest !== '' && !TRAILING_ENDING.test(rest)) return false;
  }
  return !isAllowed(sk, start, end);
}

const isLatin = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';

/** True when chars[k] is a lone consonant (not laughter) in the same token as chars[of]. */
function isOtherConsonant(sk: Skeleton, k: number, of: number): boolean {
  const char = sk.chars[k];
  if (char === undefined || sk.tokenStarts[k] !== sk.tokenStarts[of]) return false;
  return isCompatConsonant(char.charCodeAt(0)) && !LAUGHTER.has(char);
}

function isAllowed(sk: Skeleton, start: number, end: number): boolean {
  sk.joined ??= sk.chars.join('');
  for (const { body, afterSyllable } of allowKo) {
    if (body.length < end - start) continue;
    for (let at = sk.joined.indexOf(body, Math.max(0, end - body.length)); at >= 0 && at <= start;) {
      const inWord =
        !afterSyllable ||
        (at > 0 && sk.tokenStarts[at - 1] === sk.tokenStarts[at] && isSyllable(sk.joined.charCodeAt(at - 1)));
      if (inWord) return true;
      at = sk.joined.indexOf(body, at + 1);
    }
  }
  return false;
}

/** The first Korean word in the text: [start, end) in the original text, or null. */
export function findKorean(text: string, units: Units): [number, number] | null {
  const sk = skeletonOf(text, units);
  for (let start = 0; start < sk.chars.length; start++) {
    const char = sk.chars[start]!;
    if (!trie.next.has(char) && !trie.byInitial?.has(char)) continue; // most positions start no word
    for (const end of walk(sk, start)) {
      if (accepts(sk, start, end)) return [sk.starts[start]!, sk.ends[end - 1]!];
    }
  }
  return null;
}
