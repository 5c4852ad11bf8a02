import { z } from 'zod';
import {
  accountIdSchema,
  loginAccountIdSchema,
  loginPasswordSchema,
  newPasswordSchema,
} from '../validation/account.ts';

export const RoleSchema = z.enum(['USER', 'ADMIN']);
export type Role = z.infer<typeof RoleSchema>;

/** POST /api/auth/login — group accounts sign in with the staff-issued id (sent as `email`). */
export const LoginBodySchema = z.object({ email: loginAccountIdSchema, password: loginPasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({ token: z.string(), isInitialGroup: z.boolean() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/auth/register — admin only. */
export const RegisterBodySchema = z.object({ email: accountIdSchema, password: newPasswordSchema });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResponseSchema = z.object({ id: z.number().int(), email: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** GET /api/auth/current-user-id — the caller's id as a bare JSON number (`42`), as the clients in the field read it. */
export const CurrentUserIdResponseSchema = z.number().int().positive();
export type CurrentUserIdResponse = z.infer<typeof CurrentUserIdResponseSchema>;

/** GET /api/auth/session — who the caller is, for the shell (admin links, onboarding redirect). */
export const SessionInfoSchema = z.object({
  userId: z.number().int(),
  role: RoleSchema,
  nickname: z.string().nullable(),
  isGroupAccount: z.boolean(),
  isInitialGroup: z.boolean(),
  onboarded: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET /api/auth/providers — which sign-in buttons this server can honour. */
export const AuthProvidersSchema = z.object({
  kakao: z.boolean(),
  google: z.boolean(),
  apple: z.boolean(),
  demo: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** GET /api/auth/demo-users and POST /api/auth/demo-login — demo mode only (decision 010), else 404. */
export const DemoUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  profileUrl: z.string().nullable(),
  role: RoleSchema,
});
export type DemoUser = z.infer<typeof DemoUserSchema>;

export const DemoLoginBodySchema = z.object({ userId: z.number().int().positive() });
export type DemoLoginBody = z.infer<typeof DemoLoginBodySchema>;

export const TokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
