import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { mp4Fixture, webmFixture } from '../../integrations/video/video-fixtures.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { storeVideo } from './stored-videos.ts';

const MB = 1024 * 1024;
const limits = { maxBytes: 50 * MB, maxDurationMs: 120_000 };
let root: string;
let storage: ReturnType<typeof createLocalFileStorage>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'stored-videos-'));
  storage = createLocalFileStorage(root, 'https://hanpan.test');
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** `total` bytes in 1 MB chunks made on demand; counts how many were pulled. */
function endless(head: Buffer, total: number) {
  const counter = { pulled: 0 };
  const stream = Readable.from(
    (function* () {
      yield head;
      for (let sent = head.length; sent < total; sent += MB) {
        counter.pulled += 1;
        yield Buffer.alloc(Math.min(MB, total - sent));
      }
    })(),
  );
  return { stream, counter };
}

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
};

describe('storeVideo', () => {
  it('stores the bytes as recorded under a random key with the container’s extension', async () => {
    const webm = webmFixture({ lastBlockMs: 5_000 });
    const stored = await storeVideo(storage, 'game-videos/3', Readable.from([webm]), limits);
    expect(stored).toMatchObject({ contentType: 'video/webm', durationMs: 5_000, sizeBytes: webm.length });
    expect(stored.key).toMatch(/^game-videos\/3\/[0-9a-f]{32}-video\.webm$/);
    expect((await readFile(join(root, stored.key))).equals(webm)).toBe(true);
  });

  it('stops reading just past 50 MB (413) and keeps nothing, never holding the file', async () => {
    const { stream, counter } = endless(mp4Fixture({ seconds: 10 }), 200 * MB);
    const tempRoot = await mkdtemp(join(tmpdir(), 'stored-videos-temp-'));
    expect(await codeOf(storeVideo(storage, 'game-videos/4', stream, { ...limits, tempRoot }))).toBe(
      'video_too_large',
    );
    // It gave up after ~50 of the 200 chunks instead of reading the rest.
    expect(counter.pulled).toBeLessThanOrEqual(52);
    expect(await readdir(root)).not.toContain('game-videos/4');
    expect(await readdir(tempRoot)).toEqual([]);
    await rm(tempRoot, { recursive: true, force: true });
  });

  it('refuses what is not a video (415) and one over 120 s (400), storing neither', async () => {
    const text = Readable.from([Buffer.from('plain text named clip.mp4')]);
    expect(await codeOf(storeVideo(storage, 'game-videos/5', text, limits))).toBe('unsupported_video');
    const long = Readable.from([mp4Fixture({ seconds: 121 })]);
    expect(await codeOf(storeVideo(storage, 'game-videos/5', long, limits))).toBe('video_too_long');
    await expect(readdir(join(root, 'game-videos/5'))).rejects.toThrow();
  });
});
