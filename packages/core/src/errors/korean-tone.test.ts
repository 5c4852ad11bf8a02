import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../validation/account.ts';
import { profileMessages } from '../validation/profile.ts';
import { regionMessages } from '../regions/region-table.ts';
import { inviteCodeMessages } from '../invite/invite-code.ts';
import { errorCatalog } from './error-catalog.ts';
import { ruleMessages } from '../validation/rule.ts';
import { adminMessages } from '../contract/admin.ts';
import { reportMessages } from '../contract/reports.ts';
import { friendMessages } from '../contract/friends.ts';

/**
 * Every message the app writes is 해요체 ('…해 주세요', '…했어요', '…할 수 없어요'), except strings the
 * product spec quotes in Korean, which stay exactly as quoted. Add a string here only with the spec
 * line that quotes it.
 */
const SPEC_QUOTED = new Set([
  '4자리 숫자를 입력하세요.', // spec §5 invite code
  '잘못된 초대 번호입니다.', // spec §5 invite code, §8
  '점수와 시간을 동시에 제한없음으로 할 수 없습니다.', // spec §5 score/time
  '초는 0~59 사이여야 합니다.', // spec §5 score/time
  '세트 수는 1 이상이어야 합니다.', // spec §5 score/time
  '관리자 권한이 필요합니다.', // spec §8 admin
  '수정 요청이 승인되었습니다.', // spec §8 admin
  '수정 요청이 거절되었습니다.', // spec §8 admin
  '유저 목록을 불러오는데 실패했습니다.', // spec §8 admin
  '신고 접수가 완료된 경기입니다.', // spec §8 game report
  '신고가 접수되었습니다.', // spec §8 comment report success
  '삭제된 댓글입니다', // spec §4 / issue 11 §8 deleted comment
  '아직 댓글이 없습니다.', // spec §8 empty states
  '경기 설명을 입력해주세요.', // spec §5 rule creation, required messages
  '점수 획득 방법을 입력해주세요.',
  '경기 준비사항을 입력해주세요.',
  '경기 진행 순서를 입력해주세요.',
  '판정방식 설명을 입력해주세요.',
  '반칙 항목을 입력해주세요.',
  '승인에 실패했습니다', // spec §8 admin (followed by the server's message)
  '거절에 실패했습니다',
  '친구 요청 수락에 실패했습니다.', // spec §8 friends (and the profile variants after it)
  '승인에 실패했습니다.',
  '친구 요청 거절에 실패했습니다.',
  '거부에 실패했습니다.',
  '이미 요청했거나 친구 상태입니다.',
  '요청 취소에 실패했습니다.',
  '친구 끊기에 실패했습니다.',
  '친구 목록을 불러오지 못했습니다.',
  '친구가 없습니다', // spec §8 empty states
  '자기 자신과의 DM은 생성할 수 없습니다.', // spec §8 self DM
  'DM 목록을 불러오지 못했습니다.', // spec §8 DM list failure
]);

/** What is wrong with a message's tone, or null: a 합니다체 ending, or 해주세요 without its space. */
function toneProblem(message: string): string | null {
  if (SPEC_QUOTED.has(message)) return null;
  if (/니다[.!?]?$|니다[.!?]\s/.test(message)) return '합니다체 ending (…니다.): write 해요체';
  if (message.includes('해주세요')) return "'…해주세요' is written '…해 주세요'";
  return null;
}

describe('Korean tone (해요체)', () => {
  it('holds for every message of the error catalogue', () => {
    const problems = Object.entries(errorCatalog)
      .map(([code, { message }]) => [code, message, toneProblem(message)])
      .filter(([, , problem]) => problem);
    expect(problems).toEqual([]);
  });

  it('holds for the validation and region messages', () => {
    const messages = [
      ...Object.values(accountMessages),
      ...Object.values(profileMessages),
      ...Object.values(regionMessages),
      ...Object.values(inviteCodeMessages),
      ...Object.values(ruleMessages),
      ...Object.values(adminMessages),
      ...Object.values(reportMessages).filter((value) => typeof value === 'string'),
      ...Object.values(friendMessages),
    ];
    expect(messages.filter((message) => toneProblem(message))).toEqual([]);
  });

  it('holds for every Korean string literal in packages/core', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const problems: string[] = [];
    let scanned = 0;
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const [, , literal] of text.matchAll(
        /(['`])((?:(?!\1)[^\\\n]|\\.)*[가-힣](?:(?!\1)[^\\\n]|\\.)*)\1/g,
      )) {
        scanned += 1;
        if (literal && toneProblem(literal)) problems.push(`${file.slice(root.length)}: ${literal}`);
      }
    }
    expect(problems).toEqual([]);
    expect(scanned).toBeGreaterThan(50); // the scan really reads the sources
  });

  it('catches the endings it is meant to catch', () => {
    expect(toneProblem('권한이 없습니다.')).not.toBeNull();
    expect(toneProblem('로그인이 필요합니다. 다시 시도해 주세요.')).not.toBeNull();
    expect(toneProblem('닉네임을 입력해주세요.')).not.toBeNull();
    expect(toneProblem('권한이 없어요.')).toBeNull();
    expect(toneProblem('잘못된 초대 번호입니다.')).toBeNull();
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}
