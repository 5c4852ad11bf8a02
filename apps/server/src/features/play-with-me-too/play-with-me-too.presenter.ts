import { DELETED_USER_NICKNAME, type Challenge, type ChallengeStatusWithUser } from '@hanpan/core';
import type { PlayWithMeTooRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { ChallengeContext } from './play-with-me-too.service.ts';

function person(context: ChallengeContext, userId: number, storage: FileStorage) {
  const card = context.cards.get(userId);
  if (!card || card.deletedAt) return { nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return { nickname: card.nickname ?? '', profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage) };
}

function ruleOf(context: ChallengeContext, row: PlayWithMeTooRow) {
  const rule = context.rules.get(`${row.ruleId}:${row.ruleVersion}`);
  return {
    ruleTitle: rule?.ruleTitle ?? '',
    majorCategory: rule?.majorCategory ?? '',
    minorCategory: rule?.minorCategory ?? '',
  };
}

/** Spec §3 Play-with-me-too request (plus both players and the game once accepted). */
export function presentChallenge(
  row: PlayWithMeTooRow,
  context: ChallengeContext,
  storage: FileStorage,
): Challenge {
  const from = person(context, row.fromUserId, storage);
  const to = person(context, row.toUserId, storage);
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    fromNickname: from.nickname,
    fromProfileUrl: from.profileUrl,
    toUserId: row.toUserId,
    toNickname: to.nickname,
    toProfileUrl: to.profileUrl,
    ruleId: row.ruleId,
    ...ruleOf(context, row),
    status: row.status,
    gameId: row.gameId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** contract-notes' status-with-user shape. */
export function presentStatusWithUser(
  row: PlayWithMeTooRow,
  context: ChallengeContext,
): NonNullable<ChallengeStatusWithUser> {
  return {
    status: row.status,
    fromUserId: row.fromUserId,
    gameId: row.gameId,
    gameStatus: row.gameId === null ? null : (context.gameStatuses.get(row.gameId) ?? null),
    ruleId: row.ruleId,
    ...ruleOf(context, row),
  };
}
