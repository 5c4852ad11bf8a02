import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthService, AuthUser } from '../auth/auth.service.ts';
import { avatarFileKeys } from '../uploads/avatars.ts';
import { deleteStoredFiles } from '../uploads/stored-images.ts';
import { findActiveUserForUpdate } from '../users/users.queries.ts';
import * as queries from './account.queries.ts';
import { seoulDateString } from './seoul-date.ts';

interface AccountServiceDeps {
  db: Database;
  storage: FileStorage;
  authService: AuthService;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({
  db,
  storage,
  authService,
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
   * Deletes the account as the privacy policy promises: personal data cleared in one transaction,
   * the row kept as '탈퇴한 사용자' for other players' history. After the commit every session is
   * revoked (websockets close) and the picture files go.
   */
  async function removeAccount(actor: AuthUser) {
    const pictureKey = await db.transaction(async (tx) => {
      const user = await findActiveUserForUpdate(tx, actor.userId);
      if (!user) throw new AppError('session_expired');
      await queries.deletePersonalRows(tx, actor.userId);
      await queries.anonymiseUser(tx, actor.userId);
      return user.profilePictureKey;
    });
    await authService.revokeAllSessions(actor.userId);
    await deleteStoredFiles(storage, avatarFileKeys(pictureKey), log);
  }

  return { registerPushDevice, removePushDevice, recordDailyAccess, removeAccount };
}
