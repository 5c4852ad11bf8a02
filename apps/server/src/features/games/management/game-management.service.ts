import type { GameActionResult } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import type { GameApplicationRow, GameRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { assertNotBlocked } from '../../blocks/index.ts';
import type { Notifier } from '../../feature-deps.ts';
import { assertVisible, viewerOf } from '../../reports/index.ts';
import { findUserCards } from '../../users/index.ts';
import { lockPair } from '../shared/game-blocks.queries.ts';
import { gameUrl, reopenedToWaiters } from '../shared/game-notices.ts';
import { findGame, listApplicantIds } from '../shared/game-lookups.queries.ts';
import * as queries from './game-management.queries.ts';

interface GameManagementDeps {
  db: Db;
  notifier: Notifier;
}

const STARTED = new Set<GameRow['status']>(['IN_PROGRESS', 'COMPLETED']);

function result(game: GameRow, application: GameApplicationRow | null | undefined): GameActionResult {
  return {
    gameId: game.id,
    gameStatus: game.status,
    opponentId: game.opponentId,
    applicationStatus: application?.status ?? null,
  };
}

export type GameManagementService = ReturnType<typeof createGameManagementService>;

/**
 * Applications (spec §4 Game application), the owner's approvals and the match-management actions
 * (§4 Own game status, §6), and friend-game invitations (issue 11 §1). Every transition is a
 * conditional UPDATE on the state it leaves (game-management.queries.ts), so a race has one winner.
 */
export function createGameManagementService({ db, notifier }: GameManagementDeps) {
  async function nicknameOf(userId: number): Promise<string> {
    const [card] = await findUserCards(db, [userId]);
    return card?.nickname ?? '';
  }

  async function liveGame(gameId: number): Promise<GameRow> {
    const game = await findGame(db, gameId);
    if (!game) throw new AppError('game_not_found');
    return game;
  }

  async function ownGame(actor: AuthUser, gameId: number): Promise<GameRow> {
    const game = await liveGame(gameId);
    if (game.ownerId !== actor.userId) throw new AppError('not_game_owner');
    return game;
  }

  /** Tells the challengers still waiting in line that the game is looking for an opponent again. */
  async function tellWaiters(gameId: number, except: number[]) {
    const waiting = await listApplicantIds(db, gameId, ['REQUESTED']);
    await notifier.notifyAll(
      waiting.filter((id) => !except.includes(id)),
      reopenedToWaiters(gameId),
    );
  }

  /**
   * POST /api/games/{id}/apply: only open (MATCHING) random games, never one's own (400), never a
   * friend game (404, it is private), nor across a block. One application per player per game: a
   * second one answers 409 game_already_applied (the unique index decides under a race).
   */
  async function apply(actor: AuthUser, gameId: number): Promise<GameActionResult> {
    const game = await liveGame(gameId);
    if (game.ownerId === actor.userId) throw new AppError('cannot_apply_own_game');
    if (game.isFriendGame) throw new AppError('game_not_found');
    await assertVisible(db, 'GAME', game.id, game.ownerId, viewerOf(actor));
    // Its rule hidden since: the game left the list, and a new challenger would read the rule.
    await assertVisible(db, 'RULE', game.ruleId, null, viewerOf(actor));
    await assertNotBlocked(db, actor.userId, game.ownerId);
    if (game.status !== 'MATCHING') throw new AppError('game_not_open');
    const application = await db.transaction(async (tx) => {
      // A block committing meanwhile would miss this row: the pair's lock, then look again.
      await lockPair(tx, actor.userId, game.ownerId);
      await assertNotBlocked(tx, actor.userId, game.ownerId);
      return queries.insertApplication(tx, game.id, actor.userId);
    });
    await notifier.notify(game.ownerId, {
      type: 'MY_GAME',
      title: '새 도전 신청',
      message: `${await nicknameOf(actor.userId)}님이 내 경기에 도전 신청을 보냈어요.`,
      url: gameUrl(game.id),
      actorId: actor.userId,
    });
    return result(game, application);
  }

  /**
   * POST /api/games/cancel-request {gameId}: the applicant withdraws. A waiting (REQUESTED)
   * application is deleted, so applying again works. An approved challenger withdrawing is the
   * owner's opponent leaving: the game goes back to MATCHING without opponent (the owner and the
   * waiting challengers are told). Not once the game started (409); a REJECTED one stays (409), so
   * the owner's refusal cannot be undone by applying again.
   */
  async function cancelRequest(actor: AuthUser, gameId: number): Promise<GameActionResult> {
    const application = await queries.findApplication(db, gameId, actor.userId);
    if (!application) throw new AppError('application_not_found');
    if (application.status === 'REJECTED') throw new AppError('application_rejected');
    const game = await findGame(db, gameId);
    if (game && STARTED.has(game.status)) throw new AppError('game_already_started');

    if (application.status === 'REQUESTED') {
      if (!(await queries.deleteApplication(db, gameId, actor.userId, ['REQUESTED'])))
        throw new AppError('application_not_waiting');
      const current = game ?? (await findGame(db, gameId));
      return current
        ? result(current, null)
        : { gameId, gameStatus: 'CANCELED', opponentId: null, applicationStatus: null };
    }

    // APPROVED: the opponent leaves.
    const reopened = await db.transaction(async (tx) => {
      const row = game ? await queries.reopenGame(tx, gameId, actor.userId) : undefined;
      if (game && !row) {
        const now = await findGame(tx, gameId);
        if (now && STARTED.has(now.status)) throw new AppError('game_already_started');
      }
      if (!(await queries.deleteApplication(tx, gameId, actor.userId, ['APPROVED'])))
        throw new AppError('application_not_waiting');
      return row;
    });
    if (!reopened)
      return { gameId, gameStatus: game?.status ?? 'CANCELED', opponentId: null, applicationStatus: null };
    await notifier.notify(reopened.ownerId, {
      type: 'MY_GAME',
      title: '도전 취소',
      message: `${await nicknameOf(actor.userId)}님이 승인된 도전을 취소했어요. 경기가 다시 매칭 중이에요.`,
      url: gameUrl(gameId),
      actorId: actor.userId,
    });
    await tellWaiters(gameId, [actor.userId]);
    return result(reopened, null);
  }

  /**
   * POST /api/games/approve {gameId, userId}: the owner picks one waiting challenger; the game
   * becomes SCHEDULED with them. Exactly one approval ever wins: the game's conditional UPDATE
   * (status = MATCHING) lets one caller through, every other one answers 409 game_approval_taken
   * ('한 명만 승인 가능…'). The other challengers stay REQUESTED, in line.
   *
   * A SCHEDULED random game has exactly one APPROVED application, its opponent's (issue 16 item 3):
   * the application moves REQUESTED → APPROVED first and must come back before the game is
   * scheduled, and the block is checked again under the pair's lock, which the block's tie-ending
   * also takes — so an approval racing a block either lands whole before it (the block then reopens
   * the game) or sees the block.
   */
  async function approve(actor: AuthUser, gameId: number, userId: number): Promise<GameActionResult> {
    const game = await ownGame(actor, gameId);
    const application = await queries.findApplication(db, gameId, userId);
    if (!application || application.status === 'REJECTED') throw new AppError('application_not_found');
    // Someone is already approved (SCHEDULED): the phrase old clients look for. Otherwise closed.
    if (game.status === 'SCHEDULED') throw new AppError('game_approval_taken');
    if (game.status !== 'MATCHING' || game.isFriendGame) throw new AppError('game_not_open');
    await assertNotBlocked(db, actor.userId, userId);

    const outcome = await db.transaction(async (tx) => {
      // WARNING: the pair's lock before the block check and before any row lock (game-blocks.queries.ts).
      await lockPair(tx, actor.userId, userId);
      await assertNotBlocked(tx, actor.userId, userId);
      const approved = await queries.moveApplication(tx, gameId, userId, 'REQUESTED', 'APPROVED');
      if (!approved) {
        // Withdrawn or ended by a block meanwhile, or a second tap on the one already approved.
        const now = await findGame(tx, gameId);
        throw new AppError(now?.status === 'SCHEDULED' ? 'game_approval_taken' : 'application_not_found');
      }
      const scheduled = await queries.scheduleWithOpponent(tx, gameId, userId);
      if (!scheduled) {
        // Failing the transaction puts the application back in line.
        const now = await findGame(tx, gameId);
        throw new AppError(now?.status === 'SCHEDULED' ? 'game_approval_taken' : 'game_not_open');
      }
      return { scheduled, approved };
    });
    await notifier.notify(userId, {
      type: 'MY_GAME',
      title: '도전 승인',
      message: `${await nicknameOf(actor.userId)}님이 도전을 승인했어요. 경기 시작을 기다려 주세요.`,
      url: gameUrl(gameId),
      actorId: actor.userId,
    });
    return result(outcome.scheduled, outcome.approved);
  }

  /**
   * POST /api/games/cancel-approve {gameId, userId}: the owner takes an approval back. The game
   * returns to MATCHING without opponent, the challenger back to REQUESTED (still in line); never
   * once the game started (409 game_already_started). The waiting challengers are told it reopened.
   */
  async function cancelApprove(actor: AuthUser, gameId: number, userId: number): Promise<GameActionResult> {
    const game = await ownGame(actor, gameId);
    if (STARTED.has(game.status)) throw new AppError('game_already_started');
    if (game.status !== 'SCHEDULED' || game.opponentId !== userId)
      throw new AppError('not_approved_applicant');

    const outcome = await db.transaction(async (tx) => {
      const reopened = await queries.reopenGame(tx, gameId, userId);
      if (!reopened) {
        const now = await findGame(tx, gameId);
        throw new AppError(
          now && STARTED.has(now.status) ? 'game_already_started' : 'not_approved_applicant',
        );
      }
      const application = await queries.moveApplication(tx, gameId, userId, 'APPROVED', 'REQUESTED');
      if (!application) throw new AppError('not_approved_applicant');
      return { reopened, application };
    });
    await notifier.notify(userId, {
      type: 'MY_GAME',
      title: '승인 취소',
      message: `${await nicknameOf(actor.userId)}님이 승인을 취소했어요. 신청은 그대로 대기 중이에요.`,
      url: gameUrl(gameId),
      actorId: actor.userId,
    });
    await tellWaiters(gameId, [userId]);
    return result(outcome.reopened, outcome.application);
  }

  /** POST /api/games/reject {gameId, userId}: the owner turns a waiting challenger down (REJECTED). */
  async function reject(actor: AuthUser, gameId: number, userId: number): Promise<GameActionResult> {
    const game = await ownGame(actor, gameId);
    const application = await queries.moveApplication(db, gameId, userId, 'REQUESTED', 'REJECTED');
    if (!application) {
      const existing = await queries.findApplication(db, gameId, userId);
      throw new AppError(existing ? 'application_not_waiting' : 'application_not_found');
    }
    await notifier.notify(userId, {
      type: 'MY_GAME',
      title: '도전 거절',
      message: `${await nicknameOf(actor.userId)}님이 도전 신청을 거절했어요.`,
      url: gameUrl(gameId),
      actorId: actor.userId,
    });
    return result(game, application);
  }

  /**
   * DELETE /api/games/{id}/delete: owner only (403 '내가 만든 경기만 삭제할 수 있어요'), 404 for an
   * unknown or already deleted game, never once started (409). The game becomes CANCELED and leaves
   * every list; challengers in line and the invited friend or opponent are told.
   */
  async function deleteGame(actor: AuthUser, gameId: number, now = new Date()): Promise<GameActionResult> {
    const game = await liveGame(gameId);
    if (game.ownerId !== actor.userId) throw new AppError('not_game_owner_delete');
    if (STARTED.has(game.status)) throw new AppError('game_already_started');
    const deleted = await queries.markDeleted(db, gameId, now);
    if (!deleted) {
      const current = await findGame(db, gameId);
      throw new AppError(current ? 'game_already_started' : 'game_not_found');
    }
    const inLine = await listApplicantIds(db, gameId, ['REQUESTED', 'APPROVED']);
    const invited = game.isFriendGame && game.invitationDeclinedAt === null ? [game.invitedFriendId!] : [];
    const opponent = game.opponentId === null ? [] : [game.opponentId];
    await notifier.notifyAll([...inLine, ...invited, ...opponent], {
      type: 'MY_GAME',
      title: '경기 삭제',
      message: `${await nicknameOf(actor.userId)}님이 경기를 삭제했어요.`,
      url: '/game',
      actorId: actor.userId,
    });
    return result(deleted, null);
  }

  /** The friend game inviting `actor`, or 404 invitation_not_found. */
  async function invitationFor(actor: AuthUser, gameId: number): Promise<GameRow> {
    const game = await findGame(db, gameId);
    if (!game || !game.isFriendGame || game.invitedFriendId !== actor.userId)
      throw new AppError('invitation_not_found');
    return game;
  }

  /**
   * POST /api/games/{id}/invitation/accept: the invited friend joins; the friend game becomes
   * SCHEDULED with them as opponent. Once answered (accepted, declined) 409 invitation_answered.
   */
  async function acceptInvitation(actor: AuthUser, gameId: number): Promise<GameActionResult> {
    const game = await invitationFor(actor, gameId);
    await assertNotBlocked(db, actor.userId, game.ownerId);
    const accepted = await queries.acceptInvitation(db, gameId, actor.userId);
    if (!accepted) throw new AppError('invitation_answered');
    await notifier.notify(game.ownerId, {
      type: 'MY_GAME',
      title: '초대 수락',
      message: `${await nicknameOf(actor.userId)}님이 경기 초대를 수락했어요.`,
      url: gameUrl(gameId),
      actorId: actor.userId,
    });
    return result(accepted, null);
  }

  /**
   * POST /api/games/{id}/invitation/decline: the friend says no. The game stays the owner's,
   * invitation DECLINED, until they open it to everyone (POST /api/games/{id}/open) or delete it.
   */
  async function declineInvitation(
    actor: AuthUser,
    gameId: number,
    now = new Date(),
  ): Promise<GameActionResult> {
    const game = await invitationFor(actor, gameId);
    const declined = await queries.declineInvitation(db, gameId, actor.userId, now);
    if (!declined) throw new AppError('invitation_answered');
    await notifier.notify(game.ownerId, {
      type: 'MY_GAME',
      title: '초대 거절',
      message: `${await nicknameOf(actor.userId)}님이 경기 초대를 거절했어요. 모두에게 열거나 삭제할 수 있어요.`,
      url: gameUrl(gameId),
      actorId: actor.userId,
    });
    return result(declined, null);
  }

  /** POST /api/games/{id}/open: the owner turns a declined friend game into an open random game. */
  async function openGame(actor: AuthUser, gameId: number): Promise<GameActionResult> {
    await ownGame(actor, gameId);
    const opened = await queries.openDeclinedGame(db, gameId, actor.userId);
    if (!opened) throw new AppError('invitation_not_declined');
    return result(opened, null);
  }

  return {
    apply,
    cancelRequest,
    approve,
    cancelApprove,
    reject,
    deleteGame,
    acceptInvitation,
    declineInvitation,
    openGame,
  };
}
