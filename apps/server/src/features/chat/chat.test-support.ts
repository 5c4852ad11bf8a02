import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ChatDelivery } from './chat-delivery.ts';
import { createChatService } from './chat.service.ts';

/** Nobody hears anything: lines and read positions are only stored. */
const silent: ChatDelivery = { lineStored: async () => {}, readMoved: () => {} };

/**
 * What the chat tests need without a socket: the service, with no other room kinds, delivering
 * through `delivery` (silent unless a test builds one with createChatDelivery and fakes).
 */
export function chatFor(db: Db, delivery: ChatDelivery = silent) {
  return createChatService({ db, rooms: { isMember: async () => false }, delivery });
}

/** The DM room of `a` and `b` (opened by `a`), as POST /api/chat-room/dm-room leaves it. */
export async function buildDmRoom(db: Db, a: Pick<UserRow, 'id'>, b: Pick<UserRow, 'id'>) {
  return (await chatFor(db).openDmRoom({ userId: a.id }, b.id)).roomId;
}

/** Lines sent in order, through the same service the STOMP handler uses. */
export async function sendLines(db: Db, sender: Pick<UserRow, 'id'>, roomId: number, contents: string[]) {
  const ids: number[] = [];
  for (const content of contents) {
    ids.push((await chatFor(db).sendMessage({ userId: sender.id }, roomId, content)).line.id);
  }
  return ids;
}
