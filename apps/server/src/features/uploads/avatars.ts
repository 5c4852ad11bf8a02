import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AVATAR_VARIANTS } from '../../integrations/images/image-processor.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storeImage } from './stored-images.ts';

/**
 * users.profile_picture_key holds the key of the 640 px variant, so `storage.publicUrl(key)` is the
 * picture everywhere; the 160 px thumbnail sits next to it under the same random id.
 */
const UPLOADED_AVATAR = /^(avatars\/\d+\/[0-9a-f]{32})-640\.webp$/;

export async function storeAvatar(storage: FileStorage, userId: number, input: Buffer): Promise<string> {
  const keys = await storeImage(storage, `avatars/${userId}`, input, AVATAR_VARIANTS);
  return keys['640']!;
}

/** Every stored file of an uploaded avatar; demo and other foreign keys are not ours to delete. */
export function avatarFileKeys(key: string | null): string[] {
  const base = key ? UPLOADED_AVATAR.exec(key)?.[1] : undefined;
  return base ? [`${base}-640.webp`, `${base}-160.webp`] : [];
}

export function avatarThumbnailKey(key: string): string {
  const base = UPLOADED_AVATAR.exec(key)?.[1];
  return base ? `${base}-160.webp` : key;
}

export interface AvatarUrls {
  profilePicture: string | null;
  profilePictureThumbnail: string | null;
}

export function avatarUrls(key: string | null, storage: FileStorage): AvatarUrls {
  if (!key) return { profilePicture: null, profilePictureThumbnail: null };
  return {
    profilePicture: storage.publicUrl(key),
    profilePictureThumbnail: storage.publicUrl(avatarThumbnailKey(key)),
  };
}

/**
 * `avatarThumbnailKey` in SQL, for statements that write their answer's JSON text (issue 17): the
 * same regular expression, handed to PostgreSQL as it is (`\d` and `\/` read the same there).
 */
export function avatarThumbnailKeySql(key: SQLWrapper | SQL): SQL<string | null> {
  return sql<string | null>`regexp_replace(${key}, ${UPLOADED_AVATAR.source}::text, ${'\\1-160.webp'}::text)`;
}

/** The small picture for lists (search results, blocked users). */
export function avatarThumbnailUrl(key: string | null, storage: FileStorage): string | null {
  return key ? storage.publicUrl(avatarThumbnailKey(key)) : null;
}
