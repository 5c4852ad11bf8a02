import { type ContactBody, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import { decodeCursor } from '../../http/list-page.ts';
import type { Db } from '../../db/db.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { findUserCards } from '../users/index.ts';
import * as queries from './contact.queries.ts';

const ContactCursorSchema = InstantIdCursorSchema;

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({ db }: { db: Db }) {
  async function sendContactMessage(actor: AuthUser, body: ContactBody) {
    const id = await queries.insertContactMessage(db, {
      userId: actor.userId,
      category: body.category,
      content: body.content,
      replyEmail: body.replyEmail ? body.replyEmail : null,
    });
    return { id };
  }

  /** Admin only (checked by the route); one extra row tells whether a next page exists. */
  async function listContactMessages({ cursor, size }: ListQuery) {
    const after = decodeCursor(cursor, ContactCursorSchema);
    const rows = await queries.listContactMessages(db, after && { at: after[0], id: after[1] }, size + 1);
    const senderIds = rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
    const senders = new Map((await findUserCards(db, senderIds)).map((card) => [card.id, card]));
    return rows.map((row) => ({
      ...row,
      sender: row.userId === null ? null : (senders.get(row.userId) ?? null),
    }));
  }

  return { sendContactMessage, listContactMessages };
}
