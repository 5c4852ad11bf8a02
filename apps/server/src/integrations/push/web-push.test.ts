import { createPublicKey } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createPushSender, encryptWebPushPayload, isAllowedPushEndpoint, type PushConfig } from './index.ts';
import { decryptWebPush, makeSubscription, makeVapidKeys, startFakeServer } from './push.test-support.ts';

const b64 = (value: string) => Buffer.from(value, 'base64url');

describe('encryptWebPushPayload (RFC 8291)', () => {
  it('produces the RFC 8291 §5 example body byte for byte', () => {
    const body = encryptWebPushPayload(
      Buffer.from('When I grow up, I want to be a watermelon'),
      {
        p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      },
      {
        senderPrivateKey: b64('yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw'),
        salt: b64('DGv6ra1nlYgDCS1FRnbzlw'),
      },
    );
    expect(body.toString('base64url')).toBe(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
  });

  it('uses a fresh key and salt per message, readable only with the subscription key', () => {
    const subscription = makeSubscription('https://push.example/1');
    const first = encryptWebPushPayload(Buffer.from('안녕하세요'), subscription.keys);
    const second = encryptWebPushPayload(Buffer.from('안녕하세요'), subscription.keys);
    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
    expect(decryptWebPush(first, subscription)).toBe('안녕하세요');
    expect(() => decryptWebPush(first, makeSubscription('https://push.example/2'))).toThrow();
  });
});

describe('isAllowedPushEndpoint', () => {
  it('in production takes only https endpoints of the browsers’ push services', () => {
    const production = { production: true };
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', production)).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QG', production)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', production)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', production)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilfcm.googleapis.com.attacker.net/x', production)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', production)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/push', { production: false })).toBe(true);
  });
});

describe('Web Push delivery against a local push service', () => {
  const vapid = makeVapidKeys();
  const config: PushConfig = {
    NODE_ENV: 'test',
    WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
    WEB_PUSH_SUBJECT: 'mailto:push@hanpan.kr',
    FCM_API_URL: 'http://127.0.0.1:9',
    PUSH_HTTP_TIMEOUT_MS: 2_000,
  };
  const message = {
    id: 7,
    type: 'FRIEND',
    title: '친구 요청',
    body: '서연님이 친구 요청을 보냈어요.',
    url: '/profile/2',
  };
  const warnings: Array<Record<string, unknown>> = [];
  const log = { warn: (details: Record<string, unknown>) => void warnings.push(details) };
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    warnings.length = 0;
  });

  it('POSTs an encrypted body with a valid VAPID header that the browser can decrypt', async () => {
    const service = await startFakeServer(() => ({ status: 201 }));
    close = service.close;
    const subscription = makeSubscription(`${service.url}/push/abc`);
    const sender = createPushSender(config, log);
    const result = await sender.send(
      [{ id: 1, platform: 'web', token: JSON.stringify(subscription) }],
      message,
    );

    expect(result.goneDeviceIds).toEqual([]);
    const [request] = service.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/push/abc' });
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers['content-type']).toBe('application/octet-stream');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // The plaintext is nowhere on the wire; the subscription's private key reads it.
    expect(request!.body.includes(Buffer.from('친구'))).toBe(false);
    expect(JSON.parse(decryptWebPush(request!.body, subscription))).toEqual(message);

    const match = /^vapid t=([^,]+), k=(.+)$/.exec(request!.headers.authorization ?? '');
    expect(match?.[2]).toBe(vapid.publicKey);
    const point = b64(vapid.publicKey);
    const publicKey = createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
    });
    const { payload, protectedHeader } = await jwtVerify(match![1]!, publicKey, { audience: service.url });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe('mailto:push@hanpan.kr');
    const lifetime = payload.exp! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600);
  });

  it('answers 404 and 410 devices as gone, other refusals as failures (logged without the token)', async () => {
    const service = await startFakeServer((request) => ({
      status: request.path.endsWith('-gone') ? 410 : request.path.endsWith('-missing') ? 404 : 500,
    }));
    close = service.close;
    const sender = createPushSender(config, log);
    const devices = ['gone', 'missing', 'broken'].map((name, index) => ({
      id: index + 1,
      platform: 'web',
      token: JSON.stringify(makeSubscription(`${service.url}/push/secret-${name}`)),
    }));
    const result = await sender.send(devices, message);
    expect(result.goneDeviceIds.sort()).toEqual([1, 2]);
    expect(warnings).toEqual([{ provider: 'web-push', status: 500, host: new URL(service.url).host }]);
    expect(JSON.stringify(warnings)).not.toContain('secret');
  });

  it('forgets a token that is no subscription, and never throws for an unreachable service', async () => {
    const sender = createPushSender(config, log);
    const unreachable = JSON.stringify(makeSubscription('http://127.0.0.1:9/push/secret'));
    const result = await sender.send(
      [
        { id: 1, platform: 'web', token: 'not json' },
        { id: 2, platform: 'web', token: unreachable },
      ],
      message,
    );
    expect(result.goneDeviceIds).toEqual([1]);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain('secret');
  });

  it('without VAPID keys or FCM (the offline default) sends nothing and forgets nothing', async () => {
    const service = await startFakeServer(() => ({ status: 201 }));
    close = service.close;
    const sender = createPushSender(
      { NODE_ENV: 'test', FCM_API_URL: service.url, PUSH_HTTP_TIMEOUT_MS: 1000 },
      log,
    );
    expect(sender.webPushPublicKey).toBeNull();
    const result = await sender.send(
      [
        { id: 1, platform: 'web', token: JSON.stringify(makeSubscription(`${service.url}/push/1`)) },
        { id: 2, platform: 'android', token: 'fcm-token' },
      ],
      message,
    );
    expect(result.goneDeviceIds).toEqual([]);
    expect(service.requests).toEqual([]);
  });
});
