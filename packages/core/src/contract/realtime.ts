import { z } from 'zod';
import { countChars } from '../validation/profile.ts';
import { MatchStateSchema } from '../match/state.ts';
import { multiLineText } from '../validation/text.ts';
import { ActiveMyGameSchema, MatchSendSchema, MatchTopicMessageSchema } from './match.ts';
import type { MatchSend } from './match.ts';

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

/**
 * SEND /app/score/{roomId}: the live-play events (`MatchSendSchema` in `match.ts`, the one
 * definition; this name is what the transport used first).
 */
export const ScoreSendSchema = MatchSendSchema;
export type ScoreSend = MatchSend;

/** Everything published on a room topic: chat lines (DM and game rooms) and game events. */
export const RoomMessageSchema = z.union([ChatMessageSchema, MatchTopicMessageSchema]);
export type RoomMessage = z.infer<typeof RoomMessageSchema>;

/**
 * `/topic/ws/{roomId}`: one topic per chat room, game rooms and DM rooms alike (contract notes).
 * `roomId` comes from the game detail (`chatRoomId`) or the DM room call.
 */
export const roomTopic = defineTopic('/topic/ws/{roomId}', RoomMessageSchema);

/**
 * Sent to `/user/queue/errors` of the connection whose SEND to `/app/...` failed; the connection
 * stays open. `receiptId` repeats the SEND's `receipt` header when it had one. A refused score event
 * adds the game's last `seq`, the event's `clientEventId` and the state, so the sender resyncs.
 */
export const RealtimeErrorMessageSchema = z.object({
  code: z.string(),
  message: z.string(),
  destination: z.string(),
  receiptId: z.string().optional(),
  seq: z.number().int().nonnegative().optional(),
  clientEventId: z.string().nullable().optional(),
  state: MatchStateSchema.optional(),
});
export type RealtimeErrorMessage = z.infer<typeof RealtimeErrorMessageSchema>;

export const userErrorQueue = defineTopic('/user/queue/errors', RealtimeErrorMessageSchema);

/** The caller's live game (GET /api/games/active/my's body), pushed when it starts or ends. */
export const activeGameQueue = defineTopic('/user/queue/active-game', ActiveMyGameSchema);
