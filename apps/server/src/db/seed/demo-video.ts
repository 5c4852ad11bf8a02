import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { attachGameVideo } from '../../features/game-media/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../db.ts';
import { gameMedia, games, matchResults, users } from '../schema/index.ts';

/** The demo video: 4 s of a rally, portrait like a phone's, 8 frames a second. */
export const DEMO_VIDEO = { width: 360, height: 640, fps: 8, seconds: 4 } as const;

/** One frame: a ball crossing a table-tennis table and back, with the clock running. */
function rallyFrameSvg(frame: number): string {
  const { width, height, fps, seconds } = DEMO_VIDEO;
  const t = frame / fps;
  // One crossing a second, bouncing once on each half.
  const phase = t % 1;
  const forward = Math.floor(t) % 2 === 0;
  const y = forward ? 150 + phase * 340 : 490 - phase * 340;
  const hop = Math.abs(Math.sin(phase * Math.PI * 2)) * 40;
  const x = 180 + Math.sin(t * 2.1) * 70 - hop;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Noto Sans CJK KR, sans-serif">
    <rect width="${width}" height="${height}" fill="#1a365d"/>
    <rect x="60" y="140" width="240" height="360" rx="6" fill="#22543d" stroke="#fff" stroke-width="4"/>
    <line x1="180" y1="140" x2="180" y2="500" stroke="#fff" stroke-width="2"/>
    <rect x="48" y="316" width="264" height="8" fill="#e2e8f0"/>
    <ellipse cx="${x.toFixed(1)}" cy="${(y + 10).toFixed(1)}" rx="9" ry="4" fill="#000" opacity="0.35"/>
    <circle cx="${x.toFixed(1)}" cy="${(y - hop / 3).toFixed(1)}" r="10" fill="#f6ad55"/>
    <text x="180" y="80" font-size="30" text-anchor="middle" fill="#fff">오늘의 랠리</text>
    <text x="180" y="580" font-size="28" text-anchor="middle" fill="#fefcbf">0:0${Math.min(seconds - 1, Math.floor(t))}</text>
  </svg>`;
}

/** A frame as a VP8 key frame: the bitstream a lossy WebP carries in its 'VP8 ' chunk. */
async function vp8KeyFrame(svg: string): Promise<Buffer> {
  const webp = await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 40 }).toBuffer();
  // RIFF <size> WEBP, then one chunk: 'VP8 ' <size, little-endian> <the VP8 frame>.
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('expected a simple lossy WebP');
  return webp.subarray(20, 20 + webp.readUInt32LE(16));
}

// --- WebM (Matroska) writing: elements are an id, a size and a body ---

function vintSize(size: number): Buffer {
  // Always 8 bytes (0x01 then 7 bytes of size): valid, and sizes never need a second pass.
  const data = Buffer.alloc(8);
  data[0] = 0x01;
  data.writeUIntBE(size, 2, 6);
  return data;
}
const element = (id: number, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  return Buffer.concat([Buffer.from(id.toString(16), 'hex'), vintSize(content.length), content]);
};
const uint = (value: number) => {
  const bytes = Math.max(1, Math.ceil(value.toString(16).length / 2));
  const data = Buffer.alloc(bytes);
  data.writeUIntBE(value, 0, bytes);
  return data;
};
const float64 = (value: number) => {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value, 0);
  return data;
};
const text = (value: string) => Buffer.from(value, 'latin1');

/**
 * A short WebM a phone could have recorded, made from nothing but sharp (decision 026's quick start
 * has no ffmpeg): every frame is drawn as SVG, encoded as a lossy WebP, whose payload is a VP8 key
 * frame, and muxed as a VP8 track. Browsers play it; the server's video probe reads its duration.
 * The same bytes on every run (no clock, no randomness).
 */
export async function renderDemoVideo(): Promise<Buffer> {
  const { width, height, fps, seconds } = DEMO_VIDEO;
  const frameMs = 1000 / fps;
  const blocks: Buffer[] = [];
  for (let frame = 0; frame < fps * seconds; frame++) {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(Math.round(frame * frameMs), 1); // ms after the cluster's start
    head[3] = 0x80; // a key frame
    blocks.push(element(0xa3, head, await vp8KeyFrame(rallyFrameSvg(frame))));
  }
  const header = element(
    0x1a45dfa3,
    element(0x4286, uint(1)), // EBMLVersion
    element(0x42f7, uint(1)), // EBMLReadVersion
    element(0x42f2, uint(4)), // EBMLMaxIDLength
    element(0x42f3, uint(8)), // EBMLMaxSizeLength
    element(0x4282, text('webm')), // DocType
    element(0x4287, uint(2)), // DocTypeVersion
    element(0x4285, uint(2)), // DocTypeReadVersion
  );
  const info = element(
    0x1549a966,
    element(0x2ad7b1, uint(1_000_000)), // TimecodeScale: 1 ms
    element(0x4489, float64(seconds * 1000)), // Duration (ms)
    element(0x4d80, text('hanpan demo seed')), // MuxingApp
    element(0x5741, text('hanpan demo seed')), // WritingApp
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae, // TrackEntry
      element(0xd7, uint(1)), // TrackNumber
      element(0x73c5, uint(1)), // TrackUID
      element(0x83, uint(1)), // TrackType: video
      element(0x9c, uint(0)), // FlagLacing
      element(0x86, text('V_VP8')), // CodecID
      element(0x23e383, uint(Math.round(1e9 / fps))), // DefaultDuration (ns)
      element(0xe0, element(0xb0, uint(width)), element(0xba, uint(height))), // PixelWidth, PixelHeight
    ),
  );
  const cluster = element(0x1f43b675, element(0xe7, uint(0)), ...blocks);
  return Buffer.concat([header, element(0x18538067, info, tracks, cluster)]);
}

/**
 * One video in the demo feed (issue 20 item 7): on the latest finished demo match, from its
 * opponent, stored through game-media's own upload path (probe, limits, `game-videos/<gameId>/`),
 * so its URL is absolute and /uploads serves it with Range like a recorded one. Idempotent: once
 * any demo match has a video, nothing is added.
 */
export async function seedDemoVideo(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db
    .select({ id: gameMedia.id })
    .from(gameMedia)
    .innerJoin(games, eq(games.id, gameMedia.gameId))
    .innerJoin(users, eq(users.id, games.ownerId))
    .where(and(eq(gameMedia.mediaType, 'VIDEO'), eq(users.isDemo, true)))
    .limit(1);
  if (existing) return;
  const [latest] = await db
    .select({ id: games.id, opponentId: games.opponentId })
    .from(games)
    .innerJoin(matchResults, eq(matchResults.gameId, games.id))
    .innerJoin(users, eq(users.id, games.ownerId))
    .where(and(eq(games.status, 'COMPLETED'), eq(matchResults.abandoned, false), eq(users.isDemo, true)))
    .orderBy(desc(games.startedAt), desc(games.id))
    .limit(1);
  if (!latest || latest.opponentId === null) return;
  await attachGameVideo(
    { db, storage, log },
    { userId: latest.opponentId },
    latest.id,
    await demoVideoBytes(),
  );
}

/**
 * The demo video, rendered once per process: drawing its frames through sharp took ~0.5 s of every
 * seed, and the test files that seed share a process (decision 036). The bytes never change
 * (renderDemoVideo's test checks that), so the first rendering serves every seed.
 */
let rendered: Promise<Buffer> | null = null;
function demoVideoBytes(): Promise<Buffer> {
  rendered ??= renderDemoVideo().catch((failure: unknown) => {
    rendered = null;
    throw failure;
  });
  return rendered;
}
