import { DELETED_USER_NICKNAME, type MyProfile, type Profile, type UserSearchResult } from '@hanpan/core';
import type { UserRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl, avatarUrls } from '../uploads/index.ts';
import { onboardingStepOf } from './onboarding.ts';

/** A deleted player keeps their id (past games point at it) and shows nothing else. */
function presentDeletedProfile(id: number): Profile {
  return {
    id,
    nickname: DELETED_USER_NICKNAME,
    username: null,
    age: null,
    gender: null,
    region: null,
    bio: null,
    intro: null,
    affiliation: null,
    profilePicture: null,
    profilePictureThumbnail: null,
    isMe: false,
    isDeleted: true,
  };
}

export function presentProfile(user: UserRow, viewerId: number, storage: FileStorage): Profile {
  if (user.deletedAt) return presentDeletedProfile(user.id);
  return {
    id: user.id,
    nickname: user.nickname ?? '',
    username: user.username,
    age: user.age,
    gender: user.gender,
    region: user.region,
    bio: user.bio,
    intro: user.bio,
    affiliation: user.affiliation,
    ...avatarUrls(user.profilePictureKey, storage),
    isMe: user.id === viewerId,
    isDeleted: false,
  };
}

export function presentMyProfile(user: UserRow, storage: FileStorage): MyProfile {
  return {
    ...presentProfile(user, user.id, storage),
    isGroupAccount: user.isGroupAccount,
    isInitialGroup: user.isInitialGroup,
    onboardingStep: onboardingStepOf(user),
  };
}

type SearchRow = Pick<UserRow, 'id' | 'nickname' | 'username' | 'bio' | 'profilePictureKey'>;

export function presentSearchResult(row: SearchRow, storage: FileStorage): UserSearchResult {
  return {
    id: row.id,
    nickname: row.nickname ?? '',
    username: row.username,
    avatar: avatarThumbnailUrl(row.profilePictureKey, storage),
    intro: row.bio,
  };
}
