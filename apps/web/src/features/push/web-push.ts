import { api, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from '@/lib/local-store';
import { isNativeApp } from '@/lib/native-bridge';

/*
 * Web Push for the installed PWA (issue 10 §5): the service worker /sw.js shows a push and opens
 * its url; the subscription is registered as a push device with platform 'web' (its JSON is the
 * token). The apps use their native bridge instead (push-device.ts).
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** on: this browser gets pushes; off: it could; blocked: the player denied it; unavailable: no way here. */
export type WebPushState = 'on' | 'off' | 'blocked' | 'unavailable';

export function isWebPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    !isNativeApp() &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The server's VAPID public key; null when Web Push is not configured there. */
async function serverKey(): Promise<string | null> {
  const answer = await api.get(
    '/api/push/web-push-key',
    contract((c) => c.WebPushKeySchema),
  );
  return answer.publicKey;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: string): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const expected = keyBytes(key);
  const actual = new Uint8Array(current);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

/** POST /api/push/register-device: the server keeps one row per subscription, tied to this session. */
async function register(subscription: PushSubscription): Promise<void> {
  const token = JSON.stringify(subscription.toJSON());
  await api.post(
    '/api/push/register-device',
    ignoreBody,
    { token, platform: 'web' },
    { redirectOnUnauthorized: false },
  );
  writeLocal(LOCAL_KEYS.pushToken, token);
}

/** A subscription for `key`: the existing one, or a new one (a rotated server key replaces it). */
async function subscribe(registration: ServiceWorkerRegistration, key: string): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
}

export async function webPushState(): Promise<WebPushState> {
  if (!isWebPushSupported() || !(await serverKey())) return 'unavailable';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
}

/** From a tap: asks for permission, subscribes and registers this browser. */
export async function enableWebPush(): Promise<WebPushState> {
  const key = isWebPushSupported() ? await serverKey() : null;
  if (!key) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  await register(await subscribe(registration, key));
  return 'on';
}

/** Unregisters this browser and drops its subscription. */
export async function disableWebPush(): Promise<WebPushState> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api.post(
      '/api/push/remove-device',
      ignoreBody,
      { token: JSON.stringify(subscription.toJSON()) },
      { redirectOnUnauthorized: false },
    );
    await subscription.unsubscribe();
  }
  removeLocal(LOCAL_KEYS.pushToken);
  return 'off';
}

/**
 * After a sign-in on a browser that had pushes on: a logout removed the device, so the existing
 * subscription is registered again for this session (no prompt: permission was given before).
 */
export async function syncWebPush(): Promise<void> {
  try {
    if (!isWebPushSupported() || Notification.permission !== 'granted') return;
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    if (!registration) return;
    const key = await serverKey();
    if (!key) return;
    const subscription = await subscribe(registration, key);
    if (readLocal(LOCAL_KEYS.pushToken) === JSON.stringify(subscription.toJSON())) return;
    await register(subscription);
  } catch {
    // Push is a convenience: in-app notifications work without it.
  }
}
