import {
  ContactCategorySchema,
  ContactMessageSchema,
  DELETED_USER_NICKNAME,
  pageOf,
  type PageQuery,
} from '@hanpan/core';
import type { z } from 'zod';
import type { ContactService } from './contact.service.ts';

type ContactRow = Awaited<ReturnType<ContactService['listContactMessages']>>[number];
export const ContactMessagePageSchema = pageOf(ContactMessageSchema);
type ContactMessage = z.infer<typeof ContactMessageSchema>;

export function presentContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    userId: row.userId,
    nickname: row.sender?.deletedAt ? DELETED_USER_NICKNAME : (row.sender?.nickname ?? null),
    category: ContactCategorySchema.catch('OTHER').parse(row.category),
    content: row.content,
    replyEmail: row.replyEmail,
    status: row.status === 'DONE' ? 'DONE' : 'OPEN',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows were fetched with one extra to learn whether another page exists. */
export function presentContactPage(rows: ContactRow[], { page, size }: PageQuery) {
  return {
    items: rows.slice(0, size).map(presentContactMessage),
    page,
    size,
    hasNext: rows.length > size,
  };
}
