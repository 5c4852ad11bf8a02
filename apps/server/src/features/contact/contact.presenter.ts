import { ContactCategorySchema, DELETED_USER_NICKNAME, type ContactMessageSchema } from '@hanpan/core';
import type { z } from 'zod';
import type { ContactService } from './contact.service.ts';

type ContactRow = Awaited<ReturnType<ContactService['listContactMessages']>>[number];
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
