import { z } from 'zod';
import { singleLineText } from './text.ts';

/** Limits of staff-issued group accounts (spec §5, §9): id ≤ 50, password 8–20, login password ≥ 8. */
export const accountLimits = { idMax: 50, passwordMin: 8, passwordMax: 20 } as const;

/** Characters a new group id may use, after lower-casing (decision 010). */
export const accountIdPattern = /^[a-z0-9._@-]+$/;

export const accountMessages = {
  idRequired: '아이디를 입력해 주세요.',
  idTooLong: `아이디는 ${accountLimits.idMax}자 이하로 입력해 주세요.`,
  idCharacters: '아이디는 영문, 숫자와 . _ @ - 만 쓸 수 있어요.',
  passwordTooShort: `비밀번호를 ${accountLimits.passwordMin}자 이상 입력해 주세요.`,
  passwordTooLong: `비밀번호는 ${accountLimits.passwordMax}자 이하로 입력해 주세요.`,
} as const;

/**
 * The one canonical form of a group id (the wire field `email`): trimmed and lower-cased. The server
 * stores, looks up and counts login failures under this form, so `GRP-Alpha` and `grp-alpha` are one
 * account.
 */
export function canonicalAccountId(id: string): string {
  return id.trim().toLowerCase();
}

const canonicalId = singleLineText('아이디', { error: accountMessages.idRequired })
  .transform(canonicalAccountId)
  .pipe(z.string().min(1, accountMessages.idRequired).max(accountLimits.idMax, accountMessages.idTooLong));

/** A new group id (registration, admin:create): canonical, 1–50 of `[a-z0-9._@-]`. */
export const accountIdSchema = canonicalId.pipe(
  z.string().regex(accountIdPattern, accountMessages.idCharacters),
);

/**
 * The id typed at login: canonical form only. No character check, so an account created before the
 * rule (decision 010) can still sign in; such an id simply does not match anything new.
 */
export const loginAccountIdSchema = canonicalId;

export const loginPasswordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .min(accountLimits.passwordMin, accountMessages.passwordTooShort);

export const newPasswordSchema = loginPasswordSchema.max(
  accountLimits.passwordMax,
  accountMessages.passwordTooLong,
);
