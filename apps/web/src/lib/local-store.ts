/**
 * Small values this device remembers (spec §3 "Local storage"). Every key the app writes is listed
 * here so a reader can see at a glance what the device keeps. The access token has its own store
 * (token-store.ts) because the native wrappers read it too.
 */
export const LOCAL_KEYS = {
  /** Random id of this browser or app install, sent with the daily first visit. */
  deviceId: 'deviceId',
  /** Seoul date (YYYY-MM-DD) of the last successful POST /api/access/daily-first. */
  dailyFirstDate: 'dailyFirstDate',
  /** The one-time forced logout of the 2025-07 update has happened (or was not needed). */
  forcedLogout: 'forcedLogout_2025_07',
  /** /set-profile?init=1 was saved or skipped once: later visits with init=1 go to /. */
  setProfileInitDone: 'setProfileInitDone',
  /** The 'play nearby and get news' choice of /set-profile?init=1. */
  nearbyNewsOptIn: 'nearbyNewsOptIn',
  /** Nickname the OAuth provider suggested, offered at onboarding step 2. */
  suggestedNickname: 'onboardingSuggestedNickname',
  /** Prefix of the per-user onboarding draft (terms, typed values, furthest step). */
  onboardingDraftPrefix: 'onboardingDraft:',
  /** The push token this device registered, sent again on logout so only this device is removed. */
  pushToken: 'pushToken',
  /** Prefix of the per-user rule creation draft (the wizard's texts, numbers and step). */
  ruleCreateDraftPrefix: 'ruleCreateDraft:',
  /** Prefix of the per-user, per-rule edit request draft (with the rule version it edits). */
  ruleEditDraftPrefix: 'ruleEditDraft:',
} as const;

/*
 * Also written, by screens that load later (their keys stay out of the first page's JavaScript,
 * whose budget has no room for them — decision 011):
 * - features/game-list/game-list-keys.ts: 'gameListRegion' (the /game-list region filter, '전국' or
 *   'province district'), 'gameListSort' (recent, nearest, soonest) and 'reportedGameIds' (games
 *   this device reported: spec §3 "list of reported post ids", §5 once per device).
 * - features/feed/feed-keys.ts: 'appOnboardingDone' (the 4-slide onboarding on / was finished or
 *   skipped) and 'feedHintSeen' (the first-time feed hint was dismissed): spec §3 "onboarding
 *   completion flags (app and feed)".
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private modes can throw on access
  }
}

export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or refused storage: the app works without remembering.
  }
}

export function removeLocal(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // see writeLocal
  }
}

export function readLocalJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const text = readLocal(key);
  if (!text) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeLocalJson(key: string, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}
