import {
  DELETED_USER_NICKNAME,
  liveFields,
  type ActiveGame,
  type GameLogEntry,
  type GamePlayer,
  type GameResult,
  type MatchLogEntry,
  type MatchState,
  type RuleVersion,
} from '@hanpan/core';
import type { MatchEventRow, MatchResultRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { findGame } from '../games/index.ts';
import { matchLocationOf, presentRuleSummary } from '../games/index.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { findUserCards } from '../users/index.ts';

type Game = NonNullable<Awaited<ReturnType<typeof findGame>>>;
type UserCard = Awaited<ReturnType<typeof findUserCards>>[number];
/** The two players' cards by id. */
export type Nicknames = ReadonlyMap<number, UserCard>;

function nicknameOf(names: Nicknames, userId: number | null): string {
  if (userId === null) return '';
  const card = names.get(userId);
  return !card || card.deletedAt ? DELETED_USER_NICKNAME : (card.nickname ?? '');
}

/** One log entry in the game-log shape (contract-notes), with its seq. */
export function presentLogEntry(entry: MatchLogEntry, names: Nicknames): GameLogEntry {
  return {
    type: entry.type,
    time: entry.time,
    targetId: entry.targetId,
    delta: entry.delta,
    userSummary: { nickname: nicknameOf(names, entry.actorId) },
    seq: entry.seq,
  };
}

export function presentLogRow(row: MatchEventRow, names: Nicknames): GameLogEntry {
  return {
    type: row.type as GameLogEntry['type'],
    time: row.receivedAt.toISOString(),
    targetId: row.targetId,
    delta: row.delta,
    userSummary: { nickname: nicknameOf(names, row.senderId) },
    seq: row.seq,
  };
}

/**
 * Spec §3 Game detail's live values (the engine's liveFields): the current set's points (between
 * sets the set just finished, as the original client reads it, with the set wins before it), set
 * wins, the set's start (its countdown's end),
 * the kick-off, plus seq, the state and the server's clock.
 */
export function presentLiveDetail(state: MatchState, now: Date) {
  const { score1, score2, set1, set2, currentSet, setStartedAt } = liveFields(state);
  return {
    score1,
    score2,
    set1,
    set2,
    currentSet,
    setStartedAt,
    totalGameStartedAt: state.kickoffAt,
    seq: state.seq,
    state,
    serverTime: now.toISOString(),
  };
}

export function presentActiveGame(game: Game, rule: RuleVersion, names: Nicknames): ActiveGame {
  return {
    gameId: game.id,
    ruleTitle: rule.ruleTitle,
    player1: { nickname: nicknameOf(names, game.ownerId) },
    player2: { nickname: nicknameOf(names, game.opponentId) },
    startedAt: (game.startedAt ?? new Date(0)).toISOString(),
  };
}

function player(id: number, names: Nicknames, storage: FileStorage): GamePlayer {
  const card = names.get(id);
  if (!card || card.deletedAt) return { id, nickname: DELETED_USER_NICKNAME, profileUrl: null };
  return {
    id,
    nickname: card.nickname ?? '',
    profileUrl: avatarThumbnailUrl(card.profilePictureKey, storage),
  };
}

/** GET /api/games/{id}/result (contract-notes shape; newChampionIdx from ratings' hook). */
export function presentResult(
  game: Game,
  rule: RuleVersion,
  result: MatchResultRow,
  names: Nicknames,
  storage: FileStorage,
  newChampionIdx: 0 | 1 | 2 = 0,
): GameResult {
  return {
    gameSummary: {
      id: game.id,
      rule: presentRuleSummary(rule),
      matchLocation: matchLocationOf(game),
      matchDate: game.matchDate?.toISOString() ?? null,
      startPhotoUrl: game.startPhotoKey ? storage.publicUrl(game.startPhotoKey) : null,
    },
    startDate: game.startedAt?.toISOString() ?? null,
    setResults: result.setResults,
    totalSetCount: result.setResults.length,
    drawCount: result.drawCount,
    winnerIdx: result.winnerIdx as GameResult['winnerIdx'],
    newChampionIdx,
    user1: player(game.ownerId, names, storage),
    user2: player(game.opponentId!, names, storage),
    user1SetCount: result.user1SetCount,
    user2SetCount: result.user2SetCount,
    abandoned: result.abandoned,
    finishedEarly: result.finishedEarly,
  };
}
