import { DELETED_USER_NICKNAME, GLICKO2_DEFAULTS, type GameListItem, type RuleVersion } from '@hanpan/core';
import type { GameApplicationRow, GameRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { withFileUrls } from '../../../storage/file-url-text.ts';
import { avatarThumbnailUrl } from '../../uploads/index.ts';
import type { RuleRecordJson } from './card-stats.queries.ts';
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

/**
 * A player's record in one rule, from stored results (the match feature's records), and their
 * rating in it (the ratings feature's; absent before their first rated game).
 */
export interface RuleRecord {
  wins: number;
  draws: number;
  losses: number;
  rating?: number;
}
/** Records keyed `${playerId}:${ruleId}`; a missing pair never finished a counted game. */
export type RuleRecords = ReadonlyMap<string, RuleRecord>;

/**
 * The records a page statement brought (`ruleRecordSql` columns, issue 17), keyed like the lookup
 * answered them: `stats` absent or without counts leaves the pair out (the card's zeros).
 */
export function ruleRecordsFrom(
  entries: Iterable<{ playerId: number; ruleId: number; stats: RuleRecordJson | null | undefined }>,
): RuleRecords {
  const records = new Map<string, RuleRecord>();
  for (const { playerId, ruleId, stats } of entries) {
    if (!stats || (!stats.record && stats.rating === null)) continue;
    const counts = stats.record ?? { wins: 0, draws: 0, losses: 0 };
    records.set(`${playerId}:${ruleId}`, {
      wins: counts.wins,
      draws: counts.draws,
      losses: counts.losses,
      ...(stats.rating === null ? {} : { rating: stats.rating }),
    });
  }
  return records;
}

/**
 * The card's record of a player in the game's rule; a player not yet rated in it shows the rating
 * every player starts from (decision 024).
 */
export function ruleRecordOf(records: RuleRecords | undefined, playerId: number, ruleId: number) {
  const record = records?.get(`${playerId}:${ruleId}`);
  return {
    wins: record?.wins ?? 0,
    draws: record?.draws ?? 0,
    losses: record?.losses ?? 0,
    ruleRating: record?.rating ?? GLICKO2_DEFAULTS.rating,
  };
}

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
  record: ReturnType<typeof ruleRecordOf> = ruleRecordOf(undefined, application.applicantId, 0),
): GameListItem['challengers'][number] {
  const applicant = person(cards.get(application.applicantId), storage);
  return {
    userId: application.applicantId,
    applicantNickname: applicant.nickname,
    applicantProfileUrl: applicant.profileUrl,
    applicantGameStatisticsDTO: record,
  };
}

/**
 * A page of cards its statement wrote as JSON text (the game list, my games, my requests) as the
 * wire's array: a row without a card (its rule version is gone) counted for the page and its cursor
 * and is left out here; the marked file keys become URLs.
 */
export function cardPageText(page: readonly { item: string | null }[], storage: FileStorage): string {
  const items = page.flatMap((row) => (row.item === null ? [] : [row.item]));
  return withFileUrls(`[${items.join(',')}]`, storage);
}
