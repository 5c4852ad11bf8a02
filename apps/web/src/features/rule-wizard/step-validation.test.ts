import { ruleMessages, RuleFormSchema, tooLongMessage } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, ruleFormOf, type RuleDraft } from './rule-draft';
import { setTimeUnlimited } from './score-time';
import { isStepValid, stepErrors, stepOfServerMessage, winByAvailability } from './step-validation';
import { STEP } from './wizard-steps';

/** A draft every step accepts. */
const complete: RuleDraft = {
  ...EMPTY_DRAFT,
  ruleGoal: '상대보다 먼저 11점을 내면 이겨요.',
  ruleScoreDefinition: '공이 상대 코트에 떨어지면 1점이에요.',
  rulePreparation: '탁구대, 라켓 두 개, 공 한 개',
  ruleOrder: '서브는 두 번씩 번갈아 넣어요.',
  ruleDecision: '애매하면 다시 해요.',
  ruleFoul: '공을 두 번 치면 반칙이에요.',
  points: '11',
  winBy: 'SETS_HALF_WIN',
};

const errorsOf = (step: number, patch: Partial<RuleDraft>, mode: 'create' | 'edit' = 'create') =>
  stepErrors(step, { ...complete, ...patch }, mode);

describe('text steps', () => {
  const required: Array<[number, keyof RuleDraft, string]> = [
    [STEP.goal, 'ruleGoal', ruleMessages.goalRequired],
    [STEP.scoreDefinition, 'ruleScoreDefinition', ruleMessages.scoreDefinitionRequired],
    [STEP.preparation, 'rulePreparation', ruleMessages.preparationRequired],
    [STEP.order, 'ruleOrder', ruleMessages.orderRequired],
    [STEP.decision, 'ruleDecision', ruleMessages.decisionRequired],
    [STEP.foul, 'ruleFoul', ruleMessages.foulRequired],
  ];

  it.each(required)('step %i refuses an empty or blank %s with the spec message', (step, field, message) => {
    expect(errorsOf(step, { [field]: '' })).toEqual({ [field]: message });
    expect(errorsOf(step, { [field]: '   \n ' })).toEqual({ [field]: message });
    expect(isStepValid(step, { ...complete, [field]: '' }, 'create')).toBe(false);
    expect(isStepValid(step, complete, 'create')).toBe(true);
  });

  it('lets the extra info stay empty', () => {
    expect(isStepValid(STEP.extraInfo, { ...complete, ruleExtraInfo: '' }, 'create')).toBe(true);
  });

  const limits: Array<[number, keyof RuleDraft, string, number]> = [
    [STEP.goal, 'ruleGoal', '경기 설명', 150],
    [STEP.scoreDefinition, 'ruleScoreDefinition', '점수 획득 방법', 120],
    [STEP.preparation, 'rulePreparation', '경기 준비사항', 100],
    [STEP.order, 'ruleOrder', '경기 진행 순서', 300],
    [STEP.decision, 'ruleDecision', '판정방식 설명', 100],
    [STEP.foul, 'ruleFoul', '반칙 항목', 100],
    [STEP.extraInfo, 'ruleExtraInfo', '기타 정보', 60],
  ];

  it.each(limits)(
    'step %i takes %s up to its limit, counting Hangul as people do',
    (step, field, label, max) => {
      expect(errorsOf(step, { [field]: '가'.repeat(max) })[field as 'ruleGoal']).toBeUndefined();
      // Spaces around the text are not counted (the server trims them).
      expect(errorsOf(step, { [field]: ` ${'가'.repeat(max)}  ` })[field as 'ruleGoal']).toBeUndefined();
      expect(errorsOf(step, { [field]: '가'.repeat(max + 1) })).toEqual({
        [field]: tooLongMessage(label, max),
      });
    },
  );

  it('makes the step invalid on a bad word, naming it', () => {
    const foul = errorsOf(STEP.foul, { ruleFoul: '상대에게 씨발 같은 욕을 하면 반칙' }).ruleFoul;
    expect(foul).toContain('"씨발"');
    expect(isStepValid(STEP.foul, { ...complete, ruleFoul: '씨발' }, 'create')).toBe(false);
    expect(errorsOf(STEP.extraInfo, { ruleExtraInfo: 'no fuck way' }).ruleExtraInfo).toContain('"fuck"');
  });

  it('gives the same message as the server schema', () => {
    const form = ruleFormOf({ ...complete, ruleFoul: '' });
    const server = RuleFormSchema.safeParse(form);
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe(errorsOf(STEP.foul, { ruleFoul: '' }).ruleFoul);
  });
});

describe('score and time (step 12)', () => {
  it('refuses points and time both unlimited', () => {
    expect(errorsOf(STEP.scoreTime, { pointsUnlimited: true, timeUnlimited: true })).toEqual({
      scoreTime: ruleMessages.bothUnlimited,
    });
  });

  it('needs at least 1 point, and at most 999', () => {
    expect(errorsOf(STEP.scoreTime, { points: '0' })).toEqual({ points: ruleMessages.pointsMin });
    expect(errorsOf(STEP.scoreTime, { points: '' })).toEqual({ points: ruleMessages.pointsMin });
    expect(errorsOf(STEP.scoreTime, { points: '1' })).toEqual({});
    expect(errorsOf(STEP.scoreTime, { points: '1000' })).toEqual({ points: ruleMessages.pointsMax });
    const timed = { timeUnlimited: false, minutes: '5' };
    expect(errorsOf(STEP.scoreTime, { ...timed, points: '', pointsUnlimited: true })).toEqual({});
  });

  it('keeps seconds within 0–59 and minutes within 0–999', () => {
    const custom = { timeUnlimited: false, minutes: '1', seconds: '0' };
    expect(errorsOf(STEP.scoreTime, { ...custom, seconds: '60' })).toEqual({
      seconds: ruleMessages.secondsRange,
    });
    expect(errorsOf(STEP.scoreTime, { ...custom, seconds: '59' })).toEqual({});
    expect(errorsOf(STEP.scoreTime, { ...custom, minutes: '1000' })).toEqual({
      minutes: ruleMessages.minutesRange,
    });
    expect(errorsOf(STEP.scoreTime, { ...custom, minutes: '999', seconds: '59' })).toEqual({});
  });

  it('needs a custom time of at least 1 second', () => {
    const custom = { timeUnlimited: false };
    expect(errorsOf(STEP.scoreTime, { ...custom, minutes: '0', seconds: '0' })).toEqual({
      duration: ruleMessages.timeMin,
    });
    expect(errorsOf(STEP.scoreTime, { ...custom, minutes: '', seconds: '' })).toEqual({
      duration: ruleMessages.timeMin,
    });
    expect(errorsOf(STEP.scoreTime, { ...custom, minutes: '0', seconds: '1' })).toEqual({});
  });

  it('sets 5:00 when switching to a custom time at 0:00, and keeps a time typed before', () => {
    const atZero = setTimeUnlimited({ ...complete, timeUnlimited: true, minutes: '0', seconds: '0' }, false);
    expect(atZero).toMatchObject({ timeUnlimited: false, minutes: '5', seconds: '0' });
    expect(ruleFormOf(atZero).duration).toBe(300);
    const typed = setTimeUnlimited({ ...complete, timeUnlimited: true, minutes: '2', seconds: '30' }, false);
    expect(typed).toMatchObject({ minutes: '2', seconds: '30' });
    expect(setTimeUnlimited(typed, true).timeUnlimited).toBe(true);
  });

  it('sends -1 for unlimited and the time in seconds', () => {
    expect(
      ruleFormOf({ ...complete, pointsUnlimited: true, timeUnlimited: false, minutes: '3', seconds: '15' }),
    ).toMatchObject({
      pointsToWin: -1,
      duration: 195,
    });
    expect(ruleFormOf(complete)).toMatchObject({ pointsToWin: 11, duration: -1 });
  });
});

describe('sets (step 13)', () => {
  it('needs at least one set', () => {
    expect(errorsOf(STEP.sets, { setsToWin: '0' })).toEqual({ setsToWin: ruleMessages.setsMin });
    expect(errorsOf(STEP.sets, { setsToWin: '' })).toEqual({ setsToWin: ruleMessages.setsMin });
    expect(errorsOf(STEP.sets, { setsToWin: '3' })).toEqual({});
    expect(errorsOf(STEP.sets, { setsToWin: '100' })).toEqual({ setsToWin: ruleMessages.setsMax });
  });
});

describe('win-by (step 14)', () => {
  it('is required', () => {
    expect(errorsOf(STEP.winBy, { winBy: null })).toEqual({ winBy: ruleMessages.winByRequired });
  });

  it('offers the score option only with a point limit and the time option only with a time limit', () => {
    expect(winByAvailability({ ...complete, pointsUnlimited: true, timeUnlimited: false })).toEqual({
      SETS_HALF_WIN: false,
      MOST_SETS_AND_POINTS: true,
    });
    expect(winByAvailability({ ...complete, pointsUnlimited: false, timeUnlimited: true })).toEqual({
      SETS_HALF_WIN: true,
      MOST_SETS_AND_POINTS: false,
    });
  });

  it('refuses a choice whose limit was made unlimited afterwards', () => {
    expect(
      errorsOf(STEP.winBy, {
        winBy: 'SETS_HALF_WIN',
        pointsUnlimited: true,
        timeUnlimited: false,
        minutes: '5',
      }),
    ).toEqual({
      winBy: ruleMessages.winByNeedsPoints,
    });
    expect(errorsOf(STEP.winBy, { winBy: 'MOST_SETS_AND_POINTS', timeUnlimited: true })).toEqual({
      winBy: ruleMessages.winByNeedsTime,
    });
    expect(
      errorsOf(STEP.winBy, { winBy: 'MOST_SETS_AND_POINTS', timeUnlimited: false, minutes: '5' }),
    ).toEqual({});
  });
});

describe('intro (step 4)', () => {
  it('lets a new rule follow no sport', () => {
    expect(isStepValid(STEP.intro, { ...complete, referenceSport: null }, 'create')).toBe(true);
  });

  it('asks an edit for a title and both categories', () => {
    const edit = { ruleTitle: '한 손 탁구', majorCategory: '기존 스포츠', minorCategory: '탁구' };
    expect(errorsOf(STEP.intro, edit, 'edit')).toEqual({});
    expect(errorsOf(STEP.intro, { ...edit, ruleTitle: ' ' }, 'edit').ruleTitle).toBe(
      ruleMessages.titleRequired,
    );
    expect(errorsOf(STEP.intro, { ...edit, ruleTitle: '가'.repeat(21) }, 'edit').ruleTitle).toBe(
      tooLongMessage('규칙 이름', 20),
    );
    expect(errorsOf(STEP.intro, { ...edit, minorCategory: '' }, 'edit').minorCategory).toBe(
      ruleMessages.categoryRequired,
    );
  });
});

describe('a refusal of the server goes back to the step it concerns', () => {
  it('maps fixed, too-long and bad-word messages', () => {
    expect(stepOfServerMessage(ruleMessages.foulRequired, complete, 'create')).toBe(STEP.foul);
    expect(stepOfServerMessage(ruleMessages.secondsRange, complete, 'create')).toBe(STEP.scoreTime);
    expect(stepOfServerMessage(tooLongMessage('경기 진행 순서', 300), complete, 'create')).toBe(STEP.order);
    // A word only the server's list knows: its message has the same shape as this build's.
    const shape = errorsOf(STEP.foul, { ruleFoul: '씨발' }).ruleFoul ?? '';
    const draft = { ...complete, ruleDecision: '심판 없이 나쁜말 금지' };
    expect(stepOfServerMessage(shape.replace('씨발', '나쁜말'), draft, 'create')).toBe(STEP.decision);
    expect(stepOfServerMessage('서버 점검 중이에요.', complete, 'create')).toBeNull();
    expect(stepOfServerMessage(ruleMessages.titleRequired, complete, 'edit')).toBe(STEP.intro);
  });
});
