import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { DeliveryOutcome, PushMessage } from './push-types.ts';

/*
 * Firebase Cloud Messaging HTTP v1 for the Android and iOS wrappers: an OAuth 2 access token from
 * the service account (a jose-signed JWT exchanged at its token URI, cached until shortly before it
 * expires), then one plain fetch per device.
 */

/** The fields of a Firebase service-account JSON file this client uses. */
export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string | undefined;
  token_uri: string;
}

export interface FcmClientOptions {
  account: FcmServiceAccount;
  /** `https://fcm.googleapis.com`; tests point it at a local fake. */
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export interface FcmResult {
  outcome: Exclude<DeliveryOutcome, 'skipped'>;
  status?: number;
  errorCode?: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Fetch a new token this long before the cached one expires. */
const EXPIRY_MARGIN_MS = 60_000;

export type FcmClient = ReturnType<typeof createFcmClient>;

export function createFcmClient(options: FcmClientOptions) {
  const { account, timeoutMs } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const sendUrl = `${options.apiUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let signingKey: KeyObject | null = null;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchAccessToken(): Promise<string> {
    signingKey ??= createPrivateKey(account.private_key);
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.private_key_id ? { kid: account.private_key_id } : {}),
      })
      .setIssuer(account.client_email)
      .setSubject(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(signingKey);
    const response = await doFetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`FCM token exchange answered ${response.status}`);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('FCM token exchange answered no access_token');
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, expiresAt: now() + lifetimeSeconds * 1000 };
    return body.access_token;
  }

  /** The cached token while it is good; one exchange at a time however many sends wait for it. */
  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return cached.token;
    pending ??= fetchAccessToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function post(body: string) {
    return doFetch(sendUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** One message to one registration token. UNREGISTERED (or 404) means the app is gone from that phone. */
  async function send(token: string, message: PushMessage): Promise<FcmResult> {
    const body = JSON.stringify(fcmMessage(token, message));
    let response = await post(body);
    if (response.status === 401) {
      // A token revoked before its time: fetch a fresh one once.
      await response.body?.cancel();
      cached = null;
      response = await post(body);
    }
    if (response.ok) {
      await response.body?.cancel();
      return { outcome: 'sent' };
    }
    const errorCode = await fcmErrorCode(response);
    const gone = errorCode === 'UNREGISTERED' || response.status === 404;
    return {
      outcome: gone ? 'gone' : 'failed',
      status: response.status,
      ...(errorCode ? { errorCode } : {}),
    };
  }

  return { send, accessToken };
}

/** The v1 message: a visible notification plus string data the app's tap handler opens `url` from. */
export function fcmMessage(token: string, message: PushMessage) {
  return {
    message: {
      token,
      notification: { title: message.title, body: message.body },
      data: {
        id: String(message.id),
        type: message.type,
        title: message.title,
        body: message.body,
        url: message.url ?? '',
      },
      android: { priority: 'HIGH', notification: { tag: `notification-${message.id}` } },
      apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
    },
  };
}

/** `error.details[].errorCode` of an FCM error body (type google.firebase.fcm.v1.FcmError), if any. */
async function fcmErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { details?: { errorCode?: unknown }[] } };
    const code = body.error?.details?.find((detail) => typeof detail.errorCode === 'string')?.errorCode;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
