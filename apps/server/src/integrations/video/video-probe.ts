import type { FileHandle } from 'node:fs/promises';

/**
 * What a video upload is, read from its bytes in Node (decision 026: no ffmpeg, the quick start
 * needs only Node). The declared type and file name never count: MP4/QuickTime is an ISO-BMFF box
 * tree starting with `ftyp` (or an old QuickTime `moov`/`wide`/`mdat`), WebM an EBML document whose
 * DocType is `webm`. Only headers are read, at the offsets the boxes/elements give, so a 50 MB
 * file is never held in memory.
 */
export type VideoContainer = 'mp4' | 'quicktime' | 'webm';

export interface VideoProbe {
  container: VideoContainer;
  contentType: string;
  extension: 'mp4' | 'mov' | 'webm';
  durationMs: number;
}

export type VideoRejection = 'not_video' | 'no_duration';

export class VideoRejectedError extends Error {
  constructor(readonly reason: VideoRejection) {
    super(`video rejected: ${reason}`);
  }
}

/** Random access to the bytes being probed (a temp file, or a buffer in tests). */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes at `offset` (fewer at the end). */
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(data: Buffer): ByteSource {
  return {
    size: data.length,
    read: async (offset, length) => data.subarray(offset, Math.min(data.length, offset + length)),
  };
}

const WINDOW = 64 * 1024;

/** Reads a file through one 64 kB window: many small header reads, few system calls. */
export function fileSource(handle: FileHandle, size: number): ByteSource {
  let windowStart = -1;
  let window = Buffer.alloc(0);
  return {
    size,
    async read(offset, length) {
      const end = Math.min(size, offset + length);
      if (offset < windowStart || end > windowStart + window.length || windowStart < 0) {
        const buffer = Buffer.alloc(Math.max(WINDOW, length));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        windowStart = offset;
        window = buffer.subarray(0, bytesRead);
      }
      return window.subarray(offset - windowStart, end - windowStart);
    },
  };
}

export async function probeVideo(source: ByteSource): Promise<VideoProbe> {
  const head = await source.read(0, 64);
  if (head.length < 12) throw new VideoRejectedError('not_video');
  if (head.readUInt32BE(0) === EBML_ID) {
    return { container: 'webm', contentType: 'video/webm', extension: 'webm', ...(await webmProbe(source)) };
  }
  const type = head.toString('latin1', 4, 8);
  if (type === 'ftyp') {
    const quicktime = head.toString('latin1', 8, 12) === 'qt  ';
    return {
      container: quicktime ? 'quicktime' : 'mp4',
      contentType: quicktime ? 'video/quicktime' : 'video/mp4',
      extension: quicktime ? 'mov' : 'mp4',
      durationMs: await mp4DurationMs(source),
    };
  }
  if (type === 'moov' || type === 'wide' || type === 'mdat') {
    return {
      container: 'quicktime',
      contentType: 'video/quicktime',
      extension: 'mov',
      durationMs: await mp4DurationMs(source),
    };
  }
  throw new VideoRejectedError('not_video');
}

// ---------------------------------------------------------------------------------------------
// MP4 / QuickTime (ISO/IEC 14496-12): boxes of [size u32][type 4cc](largesize u64 when size = 1).

interface Box {
  type: string;
  start: number;
  /** First byte of the payload. */
  body: number;
  end: number;
}

async function* boxes(source: ByteSource, from: number, to: number): AsyncGenerator<Box> {
  let offset = from;
  while (offset + 8 <= to) {
    const header = await source.read(offset, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let body = offset + 8;
    if (size === 1) {
      if (header.length < 16) throw new VideoRejectedError('not_video');
      size = Number(header.readBigUInt64BE(8));
      body = offset + 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < body - offset || offset + size > to) {
      // A box running past its parent: a truncated or forged file.
      throw new VideoRejectedError('not_video');
    }
    yield { type, start: offset, body, end: offset + size };
    offset += size;
  }
}

/** mvhd / mdhd: [version][flags 3] then times; answers [timescale, duration] or undefined. */
async function headerDuration(source: ByteSource, box: Box): Promise<[number, number] | undefined> {
  const data = await source.read(box.body, 32);
  if (data.length < 20) return undefined;
  if (data[0] === 1) {
    if (data.length < 32) return undefined;
    return [data.readUInt32BE(20), Number(data.readBigUInt64BE(24))];
  }
  const duration = data.readUInt32BE(16);
  // All ones: "unknown" in version 0.
  return [data.readUInt32BE(12), duration === 0xffffffff ? 0 : duration];
}

const toMs = ([timescale, duration]: [number, number]) =>
  timescale > 0 ? Math.round((duration * 1000) / timescale) : 0;

async function mp4DurationMs(source: ByteSource): Promise<number> {
  let movieMs = 0;
  let movieTimescale = 0;
  let fragmentMs = 0;
  let trackMs = 0;
  let sawMoov = false;
  /** Per track id: its media timescale and the default sample duration (fragmented files). */
  const tracks = new Map<number, { timescale: number; defaultDuration: number; end: number }>();
  const fragments: Box[] = [];
  for await (const top of boxes(source, 0, source.size)) {
    if (top.type === 'moof') fragments.push(top);
    if (top.type !== 'moov') continue;
    sawMoov = true;
    for await (const child of boxes(source, top.body, top.end)) {
      if (child.type === 'mvhd') {
        const header = await headerDuration(source, child);
        if (header) {
          movieTimescale = header[0];
          movieMs = toMs(header);
        }
      } else if (child.type === 'mvex') {
        // Fragmented MP4 (what some recorders write): mehd carries the whole duration.
        for await (const entry of boxes(source, child.body, child.end)) {
          const data = await source.read(entry.body, 16);
          if (entry.type === 'mehd' && data.length >= 8) {
            const duration = data[0] === 1 ? Number(data.readBigUInt64BE(4)) : data.readUInt32BE(4);
            if (movieTimescale > 0) fragmentMs = toMs([movieTimescale, duration]);
          } else if (entry.type === 'trex' && data.length >= 16) {
            const track = trackOf(tracks, data.readUInt32BE(4));
            track.defaultDuration = data.readUInt32BE(12);
          }
        }
      } else if (child.type === 'trak') {
        let trackId = 0;
        let timescale = 0;
        for await (const part of boxes(source, child.body, child.end)) {
          if (part.type === 'tkhd') {
            const data = await source.read(part.body, 24);
            if (data.length >= 24) trackId = data.readUInt32BE(data[0] === 1 ? 20 : 12);
          }
          if (part.type !== 'mdia') continue;
          for await (const mdhd of boxes(source, part.body, part.end)) {
            if (mdhd.type !== 'mdhd') continue;
            const header = await headerDuration(source, mdhd);
            if (header) {
              timescale = header[0];
              trackMs = Math.max(trackMs, toMs(header));
            }
          }
        }
        if (trackId > 0) trackOf(tracks, trackId).timescale = timescale;
      }
    }
  }
  if (!sawMoov) throw new VideoRejectedError('not_video');
  const durationMs = movieMs || fragmentMs || trackMs || (await fragmentsEndMs(source, fragments, tracks));
  if (durationMs <= 0) throw new VideoRejectedError('no_duration');
  return durationMs;
}

function trackOf(
  tracks: Map<number, { timescale: number; defaultDuration: number; end: number }>,
  id: number,
) {
  let track = tracks.get(id);
  if (!track) tracks.set(id, (track = { timescale: 0, defaultDuration: 0, end: 0 }));
  return track;
}

/** Most samples a run may list: a 120 s video at 240 frames a second, with room to spare. */
const MAX_RUN_SAMPLES = 100_000;

/**
 * A fragmented file whose headers carry no duration (Chrome's MediaRecorder MP4): each fragment's
 * track runs (moof/traf: tfhd, tfdt, trun) say when its samples start and how long they last;
 * the latest end of any track is the length.
 */
async function fragmentsEndMs(
  source: ByteSource,
  fragments: Box[],
  tracks: Map<number, { timescale: number; defaultDuration: number; end: number }>,
): Promise<number> {
  for (const moof of fragments) {
    for await (const traf of boxes(source, moof.body, moof.end)) {
      if (traf.type !== 'traf') continue;
      let track: ReturnType<typeof trackOf> | undefined;
      let defaultDuration = 0;
      for await (const box of boxes(source, traf.body, traf.end)) {
        if (box.type === 'tfhd') {
          const data = await source.read(box.body, 32);
          if (data.length < 8) continue;
          const flags = data.readUIntBE(1, 3);
          track = trackOf(tracks, data.readUInt32BE(4));
          defaultDuration = track.defaultDuration;
          const at = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
          if (flags & 0x08 && data.length >= at + 4) defaultDuration = data.readUInt32BE(at);
        } else if (box.type === 'tfdt' && track) {
          const data = await source.read(box.body, 12);
          if (data.length >= 8)
            track.end = data[0] === 1 ? Number(data.readBigUInt64BE(4)) : data.readUInt32BE(4);
        } else if (box.type === 'trun' && track) {
          const head = await source.read(box.body, 8);
          if (head.length < 8) continue;
          const flags = head.readUIntBE(1, 3);
          const count = head.readUInt32BE(4);
          if (count > MAX_RUN_SAMPLES) throw new VideoRejectedError('not_video');
          if (!(flags & 0x100)) {
            track.end += count * defaultDuration;
            continue;
          }
          const entry = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
          const start = box.body + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
          const data = await source.read(start, count * entry);
          if (data.length < count * entry) throw new VideoRejectedError('not_video');
          for (let i = 0; i < count; i++) track.end += data.readUInt32BE(i * entry);
        }
      }
    }
  }
  let endMs = 0;
  for (const track of tracks.values())
    if (track.timescale > 0) endMs = Math.max(endMs, toMs([track.timescale, track.end]));
  return endMs;
}

// ---------------------------------------------------------------------------------------------
// WebM (Matroska subset): EBML elements of [id vint][size vint][data].

const EBML_ID = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Entered rather than skipped: their children are read in file order. */
const DESCEND = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);
/** A 50 MB file of empty elements must not keep the request busy. */
const MAX_ELEMENTS = 2_000_000;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An element id keeps its length marker; a size drops it (all ones = unknown size). */
function readVint(data: Buffer, at: number, keepMarker: boolean): Vint | undefined {
  const first = data[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > data.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!;
    if (data[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(data: Buffer): number {
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return value;
}

async function webmProbe(source: ByteSource): Promise<{ durationMs: number }> {
  // The EBML header: its DocType must say webm.
  const header = await source.read(0, 64);
  const headerSize = readVint(header, 4, false);
  if (!headerSize || headerSize.unknown) throw new VideoRejectedError('not_video');
  const headerEnd = 4 + headerSize.length + headerSize.value;
  const headerData = await source.read(4 + headerSize.length, headerSize.value);
  let docType = '';
  for (let at = 0; at < headerData.length;) {
    const id = readVint(headerData, at, true);
    const size = id && readVint(headerData, at + id.length, false);
    if (!id || !size) break;
    const start = at + id.length + size.length;
    if (id.value === DOC_TYPE) docType = headerData.toString('latin1', start, start + size.value);
    at = start + size.value;
  }
  if (docType.replace(/\0+$/, '') !== 'webm') throw new VideoRejectedError('not_video');

  let timecodeScale = 1_000_000; // ns per tick, the Matroska default
  let infoDuration = 0;
  let clusterTimecode = 0;
  let lastBlockTicks = 0;
  let sawSegment = false;
  let offset = headerEnd;
  for (let count = 0; offset < source.size; count++) {
    if (count > MAX_ELEMENTS) throw new VideoRejectedError('not_video');
    const bytes = await source.read(offset, 16);
    const id = readVint(bytes, 0, true);
    const size = id && readVint(bytes, id.length, false);
    if (!id || !size) break;
    const body = offset + id.length + size.length;
    if (id.value === SEGMENT) sawSegment = true;
    if (DESCEND.has(id.value)) {
      // WARNING: MediaRecorder writes Segment and Cluster with an unknown size; entering them
      // (instead of skipping) reads the same whatever the size says.
      offset = body;
      continue;
    }
    if (size.unknown) break;
    const data =
      size.value <= 16 || id.value === SIMPLE_BLOCK || id.value === BLOCK
        ? await source.read(body, Math.min(size.value, 16))
        : undefined;
    if (data) {
      if (id.value === TIMECODE_SCALE) timecodeScale = readUint(data) || timecodeScale;
      else if (id.value === DURATION)
        infoDuration = data.length === 4 ? data.readFloatBE(0) : data.length === 8 ? data.readDoubleBE(0) : 0;
      else if (id.value === CLUSTER_TIMECODE) clusterTimecode = readUint(data);
      else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
        const track = readVint(data, 0, false);
        if (track && data.length >= track.length + 2) {
          const relative = data.readInt16BE(track.length);
          lastBlockTicks = Math.max(lastBlockTicks, clusterTimecode + relative);
        }
      }
    }
    offset = body + size.value;
  }
  if (!sawSegment) throw new VideoRejectedError('not_video');
  const ticks = infoDuration > 0 && Number.isFinite(infoDuration) ? infoDuration : lastBlockTicks;
  const durationMs = Math.round((ticks * timecodeScale) / 1_000_000);
  if (durationMs <= 0) throw new VideoRejectedError('no_duration');
  return { durationMs };
}
