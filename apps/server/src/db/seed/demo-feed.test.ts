import { GameResultSchema } from '@hanpan/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStoredFiles } from '../../features/uploads/uploads.test-support.ts';
import { bufferSource, probeVideo } from '../../integrations/video/video-probe.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { friendships, gameMedia, games, matchResults, reviews, userBlocks, users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_VIDEO, renderDemoVideo } from './demo-video.ts';

let t: TestApp;
let root: string;
const seed = () => seedDemoData(t.db, t.app.deps.storage);

/** The whole demo seed, on a runner shared with other work, takes a while. */
const SEED_MS = 180_000;

beforeAll(async () => {
  t = await createTestApp();
  root = t.app.deps.storage.root!;
  await seed();
}, SEED_MS);
afterAll(() => t.close());

/** The first SimpleBlock's frame of a WebM (sizes as the writer gives them, any vint length). */
function firstFrame(webm: Buffer): Buffer {
  const vint = (at: number, keepMarker: boolean) => {
    const length = Math.clz32(webm[at]!) - 23;
    let value = keepMarker ? webm[at]! : webm[at]! & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + webm[at + i]!;
    return { value, length };
  };
  const containers = new Set([0x18538067, 0x1f43b675]); // Segment, Cluster
  for (let at = 0; at < webm.length;) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    const body = at + id.length + size.length;
    if (id.value === 0xa3) return webm.subarray(body + 4, body + size.value); // track, time, flags
    at = containers.has(id.value) ? body : body + size.value;
  }
  throw new Error('no SimpleBlock');
}

/** A VP8 key frame wrapped back into the lossy WebP it came from. */
function asWebp(frame: Buffer): Buffer {
  const chunk = Buffer.alloc(8);
  chunk.write('VP8 ', 0, 'latin1');
  chunk.writeUInt32LE(frame.length, 4);
  const padded = frame.length % 2 ? Buffer.concat([frame, Buffer.alloc(1)]) : frame;
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + 8 + padded.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunk, padded]);
}

describe('the demo feed (issue 20 item 7)', () => {
  it('has a small WebM made the same way every time: the probe accepts it and its frames decode', async () => {
    const video = await renderDemoVideo();
    expect((await renderDemoVideo()).equals(video)).toBe(true);
    expect(video.length).toBeLessThan(200_000);
    expect(await probeVideo(bufferSource(video))).toEqual({
      container: 'webm',
      contentType: 'video/webm',
      extension: 'webm',
      durationMs: DEMO_VIDEO.seconds * 1000,
    });
    const frame = await sharp(asWebp(firstFrame(video))).metadata();
    expect({ format: frame.format, width: frame.width, height: frame.height }).toEqual({
      format: 'webp',
      width: DEMO_VIDEO.width,
      height: DEMO_VIDEO.height,
    });
  });

  it('puts one video on the latest finished match, from its opponent, served with Range like an upload', async () => {
    const videos = (await t.db.select().from(gameMedia)).filter((row) => row.mediaType === 'VIDEO');
    expect(videos).toHaveLength(1);
    const video = videos[0]!;
    const finished = await t.db
      .select({ id: games.id, opponentId: games.opponentId, startedAt: games.startedAt })
      .from(games)
      .innerJoin(matchResults, eq(matchResults.gameId, games.id))
      .where(eq(games.status, 'COMPLETED'));
    const latest = finished.sort(
      (a, b) => b.startedAt!.getTime() - a.startedAt!.getTime() || b.id - a.id,
    )[0]!;
    expect(video).toMatchObject({
      gameId: latest.id,
      uploaderId: latest.opponentId,
      contentType: 'video/webm',
      durationMs: DEMO_VIDEO.seconds * 1000,
    });
    expect(video.fileKey).toMatch(new RegExp(`^game-videos/${latest.id}/[0-9a-f]{32}-video\\.webm$`));

    const res = await t.app.inject({
      url: `/api/games/${latest.id}/result`,
      headers: await t.authHeader({ id: latest.opponentId! }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = GameResultSchema.parse(res.json()).media!.find((media) => media.mediaType === 'VIDEO')!;
    expect(item).toMatchObject({ id: video.id, contentType: 'video/webm', duration: DEMO_VIDEO.seconds });
    const url = new URL(item.url);
    expect(url.protocol).toMatch(/^https?:$/);
    const part = await t.app.inject({ url: url.pathname, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.sizeBytes}`);
    expect(part.rawPayload.equals((await renderDemoVideo()).subarray(0, 100))).toBe(true);
  });

  it('has finished matches with photos and reviews, and open 경기 to join', async () => {
    const media = await t.db.select().from(gameMedia);
    const written = await t.db.select().from(reviews);
    const photographed = new Set(media.filter((row) => row.mediaType === 'IMAGE').map((row) => row.gameId));
    const withBoth = [...photographed].filter((gameId) => written.some((review) => review.gameId === gameId));
    expect(withBoth.length).toBeGreaterThanOrEqual(3);

    const now = Date.now();
    const open = (await t.db.select().from(games)).filter(
      (game) =>
        game.status === 'MATCHING' &&
        !game.isFriendGame &&
        (game.matchDate === null || game.matchDate.getTime() > now),
    );
    expect(open.length).toBeGreaterThanOrEqual(3);
  });

  it('has, for 서연, upcoming 경기 of her friends: an open one and a friend-game invitation to her', async () => {
    const [seoyeon] = await t.db.select().from(users).where(eq(users.username, 'seoyeon'));
    const me = seoyeon!.id;
    const friendIds = (await t.db.select().from(friendships))
      .filter((row) => row.status === 'ACCEPTED' && (row.userLow === me || row.userHigh === me))
      .map((row) => (row.userLow === me ? row.userHigh : row.userLow));
    const blocked = (await t.db.select().from(userBlocks)).flatMap((row) => [row.blockerId, row.blockedId]);
    const upcoming = (await t.db.select().from(games)).filter(
      (game) =>
        friendIds.includes(game.ownerId) &&
        !blocked.includes(game.ownerId) &&
        (game.status === 'MATCHING' || game.status === 'SCHEDULED') &&
        game.opponentId !== me,
    );
    expect(upcoming.some((game) => !game.isFriendGame)).toBe(true);
    expect(upcoming.some((game) => game.isFriendGame && game.invitedFriendId === me)).toBe(true);
  });

  it(
    'adds no video and no file on a second seed',
    async () => {
      const rows = (await t.db.select().from(gameMedia)).length;
      const files = listStoredFiles(root).length;
      await seed();
      expect((await t.db.select().from(gameMedia)).length).toBe(rows);
      expect(listStoredFiles(root).length).toBe(files);
      expect(listStoredFiles(root).filter((key) => key.startsWith('game-videos/'))).toHaveLength(1);
    },
    SEED_MS,
  );
});
