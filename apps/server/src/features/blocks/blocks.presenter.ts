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
    // Never disclosed: another player's e-mail is personal data (spec's "email" field stays null).
    email: null,
  };
}
