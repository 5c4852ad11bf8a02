import { DELETED_USER_NICKNAME, type GameListItem, type RuleVersion } from '@hanpan/core';
import type { GameApplicationRow, GameRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../../uploads/index.ts';
import type { findUserCards, UserCardJson } from '../../users/index.ts';

/** A player's card: a row of `findUserCards`, or as a list statement brings it (`userCardSql`). */
export type UserCard =
  | Awaited<ReturnType<typeof findUserCards>>[number]
  | Pick<UserCardJson, 'id' | 'nickname' | 'profilePictureKey' | 'deletedAt'>;

/** What a game card shows of its rule: a `RuleVersion`, or as a list statement brings it. */
export type RuleSummarySource = Pick<
  RuleVersion,
  | 'ruleId'
  | 'version'
  | 'ruleTitle'
  | 'majorCategory'
  | 'minorCategory'
  | 'ruleGoal'
  | 'winBy'
  | 'pointsToWin'
  | 'setsToWin'
  | 'duration'
>;

/** Until game results exist every record is empty (issue 11; results come with live play). */
export const NO_RECORD = { wins: 0, draws: 0, losses: 0, ruleRating: 0 } as const;

export function person(card: UserCard | undefined, storage: FileStorage) {
  if (!card || card.deletedAt) return { nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return { nickname: card.nickname ?? '', profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage) };
}

/** The place on one line for the card; null = 장소 미정. */
export function matchLocationOf(game: Pick<GameRow, 'placeRoad' | 'placeDetail'>): string | null {
  if (game.placeRoad === null) return null;
  return [game.placeRoad, game.placeDetail].filter((part) => part.trim() !== '').join(' ');
}

export function presentRuleSummary(rule: RuleSummarySource): GameListItem['rule'] {
  return {
    id: rule.ruleId,
    version: rule.version,
    ruleTitle: rule.ruleTitle,
    majorCategory: rule.majorCategory,
    minorCategory: rule.minorCategory,
    ruleDescription: rule.ruleGoal.replace(/\s*\n\s*/g, ' ').trim(),
    winBy: rule.winBy,
    pointsToWin: rule.pointsToWin,
    setsToWin: rule.setsToWin,
    duration: rule.duration,
  };
}

/**
 * A challenger as every list of them starts (the list's challengers, /game's applicants panel and
 * sent cards): who, and their record with the game's rule as `applicantGameStatisticsDTO`, the
 * name the original client reads.
 */
export function presentChallenger(
  application: Pick<GameApplicationRow, 'applicantId'>,
  cards: ReadonlyMap<number, UserCard>,
  storage: FileStorage,
): GameListItem['challengers'][number] {
  const applicant = person(cards.get(application.applicantId), storage);
  return {
    userId: application.applicantId,
    applicantNickname: applicant.nickname,
    applicantProfileUrl: applicant.profileUrl,
    applicantGameStatisticsDTO: { ...NO_RECORD },
  };
}
