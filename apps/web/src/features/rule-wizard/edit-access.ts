import type { Rule } from '@hanpan/core';

/** Spec §8, quoted: an edit address whose id is not a rule number. */
export const BAD_EDIT_ADDRESS = '잘못된 접근입니다.';
/** Spec §8, quoted: the rule to edit could not be loaded. */
export const EDIT_LOAD_FAILED = '규칙을 불러오는데 실패했습니다.';

/** The rule id of /rules/edit/{id}, or null when it is not a positive whole number. */
export function parseRuleId(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

/**
 * Why this player may not edit this rule now, or null when they may: only the creator, and not
 * while a request waits for an admin (spec §4; decision 013: after an approval they may ask again).
 */
export function editRefusal(rule: Rule): string | null {
  if (!rule.isMine) return '내가 만든 규칙만 수정할 수 있어요.';
  if (rule.editRequestStatus === 'PENDING')
    return '보낸 수정 요청을 관리자가 확인하고 있어요. 확인이 끝나면 다시 수정할 수 있어요.';
  return null;
}
