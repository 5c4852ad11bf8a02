import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { PersonalDataOwner, SessionService } from '../feature-deps.ts';
import { avatarFileKeys, deleteStoredFiles } from '../uploads/index.ts';
import { lockActiveUser } from '../users/index.ts';
import * as queries from './account.queries.ts';
import { seoulDateString } from './seoul-date.ts';

interface AccountServiceDeps {
  db: Db;
  storage: FileStorage;
  authService: SessionService;
  /** Every feature's forgetUser, users' last (personal-data.ts). */
  personalData: readonly PersonalDataOwner[];
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({
  db,
  storage,
  authService,
  personalData,
  log,
  now = () => new Date(),
}: AccountServiceDeps) {
  async function registerPushDevice(actor: AuthUser, device: { token: string; platform: string }) {
    await queries.upsertPushDevice(db, { ...device, userId: actor.userId, sessionId: actor.sessionId });
  }

  /** With a token: that device (only if it is the caller's); without: every device of this session. */
  async function removePushDevice(actor: AuthUser, token: string | undefined) {
    if (token) await queries.deletePushDeviceByToken(db, actor.userId, token);
    else await queries.deletePushDevicesOfSession(db, actor.userId, actor.sessionId);
  }

  /** Without a device id (older clients send no body) the session is the device. */
  async function recordDailyAccess(actor: AuthUser, deviceId: string | undefined) {
    const device = deviceId ?? `session:${actor.sessionId}`;
    return {
      firstToday: await queries.insertDailyAccess(db, actor.userId, device, seoulDateString(now())),
    };
  }

  /**
   * Deletes the account as the privacy policy promises: every feature forgets the person in one
   * transaction (users last: the row is kept as '탈퇴한 사용자' for other players' history). After
   * the commit the sessions are dropped from the cache (websockets close) and the picture files go.
   */
  async function removeAccount(actor: AuthUser) {
    const pictureKey = await db.transaction(async (tx) => {
      const user = await lockActiveUser(tx, actor.userId);
      if (!user) throw new AppError('session_expired');
      for (const owner of personalData) await owner.forgetUser(tx, actor.userId);
      return user.profilePictureKey;
    });
    await authService.revokeAllSessions(actor.userId);
    await deleteStoredFiles(storage, avatarFileKeys(pictureKey), log);
  }

  return { registerPushDevice, removePushDevice, recordDailyAccess, removeAccount };
}
