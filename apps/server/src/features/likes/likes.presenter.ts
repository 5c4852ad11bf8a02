import { DELETED_USER_NICKNAME, type Liker } from '@hanpan/core';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { UserCardJson } from '../users/index.ts';

/** A liker on the wire (spec §3 Liker); a card without an account shows as deleted. */
export function presentLiker(
  row: { userId: number; card: UserCardJson | null },
  storage: FileStorage,
): Liker {
  const card = row.card;
  const live = card !== null && card.deletedAt === null;
  return {
    userId: row.userId,
    nickname: live ? (card.nickname ?? '') : DELETED_USER_NICKNAME,
    profileImageUrl: live ? avatarThumbnailUrl(card.profilePictureKey, storage) : null,
  };
}
