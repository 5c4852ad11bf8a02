import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { externalIdentities, oauthStates } from '../../db/schema/index.ts';

export async function insertOAuthState(
  db: Db,
  row: { state: string; provider: string; codeVerifier: string; nonce: string; createdAt: Date },
) {
  await db.insert(oauthStates).values(row);
}

/** Removes and returns the state in one statement, so two callbacks cannot both use it. */
export async function takeOAuthState(db: Db, state: string) {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

export async function deleteOAuthStatesCreatedBefore(db: Db, before: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, before));
}

/** The identity of a provider's subject (its user may since have deleted the account). */
export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ identityId: externalIdentities.id, userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function deleteIdentity(db: Db, identityId: number) {
  await db.delete(externalIdentities).where(eq(externalIdentities.id, identityId));
}

export async function insertIdentity(db: Db, values: { provider: string; subject: string; userId: number }) {
  await db.insert(externalIdentities).values(values);
}

/** Account deletion: the sign-in links go, so the same provider account starts afresh. */
export async function deleteIdentitiesOfUser(db: Db, userId: number) {
  await db.delete(externalIdentities).where(eq(externalIdentities.userId, userId));
}
