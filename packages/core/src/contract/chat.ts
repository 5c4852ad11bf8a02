import { z } from 'zod';
import { ChatMessageSchema, defineTopic } from './realtime.ts';
import { idField } from './params.ts';

/*
 * DM chat (spec §2 /chat/{targetUserId} and /dm, §3 Chat message and DM room, §7 Chat; issue 10).
 * Live lines travel on the room topic (realtime.ts, `roomTopic`); these are the REST calls around
 * them and the per-user DM queue.
 */

export const chatMessages = {
  /** Spec §8 quotes it: the chat screen shows it in an alert, then goes back. */
  selfDm: '자기 자신과의 DM은 생성할 수 없습니다.',
  /** Spec §8 quotes it for the DM list's load failure. */
  dmListFailed: 'DM 목록을 불러오지 못했습니다.',
  noRooms: '아직 DM이 없어요',
  noMessageYet: '아직 메시지가 없어요',
} as const;

/** The most unread lines a DM room counts; the list shows '999+' past it (the count stays cheap). */
export const DM_UNREAD_COUNT_CAP = 999;

const invalidUser = '잘못된 사용자 번호예요.';
const userId = idField(invalidUser);

/**
 * POST /api/chat-room/dm-room?targetUserId= — the old clients send the same id as `chatId`; either
 * works, `targetUserId` wins when both are given.
 */
export const DmRoomQuerySchema = z
  .object({ targetUserId: userId.optional(), chatId: userId.optional() })
  .transform(({ targetUserId, chatId }, ctx) => {
    const id = targetUserId ?? chatId;
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: '대화할 상대를 알려 주세요.' });
      return z.NEVER;
    }
    return { targetUserId: id };
  });
export type DmRoomQuery = z.input<typeof DmRoomQuerySchema>;

/** The same room for the same pair, every time (spec §3 DM room, plus the partner's id). */
export const DmRoomSchema = z.object({
  roomId: z.number().int(),
  targetUserId: z.number().int(),
  targetUserNickname: z.string(),
  targetUserProfileUrl: z.string().nullable(),
  /** The partner's read position in this room (their last read line's id), for '읽음' marks. */
  targetLastReadMessageId: z.number().int().nullable(),
});
export type DmRoom = z.infer<typeof DmRoomSchema>;

const invalidRoom = '잘못된 대화방 번호예요.';
export const ChatRoomParamsSchema = z.object({
  roomId: idField(invalidRoom),
});

/** A stored line as history answers it: the topic's shape, always with its id. */
export const StoredChatMessageSchema = ChatMessageSchema.extend({ id: z.number().int() });
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>;

/**
 * GET /api/chat-room/{roomId}/chat-messages?cursor=&size= — the newest page first; each page in
 * time order (oldest line first), so a client that reads one page shows the latest lines as is.
 * X-Next-Cursor leads to older lines.
 */
export const ChatHistorySchema = StoredChatMessageSchema.array();

/** POST /api/chat-room/{roomId}/read — up to `messageId`, or the newest line when it is missing. */
export const ChatReadBodySchema = z
  .object({ messageId: idField('잘못된 메시지 번호예요.').optional() })
  .nullish()
  .transform((body) => ({ messageId: body?.messageId }));
export const ChatReadSchema = z.object({
  roomId: z.number().int(),
  lastReadMessageId: z.number().int().nullable(),
});

/** GET /api/chat-room/my-dm-rooms — an array, the room with the latest line first. */
export const DmRoomListItemSchema = z.object({
  roomId: z.number().int(),
  targetUserId: z.number().int(),
  targetUserNickname: z.string(),
  targetUserProfileUrl: z.string().nullable(),
  lastMessageContent: z.string().nullable(),
  lastMessageTimestamp: z.string().nullable(),
  /** Lines from the partner after my read position, at most DM_UNREAD_COUNT_CAP. */
  unreadCount: z.number().int().min(0),
});
export type DmRoomListItem = z.infer<typeof DmRoomListItemSchema>;
export const DmRoomListSchema = DmRoomListItemSchema.array();

/**
 * `/user/queue/dm`: each member's own queue hears about their DM rooms — a new line (so the DM
 * list and badge move without polling) and the partner's read position (so '읽음' marks move).
 */
export const DmEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MESSAGE'), roomId: z.number().int(), message: StoredChatMessageSchema }),
  z.object({
    type: z.literal('READ'),
    roomId: z.number().int(),
    readerId: z.number().int(),
    lastReadMessageId: z.number().int(),
  }),
]);
export type DmEvent = z.infer<typeof DmEventSchema>;

export const dmUserQueue = defineTopic('/user/queue/dm', DmEventSchema);
