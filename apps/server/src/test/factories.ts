import type { Db } from '../db/db.ts';
import { userBlocks, users, type NewUserRow, type UserRow } from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/index.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A finished, onboarded player unless overridden. */
export async function buildUser(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const suffix = next();
  const [row] = await db
    .insert(users)
    .values({
      username: `u${suffix}`.slice(0, 12),
      nickname: `선수${suffix.slice(-3)}`,
      region: '서울 강남구',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildAdmin(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  return buildUser(db, { role: 'ADMIN', ...overrides });
}

export async function buildGroupAccount(
  db: Db,
  { email, password, ...overrides }: Partial<NewUserRow> & { email: string; password: string },
): Promise<UserRow> {
  return buildUser(db, {
    email,
    passwordHash: await hashPassword(password),
    isGroupAccount: true,
    isInitialGroup: true,
    username: null,
    nickname: null,
    ...overrides,
  });
}

/** `blocker` blocks `blocked`, optionally at a given time (lists are newest first). */
export async function buildBlock(
  db: Db,
  blocker: Pick<UserRow, 'id'>,
  blocked: Pick<UserRow, 'id'>,
  createdAt: Date = new Date(),
): Promise<void> {
  await db.insert(userBlocks).values({ blockerId: blocker.id, blockedId: blocked.id, createdAt });
}

/** A deleted (anonymised) account, as POST /api/user/remove leaves it. */
export async function buildDeletedUser(db: Db): Promise<UserRow> {
  return buildUser(db, { username: null, nickname: null, region: null, deletedAt: new Date() });
}
