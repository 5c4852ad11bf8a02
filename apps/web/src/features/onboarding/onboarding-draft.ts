import { LOCAL_KEYS, readLocalJson, removeLocal, writeLocalJson } from '@/lib/local-store';

/** Steps 0–9 of spec §2 "OAuth callback / onboarding". */
export const ONBOARDING_STEPS = {
  terms: 0,
  username: 1,
  nickname: 2,
  age: 3,
  gender: 4,
  region: 5,
  bio: 6,
  affiliation: 7,
  photo: 8,
  done: 9,
} as const;
export const LAST_STEP = ONBOARDING_STEPS.done;

/**
 * What this device remembers of an unfinished onboarding, per user: the terms consent (the server
 * keeps no record of step 0), values typed in steps that only advance locally (username before step
 * 2 sends it; bio and affiliation before step 8 sends them) and the furthest step reached.
 */
export interface OnboardingDraft {
  termsAccepted: boolean;
  username: string;
  nickname: string;
  bio: string;
  affiliation: string;
  furthestStep: number;
}

export const EMPTY_DRAFT: OnboardingDraft = {
  termsAccepted: false,
  username: '',
  nickname: '',
  bio: '',
  affiliation: '',
  furthestStep: 0,
};

const draftKey = (userId: number) => `${LOCAL_KEYS.onboardingDraftPrefix}${userId}`;

function parseDraft(value: unknown): OnboardingDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  return {
    termsAccepted: raw.termsAccepted === true,
    username: text('username'),
    nickname: text('nickname'),
    bio: text('bio'),
    affiliation: text('affiliation'),
    furthestStep: typeof raw.furthestStep === 'number' ? raw.furthestStep : 0,
  };
}

export function readDraft(userId: number): OnboardingDraft {
  return readLocalJson(draftKey(userId), parseDraft) ?? EMPTY_DRAFT;
}

export function writeDraft(userId: number, draft: OnboardingDraft): void {
  writeLocalJson(draftKey(userId), draft);
}

export function clearDraft(userId: number): void {
  removeLocal(draftKey(userId));
}

/**
 * Where a reload continues: the server's first unfinished step (`onboardingStep`), refined by this
 * device's draft for what the server cannot know (the terms of step 0; bio and affiliation typed
 * in steps 6–7 that travel with the step-8 save).
 */
/**
 * Steps a player meets. An organisation (group account) is never asked its age or gender (issue 8);
 * the server skips them in `onboardingStep` the same way.
 */
export function stepsFor(isGroupAccount: boolean): number[] {
  const all = Object.values(ONBOARDING_STEPS).sort((a, b) => a - b);
  if (!isGroupAccount) return all;
  return all.filter((step) => step !== ONBOARDING_STEPS.age && step !== ONBOARDING_STEPS.gender);
}

/** The step after (+1) or before (-1) `step` in `steps`, staying on the ends. */
export function neighbourStep(steps: number[], step: number, direction: 1 | -1): number {
  const index = steps.indexOf(step);
  const next = steps[Math.min(Math.max(index + direction, 0), steps.length - 1)];
  return next ?? step;
}

export function resumeStep(serverStep: number, draft: OnboardingDraft): number {
  const { terms, username, bio, affiliation, photo, done } = ONBOARDING_STEPS;
  if (serverStep >= done) return done;
  if (serverStep <= username) return draft.termsAccepted ? username : terms;
  let step = serverStep;
  if (step === bio && draft.bio.trim() !== '' && draft.furthestStep > bio) step = affiliation;
  if (step === affiliation && draft.furthestStep > affiliation) step = photo;
  return step;
}
