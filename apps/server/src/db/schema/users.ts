import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', ['USER', 'ADMIN']);
export const genderEnum = pgEnum('user_gender', ['M', 'F', 'O']);

/**
 * A player, a staff-issued group account or an administrator. Profile fields follow spec §3.
 * Social users keep only the e-mail their provider gave (the privacy policy promises no more).
 */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Group accounts sign in with this (their staff-issued id); social users may have none.
    email: text('email'),
    passwordHash: text('password_hash'),
    username: text('username'),
    nickname: text('nickname'),
    role: roleEnum('role').notNull().default('USER'),
    isGroupAccount: boolean('is_group_account').notNull().default(false),
    // A group account is "initial" until its holder finishes onboarding.
    isInitialGroup: boolean('is_initial_group').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    age: integer('age'),
    // Set by migration 0002 for players whose age it forgot (under 14 or out of range): they are
    // sent back to onboarding's age step until they answer (decision 010); any saved age clears it.
    ageRecheck: boolean('age_recheck').notNull().default(false),
    gender: genderEnum('gender'),
    region: text('region'),
    bio: text('bio'),
    affiliation: text('affiliation'),
    profilePictureKey: text('profile_picture_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // A group id is stored in its canonical form (trimmed, lower case; decision 010), so this
    // unique index also refuses `GRP-A` beside `grp-a`.
    uniqueIndex('users_group_email_key')
      .on(table.email)
      .where(sql`${table.isGroupAccount}`),
    check(
      'users_group_email_canonical',
      sql`not ${table.isGroupAccount} or ${table.email} is null or ${table.email} = lower(btrim(${table.email}))`,
    ),
    uniqueIndex('users_username_key').on(table.username),
    index('users_nickname_idx').on(table.nickname),
    // The player search's prefix walks (users.queries.ts userSearchQuery): a nickname or a username
    // starting with the keyword, any case, in code-point order, read as a range that stops at the
    // page — the same cost with a hundred thousand players as with a thousand (bench:data).
    index('users_search_nickname_idx')
      .on(sql`(lower(${table.nickname}) collate "C")`, table.id)
      .where(sql`${table.deletedAt} is null and ${table.nickname} is not null`),
    index('users_search_username_idx')
      .on(sql`(lower(${table.username}) collate "C")`, table.id)
      .where(
        sql`${table.deletedAt} is null and ${table.nickname} is not null and ${table.username} is not null`,
      ),
    // 만 14세 이상 (decision 010); keep in step with profileLimits in @hanpan/core.
    check('users_age_range', sql`${table.age} is null or (${table.age} between 14 and 150)`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
