import {
  DEFAULT_MANNER_SCORE,
  encodeInviteCode,
  winRateOf,
  type GameApplicant,
  type MyGame,
  type MyRequest,
  type OwnerStatistics,
} from '@hanpan/core';
import type { GameApplicationRow, GameRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  matchLocationOf,
  person,
  presentChallenger,
  presentRuleSummary,
  type UserCard,
} from './games.presenter.ts';
import type { ManagementContext } from './my-games.service.ts';

/** Until results and reviews exist: an empty record and the spec's default manner score. */
const NO_RECORD = { wins: 0, draws: 0, losses: 0 } as const;
const ownerStatistics = (): OwnerStatistics => ({ ...NO_RECORD, manner: DEFAULT_MANNER_SCORE });

function invitationOf(game: GameRow): MyGame['invitation'] {
  if (!game.isFriendGame || game.opponentId !== null || game.status !== 'MATCHING') return null;
  return game.invitationDeclinedAt === null ? 'PENDING' : 'DECLINED';
}

function place(game: GameRow) {
  return {
    matchLocation: matchLocationOf(game),
    placeRoad: game.placeRoad,
    placeDetail: game.placeDetail,
    region: game.region,
  };
}

function owner(game: GameRow, context: ManagementContext, storage: FileStorage) {
  const card = person(context.cards.get(game.ownerId), storage);
  return { ownerId: game.ownerId, ownerNickname: card.nickname, ownerProfileUrl: card.profileUrl };
}

const inLineOf = (context: ManagementContext, gameId: number) =>
  context.applications.filter((application) => application.gameId === gameId);

/**
 * A game of /game's my-game cards (spec §3 My game); null when its rule version is gone. While a
 * friend's invitation is open or declined the opponent fields name the invited friend.
 */
export function presentMyGame(
  game: GameRow,
  viewerId: number,
  context: ManagementContext,
  storage: FileStorage,
): MyGame | null {
  const rule = context.ruleVersions.get(`${game.ruleId}:${game.ruleVersion}`);
  if (!rule) return null;
  const invitation = invitationOf(game);
  const opponentId = game.opponentId ?? (invitation ? game.invitedFriendId : null);
  const opponent = opponentId === null ? null : person(context.cards.get(opponentId), storage);
  const isOwner = game.ownerId === viewerId;
  return {
    id: game.id,
    status: game.status,
    matchDate: game.matchDate?.toISOString() ?? null,
    startedAt: game.startedAt?.toISOString() ?? null,
    createdAt: game.createdAt.toISOString(),
    ...place(game),
    ...owner(game, context, storage),
    opponentId,
    opponentNickname: opponent?.nickname ?? null,
    opponentProfileUrl: opponent?.profileUrl ?? null,
    isOwner,
    isFriendGame: game.isFriendGame,
    // The friend sees an open invitation; a declined one is the owner's business only.
    invitation: isOwner || invitation === 'PENDING' ? invitation : null,
    inviteCode:
      isOwner && game.status === 'MATCHING' && !game.isFriendGame ? encodeInviteCode(game.id) : null,
    championId: null,
    rule: presentRuleSummary(rule),
    ownerStatistics: ownerStatistics(),
    applicantCount: inLineOf(context, game.id).length,
  };
}

/** One of /game's sent cards (spec §3 My request); null when the game's rule version is gone. */
export function presentMyRequest(
  row: { application: GameApplicationRow; game: GameRow },
  context: ManagementContext,
  storage: FileStorage,
): MyRequest | null {
  const { application, game } = row;
  const rule = context.ruleVersions.get(`${game.ruleId}:${game.ruleVersion}`);
  if (!rule) return null;
  return {
    id: game.id,
    applicationId: application.id,
    status: application.status,
    gameStatus: game.status,
    matchDate: game.matchDate?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    ...place(game),
    ...owner(game, context, storage),
    rule: presentRuleSummary(rule),
    anotherApproved: game.opponentId !== null && game.opponentId !== application.applicantId,
    applicantCount: inLineOf(context, game.id).length,
    applicants: inLineOf(context, game.id).map((inLine) => presentApplicant(inLine, context.cards, storage)),
    ownerStatistics: ownerStatistics(),
  };
}

/**
 * A challenger in the applicants panel and on a sent card: the list's challenger (the same record
 * as `applicantGameStatisticsDTO`) plus whether they are approved, and the record flat for this app.
 */
export function presentApplicant(
  application: GameApplicationRow,
  cards: ReadonlyMap<number, UserCard>,
  storage: FileStorage,
): GameApplicant {
  const challenger = presentChallenger(application, cards, storage);
  const { wins, draws, losses } = challenger.applicantGameStatisticsDTO;
  return {
    ...challenger,
    approved: application.status === 'APPROVED',
    status: application.status,
    wins,
    draws,
    losses,
    winRate: winRateOf({ wins, draws, losses }),
  };
}
