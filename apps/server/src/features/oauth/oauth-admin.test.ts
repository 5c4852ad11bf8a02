import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInThroughBrowser, startMockProvider, type MockProvider } from './oauth-test-support.ts';

let google: MockProvider;
let t: TestApp;

beforeAll(async () => {
  google = await startMockProvider();
  t = await createTestApp({
    PUBLIC_URL: 'https://hanpan.test',
    GOOGLE_CLIENT_ID: 'google-web-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: google.issuer,
    ADMIN_EMAILS: 'Operator@Hanpan.kr',
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

const signInWithGoogle = () => signInThroughBrowser(t.app, 'google');

async function roleOf(token: string): Promise<string> {
  return (
    await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })
  ).json().role;
}

describe('ADMIN_EMAILS with social sign-in', () => {
  it('promotes a listed, provider-verified e-mail (case-insensitive) and nobody else', async () => {
    google.signInAs({ sub: 'operator-1', email: 'operator@hanpan.kr' });
    expect(await roleOf(await signInWithGoogle())).toBe('ADMIN');
    google.signInAs({ sub: 'player-1', email: 'player@hanpan.kr' });
    expect(await roleOf(await signInWithGoogle())).toBe('USER');
  });

  it('does not promote an e-mail the provider marks unverified', async () => {
    google.signInAs({ sub: 'sneaky-1', email: 'operator@hanpan.kr' });
    google.tamperNextIdToken((payload) => void (payload.email_verified = false));
    expect(await roleOf(await signInWithGoogle())).toBe('USER');
  });
});
