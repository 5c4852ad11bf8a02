import type { PushPayload } from '@hanpan/core';

/** One registered device (features/account's push_devices row, as far as delivery needs it). */
export interface PushTarget {
  id: number;
  /** 'web' (token: a PushSubscription as JSON), 'android' or 'ios' (token: an FCM registration token). */
  platform: string;
  token: string;
}

/**
 * What one delivery attempt came to: `gone` means the push service says the token will never work
 * again (404/410, FCM UNREGISTERED) and the device should be forgotten; `skipped` means no provider
 * is configured for that platform (the offline default).
 */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

/** Where delivery failures go: never the token, the endpoint's path or a response body. */
export interface PushLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export type PushMessage = PushPayload;

export interface PushSender {
  /** The VAPID public key browsers subscribe with; null when Web Push is not configured. */
  readonly webPushPublicKey: string | null;
  /** Delivers `message` to every device; never throws. Answers the devices to forget. */
  send(devices: readonly PushTarget[], message: PushMessage): Promise<{ goneDeviceIds: number[] }>;
}
