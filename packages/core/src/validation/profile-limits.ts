/**
 * Profile limits (spec §5, §9). The UI counters and the server read the same numbers. Nickname: one
 * limit of 8 everywhere (the spec's onboarding 9 vs settings 8 was a defect). Age: 만 14세 이상 only,
 * because the app has no guardian-consent flow for younger children (decision 010).
 * No imports here: the web's first page (/init) reads these numbers through
 * `@hanpan/core/profile-limits` without pulling zod in (decision 011).
 */
/** The one minimum age (만 14세): /init imports this alone, not the whole table (its 120 kB budget). */
export const MINIMUM_AGE = 14;

export const profileLimits = {
  usernameMin: 1,
  usernameMax: 12,
  nicknameMax: 8,
  // The one minimum age: every '만 N세' text about joining is built from it (issue 16 §20).
  ageMin: MINIMUM_AGE,
  ageMax: 150,
  // Under this age some features may be restricted (spec §1): the other age the texts name.
  ageRestrictedUnder: 19,
  bioMax: 100,
  affiliationMax: 100,
  counterWarningAbove: 75,
  counterDangerAbove: 90,
  photoMaxBytes: 10_485_760,
} as const;
