import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema/index.ts';

export interface NewContactMessage {
  userId: number;
  category: string;
  content: string;
  replyEmail: string | null;
}

export async function insertContactMessage(db: Database, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Newest first, with the sender's nickname (and whether the sender has since left). */
export async function listContactMessages(db: Database, limit: number, offset: number) {
  return db
    .select({
      id: contactMessages.id,
      userId: contactMessages.userId,
      nickname: users.nickname,
      senderDeletedAt: users.deletedAt,
      category: contactMessages.category,
      content: contactMessages.content,
      replyEmail: contactMessages.replyEmail,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}
