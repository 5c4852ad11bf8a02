import { formatMatchDate } from '@hanpan/core/time';
import type { GameListItem, GameStatus, MyGame, MyRequest, RuleStatistics } from '@hanpan/core';

/**
 * The one card model of the games resource (issue 17 item 4): what a game card shows, wherever one
 * is drawn, is `gameCardView(card, me)` of the core contract's game types.
 */

/**
 * One card of /game (spec §2 Match management): a request I sent (type sent) or a game of mine
 * (type my-game: owned, played in, or a friend's invitation to me).
 */
export type ManageCard =
  | { kind: 'sent'; key: string; id: number; createdAt: string; request: MyRequest }
  | { kind: 'mine'; key: string; id: number; createdAt: string; game: MyGame };

/** One open game of /game-list (spec §3 Game (list item)) as the viewer sees it. */
export interface OpenCard {
  kind: 'open';
  key: string;
  id: number;
  game: GameListItem;
  /** The viewer made it (내 경기). */
  isMine: boolean;
  /** This device reported it (신고함, spec §5). */
  reported: boolean;
}

export type GameCardSource = OpenCard | ManageCard;

export function openCard(game: GameListItem, isMine: boolean, reported: boolean): OpenCard {
  return { kind: 'open', key: `open-${game.id}`, id: game.id, game, isMine, reported };
}

/** Spec §2: a game without a place says so. */
export const PLACE_UNDECIDED = '장소 미정';

export function placeText(matchLocation: string | null | undefined): string {
  return matchLocation?.trim() || PLACE_UNDECIDED;
}

/** '시간 미정' or '2025년 7월 21일 (월) 오후 3:05' in Seoul. */
export function dateText(matchDate: string | null | undefined): string {
  return formatMatchDate(matchDate);
}

/** '3승 1무 2패' */
export function recordText(record: Pick<RuleStatistics, 'wins' | 'draws' | 'losses'>): string {
  return `${record.wins}승 ${record.draws}무 ${record.losses}패`;
}

/** A rule rating as a whole number ('1,204'); the server sends a float. */
export function ratingText(rating: number): string {
  return Math.round(rating).toLocaleString('ko-KR');
}

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
export function cardGame(card: ManageCard): MyRequest | MyGame;
export function cardGame(card: GameCardSource): MyRequest | MyGame | GameListItem;
export function cardGame(card: GameCardSource) {
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

/** An open game's actions live in the list's action bar; its card only shows the challengers. */
const OPEN_CARD_ACTIONS: CardActions = {
  join: false,
  cancelRequest: false,
  start: false,
  share: false,
  delete: false,
  challengers: true,
  answerInvitation: false,
  chooseAfterDecline: false,
  dmUserId: null,
};

export function cardActions(card: GameCardSource): CardActions {
  if (card.kind === 'open') return OPEN_CARD_ACTIONS;
  return card.kind === 'sent' ? sentCardActions(card.request) : myGameActions(card.game);
}

export interface Me {
  id: number;
  nickname: string;
}

export interface CardPlayer {
  id: number;
  nickname: string;
  profileUrl: string | null;
}

export type NoteTone = 'accent' | 'danger' | 'neutral';

export interface CardNote {
  text: string;
  tone: NoteTone;
}

/** What one game card shows (the card draws this and nothing else about the game). */
export interface GameCardView {
  id: number;
  rule: { id: number; title: string; majorCategory: string; minorCategory: string };
  /** The line above the title: the card's kind on /game, then 'major > minor' (spec §2). */
  categoryLine: string;
  /** The status in words and colour (/game, spec §4); none on an open game. */
  status: StatusLabel | null;
  /** What the viewer has to do with an open game: 내 경기, 신청함, 신고함. */
  tags: StatusLabel[];
  owner: CardPlayer;
  /** An open game: the owner's record and rating for this rule ('3승 1무 2패 · 레이팅 1,204'). */
  ownerRecord: string | null;
  /** /game: both players with VS; the empty slot's words while nobody is across. */
  versus: { opponent: CardPlayer | null; emptySlot: string } | null;
  place: string;
  date: string;
  challengerCount: number;
  hiddenByAdmin: { reason: string | null } | null;
  inviteCode: string | null;
  note: CardNote | null;
  actions: CardActions;
  /** Whom 메시지 addresses (방장 or 상대). */
  dmRole: '방장' | '상대';
}

function kindLabel(card: ManageCard): string {
  if (card.kind === 'sent') return '보낸 신청';
  if (card.game.invitation === 'PENDING' && !card.game.isOwner) return '받은 초대';
  return card.game.isOwner ? '내 경기' : '참가 경기';
}

function opponentOf(card: ManageCard, me: Me | null): CardPlayer | null {
  if (card.kind === 'mine') {
    const { opponentId, opponentNickname, opponentProfileUrl } = card.game;
    return opponentId !== null
      ? { id: opponentId, nickname: opponentNickname ?? '상대', profileUrl: opponentProfileUrl }
      : null;
  }
  // A sent request: once approved, I am the opponent.
  return card.request.status === 'APPROVED' && me ? { ...me, profileUrl: null } : null;
}

function emptySlotText(card: ManageCard): string {
  if (card.kind === 'mine' && card.game.invitation === 'PENDING') return '친구의 답을 기다려요';
  if (card.kind === 'mine' && card.game.status === 'CANCELED') return '상대 없음';
  return '상대 미정';
}

/** A line under the card that says where a request or an invitation stands. */
function noteOf(card: ManageCard): CardNote | null {
  if (card.kind === 'sent') {
    const { status, gameStatus, anotherApproved } = card.request;
    if (gameStatus === 'COMPLETED' || gameStatus === 'CANCELED') return null;
    if (status === 'REJECTED') return { text: '거절된 신청이에요.', tone: 'danger' };
    if (status === 'APPROVED') {
      return gameStatus === 'IN_PROGRESS'
        ? null
        : { text: '승인되었어요! 방장이 경기를 시작하면 알려 드려요.', tone: 'accent' };
    }
    if (anotherApproved) {
      return { text: '다른 도전자가 승인되었어요. 승인이 취소되면 다시 기회가 와요.', tone: 'neutral' };
    }
    return null;
  }
  const { invitation, isOwner, ownerNickname } = card.game;
  const ended = pairingEndedNote(card.game);
  if (ended) return ended;
  if (invitation === 'PENDING') {
    return isOwner
      ? { text: '친구에게 초대를 보냈어요. 수락하면 경기가 잡혀요.', tone: 'neutral' }
      : { text: `${ownerNickname}님이 함께 경기하자고 초대했어요.`, tone: 'accent' };
  }
  if (invitation === 'DECLINED' && isOwner) {
    return { text: '친구가 초대를 거절했어요. 모두에게 공개하거나 삭제할 수 있어요.', tone: 'danger' };
  }
  return null;
}

/**
 * What a block did to this game (issue 16 item 18): cancelled (a friend or challenge game) or
 * looking for an opponent again (a random game). The blocker reads that they blocked; the other
 * player only that the pairing ended.
 */
function pairingEndedNote(game: MyGame): CardNote | null {
  if (game.pairingEnded === null) return null;
  if (game.status === 'CANCELED') {
    if (game.pairingEnded === 'LEFT') {
      return { text: '상대가 더 이상 함께할 수 없어서 경기가 취소됐어요.', tone: 'danger' };
    }
    // The blocked player is the other one: the opponent on my game, the owner on theirs.
    const blocked = game.isOwner ? game.opponentNickname : game.ownerNickname;
    return {
      text: blocked ? `${blocked}님을 차단해서 경기가 취소됐어요.` : '차단한 상대와의 경기라서 취소됐어요.',
      tone: 'danger',
    };
  }
  if (game.status !== 'MATCHING') return null;
  return game.pairingEnded === 'BLOCKED'
    ? { text: '차단한 상대의 승인이 취소됐어요. 다시 도전자를 찾고 있어요.', tone: 'neutral' }
    : { text: '승인된 상대가 경기에서 빠졌어요. 다시 도전자를 찾고 있어요.', tone: 'neutral' };
}

function openTags(card: OpenCard): StatusLabel[] {
  const tags: StatusLabel[] = [];
  if (card.isMine) tags.push({ label: '내 경기', tone: 'neutral' });
  if (card.game.isAppliedByMe) tags.push({ label: '신청함', tone: 'accent' });
  if (card.reported) tags.push({ label: '신고함', tone: 'danger' });
  return tags;
}

/** The one card model: what a game card shows, from the contract's game types. */
export function gameCardView(card: GameCardSource, me: Me | null): GameCardView {
  const game = cardGame(card);
  const { rule } = game;
  const categories = `${rule.majorCategory} > ${rule.minorCategory}`;
  const common = {
    id: card.id,
    rule: {
      id: rule.id,
      title: rule.ruleTitle,
      majorCategory: rule.majorCategory,
      minorCategory: rule.minorCategory,
    },
    owner: { id: game.ownerId, nickname: game.ownerNickname, profileUrl: game.ownerProfileUrl },
    place: placeText(game.matchLocation),
    date: dateText(game.matchDate),
    actions: cardActions(card),
  };
  if (card.kind === 'open') {
    const record = card.game.ruleStatisticsOfOwner;
    return {
      ...common,
      categoryLine: categories,
      status: null,
      tags: openTags(card),
      ownerRecord: `${recordText(record)} · 레이팅 ${ratingText(record.ruleRating)}`,
      versus: null,
      challengerCount: card.game.challengers.length,
      hiddenByAdmin: null,
      inviteCode: null,
      note: null,
      dmRole: '방장',
    };
  }
  const mine = card.kind === 'mine' ? card.game : null;
  return {
    ...common,
    categoryLine: `${kindLabel(card)} · ${categories}`,
    status: card.kind === 'sent' ? sentStatusLabel(card.request) : gameStatusLabel(card.game.status),
    tags: [],
    ownerRecord: null,
    versus: { opponent: opponentOf(card, me), emptySlot: emptySlotText(card) },
    challengerCount: card.kind === 'sent' ? card.request.applicantCount : card.game.applicantCount,
    hiddenByAdmin: mine?.hiddenByAdmin ? { reason: mine.hiddenReason } : null,
    // A game an admin hid shows no invite code (issue 16 item 22).
    inviteCode: mine && !mine.hiddenByAdmin ? mine.inviteCode || null : null,
    note: noteOf(card),
    dmRole: card.kind === 'sent' || !card.game.isOwner ? '방장' : '상대',
  };
}
