import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/text.ts';

/**
 * GET /api/block (a list: cursor/size, X-Next-Cursor). `email` carries the username (null when
 * there is none) for the old client, which shows it after '@' (issue 16 §16): another player's
 * e-mail is never disclosed.
 */
export const BlockedUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  profileUrl: z.string().nullable(),
  email: z.string().nullable(),
});
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
export const BlockedUsersSchema = z.array(BlockedUserSchema);

/** POST /api/push/register-device and /remove-device (token optional on remove: this session's). */
export const PushPlatformSchema = z.enum(['android', 'ios', 'web']);
export const RegisterDeviceBodySchema = z.object({
  token: singleLineText('기기 토큰').min(1).max(4096),
  platform: PushPlatformSchema,
});
export const RemoveDeviceBodySchema = z
  .object({ token: singleLineText('기기 토큰').min(1).max(4096).optional() })
  .optional();

/**
 * POST /api/access/daily-first. The clients in the field send no body at all (or `{}`): then the
 * session stands for the device, which is what a device's sign-in is.
 */
export const DailyFirstBodySchema = z
  .object({ deviceId: singleLineText('기기 ID').trim().min(8).max(100).optional() })
  .nullish();
export const DailyFirstResponseSchema = z.object({ firstToday: z.boolean() });

/** Notification types of spec §3, each switchable in /settings/notifications. */
export const NotificationTypeSchema = z.enum([
  'GAME_START',
  'GAME_END',
  'GAME_COMMENT',
  'COMMENT_REPLY',
  'INBOX',
  'MY_GAME',
  'FRIEND',
  // Additive (issue 16 item 21): the admin's decision on my rule edit request (spec §3 "other").
  'RULE',
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;
export const notificationTypeLabels: Record<NotificationType, { title: string; description: string }> = {
  GAME_START: { title: '경기 시작', description: '내 경기가 시작되면 알려드려요.' },
  GAME_END: { title: '경기 종료', description: '경기 결과와 리뷰 요청을 알려드려요.' },
  GAME_COMMENT: { title: '댓글', description: '내 경기에 댓글이 달리면 알려드려요.' },
  COMMENT_REPLY: { title: '답글', description: '내 댓글에 답글이 달리면 알려드려요.' },
  INBOX: { title: '메시지', description: '새 DM과 함께하기 요청을 알려드려요.' },
  MY_GAME: { title: '내 경기 신청', description: '도전 신청, 승인, 거절 소식을 알려드려요.' },
  FRIEND: { title: '친구', description: '친구 요청과 수락을 알려드려요.' },
  RULE: { title: '규칙 수정 요청', description: '내 규칙 수정 요청의 승인과 거절을 알려드려요.' },
};

/** GET /api/notification-preferences; PUT with one item changes one type. */
export const NotificationPreferenceSchema = z.object({ type: NotificationTypeSchema, enabled: z.boolean() });
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;
export const NotificationPreferencesSchema = z.array(NotificationPreferenceSchema);

/** POST /api/contact — stored for administrators. */
export const ContactCategorySchema = z.enum(['ACCOUNT', 'GAME', 'REPORT', 'SUGGESTION', 'OTHER'], {
  error: '문의 유형을 선택해 주세요.',
});
export const contactCategoryLabels: Record<z.infer<typeof ContactCategorySchema>, string> = {
  ACCOUNT: '계정·로그인',
  GAME: '경기·매칭',
  REPORT: '신고·안전',
  SUGGESTION: '제안하기',
  OTHER: '기타',
};
export const CONTACT_CONTENT_MAX = 2000;
export const ContactBodySchema = z.object({
  category: ContactCategorySchema,
  content: multiLineText('문의 내용', { error: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(10, '문의 내용을 10자 이상 입력해 주세요.')
    .max(CONTACT_CONTENT_MAX, `문의 내용은 ${CONTACT_CONTENT_MAX}자 이하로 입력해 주세요.`),
  replyEmail: z.union([z.literal(''), z.email('답변 받을 이메일 주소를 확인해 주세요.')]).optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  nickname: z.string().nullable(),
  category: ContactCategorySchema,
  content: z.string(),
  replyEmail: z.string().nullable(),
  status: z.enum(['OPEN', 'DONE']),
  createdAt: z.string(),
});
export const ContactMessagesSchema = z.array(ContactMessageSchema);
