import type { GameStatus, MyGame, MyRequest } from '@hanpan/core';

/**
 * One card of /game (spec §2 Match management): a request I sent (type sent) or a game of mine
 * (type my-game: owned, played in, or a friend's invitation to me).
 */
export type ManageCard =
  | { kind: 'sent'; key: string; id: number; createdAt: string; request: MyRequest }
  | { kind: 'mine'; key: string; id: number; createdAt: string; game: MyGame };

export type StatusTone = 'warning' | 'accent' | 'success' | 'neutral' | 'danger';

export interface StatusLabel {
  label: string;
  tone: StatusTone;
}

/** Spec §4 Own game status: MATCHING orange, IN_PROGRESS green, COMPLETED grey, CANCELED red. */
const GAME_STATUS_LABELS: Record<GameStatus, StatusLabel> = {
  MATCHING: { label: '매칭 중', tone: 'warning' },
  SCHEDULED: { label: '경기 예정', tone: 'accent' },
  IN_PROGRESS: { label: '진행 중', tone: 'success' },
  COMPLETED: { label: '종료', tone: 'neutral' },
  CANCELED: { label: '취소됨', tone: 'danger' },
};

export function gameStatusLabel(status: GameStatus): StatusLabel {
  return GAME_STATUS_LABELS[status];
}

/**
 * Spec §4: a sent request reads REQUESTED (대기 중, grey), APPROVED (blue), REJECTED (red); a game
 * under way reads 진행 중 whatever the request, and a finished or cancelled game says so.
 */
export function sentStatusLabel(request: Pick<MyRequest, 'status' | 'gameStatus'>): StatusLabel {
  if (request.gameStatus === 'IN_PROGRESS' || request.gameStatus === 'COMPLETED') {
    return GAME_STATUS_LABELS[request.gameStatus];
  }
  if (request.gameStatus === 'CANCELED') return GAME_STATUS_LABELS.CANCELED;
  if (request.status === 'APPROVED') return { label: '승인됨', tone: 'accent' };
  if (request.status === 'REJECTED') return { label: '거절됨', tone: 'danger' };
  return { label: '대기 중', tone: 'neutral' };
}

const NOT_STARTED: readonly GameStatus[] = ['MATCHING', 'SCHEDULED'];

/** Which actions a card offers (spec §2, §6): one place decides, the card and the tests read it. */
export interface CardActions {
  join: boolean;
  cancelRequest: boolean;
  start: boolean;
  share: boolean;
  delete: boolean;
  challengers: boolean;
  answerInvitation: boolean;
  chooseAfterDecline: boolean;
  /** Whom 메시지 opens (/chat/{id}); null = no button. */
  dmUserId: number | null;
}

export function sentCardActions(request: MyRequest): CardActions {
  return {
    join: request.gameStatus === 'IN_PROGRESS' && request.status === 'APPROVED',
    cancelRequest: request.status === 'REQUESTED' && NOT_STARTED.includes(request.gameStatus),
    start: false,
    share: false,
    delete: false,
    challengers: true,
    answerInvitation: false,
    chooseAfterDecline: false,
    dmUserId: request.ownerId,
  };
}

export function myGameActions(game: MyGame): CardActions {
  const invited = game.invitation === 'PENDING' && !game.isOwner;
  if (invited) {
    return {
      join: false,
      cancelRequest: false,
      start: false,
      share: false,
      delete: false,
      challengers: false,
      answerInvitation: true,
      chooseAfterDecline: false,
      dmUserId: game.ownerId,
    };
  }
  const owner = game.isOwner;
  const canceled = game.status === 'CANCELED';
  return {
    join: game.status === 'IN_PROGRESS',
    cancelRequest: false,
    start: owner && game.status === 'SCHEDULED' && game.opponentId !== null,
    // A game an admin hid cannot be found by anyone else: nothing to share (issue 16 item 22).
    share:
      owner &&
      game.status === 'MATCHING' &&
      game.opponentId === null &&
      !game.isFriendGame &&
      !game.hiddenByAdmin,
    delete: owner && game.status !== 'IN_PROGRESS' && game.status !== 'COMPLETED',
    challengers: owner && !game.isFriendGame && !canceled,
    answerInvitation: false,
    chooseAfterDecline: owner && game.invitation === 'DECLINED',
    // A cancelled game has nobody left to arrange it with (a block may have ended it).
    dmUserId: canceled ? null : owner ? game.opponentId : game.ownerId,
  };
}

/** The owner may approve and cancel approvals only before the start (spec §4, §6). */
export function canManageApplicants(card: ManageCard): boolean {
  return card.kind === 'mine' && card.game.isOwner && NOT_STARTED.includes(card.game.status);
}

function time(value: string): number {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/**
 * Both lists as one, newest first. Each list arrives page by page: while one still has pages, a
 * card of the other older than that list's last loaded card could be shown above cards not loaded
 * yet, so the merged list stops there until 더 보기 loads the rest.
 */
export function mergeCards(
  requests: { items: MyRequest[]; hasMore: boolean },
  games: { items: MyGame[]; hasMore: boolean },
): ManageCard[] {
  const cards: ManageCard[] = [
    ...requests.items.map((request): ManageCard => ({
      kind: 'sent',
      key: `sent-${request.id}`,
      id: request.id,
      createdAt: request.createdAt,
      request,
    })),
    ...games.items.map((game): ManageCard => ({
      kind: 'mine',
      key: `mine-${game.id}`,
      id: game.id,
      createdAt: game.createdAt,
      game,
    })),
  ];
  const cutoffs = [requests, games]
    .filter((list) => list.hasMore && list.items.length > 0)
    .map((list) => time(list.items.at(-1)!.createdAt));
  const cutoff = cutoffs.length > 0 ? Math.max(...cutoffs) : -Infinity;
  return cards
    .filter((card) => time(card.createdAt) >= cutoff)
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id);
}

/** The game a card is about, for the rule, the place and the players. */
export function cardGame(card: ManageCard) {
  return card.kind === 'sent' ? card.request : card.game;
}

/**
 * The time window the pre-start confirmation shows: from now until the rule's limit runs out, or
 * null when the rule has no time limit (duration -1, seconds).
 */
export function startWindow(durationSeconds: number, now: Date): { from: Date; to: Date } | null {
  if (durationSeconds <= 0) return null;
  return { from: now, to: new Date(now.getTime() + durationSeconds * 1000) };
}

/** At most this many games' challengers in one poll (the contract's APPLICANTS_GAMES_MAX). */
export const APPLICANTS_GAMES_LIMIT = 100;

/** The games whose cards have a challengers button. */
export function applicantGameIds(cards: readonly ManageCard[]): number[] {
  return cards
    .filter(
      (card) => (card.kind === 'sent' ? sentCardActions(card.request) : myGameActions(card.game)).challengers,
    )
    .map((card) => card.id);
}
