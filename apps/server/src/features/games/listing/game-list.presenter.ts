import type { GameListItem } from '@hanpan/core';
import type { GameApplicationRow, GameRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import {
  matchLocationOf,
  person,
  presentChallenger,
  presentRuleSummary,
  ruleRecordOf,
  type RuleRecords,
  type RuleSummarySource,
  type UserCard,
} from '../shared/game-cards.presenter.ts';

/** A game as its card reads it. */
export type ListedGame = Pick<
  GameRow,
  | 'id'
  | 'ownerId'
  | 'ruleId'
  | 'ruleVersion'
  | 'status'
  | 'placeRoad'
  | 'placeDetail'
  | 'region'
  | 'matchDate'
  | 'createdAt'
>;

export interface GameListContext {
  viewerId: number;
  cards: ReadonlyMap<number, UserCard>;
  ruleVersions: ReadonlyMap<string, RuleSummarySource>;
  /** Applications in line per game, blocked applicants already left out. */
  applications: readonly Pick<GameApplicationRow, 'gameId' | 'applicantId'>[];
  storage: FileStorage;
  /** The owner's and challengers' records in each game's rule. */
  records?: RuleRecords;
}

/**
 * A game as the list's card reads it (spec §3 Game list item); null when its rule version is gone.
 * WARNING: the list itself is written as text by its statement (game-list.queries.ts
 * `gameListItemTextSql`); this is the object it must equal byte for byte once serialised
 * (`game-list-bytes.test.ts`). A change here goes there too.
 */
export function presentGameListItem(game: ListedGame, context: GameListContext): GameListItem | null {
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
    ruleStatisticsOfOwner: ruleRecordOf(context.records, game.ownerId, game.ruleId),
    challengers: applications.map((application) =>
      presentChallenger(
        application,
        context.cards,
        context.storage,
        ruleRecordOf(context.records, application.applicantId, game.ruleId),
      ),
    ),
    isAppliedByMe: applications.some((application) => application.applicantId === context.viewerId),
  };
}
