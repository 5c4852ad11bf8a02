import { DELETED_USER_NICKNAME, type GameListItem, type RuleVersion } from '@hanpan/core';
import type { GameApplicationRow, GameRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../../uploads/index.ts';
import type { findUserCards } from '../../users/index.ts';

export type UserCard = Awaited<ReturnType<typeof findUserCards>>[number];

/** Until game results exist every record is empty (issue 11; results come with live play). */
const NO_RECORD = { wins: 0, draws: 0, losses: 0, ruleRating: 0 } as const;

export function person(card: UserCard | undefined, storage: FileStorage) {
  if (!card || card.deletedAt) return { nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return { nickname: card.nickname ?? '', profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage) };
}

/** The place on one line for the card; null = 장소 미정. */
export function matchLocationOf(game: Pick<GameRow, 'placeRoad' | 'placeDetail'>): string | null {
  if (game.placeRoad === null) return null;
  return [game.placeRoad, game.placeDetail].filter((part) => part.trim() !== '').join(' ');
}

export function presentRuleSummary(rule: RuleVersion): GameListItem['rule'] {
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

export interface GameListContext {
  viewerId: number;
  cards: ReadonlyMap<number, UserCard>;
  ruleVersions: ReadonlyMap<string, RuleVersion>;
  /** Applications in line per game, blocked applicants already left out. */
  applications: readonly GameApplicationRow[];
  storage: FileStorage;
}

/** A game as the list's card reads it (spec §3 Game list item); null when its rule version is gone. */
export function presentGameListItem(game: GameRow, context: GameListContext): GameListItem | null {
  const rule = context.ruleVersions.get(`${game.ruleId}:${game.ruleVersion}`);
  if (!rule) return null;
  const owner = person(context.cards.get(game.ownerId), context.storage);
  const applications = context.applications.filter((application) => application.gameId === game.id);
  return {
    id: game.id,
    ownerId: game.ownerId,
    ownerNickname: owner.nickname,
    ownerProfileUrl: owner.profileUrl,
    createdAt: game.createdAt.toISOString(),
    matchLocation: matchLocationOf(game),
    matchDate: game.matchDate?.toISOString() ?? null,
    placeRoad: game.placeRoad,
    placeDetail: game.placeDetail,
    region: game.region,
    status: game.status,
    rule: presentRuleSummary(rule),
    ruleStatisticsOfOwner: { ...NO_RECORD },
    challengers: applications.map((application) =>
      presentChallenger(application, context.cards, context.storage),
    ),
    isAppliedByMe: applications.some((application) => application.applicantId === context.viewerId),
  };
}
