import { z } from 'zod';
import { countChars } from '../validation/profile.ts';
import { multiLineText } from '../validation/text.ts';

/**
 * Realtime messages (contract-notes "Realtime"): what clients SEND to /app/... and what the server
 * publishes on /topic/ws/{roomId}. Fields may be added, never renamed or removed.
 */

/** Parameter names of a destination pattern written as in the contract notes: `/topic/ws/{roomId}`. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

export type TopicParams<Pattern extends string> = { [Name in ParamsOf<Pattern>]: string | number };

/**
 * One subscribable destination, typed once for server and web: its pattern (contract notation,
 * `{name}` for a parameter) and the schema of every message published on it.
 */
export interface TopicDescriptor<Pattern extends string = string, S extends z.ZodType = z.ZodType> {
  readonly pattern: Pattern;
  readonly schema: S;
  /** The concrete destination, e.g. `/topic/ws/12`. */
  destination(params: TopicParams<Pattern>): string;
}

export function defineTopic<const Pattern extends string, S extends z.ZodType>(
  pattern: Pattern,
  schema: S,
): TopicDescriptor<Pattern, S> {
  return {
    pattern,
    schema,
    destination: (params) =>
      pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String((params as Record<string, string | number>)[name])),
      ),
  };
}

export type TopicMessage<T extends TopicDescriptor> = z.output<T['schema']>;

export const chatDestination = (roomId: number | string) => `/app/chat/${roomId}`;
export const scoreDestination = (roomId: number | string) => `/app/score/${roomId}`;

export const CHAT_MESSAGE_MAX = 1000;

/**
 * SEND /app/chat/{roomId}: trimmed, 1–1000 characters counted as people count them (an emoji is
 * one). The server also refuses profanity (@hanpan/core/profanity, kept out of this module so the
 * web's first page does not carry the word lists).
 */
export const ChatSendSchema = z.object({
  content: multiLineText('메시지', { error: '메시지를 입력해 주세요.' })
    .trim()
    .min(1, '메시지를 입력해 주세요.')
    .refine((value) => countChars(value) <= CHAT_MESSAGE_MAX, {
      message: `메시지는 ${CHAT_MESSAGE_MAX}자 이하로 입력해 주세요.`,
    }),
});
export type ChatSend = z.infer<typeof ChatSendSchema>;

/**
 * Published on the room topic. ENTER and LEAVE may be sent; clients hide them. `id` (added for
 * issue 10) is the stored message's id: history pages and live lines can be merged without doubles.
 */
export const ChatMessageSchema = z.object({
  id: z.number().int().optional(),
  messageType: z.enum(['TALK', 'ENTER', 'LEAVE']),
  senderId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A client's own id for a SEND (≤ 64 characters, unique per game): a resent event is applied once. */
export const ClientEventIdSchema = z.string().min(1).max(64, '이벤트 ID는 64자 이하여야 해요.');

/**
 * SEND /app/score/{roomId} (issue 18 "Wire"): fields other than `type` may be missing on
 * SET/FINISH/RESET (the original client); any send may carry `clientEventId`.
 */
export const ScoreSendSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SCORE'),
    userId: z.number().int().positive(),
    setIndex: z.number().int().min(0),
    scoreDelta: z.union([z.literal(1), z.literal(-1)]),
    clientEventId: ClientEventIdSchema.optional(),
  }),
  z.object({
    type: z.literal('SET'),
    setIndex: z.number().int().min(0).optional(),
    clientEventId: ClientEventIdSchema.optional(),
  }),
  z.object({
    type: z.literal('END_SET'),
    setIndex: z.number().int().min(0),
    clientEventId: ClientEventIdSchema.optional(),
  }),
  z.object({ type: z.literal('FINISH'), clientEventId: ClientEventIdSchema.optional() }),
  z.object({
    type: z.literal('RESET'),
    setIndex: z.number().int().min(0).optional(),
    clientEventId: ClientEventIdSchema.optional(),
  }),
]);
export type ScoreSend = z.infer<typeof ScoreSendSchema>;

/** Log types; END_SET, TIME_UP and ABANDONED came with live play (issue 18). */
export const GameLogTypeSchema = z.enum([
  'SCORE',
  'SET',
  'END_SET',
  'RESET',
  'FINISH',
  'TIME_UP',
  'ABANDONED',
]);

/**
 * A game event as published on the room topic and listed by GET /api/games/{id}/game-logs.
 * `targetId`: the scored player, the set or match winner, or null; `delta`: ±1 for SCORE, the set
 * index for SET / END_SET / RESET / TIME_UP; `userSummary.nickname`: the sender, '' for the server.
 * Live play adds `seq` (contiguous per game), the SEND's `clientEventId` and, on the topic, the
 * whole match `state` after the event.
 */
export const GameEventSchema = z.object({
  type: GameLogTypeSchema,
  time: z.string(),
  targetId: z.number().int().nullable(),
  delta: z.number().int().nullable(),
  userSummary: z.object({ nickname: z.string() }),
  seq: z.number().int().positive().optional(),
  clientEventId: z.string().nullable().optional(),
  state: z.unknown().optional(),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

/** Everything published on a room topic: chat lines (DM and game rooms) and game events. */
export const RoomMessageSchema = z.union([ChatMessageSchema, GameEventSchema]);
export type RoomMessage = z.infer<typeof RoomMessageSchema>;

/**
 * `/topic/ws/{roomId}`: one topic per chat room, game rooms and DM rooms alike (contract notes).
 * `roomId` comes from the game detail (`chatRoomId`) or the DM room call.
 */
export const roomTopic = defineTopic('/topic/ws/{roomId}', RoomMessageSchema);

/**
 * Sent to `/user/queue/errors` of the connection whose SEND to `/app/...` failed; the connection
 * stays open. `receiptId` repeats the SEND's `receipt` header when it had one.
 */
export const RealtimeErrorMessageSchema = z.object({
  code: z.string(),
  message: z.string(),
  destination: z.string(),
  receiptId: z.string().optional(),
  /**
   * A refused `/app/score` SEND (issue 18): the match's last stored event number, the SEND's own
   * `clientEventId` when it had one, and the match state the refusal was judged on.
   */
  seq: z.number().int().optional(),
  clientEventId: z.string().optional(),
  state: z.unknown().optional(),
});
export type RealtimeErrorMessage = z.infer<typeof RealtimeErrorMessageSchema>;

export const userErrorQueue = defineTopic('/user/queue/errors', RealtimeErrorMessageSchema);
