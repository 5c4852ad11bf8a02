import {
  affiliationSchema,
  bioSchema,
  formatRegion,
  parseRegion,
  profileRegionSchema,
  settingsAgeSchema,
  nicknameSchema,
  type Gender,
  type MyProfile,
} from '@hanpan/core';
import type { z } from 'zod';
import type { ProfileChanges } from '@/features/my-profile';

/** The /set-profile form as typed (strings, as inputs give them). */
export interface ProfileFormValues {
  nickname: string;
  age: string;
  gender: Gender | null;
  province: string;
  district: string;
  bio: string;
  affiliation: string;
}

/** Spec §4: the picture is unchanged, replaced by a new file, or deleted. */
export type PictureState =
  { kind: 'unchanged' } | { kind: 'updated'; file: File; previewUrl: string } | { kind: 'deleted' };

export type ProfileFormField = 'nickname' | 'age' | 'gender' | 'region' | 'bio' | 'affiliation';
export type ProfileFormErrors = Partial<Record<ProfileFormField | 'province', string>>;

export function initialFormValues(profile: MyProfile): ProfileFormValues {
  const region = parseRegion(profile.region ?? '');
  return {
    nickname: profile.nickname ?? '',
    age: profile.age === null ? '' : String(profile.age),
    gender: profile.gender,
    province: region?.province ?? '',
    district: region?.district ?? '',
    bio: profile.bio ?? '',
    affiliation: profile.affiliation ?? '',
  };
}

const same = (a: string, b: string) => a.trim() === b.trim();

/** Fields whose value differs from the saved one (surrounding spaces do not count). */
export function changedFields(initial: ProfileFormValues, current: ProfileFormValues): ProfileFormField[] {
  const changed: ProfileFormField[] = [];
  if (!same(initial.nickname, current.nickname)) changed.push('nickname');
  if (!same(initial.age, current.age)) changed.push('age');
  if (initial.gender !== current.gender) changed.push('gender');
  if (initial.province !== current.province || initial.district !== current.district) changed.push('region');
  if (!same(initial.bio, current.bio)) changed.push('bio');
  if (!same(initial.affiliation, current.affiliation)) changed.push('affiliation');
  return changed;
}

function first(result: z.ZodSafeParseResult<unknown>) {
  return result.success ? undefined : result.error.issues[0];
}

/** Spec §5 for the changed fields only: an untouched field is never sent, so it cannot block saving. */
export function validateProfileForm(
  values: ProfileFormValues,
  changed: ProfileFormField[],
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (changed.includes('nickname'))
    errors.nickname = first(nicknameSchema.safeParse(values.nickname))?.message;
  if (changed.includes('age')) errors.age = first(settingsAgeSchema.safeParse(values.age))?.message;
  if (changed.includes('region')) {
    const issue = first(
      profileRegionSchema.safeParse({ province: values.province, district: values.district }),
    );
    if (issue?.path[0] === 'province') errors.province = issue.message;
    else if (issue) errors.region = issue.message;
  }
  if (changed.includes('bio')) errors.bio = first(bioSchema.safeParse(values.bio))?.message;
  if (changed.includes('affiliation'))
    errors.affiliation = first(affiliationSchema.safeParse(values.affiliation))?.message;
  for (const key of Object.keys(errors) as (keyof ProfileFormErrors)[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** The PATCH body: changed fields, normalised, plus the picture when it changed. */
export function buildProfileChanges(
  values: ProfileFormValues,
  changed: ProfileFormField[],
  picture: PictureState,
): ProfileChanges {
  const changes: ProfileChanges = {};
  if (changed.includes('nickname')) changes.nickname = nicknameSchema.parse(values.nickname);
  if (changed.includes('age')) changes.age = settingsAgeSchema.parse(values.age);
  if (changed.includes('gender') && values.gender) changes.gender = values.gender;
  if (changed.includes('region')) changes.region = formatRegion(values.province, values.district);
  if (changed.includes('bio')) changes.bio = bioSchema.parse(values.bio);
  if (changed.includes('affiliation')) changes.affiliation = affiliationSchema.parse(values.affiliation);
  if (picture.kind === 'updated') changes.picture = picture.file;
  if (picture.kind === 'deleted') changes.picture = 'delete';
  return changes;
}
