import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import { registerMultipart } from '../uploads/index.ts';
import * as queries from './users.queries.ts';
import { createProfileSaveService } from './profile-save.service.ts';
import { usersRoutes, type UsersFeatureDeps } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export type { UsersFeatureDeps };

/** Profiles, search, username check, onboarding completion. Owns the `users` table. */
export async function usersFeature(app: FastifyInstance, deps: UsersFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await registerMultipart(app);
  const {
    db,
    storage,
    notBlockedSql,
    blockedSql,
    friendCountSql,
    profileRecordOf,
    recordSql,
    reputationSql,
    championsSql,
    profileTextSql,
    onRegionChanged,
  } = deps;
  const users = createUsersService({
    db,
    notBlockedSql,
    blockedSql,
    friendCountSql,
    profileRecordOf,
    recordSql,
    reputationSql,
    championsSql,
    profileTextSql,
  });
  const saveProfile = createProfileSaveService({ db, storage, log: app.log, onRegionChanged });
  await app.register(usersRoutes, { ...deps, users, saveProfile });
}

/** Account deletion: the row stays (other players' games point at it) with nothing personal left. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.anonymiseUser(tx, userId);
}

export { isOnboarded } from './onboarding.ts';

// The `users` table's API for other features: they call these, never users.queries.ts.
export {
  activeUserRegionSql,
  activeUserSql,
  userRowSql,
  findActiveUser,
  findActiveUserForUpdate as lockActiveUser,
  findActiveUserCards,
  findAnyUser,
  findGroupAccountByEmail,
  findReferencedPictureKeys,
  findUserCards,
  findUserIdByEmail,
  insertUser,
  listActiveUserIds,
  listDemoUsers,
  personJsonTextSql,
  promoteToAdmin,
  searchAllUsers,
  updateUser,
  userCardSql,
  type UserCardJson,
} from './users.queries.ts';
// Every list of players answers the same shape (search, the admins' all-users list).
export { presentSearchResult as presentUserSearchResult } from './users.presenter.ts';
