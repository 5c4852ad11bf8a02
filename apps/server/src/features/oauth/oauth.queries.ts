import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { externalIdentities, oauthStates, users } from '../../db/schema/index.ts';

/** The database or a transaction on it. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export async function insertOAuthState(
  db: Queryable,
  row: { state: string; provider: string; codeVerifier: string; nonce: string; createdAt: Date },
) {
  await db.insert(oauthStates).values(row);
}

/** Removes and returns the state in one statement, so two callbacks cannot both use it. */
export async function takeOAuthState(db: Queryable, state: string) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

export async function deleteOAuthStatesCreatedBefore(db: Queryable, before: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, before));
}

/** The identity and its user (deleted or not) for a provider's subject. */
export async function findIdentity(db: Queryable, provider: string, subject: string) {
  const [row] = await db
    .select({
      identityId: externalIdentities.id,
      userId: users.id,
      email: users.email,
      username: users.username,
      nickname: users.nickname,
      deletedAt: users.deletedAt,
    })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function deleteIdentity(db: Queryable, identityId: number) {
  await db.delete(externalIdentities).where(eq(externalIdentities.id, identityId));
}

/** A social user keeps nothing from the provider but the e-mail (privacy policy). */
export async function insertSocialUser(db: Queryable, email: string | null) {
  const [row] = await db
    .insert(users)
    .values({ email })
    .returning({ id: users.id, username: users.username, nickname: users.nickname });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertIdentity(
  db: Queryable,
  values: { provider: string; subject: string; userId: number },
) {
  await db.insert(externalIdentities).values(values);
}

export async function updateUserEmail(db: Queryable, userId: number, email: string) {
  await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
}
