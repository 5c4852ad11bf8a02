import {
  PROFILE_PICTURE_PART,
  affiliationSchema,
  bioSchema,
  formatRegion,
  genderSchema,
  profileRegionTextSchema,
  settingsAgeSchema,
  nicknameSchema,
} from '@hanpan/core';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { MultipartForm } from '../uploads/multipart-form.ts';

/** Text parts of PATCH /api/user-profile/save; each optional (absent = unchanged). */
const ProfileFieldsSchema = z
  .object({
    nickname: nicknameSchema,
    // '' clears the age (settings allow an empty age).
    age: settingsAgeSchema,
    gender: genderSchema,
    region: profileRegionTextSchema.transform(({ province, district }) => formatRegion(province, district)),
    // '' is kept as '' (answered, left empty): onboarding resumes from it, see onboarding.ts.
    bio: bioSchema,
    affiliation: affiliationSchema,
  })
  .partial();

export type ProfileChanges = z.infer<typeof ProfileFieldsSchema>;
export type PictureChange = { kind: 'keep' } | { kind: 'delete' } | { kind: 'replace'; data: Buffer };

export interface ProfileEdit {
  changes: ProfileChanges;
  picture: PictureChange;
}

const FIELD_NAMES = new Set(Object.keys(ProfileFieldsSchema.shape));
const pictureInvalid = '프로필 사진 항목이 올바르지 않습니다.';

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation_failed', result.error.issues[0]?.message);
  return result.data;
}

function readPicture(form: MultipartForm): PictureChange {
  const files = form.files.get(PROFILE_PICTURE_PART) ?? [];
  const text = form.fields.get(PROFILE_PICTURE_PART);
  if (files.length > 1 || (files.length === 1 && text !== undefined)) {
    throw new AppError('validation_failed', pictureInvalid);
  }
  if (files[0]) return { kind: 'replace', data: files[0].data };
  if (text === undefined) return { kind: 'keep' };
  if (text.trim() === 'null') return { kind: 'delete' };
  throw new AppError('validation_failed', pictureInvalid);
}

/**
 * Validates every part before anything is written. A nickname equal to the stored one counts as
 * unchanged, so a 9-character nickname stored before the limit became 8 everywhere stays until its
 * owner changes it, and never blocks saving other settings.
 */
export function parseProfileEdit(form: MultipartForm, current: { nickname: string | null }): ProfileEdit {
  const given = Object.fromEntries([...form.fields].filter(([name]) => FIELD_NAMES.has(name)));
  if (typeof given.nickname === 'string' && given.nickname.trim().normalize('NFC') === current.nickname) {
    delete given.nickname;
  }
  return { changes: parseOrThrow(ProfileFieldsSchema, given), picture: readPicture(form) };
}
