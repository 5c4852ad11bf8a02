/* global self */
/*
 * 한판 service worker: Web Push only (issue 10 §5). It shows each push as a notification and, when
 * one is tapped, focuses an open window of the app and takes it to the notification's url (or
 * opens a new window there). It caches nothing: the app works online as before.
 * The payload is the server's PushPayload: { id, type, title, body, url }.
 */

const OPEN_NOTIFICATION_MESSAGE = 'hanpan:open-notification';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** In-app paths only: a push never sends the player to another site. */
function inAppUrl(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : '한판';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ko',
      // One entry per notification: a repeated push replaces it instead of stacking.
      tag: typeof payload.id === 'number' ? `notification-${payload.id}` : undefined,
      data: { id: typeof payload.id === 'number' ? payload.id : null, url: inAppUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { id, url } = event.notification.data || {};
  const target = new URL(inAppUrl(url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        open.postMessage({ type: OPEN_NOTIFICATION_MESSAGE, id, url: inAppUrl(url) });
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
