import type { Notification, PushPayload } from '@hanpan/core';
import type { NotificationRow } from './notifications.queries.ts';

/** The list's, the live queue's and (trimmed) the push's shape: one DTO everywhere. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    url: row.url,
  };
}

export function pushPayloadOf(notification: Notification): PushPayload {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    body: notification.message,
    url: notification.url,
  };
}
