import type { ContactBody, PageQuery } from '@hanpan/core';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as queries from './contact.queries.ts';

export function createContactService({ db }: { db: Database }) {
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
  async function listContactMessages({ page, size }: PageQuery) {
    return queries.listContactMessages(db, size + 1, page * size);
  }

  return { sendContactMessage, listContactMessages };
}
