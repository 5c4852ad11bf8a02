import { InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import * as queries from './notifications.queries.ts';

const NotificationCursorSchema = InstantIdCursorSchema;

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The player's own notifications: list, badge count, read, clear. */
export function createNotificationsService({ db }: { db: Db }) {
  /** Newest first, one page plus one row (see sendPage), each with its list position. */
  async function listNotifications(actor: AuthUser, { cursor, size }: ListQuery) {
    const after = decodeCursor(cursor, NotificationCursorSchema);
    const rows = await queries.listNotifications(
      db,
      actor.userId,
      after && { at: after[0], id: after[1] },
      size + 1,
    );
    return rows.map((row) => ({ ...row, position: [row.at, row.id] as const }));
  }

  async function countUnread(actor: AuthUser) {
    return { count: await queries.countUnread(db, actor.userId) };
  }

  /** Only the player's own: anyone else's id is answered as absent. Reading twice is fine. */
  async function markRead(actor: AuthUser, id: number) {
    if (!(await queries.markRead(db, actor.userId, id))) throw new AppError('notification_not_found');
  }

  async function clearAll(actor: AuthUser) {
    await queries.deleteAllOf(db, actor.userId);
  }

  return { listNotifications, countUnread, markRead, clearAll };
}
