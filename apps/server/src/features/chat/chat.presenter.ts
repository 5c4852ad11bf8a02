import {
  DELETED_USER_NICKNAME,
  type DmRoom,
  type DmRoomListItem,
  type StoredChatMessage,
} from '@hanpan/core';
import type { ChatMessageRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { UserCardJson } from '../users/index.ts';

/** A partner's card: a user row, or as a list statement brings it (`userCardSql`). */
export type UserCard = Omit<UserCardJson, 'deletedAt'> & { deletedAt: Date | string | null };

type Line = Pick<ChatMessageRow, 'id' | 'senderId' | 'content' | 'createdAt'>;

/** A stored line, as the room topic carries it and history answers it. */
export function presentMessage(line: Line): StoredChatMessage {
  return {
    id: line.id,
    messageType: 'TALK',
    senderId: line.senderId,
    content: line.content,
    timestamp: line.createdAt.toISOString(),
  };
}

/** A partner's name and picture: '탈퇴한 사용자' without one for a deleted account. */
export function presentPartner(card: UserCard | undefined, storage: FileStorage) {
  if (!card || card.deletedAt) return { nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return { nickname: card.nickname ?? '', profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage) };
}

export function presentDmRoom(
  room: { roomId: number; peerId: number; peerLastReadMessageId: number | null },
  card: UserCard | undefined,
  storage: FileStorage,
): DmRoom {
  const partner = presentPartner(card, storage);
  return {
    roomId: room.roomId,
    targetUserId: room.peerId,
    targetUserNickname: partner.nickname,
    targetUserProfileUrl: partner.profileUrl,
    targetLastReadMessageId: room.peerLastReadMessageId,
  };
}

export function presentDmRoomListItem(
  row: {
    roomId: number;
    peerId: number;
    lastContent: string | null;
    lastAt: Date | null;
    unreadCount: number;
  },
  cards: ReadonlyMap<number, UserCard>,
  storage: FileStorage,
): DmRoomListItem {
  const partner = presentPartner(cards.get(row.peerId), storage);
  return {
    roomId: row.roomId,
    targetUserId: row.peerId,
    targetUserNickname: partner.nickname,
    targetUserProfileUrl: partner.profileUrl,
    lastMessageContent: row.lastContent,
    lastMessageTimestamp: row.lastAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
  };
}
