import type { DemoUser, SessionInfo } from '@hanpan/core';
import type { UserRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { isOnboarded } from '../users/index.ts';

export function profileUrlOf(user: Pick<UserRow, 'profilePictureKey'>, storage: FileStorage): string | null {
  return user.profilePictureKey ? storage.publicUrl(user.profilePictureKey) : null;
}

export function presentSessionInfo(user: UserRow): SessionInfo {
  return {
    userId: user.id,
    role: user.role,
    nickname: user.nickname,
    isGroupAccount: user.isGroupAccount,
    isInitialGroup: user.isInitialGroup,
    onboarded: isOnboarded(user),
  };
}

export function presentDemoUser(user: UserRow, storage: FileStorage): DemoUser {
  return {
    id: user.id,
    nickname: user.nickname ?? '',
    username: user.username,
    profileUrl: profileUrlOf(user, storage),
    role: user.role,
  };
}
