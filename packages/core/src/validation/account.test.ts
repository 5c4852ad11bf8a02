import { describe, expect, it } from 'vitest';
import { LoginBodySchema, RegisterBodySchema } from '../contract/auth.ts';
import { accountMessages, canonicalAccountId } from './account.ts';

describe('group ids', () => {
  it('have one canonical form: trimmed, lower case', () => {
    expect(canonicalAccountId('  GRP-Alpha ')).toBe('grp-alpha');
    expect(RegisterBodySchema.parse({ email: ' Club.A@Seoul ', password: 'password1' }).email).toBe(
      'club.a@seoul',
    );
    expect(LoginBodySchema.parse({ email: 'GRP-ALPHA', password: 'password1' }).email).toBe('grp-alpha');
  });

  it.each(['클럽', 'club a', 'club!', 'a/b', 'x'.repeat(51)])('refuses %j as a new id', (email) => {
    const result = RegisterBodySchema.safeParse({ email, password: 'password1' });
    expect(result.success).toBe(false);
    expect([accountMessages.idCharacters, accountMessages.idTooLong]).toContain(
      result.error?.issues[0]?.message,
    );
  });

  it('lets an older id with other characters still sign in', () => {
    expect(LoginBodySchema.parse({ email: '옛클럽', password: 'password1' }).email).toBe('옛클럽');
  });
});
