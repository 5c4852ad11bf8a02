import {
  splitDuration,
  UNLIMITED,
  WIN_BY_VALUES,
  type EditRequestForm,
  type Rule,
  type RuleForm,
  type WinBy,
} from '@hanpan/core';
import { LOCAL_KEYS, readLocalJson, removeLocal, writeLocalJson } from '@/lib/local-store';
import { FIRST_INPUT_STEP, LAST_INPUT_STEP } from './wizard-steps';

/** The seven rule texts, by their wire names. */
export const RULE_TEXT_FIELDS = [
  'ruleGoal',
  'ruleScoreDefinition',
  'rulePreparation',
  'ruleOrder',
  'ruleDecision',
  'ruleFoul',
  'ruleExtraInfo',
] as const;
export type RuleTextField = (typeof RULE_TEXT_FIELDS)[number];

/**
 * What the wizard holds while the player writes: the texts as typed and the numbers as the fields
 * show them (strings, so '' and '60' can be judged with the spec's messages before they become
 * wire numbers). Kept on this device until the rule is submitted.
 */
export interface RuleDraft extends Record<RuleTextField, string> {
  /** A '기존 스포츠' minor the rule follows, or null for '직접 만들기'. Create only. */
  referenceSport: string | null;
  pointsUnlimited: boolean;
  points: string;
  timeUnlimited: boolean;
  minutes: string;
  seconds: string;
  setsToWin: string;
  winBy: WinBy | null;
  /** Edit only: the player may also rename the rule and move it to another category. */
  ruleTitle: string;
  majorCategory: string;
  minorCategory: string;
  /** The step to come back to after a reload (an input step). */
  step: number;
}

export const EMPTY_DRAFT: RuleDraft = {
  referenceSport: null,
  ruleGoal: '',
  ruleScoreDefinition: '',
  rulePreparation: '',
  ruleOrder: '',
  ruleDecision: '',
  ruleFoul: '',
  ruleExtraInfo: '',
  pointsUnlimited: false,
  points: '',
  // Time starts unlimited: most games are played to a score; 'custom' then offers 5:00.
  timeUnlimited: true,
  minutes: '0',
  seconds: '0',
  setsToWin: '1',
  winBy: null,
  ruleTitle: '',
  majorCategory: '',
  minorCategory: '',
  step: FIRST_INPUT_STEP,
};

/** The edit wizard starts from the rule as it is now. */
export function draftFromRule(rule: Rule): RuleDraft {
  const time = splitDuration(rule.duration);
  return {
    ...EMPTY_DRAFT,
    ruleGoal: rule.ruleGoal,
    ruleScoreDefinition: rule.ruleScoreDefinition,
    rulePreparation: rule.rulePreparation,
    ruleOrder: rule.ruleOrder,
    ruleDecision: rule.ruleDecision,
    ruleFoul: rule.ruleFoul,
    ruleExtraInfo: rule.ruleExtraInfo ?? '',
    pointsUnlimited: rule.pointsToWin === UNLIMITED,
    points: rule.pointsToWin === UNLIMITED ? '' : String(rule.pointsToWin),
    timeUnlimited: rule.duration === UNLIMITED,
    minutes: String(time.minutes),
    seconds: String(time.seconds),
    setsToWin: String(rule.setsToWin),
    winBy: isWinBy(rule.winBy) ? rule.winBy : 'MOST_SETS_AND_POINTS', // spec §3: any other value is time-based
    ruleTitle: rule.ruleTitle,
    majorCategory: rule.majorCategory,
    minorCategory: rule.minorCategory,
  };
}

function isWinBy(value: unknown): value is WinBy {
  return (WIN_BY_VALUES as readonly unknown[]).includes(value);
}

/** A number field as typed: '' and anything but digits read as NaN (the step check names it). */
export function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** An empty minute or second field reads as 0: '5' minutes and '' seconds is 5:00. */
export function timePart(text: string): number {
  return text.trim() === '' ? 0 : wholeNumber(text);
}

export function pointsToWin(draft: RuleDraft): number {
  return draft.pointsUnlimited ? UNLIMITED : wholeNumber(draft.points);
}

export function durationSeconds(draft: RuleDraft): number {
  return draft.timeUnlimited ? UNLIMITED : timePart(draft.minutes) * 60 + timePart(draft.seconds);
}

/** POST /api/rules body (the server trims and checks everything again). */
export function ruleFormOf(draft: RuleDraft): RuleForm {
  return {
    ruleGoal: draft.ruleGoal.trim(),
    ruleScoreDefinition: draft.ruleScoreDefinition.trim(),
    rulePreparation: draft.rulePreparation.trim(),
    ruleOrder: draft.ruleOrder.trim(),
    ruleDecision: draft.ruleDecision.trim(),
    ruleFoul: draft.ruleFoul.trim(),
    ruleExtraInfo: draft.ruleExtraInfo.trim() || null,
    pointsToWin: pointsToWin(draft),
    duration: durationSeconds(draft),
    setsToWin: wholeNumber(draft.setsToWin),
    // The step checks never let a draft without a choice reach the submit.
    winBy: draft.winBy ?? WIN_BY_VALUES[0],
    referenceSport: draft.referenceSport,
  };
}

/** POST /api/rules/edit-requests body. */
export function editRequestFormOf(draft: RuleDraft, originalRuleId: number): EditRequestForm {
  const { referenceSport: _notSent, ...form } = ruleFormOf(draft);
  return {
    ...form,
    ruleTitle: draft.ruleTitle.trim(),
    majorCategory: draft.majorCategory,
    minorCategory: draft.minorCategory,
    originalRuleId,
  };
}

/*
 * Storage. One create draft per player, one edit draft per player and rule; an edit draft also
 * remembers the rule version it was written against, so an edit approved meanwhile (a new version)
 * is not overwritten by an older draft.
 */
const createKey = (userId: number) => `${LOCAL_KEYS.ruleCreateDraftPrefix}${userId}`;
const editKey = (userId: number, ruleId: number) => `${LOCAL_KEYS.ruleEditDraftPrefix}${userId}:${ruleId}`;

interface StoredEditDraft {
  version: number;
  draft: RuleDraft;
}

export function parseDraft(value: unknown): RuleDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const text = (key: keyof RuleDraft) => {
    const field = raw[key];
    return typeof field === 'string' ? field : (EMPTY_DRAFT[key] as string);
  };
  const flag = (key: 'pointsUnlimited' | 'timeUnlimited') =>
    typeof raw[key] === 'boolean' ? raw[key] : EMPTY_DRAFT[key];
  const step = typeof raw.step === 'number' ? raw.step : FIRST_INPUT_STEP;
  return {
    referenceSport: typeof raw.referenceSport === 'string' ? raw.referenceSport : null,
    ruleGoal: text('ruleGoal'),
    ruleScoreDefinition: text('ruleScoreDefinition'),
    rulePreparation: text('rulePreparation'),
    ruleOrder: text('ruleOrder'),
    ruleDecision: text('ruleDecision'),
    ruleFoul: text('ruleFoul'),
    ruleExtraInfo: text('ruleExtraInfo'),
    pointsUnlimited: flag('pointsUnlimited'),
    points: text('points'),
    timeUnlimited: flag('timeUnlimited'),
    minutes: text('minutes'),
    seconds: text('seconds'),
    setsToWin: text('setsToWin'),
    winBy: isWinBy(raw.winBy) ? raw.winBy : null,
    ruleTitle: text('ruleTitle'),
    majorCategory: text('majorCategory'),
    minorCategory: text('minorCategory'),
    step: Math.min(Math.max(Math.trunc(step), FIRST_INPUT_STEP), LAST_INPUT_STEP),
  };
}

export function readCreateDraft(userId: number): RuleDraft | null {
  return readLocalJson(createKey(userId), parseDraft);
}

export function writeCreateDraft(userId: number, draft: RuleDraft): void {
  writeLocalJson(createKey(userId), draft);
}

export function clearCreateDraft(userId: number): void {
  removeLocal(createKey(userId));
}

/** The edit draft of this rule, or null when there is none or it was written for another version. */
export function readEditDraft(userId: number, ruleId: number, version: number): RuleDraft | null {
  const stored = readLocalJson<StoredEditDraft>(editKey(userId, ruleId), (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const raw = value as Record<string, unknown>;
    const draft = parseDraft(raw.draft);
    return draft && typeof raw.version === 'number' ? { version: raw.version, draft } : null;
  });
  return stored && stored.version === version ? stored.draft : null;
}

export function writeEditDraft(userId: number, ruleId: number, version: number, draft: RuleDraft): void {
  writeLocalJson(editKey(userId, ruleId), { version, draft } satisfies StoredEditDraft);
}

export function clearEditDraft(userId: number, ruleId: number): void {
  removeLocal(editKey(userId, ruleId));
}
