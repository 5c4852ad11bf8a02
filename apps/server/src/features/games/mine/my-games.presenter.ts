import {
  encodeInviteCode,
  winRateOf,
  type GameApplicant,
  type MyGame,
  type MyRequest,
  type OwnerStatistics,
} from '@hanpan/core';
import type { GameApplicationRow, GameRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import {
  matchLocationOf,
  person,
  presentChallenger,
  presentRuleSummary,
  ruleRecordOf,
  type UserCard,
} from '../shared/game-cards.presenter.ts';
import { mannerScoreIn } from '../shared/manner-scores.ts';
import type { ManagementContext } from './my-games.service.ts';

/** The owner's record in the game's rule and manner score (reviews; 4.5 before any). */
function ownerStatistics(
  game: Pick<GameRow, 'ownerId' | 'ruleId'>,
  context: ManagementContext,
): OwnerStatistics {
  const { wins, draws, losses } = ruleRecordOf(context.records, game.ownerId, game.ruleId);
  return { wins, draws, losses, manner: mannerScoreIn(context.manners, game.ownerId) };
}

function invitationOf(game: GameRow): MyGame['invitation'] {
  if (!game.isFriendGame || game.opponentId !== null || game.status !== 'MATCHING') return null;
  return game.invitationDeclinedAt === null ? 'PENDING' : 'DECLINED';
}

function place(game: Pick<GameRow, 'placeRoad' | 'placeDetail' | 'region'>) {
  return {
    matchLocation: matchLocationOf(game),
    placeRoad: game.placeRoad,
    placeDetail: game.placeDetail,
    region: game.region,
  };
}

function owner(game: Pick<GameRow, 'ownerId'>, context: ManagementContext, storage: FileStorage) {
  const card = person(context.cards.get(game.ownerId), storage);
  return { ownerId: game.ownerId, ownerNickname: card.nickname, ownerProfileUrl: card.profileUrl };
}

const inLineOf = (context: ManagementContext, gameId: number) =>
  context.applications.filter((application) => application.gameId === gameId);

/**
 * How a block ended this game's pairing, for this viewer (core PAIRING_ENDED_STATES): only while
 * the game is still the cancelled or reopened one the block left.
 */
function pairingEndedOf(game: GameRow, viewerId: number): MyGame['pairingEnded'] {
  if (game.blockEndedById === null || game.deletedAt !== null) return null;
  if (game.status !== 'CANCELED' && game.status !== 'MATCHING') return null;
  return game.blockEndedById === viewerId ? 'BLOCKED' : 'LEFT';
}

/** Who the card shows opposite the owner. */
function opponentIdOf(
  game: GameRow,
  viewerId: number,
  invitation: MyGame['invitation'],
  pairingEnded: MyGame['pairingEnded'],
) {
  // The player who blocked is not named to the other side (decision 015); a viewer who was the
  // opponent still sees themself there.
  if (pairingEnded === 'LEFT') return game.opponentId === viewerId ? viewerId : null;
  // A friend or challenge game a block cancelled names the player the viewer blocked.
  if (invitation || (pairingEnded === 'BLOCKED' && game.status === 'CANCELED'))
    return game.opponentId ?? game.invitedFriendId;
  return game.opponentId;
}

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
  const pairingEnded = pairingEndedOf(game, viewerId);
  const opponentId = opponentIdOf(game, viewerId, invitation, pairingEnded);
  const opponent = opponentId === null ? null : person(context.cards.get(opponentId), storage);
  const isOwner = game.ownerId === viewerId;
  const hiddenByAdmin = context.hidden.has(game.id);
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
    // A hidden game cannot be found by its code (the summary answers 404): no code to hand out.
    inviteCode:
      isOwner && game.status === 'MATCHING' && !game.isFriendGame && !hiddenByAdmin
        ? encodeInviteCode(game.id)
        : null,
    championId: context.champions?.get(game.id) ?? null,
    rule: presentRuleSummary(rule),
    ownerStatistics: ownerStatistics(game, context),
    applicantCount: inLineOf(context, game.id).length,
    pairingEnded,
    hiddenByAdmin,
    hiddenReason: hiddenByAdmin ? (context.hidden.get(game.id) ?? null) : null,
  };
}

/**
 * One of /game's sent cards (spec §3 My request); null when the game's rule version is gone.
 * WARNING: the page itself is written as text by its statement (my-requests.queries.ts
 * `myRequestItemTextSql`); this is the object it must equal byte for byte once serialised
 * (`my-requests-bytes.test.ts`). A card change goes in both places.
 */
export function presentMyRequest(
  row: {
    application: Pick<GameApplicationRow, 'id' | 'applicantId' | 'status' | 'createdAt'>;
    game: Pick<
      GameRow,
      | 'id'
      | 'ownerId'
      | 'opponentId'
      | 'ruleId'
      | 'ruleVersion'
      | 'status'
      | 'matchDate'
      | 'placeRoad'
      | 'placeDetail'
      | 'region'
    >;
  },
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
    championId: context.champions?.get(game.id) ?? null,
    gameStatus: game.status,
    matchDate: game.matchDate?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    ...place(game),
    ...owner(game, context, storage),
    rule: presentRuleSummary(rule),
    anotherApproved: game.opponentId !== null && game.opponentId !== application.applicantId,
    applicantCount: inLineOf(context, game.id).length,
    applicants: inLineOf(context, game.id).map((inLine) =>
      presentApplicant(
        inLine,
        context.cards,
        storage,
        ruleRecordOf(context.records, inLine.applicantId, game.ruleId),
      ),
    ),
    ownerStatistics: ownerStatistics(game, context),
  };
}

/**
 * A challenger in the applicants panel and on a sent card: the list's challenger (the same record
 * as `applicantGameStatisticsDTO`) plus whether they are approved, and the record flat for this app.
 */
export function presentApplicant(
  application: Pick<GameApplicationRow, 'applicantId' | 'status'>,
  cards: ReadonlyMap<number, UserCard>,
  storage: FileStorage,
  record?: ReturnType<typeof ruleRecordOf>,
): GameApplicant {
  const challenger = presentChallenger(application, cards, storage, record);
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
