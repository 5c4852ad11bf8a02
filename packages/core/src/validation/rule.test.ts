import { describe, expect, it } from 'vitest';
import { EditRequestFormSchema, RuleFormSchema } from '../contract/rules.ts';
import {
  describeWinCondition,
  formatDuration,
  formatPoints,
  ruleLimits,
  ruleMessages,
  splitDuration,
  tooLongMessage,
} from './rule.ts';

const validForm = {
  ruleGoal: '종이컵 10개로 먼저 탑을 쌓는 사람이 이겨요.',
  ruleScoreDefinition: '탑을 먼저 완성하면 1점',
  rulePreparation: '종이컵 20개, 평평한 책상',
  ruleOrder: '동시에 시작해서 먼저 쌓은 사람이 손을 들어요.',
  ruleDecision: '탑이 3초 동안 서 있어야 인정해요.',
  ruleFoul: '상대 탑을 건드리면 반칙',
  ruleExtraInfo: '',
  pointsToWin: 3,
  duration: -1,
  setsToWin: 3,
  winBy: 'SETS_HALF_WIN',
};

/** The messages a form with these overrides gets, in order. */
function messagesFor(overrides: Record<string, unknown>): string[] {
  const result = RuleFormSchema.safeParse({ ...validForm, ...overrides });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('rule form validation (spec §5)', () => {
  it('accepts a complete form and stores an empty extra info as null', () => {
    const parsed = RuleFormSchema.parse(validForm);
    expect(parsed.ruleExtraInfo).toBeNull();
    expect(parsed.ruleGoal).toBe(validForm.ruleGoal);
  });

  it.each([
    ['ruleGoal', ruleMessages.goalRequired],
    ['ruleScoreDefinition', ruleMessages.scoreDefinitionRequired],
    ['rulePreparation', ruleMessages.preparationRequired],
    ['ruleOrder', ruleMessages.orderRequired],
    ['ruleDecision', ruleMessages.decisionRequired],
    ['ruleFoul', ruleMessages.foulRequired],
  ])('requires %s with the spec message, also when only spaces or missing', (field, message) => {
    expect(messagesFor({ [field]: '   ' })).toEqual([message]);
    expect(messagesFor({ [field]: undefined })).toEqual([message]);
  });

  it.each([
    ['ruleGoal', '경기 설명', ruleLimits.goalMax],
    ['ruleScoreDefinition', '점수 획득 방법', ruleLimits.scoreDefinitionMax],
    ['rulePreparation', '경기 준비사항', ruleLimits.preparationMax],
    ['ruleOrder', '경기 진행 순서', ruleLimits.orderMax],
    ['ruleDecision', '판정방식 설명', ruleLimits.decisionMax],
    ['ruleFoul', '반칙 항목', ruleLimits.foulMax],
    ['ruleExtraInfo', '기타 정보', ruleLimits.extraInfoMax],
  ])('limits %s to its length, counting Hangul and emoji as one each', (field, label, max) => {
    expect(messagesFor({ [field]: '가'.repeat(max) })).toEqual([]);
    expect(messagesFor({ [field]: '👍'.repeat(max) })).toEqual([]);
    expect(messagesFor({ [field]: '가'.repeat(max + 1) })).toEqual([tooLongMessage(label, max)]);
  });

  it('names the bad word in a rule text', () => {
    expect(messagesFor({ ruleFoul: '상대에게 씨발 하면 반칙' })).toEqual([
      '"씨발"은(는) 쓸 수 없는 말이에요.',
    ]);
  });

  it('refuses points and time both unlimited', () => {
    expect(messagesFor({ pointsToWin: -1, duration: -1 })).toContain(ruleMessages.bothUnlimited);
  });

  it('needs at least one point and one second unless unlimited', () => {
    expect(messagesFor({ pointsToWin: 0 })).toEqual([ruleMessages.pointsMin]);
    expect(messagesFor({ pointsToWin: 1.5 })).toEqual([ruleMessages.pointsMin]);
    expect(messagesFor({ duration: 0, winBy: 'SETS_HALF_WIN' })).toEqual([ruleMessages.timeMin]);
    expect(messagesFor({ duration: 1 })).toEqual([]);
    expect(messagesFor({ duration: ruleLimits.durationMaxSeconds + 1 })).toEqual([ruleMessages.minutesRange]);
  });

  it('needs at least one set', () => {
    expect(messagesFor({ setsToWin: 0 })).toEqual([ruleMessages.setsMin]);
  });

  it('requires a win condition the limits can reach', () => {
    expect(messagesFor({ winBy: undefined })).toEqual([ruleMessages.winByRequired]);
    expect(messagesFor({ winBy: 'TIME_LIMIT' })).toEqual([ruleMessages.winByRequired]);
    expect(messagesFor({ pointsToWin: -1, duration: 300, winBy: 'SETS_HALF_WIN' })).toEqual([
      ruleMessages.winByNeedsPoints,
    ]);
    expect(messagesFor({ pointsToWin: 5, duration: -1, winBy: 'MOST_SETS_AND_POINTS' })).toEqual([
      ruleMessages.winByNeedsTime,
    ]);
  });

  it('checks the title and categories of an edit request', () => {
    const base = {
      ...validForm,
      ruleTitle: '컵 쌓기',
      majorCategory: '간단',
      minorCategory: '방구석 스포츠',
      originalRuleId: 1,
    };
    expect(EditRequestFormSchema.safeParse(base).success).toBe(true);
    const blank = EditRequestFormSchema.safeParse({ ...base, ruleTitle: '  ' });
    expect(blank.error?.issues[0]?.message).toBe(ruleMessages.titleRequired);
    const long = EditRequestFormSchema.safeParse({ ...base, ruleTitle: '가'.repeat(21) });
    expect(long.error?.issues[0]?.message).toBe(tooLongMessage('규칙 이름', 20));
  });
});

describe('rule display helpers', () => {
  it('shows 없음 for unlimited points and time', () => {
    expect(formatPoints(-1)).toBe('없음');
    expect(formatDuration(-1)).toBe('없음');
    expect(formatPoints(11)).toBe('11점');
    expect(formatDuration(90)).toBe('1분 30초');
    expect(formatDuration(300)).toBe('5분');
    expect(formatDuration(45)).toBe('45초');
  });

  it('splits seconds into the wizard fields', () => {
    expect(splitDuration(605)).toEqual({ minutes: 10, seconds: 5 });
    expect(splitDuration(-1)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('says the win condition in words', () => {
    expect(
      describeWinCondition({ winBy: 'SETS_HALF_WIN', pointsToWin: 11, setsToWin: 3, duration: -1 }),
    ).toBe('먼저 11점을 얻으면 세트를 가져가요. 3세트 중 2세트를 먼저 이기면 승리해요.');
    expect(
      describeWinCondition({ winBy: 'MOST_SETS_AND_POINTS', pointsToWin: -1, setsToWin: 1, duration: 60 }),
    ).toBe(
      '제한 시간(1분)이 끝나면 점수가 높은 쪽이 세트를 가져가고, 같으면 무승부예요. 한 세트로 승부를 가려요.',
    );
  });
});
