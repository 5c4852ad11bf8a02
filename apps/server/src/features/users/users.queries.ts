import {
  and,
  asc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { userBlocks, users, type NewUserRow } from '../../db/schema/index.ts';
import type { Executor } from './db-executor.ts';

const activeUser = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('users_find_active'),
);

/** A user who has not deleted their account. */
export async function findActiveUser(db: Database, id: number) {
  const [row] = await activeUser(db).execute({ id });
  return row;
}

const anyUser = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_find_any'),
);

/** Any user, deleted ones included (their past games still point at them). */
export async function findAnyUser(db: Database, id: number) {
  const [row] = await anyUser(db).execute({ id });
  return row;
}

/** Locks the row so concurrent saves see each other's picture key (the one they must delete). */
export async function findActiveUserForUpdate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateUser(db: Executor, id: number, values: Partial<NewUserRow>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function isUsernameTakenByOther(db: Executor, username: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A block in either direction between the viewer and the row's user. */
function blockBetween(db: Executor, viewerId: number | Placeholder) {
  return db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, users.id)),
        and(eq(userBlocks.blockerId, users.id), eq(userBlocks.blockedId, viewerId)),
      ),
    );
}

export interface UserSearch {
  viewerId: number;
  keyword: string;
  limit: number;
  offset: number;
}

const userSearch = preparedQuery((db) => {
  const viewerId = sql.placeholder('viewerId');
  const infix = sql.placeholder('infix');
  const prefix = sql.placeholder('prefix');
  const rank = sql<number>`case when ${users.nickname} ilike ${prefix} or ${users.username} ilike ${prefix} then 0 else 1 end`;
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      bio: users.bio,
      profilePictureKey: users.profilePictureKey,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        isNotNull(users.nickname),
        ne(users.id, viewerId),
        or(ilike(users.nickname, infix), ilike(users.username, infix)),
        notExists(blockBetween(db, viewerId)),
      ),
    )
    .orderBy(asc(rank), asc(users.nickname), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('users_search');
});

/** Nickname or username containing the keyword; prefix matches first, then by nickname. */
export async function searchUsers(db: Database, { viewerId, keyword, limit, offset }: UserSearch) {
  const escaped = escapeLike(keyword);
  return userSearch(db).execute({ viewerId, infix: `%${escaped}%`, prefix: `${escaped}%`, limit, offset });
}
