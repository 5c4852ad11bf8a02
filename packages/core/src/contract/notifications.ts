import { z } from 'zod';
import { defineTopic } from './realtime.ts';
import { idField } from './params.ts';

/*
 * Notifications (spec §3 Notification, §4, §7 "Chat and notifications"; issue 10 §4–5). Stored per
 * player, listed newest first, delivered live on the player's own STOMP queue and pushed to their
 * devices. Types are those of NotificationTypeSchema (contract/account.ts); the wire keeps `type` a
 * string so an older client shows a type it does not know instead of dropping the whole list.
 */

/** GET /api/notifications (a list: cursor/size, X-Next-Cursor), newest first. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The in-app path it opens ('/chat/3'), or null when it only informs. */
  url: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsSchema = z.array(NotificationSchema);

const invalidNotificationId = '잘못된 알림 번호예요.';

/** `{id}` of POST /api/notifications/{id}/read. */
export const NotificationIdParamsSchema = z.object({
  id: idField(invalidNotificationId),
});

/** GET /api/notifications/unread-count: the bell's badge adds unanswered friend requests to it. */
export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * `/user/queue/notifications`: every notification stored for the subscriber, as the list returns
 * it, the moment it is stored (the badge and the open panel update without polling).
 */
export const notificationsQueue = defineTopic('/user/queue/notifications', NotificationSchema);

/** GET /api/push/web-push-key: the VAPID public key to subscribe with, null when Web Push is off. */
export const WebPushKeySchema = z.object({ publicKey: z.string().nullable() });
export type WebPushKey = z.infer<typeof WebPushKeySchema>;

const base64Url = (label: string, bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} 형식이 올바르지 않아요.`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${label} 형식이 올바르지 않아요.`,
    );

/**
 * A browser's PushSubscription (`subscription.toJSON()`), registered by the web app as the `token`
 * of POST /api/push/register-device with platform 'web' (JSON text).
 */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: '푸시 주소가 올바르지 않아요.' }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64Url('푸시 키', 65),
    /** The 16-byte authentication secret. */
    auth: base64Url('푸시 인증 값', 16),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** What a push carries to the service worker and the native apps (data fields). */
export interface PushPayload {
  id: number;
  type: string;
  title: string;
  body: string;
  url: string | null;
}
