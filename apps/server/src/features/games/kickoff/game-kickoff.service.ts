import {
  formatRegion,
  DEFAULT_MANNER_SCORE,
  mannerScoreOf,
  normaliseRegionText,
  type SetGameRegionBodySchema,
} from '@hanpan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/db.ts';
import type { GameRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { ImageVariantSpec } from '../../../integrations/images/image-processor.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { AuthUser } from '../../auth/index.ts';
import { assertNotBlocked } from '../../blocks/index.ts';
import { createGameChatRoom } from '../../chat/index.ts';
import type { Notifier } from '../../feature-deps.ts';
import { viewerOf } from '../../reports/index.ts';
import { findRuleVersion } from '../../rules/index.ts';
import { findActiveUser, findUserCards } from '../../users/index.ts';
import { deleteStoredFiles, storeImage } from '../../uploads/index.ts';
import { findGame } from '../shared/game-lookups.queries.ts';
import type { GameLiveDetail } from './game-kickoff.presenter.ts';
import * as kickoffQueries from './game-kickoff.queries.ts';
import { noCardStatsSql, type CardStatsSql } from '../shared/card-stats.queries.ts';
import { presentGameDetail, presentGameSummary } from './game-kickoff.presenter.ts';

/**
 * The start photo (경기 시작 인증샷) for the feed: the whole picture within 1280 px, and 480 px for
 * cards. Re-encoded like every upload (decision 006): orientation applied, metadata dropped.
 */
export const START_PHOTO_VARIANTS: readonly ImageVariantSpec[] = [
  { name: '1280', width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true },
  { name: '480', width: 480, height: 480, fit: 'inside', withoutEnlargement: true },
];

/** Stores a start photo for `gameId` (re-encoded); answers every stored key, the 1280 px one first. */
export async function storeStartPhoto(
  storage: FileStorage,
  gameId: number,
  photo: Buffer,
): Promise<string[]> {
  const keys = await storeImage(storage, `games/${gameId}`, photo, START_PHOTO_VARIANTS);
  return [keys['1280']!, keys['480']!];
}

const gameMissing = () => new AppError('not_found', '존재하지 않는 경기예요.');

/**
 * What live play (the match feature, issue 18) adds to a game's start and detail. `app.ts` passes
 * the match feature's functions through the games feature's deps, so games never imports it (the
 * match feature depends on games).
 */
export interface LiveMatchHooks {
  /** Inside the start's transaction: the match begins at the game's start instant. */
  beginMatch(tx: Db, game: GameRow): Promise<void>;
  /** After the start committed: the players hear about their active game. */
  matchBegun(game: GameRow): Promise<void>;
  /** What live play adds to the detail of any game (seq 0 and no state before the start). */
  liveDetail(db: Db, gameId: number): Promise<GameLiveDetail>;
}

interface KickoffDeps {
  db: Db;
  liveMatch?: LiveMatchHooks | undefined;
  storage: FileStorage;
  notifier: Notifier;
  /** The absolute base of links we hand out (PUBLIC_URL or this server). */
  publicBaseUrl: string;
  log: FastifyBaseLogger;
  /**
   * The summary's manner score and champion as fragments of its statement (app.ts's card
   * fragments, issue 17); without them 4.5 for everybody and no champion.
   */
  cardStatsSql?: CardStatsSql | undefined;
}

export function createGameKickoffService({
  db,
  storage,
  notifier,
  publicBaseUrl,
  log,
  liveMatch,
  cardStatsSql = noCardStatsSql,
}: KickoffDeps) {
  const inviteFacts = kickoffQueries.gameInviteStatement(cardStatsSql);
  async function loadGame(gameId: number): Promise<GameRow> {
    const game = await findGame(db, gameId);
    if (!game) throw gameMissing();
    return game;
  }

  async function ruleOf(game: GameRow) {
    const rule = await findRuleVersion(db, game.ruleId, game.ruleVersion);
    if (!rule) throw new AppError('rule_version_not_found');
    return rule;
  }

  /**
   * The owner sets (or changes) the place of a game that has not started. The address goes through
   * the one region normaliser; one no district matches is refused (place_not_found).
   */
  async function setGameRegion(
    actor: AuthUser,
    gameId: number,
    body: z.output<typeof SetGameRegionBodySchema>,
  ) {
    const game = await loadGame(gameId);
    if (game.ownerId !== actor.userId)
      throw new AppError('forbidden', '내가 만든 경기만 장소를 정할 수 있어요.');
    if (game.status !== 'MATCHING' && game.status !== 'SCHEDULED') throw new AppError('game_place_locked');
    const ref = normaliseRegionText(body.roadAddress);
    if (!ref) throw new AppError('place_not_found');
    const updated = await kickoffQueries.updateGamePlace(db, game.id, actor.userId, {
      placeRoad: body.roadAddress,
      placeDetail: body.detailAddress,
      province: ref.province,
      region: formatRegion(ref.province, ref.district),
    });
    // Started in between: the conditional update changed nothing.
    if (!updated) throw new AppError('game_place_locked');
    return detailOf(updated);
  }

  /**
   * SCHEDULED → IN_PROGRESS by the owner, with a place and the start photo, exactly once. The photo
   * is stored first (re-encoded), then one transaction creates the game's chat room and makes the
   * conditional update; a start that loses (a second tap, a race) rolls its room back, deletes its
   * photo and answers 409. The opponent hears GAME_START after the commit.
   */
  async function startGame(actor: AuthUser, gameId: number, photo: Buffer | undefined) {
    const game = await loadGame(gameId);
    if (game.ownerId !== actor.userId) throw new AppError('forbidden', '내가 만든 경기만 시작할 수 있어요.');
    if (game.status === 'IN_PROGRESS' || game.status === 'COMPLETED')
      throw new AppError('game_already_started');
    if (game.status !== 'SCHEDULED' || game.opponentId === null) throw new AppError('game_not_startable');
    if (game.placeRoad === null) throw new AppError('game_place_required');
    if (!photo || photo.length === 0) throw new AppError('start_photo_required');
    const opponentId = game.opponentId;
    await assertNotBlocked(db, actor.userId, opponentId);

    const keys = await storeStartPhoto(storage, game.id, photo);
    let started: GameRow;
    try {
      started = await db.transaction(async (tx) => {
        // One live game per player (issue 18 item 2): starts sharing a player queue here.
        await kickoffQueries.lockPlayersForStart(tx, [actor.userId, opponentId]);
        if (await kickoffQueries.hasGameInProgress(tx, [actor.userId, opponentId], game.id))
          throw new AppError('player_in_live_game');
        const chatRoomId = await createGameChatRoom(tx);
        const row = await kickoffQueries.markGameStarted(tx, game.id, actor.userId, {
          startPhotoKey: keys[0]!,
          chatRoomId,
        });
        if (row) {
          await liveMatch?.beginMatch(tx, row);
          return row;
        }
        const now = await findGame(tx, game.id);
        throw new AppError(
          now?.status === 'IN_PROGRESS' || now?.status === 'COMPLETED'
            ? 'game_already_started'
            : 'game_not_startable',
        );
      });
    } catch (error) {
      await deleteStoredFiles(storage, keys, log);
      throw error;
    }

    await liveMatch?.matchBegun(started);
    // The notifier never throws: the game has started whatever the delivery does.
    const owner = await findActiveUser(db, actor.userId);
    const rule = await findRuleVersion(db, started.ruleId, started.ruleVersion);
    await notifier.notify(opponentId, {
      type: 'GAME_START',
      title: '경기 시작',
      message: `${owner?.nickname ?? ''}님이 ${rule ? `'${rule.ruleTitle}' ` : ''}경기를 시작했어요. 지금 참여해 주세요.`,
      url: `/games/${started.id}/play`,
      actorId: actor.userId,
    });
    return detailOf(started);
  }

  async function detailOf(game: GameRow) {
    const rule = await ruleOf(game);
    const ids = game.opponentId === null ? [game.ownerId] : [game.ownerId, game.opponentId];
    const cards = new Map((await findUserCards(db, ids)).map((card) => [card.id, card]));
    const live = liveMatch ? await liveMatch.liveDetail(db, game.id) : undefined;
    return presentGameDetail(game, rule, cards, storage, live);
  }

  /** Spec §3 Game detail, for the two players only (anyone else: 403). */
  async function gameDetail(actor: AuthUser, gameId: number) {
    const game = await loadGame(gameId);
    if (game.ownerId !== actor.userId && game.opponentId !== actor.userId)
      throw new AppError('forbidden', '이 경기의 선수만 볼 수 있어요.');
    return detailOf(game);
  }

  /**
   * The game behind an invite code or link, when the caller may join it: open (MATCHING), random
   * (not a friend game), not hidden by an admin, its owner's account alive and no block either way.
   * Everything else answers the same 404, so the guessable code space tells nothing. One statement
   * (issue 17) brings what the summary shows with it.
   */
  async function openGameFor(actor: AuthUser, gameId: number) {
    const unavailable = new AppError('invite_game_unavailable');
    const facts = await kickoffQueries.findGameInviteFacts(inviteFacts, db, gameId, actor.userId);
    const game = facts?.game;
    if (!facts || !game || game.status !== 'MATCHING' || game.isFriendGame) throw unavailable;
    if (game.ownerId !== actor.userId) {
      if (!facts.owner || facts.owner.deletedAt) throw unavailable;
      if (facts.blocked) throw unavailable;
      if (!viewerOf(actor)?.isAdmin && facts.gameHidden) throw unavailable;
      // A game whose rule an admin hid since then is off the list: its invite shows nothing either.
      if (!viewerOf(actor)?.isAdmin && facts.ruleHidden) throw unavailable;
    }
    return { ...facts, game };
  }

  /** GET /api/games/summary?gameId= (the invite-code dialog). */
  async function gameSummary(actor: AuthUser, gameId: number) {
    const { game, rule, owner, applied, ownerManner, championId } = await openGameFor(actor, gameId);
    if (!rule) throw new AppError('rule_version_not_found');
    return presentGameSummary(
      game,
      rule,
      owner ?? undefined,
      applied,
      ownerManner ? mannerScoreOf(ownerManner.sum, ownerManner.count) : DEFAULT_MANNER_SCORE,
      storage,
      championId ?? null,
    );
  }

  /**
   * POST /api/invite?gameId=: a link anyone who may see the open game can share (the owner's share
   * button, the list's more menu). `/invite/{encoded}` tries the app, then the web fallback opens
   * the encoded address: the game list with the game selected. Never for a game an admin hid
   * (404 content_hidden, also to its owner).
   */
  async function inviteLink(actor: AuthUser, gameId: number) {
    const { game, gameHidden } = await openGameFor(actor, gameId);
    // Its owner still sees a hidden game, but a link to it would open on nothing (issue 16 item 22).
    if (gameHidden) throw new AppError('content_hidden');
    const target = `${publicBaseUrl}/game-list?gameId=${game.id}`;
    return { url: `${publicBaseUrl}/invite/${encodeURIComponent(target)}` };
  }

  /** The 'game' room kind: the two players of the game whose room it is. */
  function isGameRoomMember(userId: number, roomId: number) {
    return kickoffQueries.isGameRoomPlayer(db, roomId, userId);
  }

  return { setGameRegion, startGame, gameDetail, gameSummary, inviteLink, isGameRoomMember, detailOf };
}

export type GameKickoffService = ReturnType<typeof createGameKickoffService>;
