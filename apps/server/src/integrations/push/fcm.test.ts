import { generateKeyPairSync } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createFcmClient, createPushSender, type FcmServiceAccount } from './index.ts';
import { startFakeServer, type RecordedRequest } from './push.test-support.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const message = { id: 9, type: 'INBOX', title: '새 메시지', body: '도윤: 내일 한판 어때요?', url: '/chat/3' };

/** One local server standing in for Google's token endpoint and the FCM v1 API. */
async function fakeGoogle(
  answerSend: (request: RecordedRequest) => { status: number; json?: unknown } = () => ({
    status: 200,
    json: { name: 'projects/hanpan-test/messages/1' },
  }),
) {
  let issued = 0;
  const server = await startFakeServer((request) => {
    if (request.path === '/token') {
      issued += 1;
      return {
        status: 200,
        json: { access_token: `access-${issued}`, expires_in: 3600, token_type: 'Bearer' },
      };
    }
    return answerSend(request);
  });
  const account: FcmServiceAccount = {
    project_id: 'hanpan-test',
    client_email: 'push@hanpan-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    private_key_id: 'key-1',
    token_uri: `${server.url}/token`,
  };
  return { ...server, account, tokenRequests: () => server.requests.filter((r) => r.path === '/token') };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => close?.());

describe('FCM HTTP v1 against a local fake', () => {
  it('exchanges a signed JWT for a token once and sends the v1 message with it', async () => {
    const google = await fakeGoogle();
    close = google.close;
    const fcm = createFcmClient({ account: google.account, apiUrl: google.url, timeoutMs: 2000 });
    expect(await fcm.send('device-token-1', message)).toEqual({ outcome: 'sent' });
    expect(await fcm.send('device-token-2', message)).toEqual({ outcome: 'sent' });

    const [tokenRequest, ...more] = google.tokenRequests();
    expect(more).toEqual([]);
    const form = new URLSearchParams(tokenRequest!.body.toString());
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(form.get('assertion')!, publicKey, {
      issuer: google.account.client_email,
      audience: google.account.token_uri,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'key-1' });
    expect(payload.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');

    const sends = google.requests.filter((r) => r.path !== '/token');
    expect(sends.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['POST', '/v1/projects/hanpan-test/messages:send', 'Bearer access-1'],
      ['POST', '/v1/projects/hanpan-test/messages:send', 'Bearer access-1'],
    ]);
    expect(JSON.parse(sends[0]!.body.toString())).toEqual({
      message: {
        token: 'device-token-1',
        notification: { title: '새 메시지', body: '도윤: 내일 한판 어때요?' },
        data: { id: '9', type: 'INBOX', title: '새 메시지', body: '도윤: 내일 한판 어때요?', url: '/chat/3' },
        android: { priority: 'HIGH', notification: { tag: 'notification-9' } },
        apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
      },
    });
  });

  it('fetches a new token once the cached one is about to expire, and after a 401', async () => {
    let refuseNext = false;
    const google = await fakeGoogle(() => {
      if (refuseNext) {
        refuseNext = false;
        return { status: 401, json: { error: { status: 'UNAUTHENTICATED' } } };
      }
      return { status: 200, json: {} };
    });
    close = google.close;
    let clock = 1_000_000;
    const fcm = createFcmClient({
      account: google.account,
      apiUrl: google.url,
      timeoutMs: 2000,
      now: () => clock,
    });
    await fcm.send('t', message);
    clock += 3600_000 - 30_000; // inside the last minute of the token's hour
    await fcm.send('t', message);
    expect(google.tokenRequests()).toHaveLength(2);
    refuseNext = true;
    expect(await fcm.send('t', message)).toEqual({ outcome: 'sent' });
    expect(google.tokenRequests()).toHaveLength(3);
    const lastTwo = google.requests.filter((r) => r.path !== '/token').slice(-2);
    expect(lastTwo.map((r) => r.headers.authorization)).toEqual(['Bearer access-2', 'Bearer access-3']);
  });

  it('answers UNREGISTERED as gone and other errors as failures', async () => {
    const google = await fakeGoogle((request) => {
      const { message: sent } = JSON.parse(request.body.toString()) as { message: { token: string } };
      if (sent.token === 'uninstalled')
        return {
          status: 404,
          json: {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
              ],
            },
          },
        };
      return { status: 503, json: { error: { code: 503, status: 'UNAVAILABLE' } } };
    });
    close = google.close;
    const warnings: Array<Record<string, unknown>> = [];
    const sender = createPushSender(
      {
        NODE_ENV: 'test',
        FCM_SERVICE_ACCOUNT_JSON: google.account,
        FCM_API_URL: google.url,
        PUSH_HTTP_TIMEOUT_MS: 2000,
      },
      { warn: (details) => void warnings.push(details) },
    );
    const result = await sender.send(
      [
        { id: 4, platform: 'android', token: 'uninstalled' },
        { id: 5, platform: 'ios', token: 'busy' },
      ],
      message,
    );
    expect(result.goneDeviceIds).toEqual([4]);
    expect(warnings).toEqual([{ provider: 'fcm', status: 503 }]);
  });
});
