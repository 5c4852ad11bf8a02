import { z } from 'zod';
import { NATIONWIDE, isKnownRegion, normaliseRegionText, regionMessages } from '../regions/index.ts';
import { profileLimits } from './profile-limits.ts';
import { multiLineText, singleLineText } from './text.ts';

export { profileLimits };

const L = profileLimits;

export const profileMessages = {
  username: `영문 소문자와 숫자 ${L.usernameMin}~${L.usernameMax}자로 입력해 주세요.`,
  usernameTaken: '이미 사용 중인 아이디예요.',
  nicknameRequired: '닉네임을 입력해 주세요.',
  nicknameTooLong: `닉네임은 ${L.nicknameMax}자까지 쓸 수 있어요`,
  ageUnderMin: `만 ${L.ageMin}세 이상만 가입할 수 있어요`,
  age: `나이는 ${L.ageMin}~${L.ageMax} 사이로 입력해 주세요`,
  gender: '성별을 선택해 주세요.',
  districtRequired: '시/군/구까지 선택해 주세요.',
  provinceFirst: '시/도를 먼저 선택해 주세요.',
  onboardingRegion: '지역을 선택해 주세요.',
  regionUnsupported: regionMessages.unsupported,
  bioTooLong: `자기소개는 ${L.bioMax}자까지 쓸 수 있어요.`,
  affiliationTooLong: `소속은 ${L.affiliationMax}자까지 쓸 수 있어요.`,
  photoTooLarge: '파일은 10MB 이하여야 해요.',
} as const;

export const usernameTakenMessage = profileMessages.usernameTaken;

/**
 * Characters as a person counts them: NFC code points, so an emoji is one and Hangul typed as
 * separate jamo (some macOS input) is not three. PostgreSQL varchar limits count the same way.
 */
export function countChars(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

function text(label: string, max: number, tooLong: string) {
  return multiLineText(label)
    .trim()
    .refine((value) => countChars(value) <= max, tooLong);
}

export const usernameSchema = singleLineText('아이디', { error: profileMessages.username }).regex(
  new RegExp(`^[a-z0-9]{${L.usernameMin},${L.usernameMax}}$`),
  profileMessages.username,
);

/** Onboarding, settings and POST /api/auth/complete: 1–8 characters after trimming. */
export const nicknameSchema = singleLineText('닉네임', { error: profileMessages.nicknameRequired })
  .trim()
  .min(1, profileMessages.nicknameRequired)
  .refine((value) => countChars(value) <= L.nicknameMax, profileMessages.nicknameTooLong);

// Form inputs give strings: blank means "not given", digits mean a number, anything else fails.
function readAge(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

// A child's age gets the reason (no sign-up under 14); anything else out of range gets the range.
const age = z.number({ error: profileMessages.age }).superRefine((value, ctx) => {
  if (!Number.isInteger(value) || value < 0 || value > L.ageMax) {
    ctx.addIssue({ code: 'custom', message: profileMessages.age });
  } else if (value < L.ageMin) {
    ctx.addIssue({ code: 'custom', message: profileMessages.ageUnderMin });
  }
});

/** Settings: the age may be left empty (null). */
export const settingsAgeSchema = z.preprocess(readAge, age.nullable());
/** Onboarding step 3: an age is required. */
export const onboardingAgeSchema = z.preprocess(readAge, age);

export const genders = ['M', 'F', 'O'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = { M: '남성', F: '여성', O: '기타' };
export const genderSchema = z.enum(genders, { error: profileMessages.gender });

export const bioSchema = text('자기소개', L.bioMax, profileMessages.bioTooLong);
export const affiliationSchema = text('소속', L.affiliationMax, profileMessages.affiliationTooLong);

export type CounterTone = 'normal' | 'warning' | 'danger';

/** Bio/affiliation counter colour: 'warning' (orange) above 75, 'danger' (red) above 90. */
export function bioCounterTone(length: number): CounterTone {
  if (length > L.counterDangerAbove) return 'danger';
  if (length > L.counterWarningAbove) return 'warning';
  return 'normal';
}

/** Checked on the picked file's size before compression; compressing cannot rescue a huge file. */
export const profilePhotoSizeSchema = z
  .number()
  .int()
  .nonnegative()
  .max(L.photoMaxBytes, profileMessages.photoTooLarge);

type RegionIssueContext = z.core.$RefinementCtx<{ province: string; district: string }>;

/** Settings: province and district together, from the one region table; nationwide is a filter. */
function checkProfileRegion(
  { province, district }: { province: string; district: string },
  ctx: RegionIssueContext,
) {
  if (province === '' || province === NATIONWIDE) {
    ctx.addIssue({ code: 'custom', path: ['province'], message: profileMessages.provinceFirst });
  } else if (district === '') {
    ctx.addIssue({ code: 'custom', path: ['district'], message: profileMessages.districtRequired });
  } else if (!isKnownRegion(province, district)) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: profileMessages.regionUnsupported });
  }
}

const regionPart = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());
const regionFields = z.object({ province: regionPart, district: regionPart });

export const profileRegionSchema = regionFields.superRefine(checkProfileRegion);

/** Onboarding step 5: one message for anything missing. */
export const onboardingRegionSchema = regionFields.superRefine(({ province, district }, ctx) => {
  if (province === '' || province === NATIONWIDE || district === '') {
    ctx.addIssue({ code: 'custom', path: ['district'], message: profileMessages.onboardingRegion });
  } else if (!isKnownRegion(province, district)) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: profileMessages.regionUnsupported });
  }
});

/**
 * The 'province district' string of PATCH /api/user-profile/save, checked like the picker. Older
 * clients' spellings are read into the current table first ('경기 수원시 장안구' → 경기 수원시,
 * '인천 남구' → 인천 미추홀구); what names no district gets the picker's messages.
 */
export const profileRegionTextSchema = z
  .string({ error: profileMessages.provinceFirst })
  .transform((value) => {
    const known = normaliseRegionText(value);
    if (known) return known;
    const [province = '', ...rest] = value.trim().split(/\s+/);
    return { province, district: rest.join(' ') };
  })
  .superRefine(checkProfileRegion);
