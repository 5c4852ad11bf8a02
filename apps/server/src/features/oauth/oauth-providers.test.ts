import { generateKeyPair, exportPKCS8 } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { enabledProviders, providerSettingsFrom } from './oauth-providers.ts';
import { usableEmail } from './oidc-client.ts';

describe('providerSettingsFrom', () => {
  it('talks to the real providers unless an issuer is given, then discovers from it', async () => {
    const appleKey = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
    const config = loadConfig({
      KAKAO_CLIENT_ID: 'rest-key',
      GOOGLE_CLIENT_ID: 'web-id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_NATIVE_CLIENT_IDS: 'android-id',
      GOOGLE_ISSUER: 'http://127.0.0.1:3198/',
      APPLE_CLIENT_ID: 'kr.hanpan.web',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: appleKey,
      APPLE_NATIVE_CLIENT_IDS: 'kr.hanpan.ios',
    });
    const settings = providerSettingsFrom(config);
    expect(settings.kakao).toMatchObject({
      clientSecret: null,
      tokenAuthMethod: 'client_secret_post',
      scopes: ['openid', 'account_email'],
      endpoints: {
        kind: 'static',
        value: {
          issuer: 'https://kauth.kakao.com',
          authorizationEndpoint: 'https://kauth.kakao.com/oauth/authorize',
          tokenEndpoint: 'https://kauth.kakao.com/oauth/token',
          jwksUri: 'https://kauth.kakao.com/.well-known/jwks.json',
        },
      },
    });
    expect(settings.google).toMatchObject({
      tokenAuthMethod: 'client_secret_basic',
      endpoints: { kind: 'discover', issuer: 'http://127.0.0.1:3198' },
      nativeAudiences: ['web-id', 'android-id'],
    });
    expect(settings.apple).toMatchObject({
      scopes: ['email'],
      pkce: false,
      responseMode: 'form_post',
      appleKey: { teamId: 'TEAM', keyId: 'KEY' },
      endpoints: { kind: 'static', value: { tokenEndpoint: 'https://appleid.apple.com/auth/token' } },
      nativeAudiences: ['kr.hanpan.web', 'kr.hanpan.ios'],
    });
    expect(enabledProviders(config)).toEqual({ kakao: true, google: true, apple: true });
    expect(enabledProviders(loadConfig({}))).toEqual({ kakao: false, google: false, apple: false });
  });
});

describe('usableEmail', () => {
  it.each([
    ['a@kakao.com', undefined, 'a@kakao.com'],
    ['a@gmail.com', true, 'a@gmail.com'],
    ['a@icloud.com', 'true', 'a@icloud.com'],
    ['a@gmail.com', false, null],
    ['a@icloud.com', 'false', null],
    ['not an e-mail', true, null],
    [42, true, null],
    [undefined, undefined, null],
  ])('keeps %j (verified %j) as %j', (email, verified, expected) => {
    expect(usableEmail(email, verified)).toBe(expected);
  });
});
