import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { NewUserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { avatarFileKeys, deleteStoredFiles, storeAvatar, type MultipartForm } from '../uploads/index.ts';
import { assertNotAdminLookalike } from './nickname-lookalike.ts';
import { ONBOARDING_DONE, onboardingStepOf } from './onboarding.ts';
import { parseProfileEdit, type ProfileEdit } from './profile-form.ts';
import * as queries from './users.queries.ts';

/**
 * Told inside the save's transaction when the region changed (ratings' champions, via app.ts); may
 * answer what to do after the commit.
 */
export type OnRegionChanged = (
  tx: Db,
  userId: number,
  region: string | null,
) => Promise<(() => Promise<void>) | undefined>;

interface ProfileSaveDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  onRegionChanged?: OnRegionChanged | undefined;
}

async function applyEdit(
  tx: Db,
  userId: number,
  edit: ProfileEdit,
  newKey: string | null,
  onRegionChanged: OnRegionChanged | undefined,
) {
  const locked = await queries.findActiveUserForUpdate(tx, userId);
  if (!locked) throw new AppError('session_expired');
  if (edit.changes.nickname !== undefined) await assertNotAdminLookalike(tx, userId, edit.changes.nickname);
  const values: Partial<NewUserRow> = { ...edit.changes };
  if (edit.picture.kind !== 'keep') values.profilePictureKey = newKey;
  // The age step was answered: the player asked again by migration 0002 is done with it.
  if (typeof values.age === 'number') values.ageRecheck = false;
  // A group account stops being "initial" once its onboarding is complete (the photo step saved).
  if (locked.isInitialGroup && onboardingStepOf({ ...locked, ...values }) === ONBOARDING_DONE) {
    values.isInitialGroup = false;
  }
  const user = await queries.updateUser(tx, userId, values);
  const regionChanged = values.region !== undefined && values.region !== locked.region;
  const afterCommit = regionChanged ? await onRegionChanged?.(tx, userId, user.region) : undefined;
  return { user, replacedKey: edit.picture.kind === 'keep' ? null : locked.profilePictureKey, afterCommit };
}

export type ProfileSaveService = ReturnType<typeof createProfileSaveService>;

/**
 * PATCH /api/user-profile/save. Order matters: validate every part and re-encode the photo, store
 * the new files, write the row in one transaction, and only after the commit delete the files the
 * row no longer points at. A rejected request therefore leaves the stored profile as it was.
 */
export function createProfileSaveService({ db, storage, log, onRegionChanged }: ProfileSaveDeps) {
  return async function saveProfile(actor: AuthUser, form: MultipartForm) {
    const current = await queries.findActiveUser(db, actor.userId);
    if (!current) throw new AppError('session_expired');
    const edit = parseProfileEdit(form, current);
    const newKey =
      edit.picture.kind === 'replace' ? await storeAvatar(storage, actor.userId, edit.picture.data) : null;
    let result: Awaited<ReturnType<typeof applyEdit>>;
    try {
      result = await db.transaction((tx) => applyEdit(tx, actor.userId, edit, newKey, onRegionChanged));
    } catch (error) {
      await deleteStoredFiles(storage, avatarFileKeys(newKey), log);
      throw error;
    }
    await deleteStoredFiles(storage, avatarFileKeys(result.replacedKey), log);
    try {
      await result.afterCommit?.();
    } catch (err) {
      log.warn({ err }, 'after a region change failed');
    }
    return result.user;
  };
}
