import { z } from 'zod';
import { multiLineText } from '../validation/text.ts';

/**
 * Realtime messages (contract-notes "Realtime"): what clients SEND to /app/... and what the server
 * publishes on /topic/ws/{roomId}. Fields may be added, never renamed or removed.
 */

/** Room topic clients subscribe to; `roomId` comes from game detail or the DM room call. */
export const roomTopic = (roomId: number | string) => `/topic/ws/${roomId}`;
export const chatDestination = (roomId: number | string) => `/app/chat/${roomId}`;
export const scoreDestination = (roomId: number | string) => `/app/score/${roomId}`;

export const CHAT_MESSAGE_MAX = 1000;

/** SEND /app/chat/{roomId} */
export const ChatSendSchema = z.object({
  content: multiLineText('메시지')
    .trim()
    .min(1, '메시지를 입력해 주세요.')
    .max(CHAT_MESSAGE_MAX, `메시지는 ${CHAT_MESSAGE_MAX}자 이하로 입력해 주세요.`),
});
export type ChatSend = z.infer<typeof ChatSendSchema>;

/** Published on the room topic. ENTER and LEAVE may be sent; clients hide them. */
export const ChatMessageSchema = z.object({
  messageType: z.enum(['TALK', 'ENTER', 'LEAVE']),
  senderId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** SEND /app/score/{roomId}: fields other than `type` may be missing on SET/FINISH/RESET. */
export const ScoreSendSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SCORE'),
    userId: z.number().int().positive(),
    setIndex: z.number().int().min(0),
    scoreDelta: z.union([z.literal(1), z.literal(-1)]),
  }),
  z.object({ type: z.literal('SET'), setIndex: z.number().int().min(0).optional() }),
  z.object({ type: z.literal('FINISH') }),
  z.object({ type: z.literal('RESET') }),
]);
export type ScoreSend = z.infer<typeof ScoreSendSchema>;

export const GameLogTypeSchema = z.enum(['SCORE', 'SET', 'RESET', 'FINISH']);

/** A game event as published on the room topic and listed by GET /api/games/{id}/game-logs. */
export const GameEventSchema = z.object({
  type: GameLogTypeSchema,
  time: z.string(),
  targetId: z.number().int().nullable(),
  delta: z.number().int().nullable(),
  userSummary: z.object({ nickname: z.string() }),
});
export type GameEvent = z.infer<typeof GameEventSchema>;
