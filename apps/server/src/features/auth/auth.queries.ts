import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { sessions } from '../../db/schema/index.ts';

export async function insertSession(db: Db, userId: number, expiresAt: Date, userAgent: string | null) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The session when it is live (not revoked, not expired); its user is checked by the caller. */
export async function findLiveSession(db: Db, sessionId: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
