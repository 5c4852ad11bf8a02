import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { createChatService } from './chat.service.ts';

/** What the chat tests need without a socket: the service, with no other room kinds. */
export function chatFor(db: Db) {
  return createChatService({ db, rooms: { isMember: async () => false } });
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
