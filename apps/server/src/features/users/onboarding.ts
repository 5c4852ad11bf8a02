import type { UserRow } from '../../db/schema/index.ts';

type OnboardingFields = Pick<
  UserRow,
  | 'username'
  | 'nickname'
  | 'age'
  | 'gender'
  | 'region'
  | 'bio'
  | 'affiliation'
  | 'profilePictureKey'
  | 'isGroupAccount'
>;

export const ONBOARDING_DONE = 9;

/**
 * The first onboarding step still to do (spec: 0 terms is client-side, 1 username … 8 photo, 9 done).
 * Bio (6) and affiliation (7) have no minimum length: a stored '' means "answered, left empty" and
 * null means "not reached yet". Because the client saves 6 and 7 only together with the photo
 * (step 8), a saved photo also counts 6 and 7 as passed, so a reload never sends the player back.
 * A group account (an organisation) is never asked its age or gender (issue 8). A player without an
 * age is: migration 0002 forgot ages under 14, and those players must answer again (decision 010).
 */
export function onboardingStepOf(user: OnboardingFields): number {
  if (!user.username) return 1;
  if (!user.nickname) return 2;
  if (!user.isGroupAccount) {
    if (user.age === null) return 3;
    if (!user.gender) return 4;
  }
  if (!user.region) return 5;
  if (user.profilePictureKey) return ONBOARDING_DONE;
  if (user.bio === null) return 6;
  if (user.affiliation === null) return 7;
  return 8;
}

/**
 * Onboarding is finished once the player chose a username and a nickname (spec: steps 1–2 first)
 * and, when migration 0002 forgot their age (만 14세 이상, decision 010), answered the age step
 * again. GET /api/auth/session's `onboarded` and the sign-in redirect's `isNewUser` both use this.
 */
export function isOnboarded(
  user: Pick<UserRow, 'username' | 'nickname' | 'age' | 'ageRecheck' | 'isGroupAccount'>,
): boolean {
  const needsAgeAgain = user.ageRecheck && user.age === null && !user.isGroupAccount;
  return Boolean(user.username && user.nickname) && !needsAgeAgain;
}
