import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { koreanTexts, sourceFiles } from './test/korean-sources';

/**
 * Every sentence the web app writes is 해요체 ('…해 주세요', '…했어요', '…없어요'), except strings the
 * product spec quotes in Korean, which stay exactly as quoted (issue 8). Add a string here only with
 * the spec line that quotes it.
 */
const SPEC_QUOTED = new Set([
  '관리자 권한이 필요합니다.', // spec §8 Admin: stats/requests load failure
  '알림이 없습니다.', // spec §8 error catalogue: empty states
  '게임이 없습니다', // spec §2 Match management /game: empty text
  '프로필 정보를 불러오는데 실패했습니다.', // spec §8: profile load
  '계정 삭제 중 오류가 발생했습니다.', // spec §8: account deletion failure
  '복사에 실패했습니다!', // spec §8: copy failure
  '잘못된 접근입니다.', // spec §8 Rules: missing id
  '규칙을 불러오는데 실패했습니다.', // spec §8 Rules: load failure
  '${sport} 경기입니다.', // spec §5 Score/time: a reference sport prefixes '{sport} 경기입니다.' (rule text)
  '규칙 목록을 불러오는데 실패했습니다', // spec §8 Rules: my rules load
  '수정 요청 취소에 실패했습니다', // spec §8 Rules: cancel request
  '랭킹 정보를 불러오는 데 실패했습니다.', // spec §8 Rules: ranking failure
  '알림 삭제에 실패했습니다.', // spec §8: notifications clear failure
  '친구 요청 수락에 실패했습니다.', // spec §8 Friends: accept (the bell panel)
  '친구 요청 거절에 실패했습니다.', // spec §8 Friends: reject (the bell panel)
  '도전자가 없습니다.', // spec §8: empty states (the game list's challenger dialog)
  '신청에 실패했습니다.', // spec §8: apply failure
  '취소에 실패했습니다.', // spec §8: cancel failure
  '잘못된 초대 번호입니다.', // spec §5, §8: invite code
  '신고 접수가 완료된 경기입니다.', // spec §8: game already reported
  '아직 댓글이 없습니다.', // spec §8: empty states (comments)
  '삭제된 댓글입니다', // spec §4 / issue 11 §8: a deleted comment that keeps its thread
  '신고 처리 중 오류가 발생했습니다.', // spec §8: comment report failure
  '정말로 이 경기를 삭제하시겠습니까?', // spec §2 Match management: delete confirm
  '취소에 실패했습니다.', // spec §8: application cancel failure
  '도전자가 없습니다.', // spec §8 error catalogue: empty states
  '장소를 찾을 수 없습니다', // spec §2 Match management dialogs and §8: the not-found-place notice
  '친구가 없습니다', // spec §8 empty states (the game wizard's friend picker)
]);

/** The legal documents' body text may stay formal; their dialogs' chrome may not. */
const FORMAL_BODY_FILES = new Set(['features/auth/legal/terms.ts', 'features/auth/legal/privacy.ts']);

const FORMAL_ENDING = /(니다|니까|십시오)[.!?]?(\s|$)/;

function toneProblem(text: string): boolean {
  const trimmed = text.trim();
  return !SPEC_QUOTED.has(trimmed) && FORMAL_ENDING.test(trimmed);
}

describe('Korean tone of the web app (해요체)', () => {
  it('holds for every Korean string and JSX text in apps/web/src', () => {
    const root = `${import.meta.dirname}/`;
    const problems: string[] = [];
    let scanned = 0;
    for (const file of sourceFiles(root)) {
      const relative = file.slice(root.length).replaceAll('\\', '/');
      if (FORMAL_BODY_FILES.has(relative)) continue;
      for (const text of koreanTexts(readFileSync(file, 'utf8'))) {
        scanned += 1;
        if (toneProblem(text)) problems.push(`${relative}: ${text.trim()}`);
      }
    }
    expect(problems).toEqual([]);
    expect(scanned).toBeGreaterThan(200); // the scan really reads the sources
  });

  it('catches the endings it is meant to catch and lets the spec quotes pass', () => {
    expect(toneProblem('권한이 없습니다.')).toBe(true);
    expect(toneProblem('저장했습니다! 홈으로 갈까요?')).toBe(true);
    expect(toneProblem('삭제하시겠습니까?')).toBe(true);
    expect(toneProblem('확인하십시오')).toBe(true);
    expect(toneProblem('권한이 없어요.')).toBe(false);
    expect(toneProblem('게임이 없습니다')).toBe(false);
    expect(koreanTexts('<p>\n  알림이 없습니다.\n</p>')).toEqual(['\n  알림이 없습니다.\n']);
  });
});
