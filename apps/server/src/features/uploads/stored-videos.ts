import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/app-error.ts';
import {
  fileSource,
  probeVideo,
  VideoRejectedError,
  type VideoProbe,
} from '../../integrations/video/video-probe.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export interface StoredVideo extends VideoProbe {
  key: string;
  sizeBytes: number;
}

export interface StoreVideoOptions {
  maxBytes: number;
  maxDurationMs: number;
  /** Where the temp file goes (the system's temp folder unless given). */
  tempRoot?: string;
}

/** Thrown while the bytes stream in, so nothing past the limit is written anywhere. */
class TooLargeError extends Error {}

/**
 * Stores an uploaded video as recorded (decision 026): the part streams to a temp file, counted
 * as it goes (413 past `maxBytes`, nothing kept), its container and duration are read from the
 * temp file's headers (415 for anything that is not MP4/QuickTime or WebM, 400 past
 * `maxDurationMs`), then the file moves into storage under
 * `<prefix>/<128-bit hex>-video.<mp4|mov|webm>`. The whole file is never in memory.
 */
export async function storeVideo(
  storage: FileStorage,
  prefix: string,
  input: NodeJS.ReadableStream & { truncated?: boolean },
  options: StoreVideoOptions,
): Promise<StoredVideo> {
  const dir = await mkdtemp(join(options.tempRoot ?? tmpdir(), 'hanpan-video-'));
  const path = join(dir, 'upload');
  try {
    let sizeBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        done(sizeBytes > options.maxBytes ? new TooLargeError() : null, chunk);
      },
    });
    try {
      await pipeline(input, counter, createWriteStream(path));
    } catch (error) {
      if (error instanceof TooLargeError) throw new AppError('video_too_large');
      throw error;
    }
    // busboy cuts a part at its own limit without an error: a cut file is a file too large.
    if (input.truncated) throw new AppError('video_too_large');
    const probe = await probeFile(path, sizeBytes);
    if (probe.durationMs > options.maxDurationMs) throw new AppError('video_too_long');
    const key = `${prefix}/${randomBytes(16).toString('hex')}-video.${probe.extension}`;
    await storage.putFile(key, path, probe.contentType);
    return { ...probe, key, sizeBytes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function probeFile(path: string, size: number): Promise<VideoProbe> {
  const handle = await open(path);
  try {
    return await probeVideo(fileSource(handle, size));
  } catch (error) {
    if (error instanceof VideoRejectedError) throw new AppError('unsupported_video');
    throw error;
  } finally {
    await handle.close();
  }
}
