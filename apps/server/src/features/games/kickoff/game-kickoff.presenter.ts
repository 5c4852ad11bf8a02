import {
  DELETED_USER_NICKNAME,
  describeWinCondition,
  type GameDetail,
  type GamePlayer,
  type GameSummary,
  type LiveGameDetail,
  type RuleVersion,
} from '@hanpan/core';
import type { GameRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../../uploads/index.ts';
import type { findUserCards } from '../../users/index.ts';
import { matchLocationOf, type RuleSummarySource } from '../shared/game-cards.presenter.ts';

type UserCard = Awaited<ReturnType<typeof findUserCards>>[number];
/** A card from `findUserCards` or from users' card fragment (its deletedAt a JSON string). */
type PlayerCard = Pick<UserCard, 'nickname' | 'profilePictureKey'> & { deletedAt: Date | string | null };

function player(id: number, card: PlayerCard | undefined, storage: FileStorage): GamePlayer {
  if (!card || card.deletedAt) return { id, nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return {
    id,
    nickname: card.nickname ?? '',
    profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage),
  };
}

/**
 * What live play adds to the detail (issue 18 item 1, the match feature's): the last seq, the state
 * (null before the start) and the server's clock always; the live values of spec §3 once started.
 */
export type GameLiveDetail = Partial<
  Pick<
    GameDetail,
    'score1' | 'score2' | 'set1' | 'set2' | 'currentSet' | 'setStartedAt' | 'totalGameStartedAt'
  >
> &
  Pick<LiveGameDetail, 'seq' | 'state' | 'serverTime'>;

/** Before live play answers (or without it): nothing played yet. */
const NOT_LIVE = (): GameLiveDetail => ({ seq: 0, state: null, serverTime: new Date().toISOString() });

/** Spec §3 Game detail; scores 0 and set 1 until a match exists (`live`, from the match feature). */
export function presentGameDetail(
  game: GameRow,
  rule: RuleVersion,
  cards: ReadonlyMap<number, UserCard>,
  storage: FileStorage,
  live: GameLiveDetail = NOT_LIVE(),
): LiveGameDetail {
  const startedAt = game.startedAt?.toISOString() ?? null;
  return {
    gameStatus: game.status,
    chatRoomId: game.chatRoomId,
    user1: player(game.ownerId, cards.get(game.ownerId), storage),
    user2: game.opponentId === null ? null : player(game.opponentId, cards.get(game.opponentId), storage),
    score1: 0,
    score2: 0,
    set1: 0,
    set2: 0,
    currentSet: 1,
    rule: {
      id: rule.ruleId,
      pointsToWin: rule.pointsToWin,
      setsToWin: rule.setsToWin,
      winBy: rule.winBy,
      ruleTitle: rule.ruleTitle,
      majorCategory: rule.majorCategory,
      minorCategory: rule.minorCategory,
    },
    limitSeconds: rule.duration,
    setStartedAt: startedAt,
    totalGameStartedAt: startedAt,
    matchLocation: matchLocationOf(game),
    matchDate: game.matchDate?.toISOString() ?? null,
    startPhotoUrl: game.startPhotoKey ? storage.publicUrl(game.startPhotoKey) : null,
    ...live,
  };
}

/** Spec §3 Game summary (the invite-code dialog). */
export function presentGameSummary(
  game: GameRow,
  rule: RuleSummarySource,
  owner: PlayerCard | undefined,
  applied: boolean,
  mannerScore: number,
  storage: FileStorage,
  championId: number | null = null,
): GameSummary {
  const person = player(game.ownerId, owner, storage);
  return {
    id: game.id,
    ruleId: rule.ruleId,
    ruleTitle: rule.ruleTitle,
    majorCategory: rule.majorCategory,
    minorCategory: rule.minorCategory,
    ruleDescription: rule.ruleGoal.replace(/\s*\n\s*/g, ' ').trim(),
    winCondition: describeWinCondition(rule),
    points: rule.pointsToWin,
    sets: rule.setsToWin,
    duration: rule.duration,
    matchLocation: matchLocationOf(game),
    matchDate: game.matchDate?.toISOString() ?? null,
    createdAt: game.createdAt.toISOString(),
    ownerId: game.ownerId,
    ownerNickname: person.nickname,
    ownerProfileUrl: person.profileUrl,
    championId,
    mannerScore,
    applied,
  };
}
