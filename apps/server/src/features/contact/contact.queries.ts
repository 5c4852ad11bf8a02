import { desc, eq, sql } from 'drizzle-orm';
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

/** Position in the newest-first list: the time (full precision, as text) and the id. */
export interface ContactPosition {
  at: string;
  id: number;
}

/** Newest first, `limit` rows after `after` (keyset). */
export async function listContactMessages(db: Db, after: ContactPosition | null, limit: number) {
  return db
    .select({
      id: contactMessages.id,
      userId: contactMessages.userId,
      category: contactMessages.category,
      content: contactMessages.content,
      replyEmail: contactMessages.replyEmail,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      at: sql<string>`${contactMessages.createdAt}::text`,
    })
    .from(contactMessages)
    .where(
      after
        ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`
        : undefined,
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Account deletion: requests stay on record for the staff, but no longer say how to reach the person. */
export async function blankReplyAddressesOf(db: Db, userId: number) {
  await db.update(contactMessages).set({ replyEmail: null }).where(eq(contactMessages.userId, userId));
}
