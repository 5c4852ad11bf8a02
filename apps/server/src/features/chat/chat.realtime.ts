import { ChatSendSchema, dmUserQueue, type DmEvent, type StoredChatMessage } from '@hanpan/core';
import { findProfanity, profanityMessage } from '@hanpan/core/profanity';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findActiveUser } from '../users/index.ts';
import { presentMessage } from './chat.presenter.ts';
import type { ChatService } from './chat.service.ts';
import { createSendRate, type SendRateOptions } from './send-rate.ts';

/** A burst of ten lines, then one a second, per socket (issue 10). */
export const CHAT_SEND_RATE: SendRateOptions = { capacity: 10, refillPerSecond: 1 };

/** How much of a line an INBOX notification quotes. */
const PREVIEW_CHARS = 80;

const ROOM_ID = /^[1-9][0-9]{0,15}$/;

/**
 * `SEND /app/chat/{roomId} {content}` for every room kind (DM now, game rooms later): this is the
 * one owner of the destination (the gateway refuses a second registration). The line is checked
 * (socket's send rate, 1–1000 characters after trimming, profanity), stored, and only then
 * published on `/topic/ws/{roomId}`. Any refusal answers the sender on `/user/queue/errors`; the
 * socket stays open.
 */
export function registerChatDestination(
  deps: Pick<FeatureDeps, 'realtime' | 'rooms' | 'notifier' | 'db'>,
  chat: ChatService,
  log: FastifyBaseLogger,
  sendRate = createSendRate(CHAT_SEND_RATE),
): void {
  const { realtime, rooms } = deps;
  realtime.registerAppDestination('/app/chat/:roomId', {
    async handle({ user, connectionId, params, body }) {
      if (!ROOM_ID.test(params.roomId ?? '')) throw new AppError('chat_room_not_found');
      const roomId = Number(params.roomId);
      if (!sendRate.take(connectionId)) throw new AppError('chat_rate_limited');
      const { content } = ChatSendSchema.parse(body);
      const word = findProfanity(content);
      if (word !== null) throw new AppError('chat_profanity', profanityMessage(word));
      const sent = await chat.sendMessage(user, roomId, content);
      const message = presentMessage(sent.line);
      await rooms.publish(roomId, message);
      if (sent.recipientId === null) return;
      // Stored and delivered: what follows must not turn into an error for the sender.
      const event: DmEvent = { type: 'MESSAGE', roomId, message };
      await Promise.all(
        [user.userId, sent.recipientId].map((userId) =>
          realtime.publishToUser(userId, dmUserQueue.pattern, event),
        ),
      ).catch((err: unknown) => log.warn({ err, roomId }, 'DM queue publish failed'));
      if (sent.notify) {
        void notifyRecipient(deps, sent.recipientId, message).catch((err: unknown) =>
          log.warn({ err, roomId }, 'DM notification failed'),
        );
      }
    },
  });
}

/** One INBOX notification per unread run (decision 016); it opens the chat with the sender. */
async function notifyRecipient(
  { db, notifier }: Pick<FeatureDeps, 'db' | 'notifier'>,
  recipientId: number,
  message: StoredChatMessage,
): Promise<void> {
  const sender = await findActiveUser(db, message.senderId);
  if (!sender) return;
  await notifier.notify(recipientId, {
    type: 'INBOX',
    title: `${sender.nickname ?? ''}님의 메시지`,
    message: preview(message.content),
    url: `/chat/${message.senderId}`,
    actorId: message.senderId,
  });
}

function preview(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length <= PREVIEW_CHARS ? oneLine : `${chars.slice(0, PREVIEW_CHARS).join('')}…`;
}
