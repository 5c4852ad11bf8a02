import type { BlockedUser } from '@hanpan/core';
import type { UserRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';

type BlockedRow = Pick<UserRow, 'id' | 'nickname' | 'username' | 'profilePictureKey'>;

export function presentBlockedUser(row: BlockedRow, storage: FileStorage): BlockedUser {
  return {
    id: row.id,
    nickname: row.nickname ?? '',
    username: row.username,
    profileUrl: avatarThumbnailUrl(row.profilePictureKey, storage),
    // The old client writes '{nickname} @{email}' (a null read '지호 @'): it gets the username,
    // which every profile already shows as @username. Never the e-mail: that is personal data.
    email: row.username,
  };
}
