import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { makeVapidKeys } from './push.test-support.ts';

describe('push settings in config.ts', () => {
  const vapid = makeVapidKeys();
  const webPush = {
    WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
    WEB_PUSH_SUBJECT: 'mailto:push@hanpan.kr',
  };
  const rsaPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const account = {
    project_id: 'hanpan',
    client_email: 'push@hanpan.iam.gserviceaccount.com',
    private_key: rsaPem,
  };

  it('is off by default (in-app only), with a 5 s limit per call', () => {
    const config = loadConfig({});
    expect(config.WEB_PUSH_VAPID_PUBLIC_KEY).toBeUndefined();
    expect(config.FCM_SERVICE_ACCOUNT_JSON).toBeUndefined();
    expect(config.FCM_API_URL).toBe('https://fcm.googleapis.com');
    expect(config.PUSH_HTTP_TIMEOUT_MS).toBe(5000);
  });

  it('takes a whole VAPID set, and refuses part of one or a private key of another pair', () => {
    expect(loadConfig(webPush)).toMatchObject(webPush);
    expect(() => loadConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
      /WEB_PUSH_VAPID_PRIVATE_KEY: is required with WEB_PUSH_VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ ...webPush, WEB_PUSH_SUBJECT: '' })).toThrow(/WEB_PUSH_SUBJECT: is required/);
    expect(() => loadConfig({ ...webPush, WEB_PUSH_SUBJECT: 'push@hanpan.kr' })).toThrow(/WEB_PUSH_SUBJECT/);
    expect(() => loadConfig({ ...webPush, WEB_PUSH_VAPID_PRIVATE_KEY: makeVapidKeys().privateKey })).toThrow(
      /WEB_PUSH_VAPID_PRIVATE_KEY: does not belong/,
    );
    expect(() => loadConfig({ ...webPush, WEB_PUSH_VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /WEB_PUSH_VAPID_PUBLIC_KEY: must be 65 bytes/,
    );
  });

  it('parses the FCM service-account JSON (token URI defaulting to Google’s) and refuses a broken one', () => {
    const config = loadConfig({
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ type: 'service_account', ...account }),
    });
    expect(config.FCM_SERVICE_ACCOUNT_JSON).toEqual({
      ...account,
      token_uri: 'https://oauth2.googleapis.com/token',
    });
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_JSON: '{not json' })).toThrow(
      /FCM_SERVICE_ACCOUNT_JSON: must be the JSON/,
    );
    expect(() =>
      loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, client_email: undefined }) }),
    ).toThrow(/FCM_SERVICE_ACCOUNT_JSON: must have client_email/);
    expect(() =>
      loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, private_key: 'nope' }) }),
    ).toThrow(/private_key must be the PEM RSA key/);
  });
});
