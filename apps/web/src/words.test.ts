import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { koreanTexts, sourceFiles } from './test/korean-sources';

/**
 * One word for each thing a player meets (issue 16 §23; the "Words" table in CONVENTIONS.md): a
 * match is a 경기, the /game tab and its screen are 게임 (the title bar the spec quotes), a game
 * looking for its opponent is 매칭 중, the player who made it is the 방장. The rejected words fail
 * here wherever the web app or the server writes them, except in strings the spec quotes.
 */
interface WordRule {
  rejected: RegExp;
  use: string;
  allowed?: (text: string) => boolean;
}

const RULES: WordRule[] = [
  {
    rejected: /게임/,
    use: "'경기' for a match; '게임' only names the /game tab and screen",
    allowed: (text) =>
      text === '게임' || // the tab and the title bar (spec §2 Match management: 'Title bar 게임')
      text === '게임이 없습니다' || // spec §2 Match management: empty text
      text.includes('게임 탭'), // the tab by its name
  },
  { rejected: /모집/, use: "'매칭' ('매칭 중', '다시 매칭 중', '매칭이 끝난 경기예요.')" },
  { rejected: /시합|매치/, use: "'경기'" },
  { rejected: /경기를? 만든 사람|주최자|호스트/, use: "'방장' for the player who made the game" },
  { rejected: /^진행$/, use: "'게임' for the /game tab ('진행 중' stays the status)" },
];

/** Category names are data (술게임, 커플 게임), not the app's words. */
const DATA_FILES = new Set(['apps/web/src/features/rules/category-icons.ts']);

const REPO = resolve(import.meta.dirname, '../../..');
const SCANNED_DIRS = [
  'apps/web/src',
  'apps/server/src/features', // notification titles and texts
  'packages/core/src/errors', // the error catalogue
  'packages/core/src/contract',
  'packages/core/src/validation',
];

function wordProblems(text: string): string[] {
  const trimmed = text.trim();
  return RULES.filter((rule) => rule.rejected.test(trimmed) && !rule.allowed?.(trimmed)).map(
    (rule) => `'${trimmed}': use ${rule.use}`,
  );
}

describe('one word for each thing (CONVENTIONS.md, Words)', () => {
  it('holds for every Korean string of the web app, the server features and the core catalogues', () => {
    const problems: string[] = [];
    let scanned = 0;
    for (const dir of SCANNED_DIRS) {
      for (const file of sourceFiles(resolve(REPO, dir))) {
        const path = relative(REPO, file).replaceAll('\\', '/');
        if (DATA_FILES.has(path)) continue;
        for (const text of koreanTexts(readFileSync(file, 'utf8'))) {
          scanned += 1;
          for (const problem of wordProblems(text)) problems.push(`${path}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(scanned).toBeGreaterThan(500); // the scan really reads all four places
  });

  it('catches the mixes players met and lets the chosen words and spec quotes pass', () => {
    expect(wordProblems('진행')).toHaveLength(1); // the old tab name
    expect(wordProblems('도전자가 신청하면 알려 드려요. 게임 목록에서 골라 주세요.')).toHaveLength(1);
    expect(wordProblems('다시 모집 중')).toHaveLength(1);
    expect(wordProblems('경기를 만든 사람')).toHaveLength(1);
    expect(wordProblems('게임')).toEqual([]);
    expect(wordProblems('게임이 없습니다')).toEqual([]);
    expect(wordProblems('게임 탭에서 도전자를 골라 주세요.')).toEqual([]);
    expect(wordProblems('진행 중')).toEqual([]);
    expect(wordProblems('다시 매칭 중')).toEqual([]);
  });
});
