import {
  GAME_MEDIA_IMAGE_PART,
  GAME_MEDIA_VIDEO_PART,
  gameMediaLimits,
  gameMediaMessages,
} from '@hanpan/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { ImageVariantSpec } from '../../integrations/images/image-processor.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deleteStoredFiles, storeImage, storeVideo, streamMultipartForm } from '../uploads/index.ts';

/** Photos like the start photo: 1280 px to view, 480 px for lists, both without enlarging. */
export const GAME_MEDIA_VARIANTS: readonly ImageVariantSpec[] = [
  { name: '1280', width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true },
  { name: '480', width: 480, height: 480, fit: 'inside', withoutEnlargement: true },
];

/** One stored file of the upload, in the order the client sent it. */
export interface ReceivedMedia {
  mediaType: 'IMAGE' | 'VIDEO';
  /** The key the row keeps (the 1280 px image, or the video). */
  fileKey: string;
  /** Every stored file of it (the image's variants), to delete if the row never commits. */
  allKeys: string[];
  contentType: string;
  sizeBytes: number;
  durationMs: number | null;
}

async function readImage(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // WARNING: the form's limit is the video one; a photo is held to its own while it streams.
    if (size > gameMediaLimits.imageMaxBytes) throw new AppError('file_too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A photo of the game re-encoded and stripped into its variants (415/413 on bad input). */
export async function storeGameMediaImage(
  storage: FileStorage,
  gameId: number,
  data: Buffer,
): Promise<ReceivedMedia> {
  const keys = await storeImage(storage, `game-media/${gameId}`, data, GAME_MEDIA_VARIANTS);
  return {
    mediaType: 'IMAGE',
    fileKey: keys['1280']!,
    allKeys: Object.values(keys),
    contentType: 'image/webp',
    sizeBytes: data.length,
    durationMs: null,
  };
}

/**
 * A video of the game stored as recorded (storeVideo: sniffed and measured in Node, 415 for what is
 * not MP4/QuickTime or WebM, 413/400 past the size and length limits); nothing is kept on refusal.
 */
export async function storeGameMediaVideo(
  storage: FileStorage,
  gameId: number,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
): Promise<ReceivedMedia> {
  const video = await storeVideo(storage, `game-videos/${gameId}`, stream, {
    maxBytes: gameMediaLimits.videoMaxBytes,
    maxDurationMs: gameMediaLimits.videoMaxSeconds * 1000 + VIDEO_DURATION_SLACK_MS,
  });
  return {
    mediaType: 'VIDEO',
    fileKey: video.key,
    allKeys: [video.key],
    contentType: video.contentType,
    sizeBytes: video.sizeBytes,
    durationMs: video.durationMs,
  };
}

/**
 * Reads POST /api/games/{id}/pictures (contract-notes: images in parts `pictures`, videos in
 * parts `videos`, in the order chosen) and stores each file as it arrives: photos re-encoded
 * (storeImage), videos streamed (storeVideo). More than `slots` files is the 5-item limit (409).
 * If anything fails, the files stored so far are deleted before the error goes on.
 */
export async function receiveGameMedia(
  request: FastifyRequest,
  {
    storage,
    gameId,
    slots,
    log,
  }: { storage: FileStorage; gameId: number; slots: number; log: FastifyBaseLogger },
): Promise<ReceivedMedia[]> {
  const received: ReceivedMedia[] = [];
  try {
    await streamMultipartForm(
      request,
      {
        fileFields: [GAME_MEDIA_IMAGE_PART, GAME_MEDIA_VIDEO_PART],
        // One more than allowed reaches onFile, which answers the limit in Korean.
        maxFiles: gameMediaLimits.maxItemsPerPlayer + 1,
        maxFileBytes: gameMediaLimits.videoMaxBytes,
        tooLargeMessage: gameMediaMessages.videoTooLarge,
      },
      async (file) => {
        if (received.length >= slots) throw new AppError('game_media_limit');
        if (file.fieldName === GAME_MEDIA_VIDEO_PART) {
          received.push(await storeGameMediaVideo(storage, gameId, file.stream));
        } else {
          received.push(await storeGameMediaImage(storage, gameId, await readImage(file.stream)));
        }
      },
    );
  } catch (error) {
    await deleteStoredFiles(
      storage,
      received.flatMap((item) => item.allKeys),
      log,
    );
    throw error;
  }
  if (received.length === 0) throw new AppError('game_media_empty');
  return received;
}

/**
 * A recording the phone stopped at 120 s lasts a few frames more in its container (the last
 * frame's length, audio priming); half a second keeps those while a 121 s video is still refused.
 */
const VIDEO_DURATION_SLACK_MS = 500;
