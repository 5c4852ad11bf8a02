import { dmUserQueue, type DmEvent, type StoredChatMessage } from '@hanpan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { ChatMessageRow } from '../../db/schema/index.ts';
import type { StompGateway } from '../../realtime/gateway.ts';
import type { RealtimeRooms } from '../../realtime/rooms.ts';
import type { Notifier } from '../feature-deps.ts';
import { findActiveUser } from '../users/index.ts';
import { presentMessage } from './chat.presenter.ts';

/** How much of a line an INBOX notification quotes. */
const PREVIEW_CHARS = 80;

export interface ChatDeliveryDeps {
  db: Db;
  rooms: Pick<RealtimeRooms, 'publish'>;
  realtime: Pick<StompGateway, 'publishToUser'>;
  notifier: Notifier;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type ChatDelivery = ReturnType<typeof createChatDelivery>;

/**
 * Who hears what after the chat service has committed (decision 016): a stored line goes to the
 * room topic, as a MESSAGE event to both DM members' own queues (the DM list reloads without
 * polling), and as one INBOX notification per unread run; a moved read position goes to the
 * partner as a READ event. Only the room publish can fail the call that caused it (the line is
 * then stored but nobody saw it live); the rest is logged, never an error of that call.
 */
export function createChatDelivery({ db, rooms, realtime, notifier, log }: ChatDeliveryDeps) {
  async function lineStored(
    line: ChatMessageRow,
    dm: { recipientId: number; notify: boolean } | null,
  ): Promise<void> {
    const { roomId } = line;
    const message = presentMessage(line);
    await rooms.publish(roomId, message);
    if (!dm) return;
    // Stored and delivered: what follows must not turn into an error for the sender.
    const event: DmEvent = { type: 'MESSAGE', roomId, message };
    await Promise.all(
      [line.senderId, dm.recipientId].map((userId) =>
        realtime.publishToUser(userId, dmUserQueue.pattern, event),
      ),
    ).catch((err: unknown) => log.warn({ err, roomId }, 'DM queue publish failed'));
    if (dm.notify) {
      void notifyRecipient(dm.recipientId, message).catch((err: unknown) =>
        log.warn({ err, roomId }, 'DM notification failed'),
      );
    }
  }

  /** The partner hears that I read (their '읽음' marks move); a lost event only delays a mark. */
  function readMoved(roomId: number, readerId: number, moved: { peerId: number; lastReadMessageId: number }) {
    const event: DmEvent = { type: 'READ', roomId, readerId, lastReadMessageId: moved.lastReadMessageId };
    realtime
      .publishToUser(moved.peerId, dmUserQueue.pattern, event)
      .catch((err: unknown) => log.warn({ err, roomId }, 'DM read event failed'));
  }

  /** One INBOX notification per unread run (decision 016); it opens the chat with the sender. */
  async function notifyRecipient(recipientId: number, message: StoredChatMessage): Promise<void> {
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

  return { lineStored, readMoved };
}

function preview(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length <= PREVIEW_CHARS ? oneLine : `${chars.slice(0, PREVIEW_CHARS).join('')}…`;
}
