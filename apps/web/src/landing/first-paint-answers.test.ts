import { AuthProvidersSchema, DemoUserSchema, TokenResponseSchema } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResponseSchema } from '@/lib/api-client';
import { demoUsersAnswer, tokenAnswer } from '@/features/auth';
import { authProvidersAnswer } from './first-paint-answers';

/** Same verdict and same output as the core zod schema, for every sample. */
function expectSameAs(light: ResponseSchema<unknown>, schema: z.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    const actual = light.safeParse(sample);
    expect(actual.success, JSON.stringify(sample)).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
  }
}

const user = { id: 3, nickname: '민준', username: 'minjun', profileUrl: null, role: 'USER' };

describe('the login page answers checked without zod', () => {
  it('accepts and rejects sign-in providers like AuthProvidersSchema', () => {
    expectSameAs(authProvidersAnswer, AuthProvidersSchema, [
      { kakao: true, google: false, apple: false, demo: true },
      { kakao: true, google: false, apple: false, demo: true, extra: 1 },
      { kakao: 'yes', google: false, apple: false, demo: true },
      { kakao: true, google: false, apple: false },
      null,
      [],
      'text',
    ]);
  });

  it('accepts and rejects demo accounts like an array of DemoUserSchema', () => {
    expectSameAs(demoUsersAnswer, z.array(DemoUserSchema), [
      [],
      [user, { ...user, id: 4, role: 'ADMIN', username: null, profileUrl: '/u/4.webp', more: true }],
      [{ ...user, id: 1.5 }],
      [{ ...user, role: 'OWNER' }],
      [{ ...user, nickname: null }],
      [{ ...user, username: undefined }],
      { 0: user },
      null,
    ]);
  });

  it('accepts and rejects a token answer like TokenResponseSchema', () => {
    expectSameAs(tokenAnswer, TokenResponseSchema, [{ token: 'a.b.c' }, { token: 1 }, {}, null]);
  });
});
