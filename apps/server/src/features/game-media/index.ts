import { Readable } from 'node:stream';
import type { GameMedia } from '@hanpan/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { deleteStoredFiles, registerMultipart } from '../uploads/index.ts';
import { storeGameMediaImage, storeGameMediaVideo, type ReceivedMedia } from './game-media-form.ts';
import { presentGameMedia } from './game-media.presenter.ts';
import * as queries from './game-media.queries.ts';
import { gameMediaRoutes } from './game-media.routes.ts';
import { createGameMediaService } from './game-media.service.ts';

/**
 * Match media (issue 19 item 1, decision 026): after a completed match each player attaches up to
 * five photos or videos to the game. Owns `game_media`; reads games and match results only through
 * their index.ts. Files: `game-media/<gameId>/…` (re-encoded photos) and `game-videos/<gameId>/…`
 * (videos as recorded), served by /uploads with Range.
 */
export async function gameMediaFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await registerMultipart(app);
  const gameMedia = createGameMediaService({ db: deps.db, storage: deps.storage, log: app.log });
  await app.register(gameMediaRoutes, { ...deps, gameMedia });
}

/** Both players' items of a game, for the result (match's deps, passed in by app.ts). */
export async function listGameMediaOf(db: Db, storage: FileStorage, gameId: number): Promise<GameMedia[]> {
  return (await queries.listGameMedia(db, gameId)).map((row) => presentGameMedia(row, storage));
}

/** A game's items as a column of the caller's statement (the feed's page, issue 20). */
export const gameMediaJsonSql = queries.gameMediaJsonSql;

/**
 * Photos a player took of a game, attached as their upload would be (the demo seed, issue 19
 * item 8): the same checks and 5-item limit (openSlots), the same re-encoding and stripping
 * (storeGameMediaImage), the same transaction (attachMedia). Files stored before a failure are
 * deleted.
 */
export async function attachGamePhotos(
  { db, storage, log }: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  actor: { userId: number },
  gameId: number,
  photos: readonly Buffer[],
): Promise<GameMedia[]> {
  const gameMedia = createGameMediaService({ db, storage, log });
  const slots = await gameMedia.openSlots(actor, gameId);
  if (photos.length > slots) throw new AppError('game_media_limit');
  const received: ReceivedMedia[] = [];
  try {
    for (const photo of photos) received.push(await storeGameMediaImage(storage, gameId, photo));
  } catch (error) {
    await deleteStoredFiles(
      storage,
      received.flatMap((item) => item.allKeys),
      log,
    );
    throw error;
  }
  return (await gameMedia.attachMedia(actor, gameId, received)).map((row) => presentGameMedia(row, storage));
}

/**
 * A video a player recorded of a game, attached as their upload would be (the demo seed, issue 20
 * item 7): the same checks and 5-item limit (openSlots), the same probe, limits and storage under
 * `game-videos/<gameId>/` (storeGameMediaVideo), the same transaction (attachMedia, which deletes
 * the file if the row does not commit).
 */
export async function attachGameVideo(
  { db, storage, log }: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  actor: { userId: number },
  gameId: number,
  video: Buffer,
): Promise<GameMedia> {
  const gameMedia = createGameMediaService({ db, storage, log });
  await gameMedia.openSlots(actor, gameId);
  const received = await storeGameMediaVideo(storage, gameId, Readable.from([video]));
  const [row] = await gameMedia.attachMedia(actor, gameId, [received]);
  return presentGameMedia(row!, storage);
}

/** The files to keep (features/uploads/orphan-sweep.ts): photos by their 1280 px key, videos by theirs. */
export const findReferencedGameMediaKeys = (db: Db, keys: string[]) =>
  queries.findReferencedFileKeys(db, keys);

/**
 * Account deletion: the person's photos and videos go with their rows; the files, no longer
 * pointed at, are deleted by the hourly orphan sweep (decision 006), as a deleted comment's are.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteByUploader(tx, userId);
}
