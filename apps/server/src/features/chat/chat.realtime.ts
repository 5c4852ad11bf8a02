import { ChatSendSchema } from '@hanpan/core';
import { AppError } from '../../http/app-error.ts';
import type { StompGateway } from '../../realtime/gateway.ts';
import type { ChatService } from './chat.service.ts';
import { createSendRate, type SendRateOptions } from './send-rate.ts';

/** A burst of ten lines, then one a second, per socket (issue 10). */
export const CHAT_SEND_RATE: SendRateOptions = { capacity: 10, refillPerSecond: 1 };

const ROOM_ID = /^[1-9][0-9]{0,15}$/;

/**
 * `SEND /app/chat/{roomId} {content}` for every room kind (DM now, game rooms later): this is the
 * one owner of the destination (the gateway refuses a second registration). The transport's own
 * checks are here (the room id, the socket's send rate, the body's shape: 1–1000 characters after
 * trimming); the chat service does the rest (profanity, storing, then publishing on
 * `/topic/ws/{roomId}` and telling the partner). Any refusal answers the sender on
 * `/user/queue/errors`; the socket stays open.
 */
export function registerChatDestination(
  realtime: Pick<StompGateway, 'registerAppDestination'>,
  chat: Pick<ChatService, 'sendMessage'>,
  sendRate = createSendRate(CHAT_SEND_RATE),
): void {
  realtime.registerAppDestination('/app/chat/:roomId', {
    async handle({ user, connectionId, params, body }) {
      if (!ROOM_ID.test(params.roomId ?? '')) throw new AppError('chat_room_not_found');
      const roomId = Number(params.roomId);
      if (!sendRate.take(connectionId)) throw new AppError('chat_rate_limited');
      const { content } = ChatSendSchema.parse(body);
      await chat.sendMessage(user, roomId, content);
    },
  });
}
