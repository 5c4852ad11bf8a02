import { z } from 'zod';
import { singleLineText } from './text.ts';

/** Limits of staff-issued group accounts (spec §5, §9): id ≤ 50, password 8–20, login password ≥ 8. */
export const accountLimits = { idMax: 50, passwordMin: 8, passwordMax: 20 } as const;

export const accountMessages = {
  idRequired: '아이디를 입력해주세요.',
  idTooLong: `아이디는 ${accountLimits.idMax}자 이하로 입력해주세요.`,
  passwordTooShort: `비밀번호를 ${accountLimits.passwordMin}자 이상 입력해주세요.`,
  passwordTooLong: `비밀번호는 ${accountLimits.passwordMax}자 이하로 입력해주세요.`,
} as const;

export const accountIdSchema = singleLineText('아이디', { error: accountMessages.idRequired })
  .trim()
  .min(1, accountMessages.idRequired)
  .max(accountLimits.idMax, accountMessages.idTooLong);

export const loginPasswordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .min(accountLimits.passwordMin, accountMessages.passwordTooShort);

export const newPasswordSchema = loginPasswordSchema.max(
  accountLimits.passwordMax,
  accountMessages.passwordTooLong,
);
