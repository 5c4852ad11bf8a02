import type { UserRow } from '../../db/schema/index.ts';

type OnboardingFields = Pick<
  UserRow,
  'username' | 'nickname' | 'age' | 'gender' | 'region' | 'bio' | 'affiliation' | 'profilePictureKey'
>;

export const ONBOARDING_DONE = 9;

/**
 * The first onboarding step still to do (spec: 0 terms is client-side, 1 username … 8 photo, 9 done).
 * Bio (6) and affiliation (7) have no minimum length: a stored '' means "answered, left empty" and
 * null means "not reached yet". Because the client saves 6 and 7 only together with the photo
 * (step 8), a saved photo also counts 6 and 7 as passed, so a reload never sends the player back.
 */
export function onboardingStepOf(user: OnboardingFields): number {
  if (!user.username) return 1;
  if (!user.nickname) return 2;
  if (user.age === null) return 3;
  if (!user.gender) return 4;
  if (!user.region) return 5;
  if (user.profilePictureKey) return ONBOARDING_DONE;
  if (user.bio === null) return 6;
  if (user.affiliation === null) return 7;
  return 8;
}
