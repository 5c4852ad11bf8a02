import { formatDuration, formatPoints, type EditRequest, type RuleContent } from '@hanpan/core';

/** What the comparison modal shows for a missing value or -1 (spec §3). */
export const NONE = '없음';

export interface CompareRow {
  field: keyof RuleContent;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

type Value = RuleContent[keyof RuleContent] | undefined;

function text(value: Value): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : NONE;
}

function points(value: Value): string {
  return typeof value === 'number' ? formatPoints(value) : NONE;
}

/** Spec §2: duration in minutes ('5분', '2분 30초'). */
function duration(value: Value): string {
  return typeof value === 'number' ? formatDuration(value) : NONE;
}

function sets(value: Value): string {
  return typeof value === 'number' && value > 0 ? `${value}세트` : NONE;
}

/** The win-by value in words; any value but the two the clients know is time-based (spec §3). */
export function winByLabel(value: Value): string {
  if (typeof value !== 'string' || value.trim() === '') return NONE;
  if (value === 'SETS_HALF_WIN') return '목표 점수에 먼저 도달하면 세트 승리';
  return '시간이 끝났을 때 점수가 높으면 세트 승리';
}

/** The fields the spec lists, in its order, with how each one reads. */
const FIELDS: readonly { field: keyof RuleContent; label: string; format: (value: Value) => string }[] = [
  { field: 'ruleTitle', label: '규칙 이름', format: text },
  { field: 'majorCategory', label: '대분류', format: text },
  { field: 'minorCategory', label: '소분류', format: text },
  { field: 'ruleGoal', label: '경기 설명', format: text },
  { field: 'ruleScoreDefinition', label: '점수 획득 방법', format: text },
  { field: 'rulePreparation', label: '경기 준비사항', format: text },
  { field: 'ruleOrder', label: '경기 진행 순서', format: text },
  { field: 'ruleDecision', label: '판정 방식', format: text },
  { field: 'ruleFoul', label: '반칙', format: text },
  { field: 'ruleExtraInfo', label: '기타 정보', format: text },
  { field: 'pointsToWin', label: '목표 점수', format: points },
  { field: 'duration', label: '경기 시간', format: duration },
  { field: 'setsToWin', label: '세트 수', format: sets },
  { field: 'winBy', label: '세트 승리 기준', format: winByLabel },
];

/**
 * Original (the rule as the request found it) against the request, field by field. A field is
 * changed when what the admin would read differs: -1 and a missing value are both '없음', and
 * spaces around a text do not count. Without the original nothing is marked.
 */
export function compareEditRequest(request: EditRequest): CompareRow[] {
  const original = request.original;
  return FIELDS.map(({ field, label, format }) => {
    const after = format(request[field]);
    const before = original ? format(original[field]) : NONE;
    return { field, label, before, after, changed: original !== null && before !== after };
  });
}
