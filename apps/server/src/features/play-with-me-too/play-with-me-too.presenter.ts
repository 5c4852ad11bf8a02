import { DELETED_USER_NICKNAME, type Challenge, type ChallengeStatusWithUser } from '@hanpan/core';
import type { PlayWithMeTooRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { ListedChallengeRow } from './play-with-me-too.queries.ts';
import type { ChallengeContext } from './play-with-me-too.service.ts';

/** What the cards show of a player: a lookup's card or a page statement's (JSON). */
interface PersonCard {
  nickname: string | null;
  profilePictureKey: string | null;
  deletedAt: unknown;
}

/** What the cards show of the rule at the challenge's version. */
interface RuleFields {
  ruleTitle: string;
  majorCategory: string;
  minorCategory: string;
}

function personOf(card: PersonCard | null | undefined, storage: FileStorage) {
  if (!card || card.deletedAt) return { nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return { nickname: card.nickname ?? '', profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage) };
}

function ruleFieldsOf(rule: RuleFields | null | undefined) {
  return {
    ruleTitle: rule?.ruleTitle ?? '',
    majorCategory: rule?.majorCategory ?? '',
    minorCategory: rule?.minorCategory ?? '',
  };
}

type ChallengeFields = Pick<
  PlayWithMeTooRow,
  'id' | 'fromUserId' | 'toUserId' | 'ruleId' | 'status' | 'gameId' | 'createdAt'
>;

function challengeOf(
  row: ChallengeFields,
  fromCard: PersonCard | null | undefined,
  toCard: PersonCard | null | undefined,
  rule: RuleFields | null | undefined,
  storage: FileStorage,
): Challenge {
  const from = personOf(fromCard, storage);
  const to = personOf(toCard, storage);
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    fromNickname: from.nickname,
    fromProfileUrl: from.profileUrl,
    toUserId: row.toUserId,
    toNickname: to.nickname,
    toProfileUrl: to.profileUrl,
    ruleId: row.ruleId,
    ...ruleFieldsOf(rule),
    status: row.status,
    gameId: row.gameId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spec §3 Play-with-me-too request (plus both players and the game once accepted). */
export function presentChallenge(
  row: PlayWithMeTooRow,
  context: ChallengeContext,
  storage: FileStorage,
): Challenge {
  return challengeOf(
    row,
    context.cards.get(row.fromUserId),
    context.cards.get(row.toUserId),
    context.rules.get(`${row.ruleId}:${row.ruleVersion}`),
    storage,
  );
}

/** A challenge of the received and sent lists, from its page statement's row. */
export function presentListedChallenge(row: ListedChallengeRow, storage: FileStorage): Challenge {
  return challengeOf(row.request, row.fromCard, row.toCard, row.rule, storage);
}

/** contract-notes' status-with-user shape. */
export function presentStatusWithUser(row: {
  status: PlayWithMeTooRow['status'];
  fromUserId: number;
  gameId: number | null;
  ruleId: number;
  rule: RuleFields | null;
  gameStatus: string | null;
}): NonNullable<ChallengeStatusWithUser> {
  return {
    status: row.status,
    fromUserId: row.fromUserId,
    gameId: row.gameId,
    gameStatus: row.gameId === null ? null : row.gameStatus,
    ruleId: row.ruleId,
    ...ruleFieldsOf(row.rule),
  };
}
