import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '@/lib/local-store';
import { json, mockApi } from '@/test/render-app';
import { WebPushSetting } from './web-push-setting';

// A browser with the Push API: a service worker registration whose push manager the test controls.
const KEY = 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8';
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
};

function pushBrowser(permission: NotificationPermission) {
  let current: PushSubscription | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = {
      options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
      toJSON: () => subscriptionJson,
      unsubscribe: vi.fn(async () => true),
    } as unknown as PushSubscription;
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return { subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('this device’s push switch', () => {
  it('subscribes with the server’s VAPID key and registers the subscription as a web device', async () => {
    const { subscribe } = pushBrowser('default');
    const registered: unknown[] = [];
    mockApi({
      'GET /api/push/web-push-key': () => json(200, { publicKey: KEY }),
      'POST /api/push/register-device': ({ body }) => {
        registered.push(body);
        return new Response(null, { status: 204 });
      },
    });
    render(<WebPushSetting />);
    const toggle = await screen.findByRole('switch', { name: '이 기기에서 푸시 알림 받기' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(toggle);

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(KEY);
    expect(registered).toEqual([{ platform: 'web', token: JSON.stringify(subscriptionJson) }]);
    expect(localStorage.getItem(LOCAL_KEYS.pushToken)).toBe(JSON.stringify(subscriptionJson));
  });

  it('stays hidden when the server has no Web Push keys', async () => {
    pushBrowser('default');
    const fetchMock = mockApi({ 'GET /api/push/web-push-key': () => json(200, { publicKey: null }) });
    const { container } = render(<WebPushSetting />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('explains a browser-level block and keeps the switch off', async () => {
    pushBrowser('denied');
    mockApi({ 'GET /api/push/web-push-key': () => json(200, { publicKey: KEY }) });
    render(<WebPushSetting />);
    const toggle = await screen.findByRole('switch', { name: '이 기기에서 푸시 알림 받기' });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/사이트 설정에서 알림을 허용해 주세요/)).toBeTruthy();
  });
});
