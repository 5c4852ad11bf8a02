import { z } from 'zod';
import { genderSchema, nicknameSchema, usernameSchema } from '../validation/profile.ts';
import { pageOf } from './page.ts';

/** What a deleted player shows as wherever their past games still appear. */
export const DELETED_USER_NICKNAME = '탈퇴한 사용자';

/**
 * GET /api/user-profile/{id} (0 = the caller). Fields of spec §3 that exist so far; statistics
 * arrive with the features that produce them. `intro` repeats `bio` for older clients.
 */
export const ProfileSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: genderSchema.nullable(),
  region: z.string().nullable(),
  bio: z.string().nullable(),
  intro: z.string().nullable(),
  affiliation: z.string().nullable(),
  profilePicture: z.string().nullable(),
  profilePictureThumbnail: z.string().nullable(),
  isMe: z.boolean(),
  isDeleted: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/user-profile/my/profile — the caller's own, with what onboarding needs to resume. */
export const MyProfileSchema = ProfileSchema.extend({
  isGroupAccount: z.boolean(),
  isInitialGroup: z.boolean(),
  /** The first onboarding step (0–9) still to do; 9 = done. */
  onboardingStep: z.number().int().min(0).max(9),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

export const UserSearchQuerySchema = z.object({
  keyword: z.string().trim().max(50).default(''),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const UserSearchResultSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  intro: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;
export const UserSearchPageSchema = pageOf(UserSearchResultSchema);
export type UserSearchPage = z.infer<typeof UserSearchPageSchema>;

/** POST /api/auth/check-username */
export const CheckUsernameBodySchema = z.object({ username: usernameSchema });
export const CheckUsernameResponseSchema = z.object({ exists: z.boolean() });

/** POST /api/auth/complete — onboarding steps 1–2. */
export const CompleteSignupBodySchema = z.object({
  username: usernameSchema,
  nickname: nicknameSchema,
});
export type CompleteSignupBody = z.infer<typeof CompleteSignupBodySchema>;

/**
 * PATCH /api/user-profile/save is multipart: text parts age, gender, region, bio, affiliation,
 * nickname (each optional: absent = unchanged, empty = cleared where the field may be empty) and the
 * file part profile_picture (absent = unchanged; the text value 'null' = delete). Answers MyProfile.
 */
export const PROFILE_PICTURE_PART = 'profile_picture';
