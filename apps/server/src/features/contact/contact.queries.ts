import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { contactMessages } from '../../db/schema/index.ts';

export interface NewContactMessage {
  userId: number;
  category: string;
  content: string;
  replyEmail: string | null;
}

export async function insertContactMessage(db: Db, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Newest first. */
export async function listContactMessages(db: Db, limit: number, offset: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}

/** Account deletion: requests stay on record for the staff, but no longer say how to reach the person. */
export async function blankReplyAddressesOf(db: Db, userId: number) {
  await db.update(contactMessages).set({ replyEmail: null }).where(eq(contactMessages.userId, userId));
}
