import { gameMediaLimits } from '@hanpan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findGame } from '../games/index.ts';
import { findMatchResult } from '../match/index.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import type { ReceivedMedia } from './game-media-form.ts';
import * as queries from './game-media.queries.ts';

export type GameMediaService = ReturnType<typeof createGameMediaService>;

export function createGameMediaService({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  /** Only the game's two players, only after a completed match that was not abandoned. */
  async function assertCanAttach(actor: Pick<AuthUser, 'userId'>, gameId: number) {
    const game = await findGame(db, gameId);
    if (!game) throw new AppError('game_not_found');
    if (game.ownerId !== actor.userId && game.opponentId !== actor.userId)
      throw new AppError('forbidden', '이 경기의 선수만 사진이나 동영상을 올릴 수 있어요.');
    const result = await findMatchResult(db, game.id);
    if (game.status !== 'COMPLETED' || !result) throw new AppError('game_media_not_allowed');
    if (result.abandoned) throw new AppError('game_media_abandoned');
  }

  /**
   * Before the body is read: who may attach and how many items are left (409 when none), so a
   * refused upload stores nothing.
   */
  async function openSlots(actor: Pick<AuthUser, 'userId'>, gameId: number): Promise<number> {
    await assertCanAttach(actor, gameId);
    const slots =
      gameMediaLimits.maxItemsPerPlayer - (await queries.findLastPosition(db, gameId, actor.userId));
    if (slots <= 0) throw new AppError('game_media_limit');
    return slots;
  }

  /**
   * The stored files become the player's next items, in the order received. WARNING: the unique
   * (game, uploader, position) index is the limit's guarantee: two uploads racing for the same
   * slots cannot both commit (the loser hears game_media_limit and its files are deleted).
   */
  async function attachMedia(actor: Pick<AuthUser, 'userId'>, gameId: number, received: ReceivedMedia[]) {
    try {
      return await db.transaction(async (tx) => {
        const last = await queries.findLastPosition(tx, gameId, actor.userId);
        if (last + received.length > gameMediaLimits.maxItemsPerPlayer)
          throw new AppError('game_media_limit');
        return queries.insertMedia(
          tx,
          received.map((item, index) => ({
            gameId,
            uploaderId: actor.userId,
            position: last + index + 1,
            mediaType: item.mediaType,
            fileKey: item.fileKey,
            contentType: item.contentType,
            sizeBytes: item.sizeBytes,
            durationMs: item.durationMs,
          })),
        );
      });
    } catch (error) {
      await deleteStoredFiles(
        storage,
        received.flatMap((item) => item.allKeys),
        log,
      );
      throw error;
    }
  }

  return { openSlots, attachMedia };
}
