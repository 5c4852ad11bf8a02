import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fragmentedMp4Fixture, mp4Fixture, webmFixture } from './video-fixtures.ts';
import { bufferSource, fileSource, probeVideo, VideoRejectedError } from './video-probe.ts';

const probe = (data: Buffer) => probeVideo(bufferSource(data));
const rejection = async (data: Buffer) => {
  const error = await probe(data).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(VideoRejectedError);
  return (error as VideoRejectedError).reason;
};

describe('MP4 / QuickTime', () => {
  it('reads the movie header duration behind the media data, in both header versions', async () => {
    expect(await probe(mp4Fixture({ seconds: 12 }))).toEqual({
      container: 'mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      durationMs: 12_000,
    });
    expect((await probe(mp4Fixture({ seconds: 121, version: 1 }))).durationMs).toBe(121_000);
  });

  it('calls a qt brand QuickTime and falls back to the longest track when the movie says 0', async () => {
    const movie = await probe(mp4Fixture({ seconds: 0, trackSeconds: 33, brand: 'qt  ' }));
    expect(movie).toMatchObject({ container: 'quicktime', contentType: 'video/quicktime', extension: 'mov' });
    expect(movie.durationMs).toBe(33_000);
  });

  it('adds up the fragments of a fragmented MP4 without a duration header (MediaRecorder)', async () => {
    const perSample = fragmentedMp4Fixture({ totalMs: 7_000, fragmentMs: 2_000, sampleMs: 40 });
    expect(await probe(perSample)).toMatchObject({ container: 'mp4', durationMs: 7_000 });
    const byDefault = fragmentedMp4Fixture({
      totalMs: 121_000,
      fragmentMs: 5_000,
      sampleMs: 50,
      perSample: false,
    });
    expect((await probe(byDefault)).durationMs).toBe(121_000);
  });

  it('refuses a box tree without a duration, or one that runs past the file', async () => {
    expect(await rejection(mp4Fixture({ seconds: 0, trackSeconds: 0 }))).toBe('no_duration');
    expect(await rejection(mp4Fixture({ seconds: 10 }).subarray(0, 200))).toBe('not_video');
  });
});

describe('WebM', () => {
  it('reads the Segment Info duration when the file has one', async () => {
    expect(await probe(webmFixture({ durationMs: 45_500, lastBlockMs: 3_000 }))).toEqual({
      container: 'webm',
      contentType: 'video/webm',
      extension: 'webm',
      durationMs: 45_500,
    });
  });

  it("takes the last block's time when there is none (MediaRecorder, unknown-size clusters)", async () => {
    expect((await probe(webmFixture({ lastBlockMs: 121_000 }))).durationMs).toBe(121_000);
    expect((await probe(webmFixture({ lastBlockMs: 4_040, stepMs: 33 }))).durationMs).toBe(4_026);
  });

  it('refuses a Matroska document that is not WebM and one without any frame', async () => {
    expect(await rejection(webmFixture({ lastBlockMs: 1000, docType: 'matroska' }))).toBe('not_video');
    expect(await rejection(webmFixture({ lastBlockMs: 0 }))).toBe('no_duration');
  });
});

describe('any other bytes', () => {
  it('refuses a picture, text or an empty file, whatever its name', async () => {
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb0043', 'hex');
    expect(await rejection(jpeg)).toBe('not_video');
    expect(await rejection(Buffer.from('this is not a video, just text renamed to .mp4'))).toBe('not_video');
    expect(await rejection(Buffer.alloc(0))).toBe('not_video');
  });

  it('reads a file through its window without loading it whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'probe-'));
    try {
      const path = join(dir, 'v.webm');
      await writeFile(path, webmFixture({ lastBlockMs: 90_000, stepMs: 20, frameBytes: 2000 }));
      const handle = await open(path);
      const { size } = await handle.stat();
      const reads: number[] = [];
      const source = fileSource(handle, size);
      const counted = { size, read: (o: number, l: number) => (reads.push(l), source.read(o, l)) };
      expect((await probeVideo(counted)).durationMs).toBe(90_000);
      await handle.close();
      expect(size).toBeGreaterThan(9_000_000);
      expect(Math.max(...reads)).toBeLessThan(64 * 1024);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
