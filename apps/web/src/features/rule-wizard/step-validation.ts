import {
  categoryNameSchema,
  ruleLimits,
  ruleMessages,
  ruleTextFields,
  ruleTitleSchema,
  scoreTimeIssue,
} from '@hanpan/core';
import type { z } from 'zod';
import {
  durationSeconds,
  pointsToWin,
  RULE_TEXT_FIELDS,
  timePart,
  wholeNumber,
  type RuleDraft,
  type RuleTextField,
} from './rule-draft';
import { STEP } from './wizard-steps';

export type WizardMode = 'create' | 'edit';

/** What a step can complain about: a form field, a number field of the wizard, or the whole step. */
export type StepField =
  | RuleTextField
  | 'ruleTitle'
  | 'majorCategory'
  | 'minorCategory'
  | 'points'
  | 'minutes'
  | 'seconds'
  /** The time as a whole (at least 1 s). */
  | 'duration'
  /** Points and time together (not both unlimited). */
  | 'scoreTime'
  | 'setsToWin'
  | 'winBy';

export type StepErrors = Partial<Record<StepField, string>>;

/**
 * The first message of a failed parse. A union (the optional extra info: text or null) reports its
 * own 'Invalid input'; the message that matters is the one its text branch gave.
 */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  if (issue?.code === 'invalid_union') {
    for (const branch of issue.errors) {
      const meaningful = branch.find((inner) => inner.code !== 'invalid_type');
      if (meaningful) return meaningful.message;
    }
  }
  return issue?.message;
}

const TEXT_STEPS: Partial<Record<number, RuleTextField>> = {
  [STEP.goal]: 'ruleGoal',
  [STEP.scoreDefinition]: 'ruleScoreDefinition',
  [STEP.preparation]: 'rulePreparation',
  [STEP.order]: 'ruleOrder',
  [STEP.decision]: 'ruleDecision',
  [STEP.foul]: 'ruleFoul',
  [STEP.extraInfo]: 'ruleExtraInfo',
};

/** The text field a step edits, if it is a text step. */
export function textFieldOfStep(step: number): RuleTextField | undefined {
  return TEXT_STEPS[step];
}

function textError(field: RuleTextField, value: string): string | undefined {
  return firstMessage(ruleTextFields[field], value);
}

function introErrors(draft: RuleDraft, mode: WizardMode): StepErrors {
  // Create: the reference sport is optional ('직접 만들기' is a choice too).
  if (mode === 'create') return {};
  return {
    ruleTitle: firstMessage(ruleTitleSchema, draft.ruleTitle),
    majorCategory: firstMessage(categoryNameSchema, draft.majorCategory),
    minorCategory: firstMessage(categoryNameSchema, draft.minorCategory),
  };
}

/** Spec §5 Score/time, field by field, then across the two. */
function scoreTimeErrors(draft: RuleDraft): StepErrors {
  const errors: StepErrors = {};
  if (draft.pointsUnlimited && draft.timeUnlimited) errors.scoreTime = ruleMessages.bothUnlimited;
  if (!draft.pointsUnlimited) {
    const points = wholeNumber(draft.points);
    if (Number.isNaN(points) || points < 1) errors.points = ruleMessages.pointsMin;
    else if (points > ruleLimits.pointsMax) errors.points = ruleMessages.pointsMax;
  }
  if (!draft.timeUnlimited) {
    const minutes = timePart(draft.minutes);
    const seconds = timePart(draft.seconds);
    if (Number.isNaN(minutes) || minutes > ruleLimits.minutesMax) errors.minutes = ruleMessages.minutesRange;
    if (Number.isNaN(seconds) || seconds > ruleLimits.secondsMax) errors.seconds = ruleMessages.secondsRange;
    if (!errors.minutes && !errors.seconds && minutes * 60 + seconds < 1)
      errors.duration = ruleMessages.timeMin;
  }
  return errors;
}

function setsErrors(draft: RuleDraft): StepErrors {
  const sets = wholeNumber(draft.setsToWin);
  if (Number.isNaN(sets) || sets < 1) return { setsToWin: ruleMessages.setsMin };
  if (sets > ruleLimits.setsMax) return { setsToWin: ruleMessages.setsMax };
  return {};
}

function winByErrors(draft: RuleDraft): StepErrors {
  if (!draft.winBy) return { winBy: ruleMessages.winByRequired };
  const issue = scoreTimeIssue({
    pointsToWin: pointsToWin(draft),
    duration: durationSeconds(draft),
    winBy: draft.winBy,
  });
  return issue?.path === 'winBy' ? { winBy: issue.message } : {};
}

/** Every problem of one input step, with the messages the server would answer. */
export function stepErrors(step: number, draft: RuleDraft, mode: WizardMode): StepErrors {
  const textField = textFieldOfStep(step);
  if (textField) return { [textField]: textError(textField, draft[textField]) };
  switch (step) {
    case STEP.intro:
      return introErrors(draft, mode);
    case STEP.scoreTime:
      return scoreTimeErrors(draft);
    case STEP.sets:
      return setsErrors(draft);
    case STEP.winBy:
      return winByErrors(draft);
    default:
      return {};
  }
}

export function isStepValid(step: number, draft: RuleDraft, mode: WizardMode): boolean {
  return Object.values(stepErrors(step, draft, mode)).every((message) => !message);
}

/** Which win conditions the limits allow (spec §5: an option needs its limit). */
export function winByAvailability(draft: RuleDraft) {
  return { SETS_HALF_WIN: !draft.pointsUnlimited, MOST_SETS_AND_POINTS: !draft.timeUnlimited };
}

/*
 * The step a refusal of the server concerns. A 400 carries only the schema's Korean message: the
 * fixed messages name their field, a too-long message names its label, and a bad word is looked
 * for in the texts (the server's word list may know a word this build does not).
 */
const TEXT_STEP_OF: Record<RuleTextField, [step: number, label: string]> = {
  ruleGoal: [STEP.goal, '경기 설명'],
  ruleScoreDefinition: [STEP.scoreDefinition, '점수 획득 방법'],
  rulePreparation: [STEP.preparation, '경기 준비사항'],
  ruleOrder: [STEP.order, '경기 진행 순서'],
  ruleDecision: [STEP.decision, '판정방식 설명'],
  ruleFoul: [STEP.foul, '반칙 항목'],
  ruleExtraInfo: [STEP.extraInfo, '기타 정보'],
};

function fixedMessageSteps(mode: WizardMode): Record<string, number> {
  const m = ruleMessages;
  return {
    [m.goalRequired]: STEP.goal,
    [m.scoreDefinitionRequired]: STEP.scoreDefinition,
    [m.preparationRequired]: STEP.preparation,
    [m.orderRequired]: STEP.order,
    [m.decisionRequired]: STEP.decision,
    [m.foulRequired]: STEP.foul,
    [m.bothUnlimited]: STEP.scoreTime,
    [m.pointsMin]: STEP.scoreTime,
    [m.pointsMax]: STEP.scoreTime,
    [m.timeMin]: STEP.scoreTime,
    [m.secondsRange]: STEP.scoreTime,
    [m.minutesRange]: STEP.scoreTime,
    [m.setsMin]: STEP.sets,
    [m.setsMax]: STEP.sets,
    [m.winByRequired]: STEP.winBy,
    [m.winByNeedsPoints]: STEP.winBy,
    [m.winByNeedsTime]: STEP.winBy,
    ...(mode === 'edit' ? { [m.titleRequired]: STEP.intro, [m.categoryRequired]: STEP.intro } : {}),
  };
}

export function stepOfServerMessage(message: string, draft: RuleDraft, mode: WizardMode): number | null {
  const fixed = fixedMessageSteps(mode)[message];
  if (fixed !== undefined) return fixed;
  // The profanity message quotes the word as it was written ('"…"은(는) 쓸 수 없는 말이에요.').
  const quoted = /"([^"]+)"/.exec(message)?.[1];
  for (const field of RULE_TEXT_FIELDS) {
    const [step, label] = TEXT_STEP_OF[field];
    if (message.startsWith(`${label}은(는) `)) return step;
    if (quoted !== undefined && draft[field].includes(quoted)) return step;
  }
  if (
    mode === 'edit' &&
    (message.startsWith('규칙 이름은(는) ') || (quoted && draft.ruleTitle.includes(quoted)))
  ) {
    return STEP.intro;
  }
  return null;
}
