import { getChoseong } from 'es-hangul';

/*
 * Rule search (spec §5: keyword in the title or the goal), Hangul-aware: a keyword made only of
 * consonant jamo ('ㅌㄱ') is matched against the 초성 of the title and the goal, so it finds 탁구;
 * any other keyword is a case-insensitive substring of the title or the goal.
 */

/** Only compatibility consonant jamo (ㄱ–ㅎ), with spaces anywhere. */
const CHOSEONG_ONLY = /^[\u3131-\u314e\s]+$/;

export type RuleSearch = { kind: 'choseong'; value: string } | { kind: 'text'; pattern: string } | null;

/** The 초성 of a text with every space removed: '탁구 대결' → 'ㅌㄱㄷㄱ'. */
function choseongKey(text: string): string {
  return getChoseong(text).replace(/\s+/g, '');
}

/**
 * What rules.search_choseong holds: the title's and the goal's 초성, one space between them so a
 * keyword (which never contains a space) cannot match across the two.
 */
export function ruleSearchChoseong(title: string, goal: string): string {
  return `${choseongKey(title)} ${choseongKey(goal)}`;
}

/** `%`, `_` and `\` are LIKE's own characters; a keyword means them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The search a keyword asks for, or null for none (missing or blank). */
export function parseRuleSearch(keyword: string | undefined): RuleSearch {
  const trimmed = keyword?.trim() ?? '';
  if (trimmed === '') return null;
  if (CHOSEONG_ONLY.test(trimmed)) return { kind: 'choseong', value: trimmed.replace(/\s+/g, '') };
  return { kind: 'text', pattern: `%${escapeLike(trimmed)}%` };
}
