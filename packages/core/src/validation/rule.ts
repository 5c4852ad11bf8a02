import { z } from 'zod';
import { findProfanity, profanityMessage } from '../profanity/index.ts';
import { countChars } from './profile.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Rule limits and messages (spec §5 "Rule creation limits" and "Score/time"). The wizard's counters
 * and step checks and the server's schemas read these same numbers and texts. The Korean messages
 * the spec quotes stay exactly as quoted (they end in 합니다체 on purpose; see the tone tests).
 */
export const ruleLimits = {
  goalMax: 150,
  scoreDefinitionMax: 120,
  preparationMax: 100,
  orderMax: 300,
  decisionMax: 100,
  foulMax: 100,
  extraInfoMax: 60,
  titleMax: 20,
  pointsMax: 999,
  minutesMax: 999,
  secondsMax: 59,
  /** 999:59 — the largest time the wizard's minute and second fields can express. */
  durationMaxSeconds: 999 * 60 + 59,
  setsMax: 99,
  /** What the time field becomes when the player switches from unlimited to custom at 0:00. */
  customTimeDefaultSeconds: 5 * 60,
  /** Spec §4: the generating step shows at least this long. */
  generatingMinMs: 1800,
  editSubmitDelayMs: 1000,
} as const;

/** -1 means "unlimited" for points and duration (spec §3 Rule). */
export const UNLIMITED = -1;

export const ruleMessages = {
  goalRequired: '경기 설명을 입력해주세요.',
  scoreDefinitionRequired: '점수 획득 방법을 입력해주세요.',
  preparationRequired: '경기 준비사항을 입력해주세요.',
  orderRequired: '경기 진행 순서를 입력해주세요.',
  decisionRequired: '판정방식 설명을 입력해주세요.',
  foulRequired: '반칙 항목을 입력해주세요.',
  bothUnlimited: '점수와 시간을 동시에 제한없음으로 할 수 없습니다.',
  pointsMin: '점수를 1 이상 입력하세요.',
  pointsMax: `점수는 ${ruleLimits.pointsMax}점까지 정할 수 있어요.`,
  timeMin: '시간을 1초 이상 입력하세요.',
  secondsRange: '초는 0~59 사이여야 합니다.',
  minutesRange: `분은 0~${ruleLimits.minutesMax} 사이로 입력해 주세요.`,
  setsMin: '세트 수는 1 이상이어야 합니다.',
  setsMax: `세트 수는 ${ruleLimits.setsMax}까지 정할 수 있어요.`,
  winByRequired: '세트 승리 기준을 선택하세요.',
  winByNeedsPoints: '점수 제한이 없으면 점수 도달 기준을 고를 수 없어요.',
  winByNeedsTime: '시간 제한이 없으면 시간 종료 기준을 고를 수 없어요.',
  titleRequired: '규칙 이름을 입력해 주세요.',
  categoryRequired: '카테고리를 선택해 주세요.',
} as const;

export const tooLongMessage = (label: string, max: number) => `${label}은(는) ${max}자까지 쓸 수 있어요.`;

/**
 * The wire's win conditions (spec §3): SETS_HALF_WIN = a set ends when the score target is reached,
 * MOST_SETS_AND_POINTS = a set ends when time runs out and the higher score wins it (equal = draw).
 * The database knows a third value (TIME_LIMIT) that no client sends; it stays internal.
 */
export const WIN_BY_VALUES = ['SETS_HALF_WIN', 'MOST_SETS_AND_POINTS'] as const;
export const WinBySchema = z.enum(WIN_BY_VALUES, { error: ruleMessages.winByRequired });
export type WinBy = z.infer<typeof WinBySchema>;

/** Multi-line rule text: NFC, character classes, required message, limit, profanity. */
function ruleText(label: string, max: number, requiredMessage: string) {
  return multiLineText(label, { error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => countChars(value) <= max, { message: tooLongMessage(label, max), abort: true })
    .superRefine(rejectProfanity);
}

function rejectProfanity(value: string, ctx: z.RefinementCtx) {
  const word = findProfanity(value);
  if (word !== null) ctx.addIssue({ code: 'custom', message: profanityMessage(word) });
}

/** Optional extra info: empty, missing or null all mean "none" (stored as null). */
const extraInfoSchema = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  multiLineText('기타 정보')
    .trim()
    .refine((value) => countChars(value) <= ruleLimits.extraInfoMax, {
      message: tooLongMessage('기타 정보', ruleLimits.extraInfoMax),
      abort: true,
    })
    .superRefine(rejectProfanity)
    .transform((value) => (value === '' ? null : value)),
);

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

export const ruleTextFields = {
  ruleGoal: ruleText('경기 설명', ruleLimits.goalMax, ruleMessages.goalRequired),
  ruleScoreDefinition: ruleText(
    '점수 획득 방법',
    ruleLimits.scoreDefinitionMax,
    ruleMessages.scoreDefinitionRequired,
  ),
  rulePreparation: ruleText('경기 준비사항', ruleLimits.preparationMax, ruleMessages.preparationRequired),
  ruleOrder: ruleText('경기 진행 순서', ruleLimits.orderMax, ruleMessages.orderRequired),
  ruleDecision: ruleText('판정방식 설명', ruleLimits.decisionMax, ruleMessages.decisionRequired),
  ruleFoul: ruleText('반칙 항목', ruleLimits.foulMax, ruleMessages.foulRequired),
  ruleExtraInfo: extraInfoSchema,
};

export const ruleNumberFields = {
  /** -1 = unlimited, else 1–999. */
  pointsToWin: wholeNumber(ruleMessages.pointsMin)
    .refine((value) => value === UNLIMITED || value >= 1, ruleMessages.pointsMin)
    .refine((value) => value <= ruleLimits.pointsMax, ruleMessages.pointsMax),
  /** Seconds; -1 = unlimited, else 1 s – 999:59. */
  duration: wholeNumber(ruleMessages.timeMin)
    .refine((value) => value === UNLIMITED || value >= 1, ruleMessages.timeMin)
    .refine((value) => value <= ruleLimits.durationMaxSeconds, ruleMessages.minutesRange),
  setsToWin: wholeNumber(ruleMessages.setsMin)
    .min(1, ruleMessages.setsMin)
    .max(ruleLimits.setsMax, ruleMessages.setsMax),
  winBy: WinBySchema,
};

interface ScoreTime {
  pointsToWin: number;
  duration: number;
  winBy: WinBy;
}

/** The checks across fields: not both unlimited, and a win condition the limits can reach. */
export function scoreTimeIssue(value: ScoreTime): { path: keyof ScoreTime; message: string } | null {
  if (value.pointsToWin === UNLIMITED && value.duration === UNLIMITED) {
    return { path: 'pointsToWin', message: ruleMessages.bothUnlimited };
  }
  if (value.winBy === 'SETS_HALF_WIN' && value.pointsToWin === UNLIMITED) {
    return { path: 'winBy', message: ruleMessages.winByNeedsPoints };
  }
  if (value.winBy === 'MOST_SETS_AND_POINTS' && value.duration === UNLIMITED) {
    return { path: 'winBy', message: ruleMessages.winByNeedsTime };
  }
  return null;
}

export function refineScoreTime(value: ScoreTime, ctx: z.RefinementCtx) {
  const issue = scoreTimeIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** A rule's title as an editor may change it (the generator writes ≤ 20 characters too). */
export const ruleTitleSchema = singleLineText('규칙 이름', { error: ruleMessages.titleRequired })
  .trim()
  .min(1, ruleMessages.titleRequired)
  .refine((value) => countChars(value) <= ruleLimits.titleMax, {
    message: tooLongMessage('규칙 이름', ruleLimits.titleMax),
    abort: true,
  })
  .superRefine(rejectProfanity);

export const categoryNameSchema = singleLineText('카테고리', { error: ruleMessages.categoryRequired })
  .trim()
  .min(1, ruleMessages.categoryRequired)
  .max(30, ruleMessages.categoryRequired);

/** Minutes and seconds ↔ the wire's seconds (the wizard edits minutes 0–999 and seconds 0–59). */
export function splitDuration(seconds: number): { minutes: number; seconds: number } {
  if (seconds === UNLIMITED) return { minutes: 0, seconds: 0 };
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}

/** 'N분 M초', 'N분', 'M초', or '없음' for unlimited (spec: -1 displays as 없음). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds === UNLIMITED) return '없음';
  const { minutes, seconds: rest } = splitDuration(seconds);
  if (minutes === 0) return `${rest}초`;
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
}

/** '11점' or '없음'. */
export function formatPoints(points: number | null | undefined): string {
  return points === null || points === undefined || points === UNLIMITED ? '없음' : `${points}점`;
}

/** The win condition in words, as the rule detail shows it. */
export function describeWinCondition(rule: {
  winBy: string;
  pointsToWin: number;
  setsToWin: number;
  duration: number;
}): string {
  const setsNeeded = Math.ceil(rule.setsToWin / 2);
  const match =
    rule.setsToWin <= 1
      ? '한 세트로 승부를 가려요.'
      : `${rule.setsToWin}세트 중 ${setsNeeded}세트를 먼저 이기면 승리해요.`;
  const set =
    rule.winBy === 'SETS_HALF_WIN'
      ? `먼저 ${rule.pointsToWin}점을 얻으면 세트를 가져가요.`
      : `제한 시간(${formatDuration(rule.duration)})이 끝나면 점수가 높은 쪽이 세트를 가져가고, 같으면 무승부예요.`;
  return `${set} ${match}`;
}
