import { genderLabels, type Profile } from '@hanpan/core';

/** Spec §2 "Profile": the location shows its last word only ('서울 강남구' → '강남구'). */
export function regionLastWord(region: string | null): string | null {
  const words = region?.trim().split(/\s+/).filter(Boolean) ?? [];
  return words.at(-1) ?? null;
}

/** Spec §3 "Profile": a gender the player keeps to themselves reads '비공개'. */
export const HIDDEN_GENDER = '비공개';

/** The short facts under the name: age and location when given, gender or '비공개'. */
export function profileFacts(profile: Pick<Profile, 'age' | 'gender' | 'region'>): string[] {
  const facts: string[] = [];
  if (profile.age !== null) facts.push(`${profile.age}세`);
  facts.push(profile.gender ? genderLabels[profile.gender] : HIDDEN_GENDER);
  const place = regionLastWord(profile.region);
  if (place) facts.push(place);
  return facts;
}

/** '/profile/0', '/profile/12' → 0, 12; anything else is not a profile address (null). */
export function parseProfileId(param: string): number | null {
  if (!/^\d{1,15}$/.test(param)) return null;
  return Number(param);
}
