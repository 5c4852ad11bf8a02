import {
  CursorIdSchema,
  cursorText,
  MANNER_SCORE_DEFAULT,
  type ChampionTitle,
  type CompleteSignupBody,
  type PlayerRecord,
  type Profile,
} from '@hanpan/core';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { assertNotAdminLookalike } from './nickname-lookalike.ts';
import * as queries from './users.queries.ts';

export interface UserSearchInput {
  keyword: string;
  cursor?: string | undefined;
  size: number;
}

const SearchCursorSchema = z.tuple([z.number().int().min(0).max(2), cursorText(100), CursorIdSchema]);

export type UsersService = ReturnType<typeof createUsersService>;

/** A player's record from stored results as a viewer sees it (the match feature's, via app.ts). */
export type ProfileRecordOf = (
  db: Db,
  playerId: number,
  viewer: { userId: number; isAdmin: boolean },
  /** What `recordSql` brought in the profile's statement. */
  brought: unknown,
) => Promise<PlayerRecord>;

/**
 * The record `profileRecordOf` presents, as a column of the profile's statement (match's, via
 * app.ts): `viewer.userId` is the statement's placeholder, `isAdmin` picks the statement.
 */
export type ProfileRecordSql = (
  userId: SQLWrapper,
  viewer: { userId: Placeholder; isAdmin: boolean },
) => SQL<unknown>;

interface UsersServiceDeps {
  db: Db;
  notBlockedSql: queries.NotBlockedSql;
  blockedSql: queries.BlockedSql;
  friendCountSql: queries.FriendCountSql;
  profileRecordOf?: ProfileRecordOf | undefined;
  /** The record as a column of the profile's statement (match's, via app.ts). */
  recordSql?: ProfileRecordSql | undefined;
  reputationSql?: ReputationSql | undefined;
  championsSql?: ChampionsSql | undefined;
  profileTextSql?: ProfileTextSql | undefined;
}

/** The profile's parts other features write as JSON text (app.ts's, issue 17). */
export interface ProfileTextSql {
  /** Match's record as the viewer sees it: `viewer.userId` is the statement's placeholder. */
  record?: (userId: SQLWrapper, viewer: { userId: Placeholder; isAdmin: boolean }) => SQL<string[] | null>;
  reputation?: (userId: SQLWrapper) => SQL<[string, string] | null>;
  champions?: (userId: SQLWrapper) => SQL<string>;
}

/** The titles a player holds (ratings' fragment, passed by app.ts: users sits below ratings). */
export type ChampionsSql = queries.ProfilePartSql<ChampionTitle[]>;

/** The profile's numbers that come from reviews (issue 19 item 6 and 7). */
export type ProfileReputation = Pick<Profile, 'mannerScore' | 'mannerReviewCount'> &
  Pick<Profile['stats'], 'performance' | 'performanceHistory'>;
/** What reviews say of the player (reviews' fragment, passed by app.ts). */
export type ReputationSql = queries.ProfilePartSql<ProfileReputation>;

const NO_REVIEWS: ProfileReputation = {
  mannerScore: MANNER_SCORE_DEFAULT,
  mannerReviewCount: 0,
  performance: 0,
  performanceHistory: [],
};

export function createUsersService({
  db,
  notBlockedSql,
  blockedSql,
  friendCountSql,
  profileRecordOf,
  recordSql,
  reputationSql,
  championsSql,
  profileTextSql,
}: UsersServiceDeps) {
  // The profile, its friend count, the blocks between the viewer and the player, the record, the
  // reputation and the titles in one statement (issue 17: they were seven round trips). What an
  // admin sees of the record differs (hidden games), so they have a statement of their own.
  const profileStatementFor = (isAdmin: boolean) =>
    queries.profileQuery(
      {
        friendCount: friendCountSql,
        blocked: blockedSql,
        record:
          profileRecordOf && recordSql
            ? (userId, viewerId) => recordSql(userId, { userId: viewerId, isAdmin })
            : undefined,
        reputation: reputationSql?.sql,
        champions: championsSql?.sql,
      },
      isAdmin ? 'users_profile_admin' : 'users_profile',
    );
  const profileStatements = { player: profileStatementFor(false), admin: profileStatementFor(true) };
  // The same statement writing the answer's JSON text (issue 17), one per viewer kind as well.
  const profileTextStatementFor = (isAdmin: boolean) =>
    queries.profileTextQuery(
      {
        friendCount: friendCountSql,
        blocked: blockedSql,
        record: profileTextSql?.record
          ? (userId, viewerId) => profileTextSql.record!(userId, { userId: viewerId, isAdmin })
          : undefined,
        reputation: profileTextSql?.reputation,
        champions: profileTextSql?.champions,
      },
      isAdmin ? 'users_profile_text_admin' : 'users_profile_text',
    );
  const profileTextStatements = {
    player: profileTextStatementFor(false),
    admin: profileTextStatementFor(true),
  };
  const searchPage = queries.userSearchQuery(notBlockedSql);

  /** The caller's own row; a session can outlive its user by up to the session cache's 10 s. */
  async function getMyself(actor: AuthUser) {
    const user = await queries.findActiveUser(db, actor.userId);
    if (!user) throw new AppError('session_expired');
    return user;
  }

  /** `exists` means taken by someone else: the caller's own username is free for the caller. */
  async function checkUsername(actor: AuthUser, username: string) {
    return { exists: await queries.isUsernameTakenByOther(db, username, actor.userId) };
  }

  /** Onboarding steps 1–2. May be repeated (back button) to change either value. */
  async function completeSignup(actor: AuthUser, body: CompleteSignupBody) {
    if (await queries.isUsernameTakenByOther(db, body.username, actor.userId)) {
      throw new AppError('username_taken');
    }
    await assertNotAdminLookalike(db, actor.userId, body.nickname);
    // Two players claiming the same username at once: the unique index decides, and the error
    // handler answers username_taken for it (db/unique-constraints.ts).
    await queries.updateUser(db, actor.userId, { username: body.username, nickname: body.nickname });
  }

  /**
   * Id 0 is the caller. Deleted users are found too: they answer as '탈퇴한 사용자'. A player who
   * blocked the caller is absent (404, as if there were no such player); one the caller blocked is
   * shown with `blockedByMe` (decision 015).
   */
  async function getProfile(actor: AuthUser, id: number) {
    const isAdmin = actor.role === 'ADMIN';
    const statement = isAdmin ? profileStatements.admin : profileStatements.player;
    const found = await queries.findProfile(statement, db, id === 0 ? actor.userId : id, actor.userId);
    if (!found) throw new AppError('user_not_found');
    const { user } = found;
    const blocks =
      user.id === actor.userId || user.deletedAt
        ? { byViewer: false, byOther: false }
        : { byViewer: found.blockedByViewer, byOther: found.blockedByOther };
    if (blocks.byOther) throw new AppError('user_not_found');
    const friends = user.deletedAt ? 0 : found.friends;
    // A deleted player shows nothing (their games still count for their opponents).
    const record =
      user.deletedAt || !profileRecordOf
        ? null
        : await profileRecordOf(db, user.id, { userId: actor.userId, isAdmin }, found.record ?? undefined);
    const reputation = user.deletedAt || !reputationSql ? NO_REVIEWS : reputationSql.read(found.reputation);
    const champions = user.deletedAt || !championsSql ? [] : championsSql.read(found.champions);
    return { user, social: { friends, blockedByMe: blocks.byViewer, reputation, champions }, record };
  }

  /**
   * GET /api/user-profile/{id}: `getProfile`'s answer as the statement writes it (JSON text, its
   * pictures marked for `withFileUrls`), with the same 404s: no such player, or one who blocked the
   * caller (a deleted player or the caller themselves never counts as blocked).
   */
  async function getProfileText(actor: AuthUser, id: number): Promise<string> {
    const statement = actor.role === 'ADMIN' ? profileTextStatements.admin : profileTextStatements.player;
    const found = await queries.findProfileText(statement, db, id === 0 ? actor.userId : id, actor.userId);
    if (!found) throw new AppError('user_not_found');
    if (found.id !== actor.userId && !found.deleted && found.blockedByOther)
      throw new AppError('user_not_found');
    return found.text;
  }

  /** One page as JSON text (see `userSearchQuery`); a blank keyword finds nobody. */
  async function searchUsers(
    actor: AuthUser,
    { keyword, cursor, size }: UserSearchInput,
  ): Promise<queries.SearchPageText> {
    const after = decodeCursor(cursor, SearchCursorSchema);
    if (keyword === '') return { fetched: 0, entries: null, next: null };
    return searchPage(db, {
      viewerId: actor.userId,
      keyword,
      after,
      limit: size + 1,
    });
  }

  return { getMyself, checkUsername, completeSignup, getProfile, getProfileText, searchUsers };
}
