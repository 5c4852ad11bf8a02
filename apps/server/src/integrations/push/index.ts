import { WebPushSubscriptionSchema } from '@hanpan/core';
import { createFcmClient, type FcmServiceAccount } from './fcm.ts';
import type { PushLog, PushMessage, PushSender, PushTarget } from './push-types.ts';
import { isAllowedPushEndpoint, sendWebPush, vapidSigningKey } from './web-push.ts';

export type { DeliveryOutcome, PushLog, PushMessage, PushSender, PushTarget } from './push-types.ts';
export { encryptWebPushPayload, isAllowedPushEndpoint, vapidAuthorization } from './web-push.ts';
export { createFcmClient, fcmMessage, type FcmServiceAccount } from './fcm.ts';

export interface PushConfig {
  NODE_ENV: string;
  WEB_PUSH_VAPID_PUBLIC_KEY?: string | undefined;
  WEB_PUSH_VAPID_PRIVATE_KEY?: string | undefined;
  WEB_PUSH_SUBJECT?: string | undefined;
  FCM_SERVICE_ACCOUNT_JSON?: FcmServiceAccount | undefined;
  FCM_API_URL: string;
  PUSH_HTTP_TIMEOUT_MS: number;
}

/** A push the service could not deliver at once waits this long for an offline device. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** The body sent as the notification's text stays short: every push service takes 3 KB of payload. */
const BODY_MAX_CHARS = 300;

/**
 * Web Push when the three VAPID settings are set, FCM when the service account is (config.ts
 * refuses half a provider); a platform without its provider is skipped, so the offline default is
 * in-app notifications only. `send` never throws: each failure is logged without the token.
 */
export function createPushSender(
  config: PushConfig,
  log: PushLog,
  options: { fetch?: typeof globalThis.fetch } = {},
): PushSender {
  const production = config.NODE_ENV === 'production';
  const timeoutMs = config.PUSH_HTTP_TIMEOUT_MS;
  const vapid =
    config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY && config.WEB_PUSH_SUBJECT
      ? {
          publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY,
          privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY,
          subject: config.WEB_PUSH_SUBJECT,
        }
      : null;
  const signingKey = vapid ? vapidSigningKey(vapid) : null;
  const fcm = config.FCM_SERVICE_ACCOUNT_JSON
    ? createFcmClient({
        account: config.FCM_SERVICE_ACCOUNT_JSON,
        apiUrl: config.FCM_API_URL,
        timeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : null;

  async function deliverWeb(device: PushTarget, message: PushMessage) {
    if (!vapid || !signingKey) return 'skipped' as const;
    const subscription = parseSubscription(device.token);
    // A token that is no subscription, or one pointing where the server must not POST, never works.
    if (!subscription || !isAllowedPushEndpoint(subscription.endpoint, { production }))
      return 'gone' as const;
    const result = await sendWebPush({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      payload: new TextEncoder().encode(JSON.stringify(message)),
      vapid,
      signingKey,
      ttlSeconds: TIME_TO_LIVE_SECONDS,
      timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    if (result.outcome === 'failed')
      log.warn(
        { provider: 'web-push', status: result.status, host: new URL(subscription.endpoint).host },
        'web push refused',
      );
    return result.outcome;
  }

  async function deliverNative(device: PushTarget, message: PushMessage) {
    if (!fcm) return 'skipped' as const;
    const result = await fcm.send(device.token, message);
    if (result.outcome === 'failed')
      log.warn(
        {
          provider: 'fcm',
          status: result.status,
          ...(result.errorCode ? { errorCode: result.errorCode } : {}),
        },
        'fcm push refused',
      );
    return result.outcome;
  }

  return {
    webPushPublicKey: vapid?.publicKey ?? null,
    async send(devices, message) {
      const short = { ...message, body: truncate(message.body, BODY_MAX_CHARS) };
      const outcomes = await Promise.all(
        devices.map(async (device) => {
          try {
            return await (device.platform === 'web'
              ? deliverWeb(device, short)
              : deliverNative(device, short));
          } catch (err) {
            log.warn(
              { err: safeError(err), provider: device.platform === 'web' ? 'web-push' : 'fcm' },
              'push failed',
            );
            return 'failed' as const;
          }
        }),
      );
      return {
        goneDeviceIds: devices.filter((_, index) => outcomes[index] === 'gone').map((device) => device.id),
      };
    },
  };
}

function parseSubscription(token: string) {
  try {
    const parsed = WebPushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Network errors name the URL (a push endpoint carries its token): keep the kind and code only. */
function safeError(err: unknown) {
  if (!(err instanceof Error)) return { message: 'unknown' };
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return { name: err.name, code: typeof cause?.code === 'string' ? cause.code : undefined };
}
