import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userBlocks, users } from '../../db/schema/index.ts';

/** Idempotent: blocking twice keeps the first block (and its date). */
export async function insertBlock(db: Database, blockerId: number, blockedId: number) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** The number of rows removed (0 when there was no such block). */
export async function deleteBlock(db: Database, blockerId: number, blockedId: number) {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length;
}

export async function listBlockedUsers(db: Database, blockerId: number) {
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      profilePictureKey: users.profilePictureKey,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), desc(users.id));
}

export async function existsBlockBetween(db: Database, a: number, b: number) {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
