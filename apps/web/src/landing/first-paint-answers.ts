import type { AuthProviders } from '@hanpan/core';
import type { ResponseSchema } from '@/lib/api-client';

/*
 * The answers the login page needs before its first paint — the sign-in providers here, the demo
 * accounts and a demo sign-in's token in demo.api.ts — checked without zod, which alone would cost the first page
 * 25 KB gzip and its 120 KB budget (decision 011). Each check accepts exactly what the core schema of
 * the same name accepts (first-paint-answers.test.ts compares them); the types come from core.
 */

export type Record_ = Record<string, unknown>;
export const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null;
export const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
export const isNullableString = (value: unknown) => value === null || typeof value === 'string';

export function checked<T>(name: string, accepts: (data: unknown) => data is T): ResponseSchema<T> {
  return {
    safeParse: (data) =>
      accepts(data) ? { success: true, data } : { success: false, error: new TypeError(`${name} mismatch`) },
  };
}

/** Like z.object: unknown keys are dropped, so a later field added by the server never leaks in. */
export function pick<T>(value: Record_, keys: readonly (keyof T & string)[]): T {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as T;
}

const PROVIDER_KEYS = ['kakao', 'google', 'apple', 'demo'] as const;
function isAuthProviders(data: unknown): data is AuthProviders {
  return isRecord(data) && PROVIDER_KEYS.every((key) => typeof data[key] === 'boolean');
}

export function stripped<T>(schema: ResponseSchema<T>, strip: (value: T) => T): ResponseSchema<T> {
  return {
    safeParse: (data) => {
      const result = schema.safeParse(data);
      return result.success ? { success: true, data: strip(result.data) } : result;
    },
  };
}

export const authProvidersAnswer = stripped(checked('AuthProviders', isAuthProviders), (value) =>
  pick<AuthProviders>(value as unknown as Record_, PROVIDER_KEYS),
);
