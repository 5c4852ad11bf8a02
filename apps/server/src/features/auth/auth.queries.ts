import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { sessions, users, type NewUserRow } from '../../db/schema/index.ts';

export async function findGroupAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isGroupAccount, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** True when the user was a player and is now an administrator. */
export async function promoteToAdmin(db: Database, id: number): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'ADMIN', updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, 'USER')))
    .returning({ id: users.id });
  return promoted.length > 0;
}

export async function insertSession(db: Database, userId: number, expiresAt: Date, userAgent: string | null) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const liveSession = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      isGroupAccount: users.isGroupAccount,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('auth_find_live_session'),
);

/** The session with its user, when the session is live and the user still exists. */
export async function findLiveSession(db: Database, sessionId: string, now: Date) {
  const [row] = await liveSession(db).execute({ sessionId, now: now.toISOString() });
  return row;
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Database, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function listDemoUsers(db: Database) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.isDemo, true), isNull(users.deletedAt)))
    .orderBy(users.id);
}
