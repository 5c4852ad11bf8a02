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

interface ProfileSaveDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

async function applyEdit(tx: Db, userId: number, edit: ProfileEdit, newKey: string | null) {
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
  return { user, replacedKey: edit.picture.kind === 'keep' ? null : locked.profilePictureKey };
}

export type ProfileSaveService = ReturnType<typeof createProfileSaveService>;

/**
 * PATCH /api/user-profile/save. Order matters: validate every part and re-encode the photo, store
 * the new files, write the row in one transaction, and only after the commit delete the files the
 * row no longer points at. A rejected request therefore leaves the stored profile as it was.
 */
export function createProfileSaveService({ db, storage, log }: ProfileSaveDeps) {
  return async function saveProfile(actor: AuthUser, form: MultipartForm) {
    const current = await queries.findActiveUser(db, actor.userId);
    if (!current) throw new AppError('session_expired');
    const edit = parseProfileEdit(form, current);
    const newKey =
      edit.picture.kind === 'replace' ? await storeAvatar(storage, actor.userId, edit.picture.data) : null;
    let result: Awaited<ReturnType<typeof applyEdit>>;
    try {
      result = await db.transaction((tx) => applyEdit(tx, actor.userId, edit, newKey));
    } catch (error) {
      await deleteStoredFiles(storage, avatarFileKeys(newKey), log);
      throw error;
    }
    await deleteStoredFiles(storage, avatarFileKeys(result.replacedKey), log);
    return result.user;
  };
}
