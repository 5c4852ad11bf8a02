import { isProvisional, type GameRanking, type RuleRanking } from '@hanpan/core';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { GameRankingEntryJson } from './ratings.queries.ts';
import type { RatingsService } from './ratings.service.ts';

type Card = {
  id: number;
  nickname: string | null;
  profilePictureKey: string | null;
  deletedAt: Date | string | null;
};
type RankingPage = Awaited<ReturnType<RatingsService['ruleRanking']>>;
type RankedRow = RankingPage['rows'][number];
type GameRankingRows = Awaited<ReturnType<RatingsService['gameRanking']>>;

const UNKNOWN_NAME = '알 수 없음';

function pictureOf(card: Card | undefined, storage: FileStorage): string | null {
  return card?.profilePictureKey ? storage.publicUrl(card.profilePictureKey) : null;
}

/** GET /api/rules/{ruleId}/rankings: ratings are shown as whole numbers. */
export function presentRuleRanking(
  { ruleName, rows, mine, cards }: Omit<RankingPage, 'rows'> & { rows: RankedRow[] },
  viewerId: number,
  storage: FileStorage,
): RuleRanking {
  const byId = new Map(cards.map((card) => [card.id, card as Card]));
  const me = byId.get(viewerId);
  return {
    ruleName,
    rankings: rows.map((row) => {
      const card = byId.get(row.userId);
      return {
        rank: row.rank,
        userId: row.userId,
        userName: card?.nickname ?? UNKNOWN_NAME,
        userAvatar: pictureOf(card, storage),
        rating: Math.round(row.rating),
        playCount: row.gamesPlayed,
        isCurrentUser: row.userId === viewerId,
        provisional: isProvisional(row),
      };
    }),
    currentUserRanking: mine
      ? {
          rank: mine.rank,
          rating: Math.round(mine.rating),
          playCount: mine.gamesPlayed,
          userName: me?.nickname ?? UNKNOWN_NAME,
          userAvatar: pictureOf(me, storage),
          provisional: isProvisional(mine),
        }
      : null,
  };
}

/** GET /api/games/{id}/ranking: players and friends by rankAfter (players first on a tie). */
export function presentGameRanking(
  { players, friends, cards }: GameRankingRows,
  storage: FileStorage,
): GameRanking {
  const byId = new Map(cards.map((card) => [card.id, card as Card]));
  const entry = (row: GameRankingEntryJson, isPlayer: boolean) => {
    const card = byId.get(row.userId);
    return {
      userId: row.userId,
      nickname: card?.nickname ?? UNKNOWN_NAME,
      profilePicture: pictureOf(card, storage),
      rankAfter: row.rankAfter,
      ratingAfter: Math.round(row.ratingAfter),
      ratingChange: isPlayer ? Math.round(row.ratingAfter) - Math.round(row.ratingBefore) : 0,
      rankChange: isPlayer && row.rankBefore !== null ? row.rankBefore - row.rankAfter : 0,
      isPlayer,
    };
  };
  const live = (row: GameRankingEntryJson) => !byId.get(row.userId)?.deletedAt;
  const rankings = [
    ...players.filter(live).map((row) => entry(row, true)),
    ...friends.filter(live).map((row) => entry(row, false)),
  ].sort(
    (a, b) => a.rankAfter - b.rankAfter || Number(b.isPlayer) - Number(a.isPlayer) || a.userId - b.userId,
  );
  return { rankings };
}
