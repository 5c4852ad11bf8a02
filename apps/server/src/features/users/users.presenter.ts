import {
  DELETED_USER_NICKNAME,
  type BasicProfile,
  type ChampionTitle,
  type MyProfile,
  type PlayerRecord,
  type Profile,
  type UserSearchResult,
} from '@hanpan/core';
import type { UserRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ProfileReputation } from './users.service.ts';
import { avatarThumbnailUrl, avatarUrls } from '../uploads/index.ts';
import { onboardingStepOf } from './onboarding.ts';

/** What other features add to a profile: the friend count and whether the viewer blocked them. */
export interface ProfileSocial {
  /** The titles the player holds (ratings, via app.ts). */
  champions?: ChampionTitle[];
  friends: number;
  blockedByMe: boolean;
  /** Manner score and performance from reviews (issue 19). */
  reputation: ProfileReputation;
}

/** A player without a counted game (or a deleted one): zeros and empty lists. */
const NO_RECORD: PlayerRecord = {
  stats: { wins: 0, draws: 0, losses: 0, winRate: 0 },
  playedRules: [],
  recentGames: [],
  top3Rules: [],
  playTime: 0,
  totalPlayers: 0,
};

/**
 * The player's record, built once: what stored results add up to (the match feature's records),
 * what reviews and ratings add (the champion titles too), zeros and empty lists where there is
 * nothing — never missing fields (the clients in the field crash on a missing `playedRules`).
 */
function activityOf(
  record: PlayerRecord,
  { friends, champions = [], reputation }: ProfileSocial,
): Omit<Profile, keyof BasicProfile | 'avatar' | 'location' | 'blockedByMe'> {
  const { mannerScore, mannerReviewCount, performance, performanceHistory } = reputation;
  return {
    ...record,
    stats: { ...record.stats, performance, performanceHistory, friends },
    myChampions: champions,
    mannerScore,
    mannerReviewCount,
  };
}

/** A deleted player keeps their id (past games point at it) and shows nothing else. */
function presentDeletedProfile(id: number): BasicProfile {
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

function presentBasicProfile(user: UserRow, viewerId: number, storage: FileStorage): BasicProfile {
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

/** GET /api/user-profile/{id}: the stored fields, their older names and the player's record. */
export function presentProfile(
  user: UserRow,
  viewerId: number,
  storage: FileStorage,
  social: ProfileSocial,
  record: PlayerRecord | null = null,
): Profile {
  const basic = presentBasicProfile(user, viewerId, storage);
  return {
    ...basic,
    avatar: basic.profilePicture,
    location: basic.region,
    ...activityOf(record ?? NO_RECORD, social),
    blockedByMe: social.blockedByMe,
  };
}

export function presentMyProfile(user: UserRow, storage: FileStorage): MyProfile {
  return {
    ...presentBasicProfile(user, user.id, storage),
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
