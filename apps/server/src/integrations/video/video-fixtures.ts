/**
 * Tiny but well-formed video files for tests, built byte by byte: the boxes and elements the probe
 * reads, with padding standing in for the frames.
 */

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** mvhd/mdhd body, version 0 (32-bit times) or 1 (64-bit). */
function timeHeader(version: 0 | 1, timescale: number, duration: number, extra: number): Buffer {
  if (version === 1) {
    const data = Buffer.alloc(32 + extra);
    data[0] = 1;
    data.writeUInt32BE(timescale, 20);
    data.writeBigUInt64BE(BigInt(duration), 24);
    return data;
  }
  const data = Buffer.alloc(20 + extra);
  data.writeUInt32BE(timescale, 12);
  data.writeUInt32BE(duration, 16);
  return data;
}

export interface Mp4FixtureOptions {
  /** The movie header's duration (mvhd); 0 leaves only the track header's. */
  seconds: number;
  trackSeconds?: number;
  brand?: string;
  version?: 0 | 1;
  /** Bytes of media data (mdat) before the moov box, as a camera writes it. */
  mediaBytes?: number;
}

export function mp4Fixture(options: Mp4FixtureOptions): Buffer {
  const timescale = 600;
  const version = options.version ?? 0;
  const ftyp = box('ftyp', Buffer.from(`${options.brand ?? 'isom'}\0\0\0\0isommp42`, 'latin1'));
  const mvhd = box('mvhd', timeHeader(version, timescale, options.seconds * timescale, 80));
  const mdhd = box('mdhd', timeHeader(version, 1000, (options.trackSeconds ?? options.seconds) * 1000, 4));
  const moov = box('moov', mvhd, box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', mdhd)));
  const mdat = box('mdat', Buffer.alloc(options.mediaBytes ?? 256, 0x5a));
  return Buffer.concat([ftyp, mdat, moov]);
}

const u32 = (...values: number[]) => {
  const data = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => data.writeUInt32BE(value, index * 4));
  return data;
};
/** A full box's version and flags. */
const versionFlags = (version: number, flags: number) => u32(version * 2 ** 24 + flags);

/**
 * A fragmented MP4 as Chrome's MediaRecorder writes it: no duration in mvhd/mdhd, one fragment
 * (moof + mdat) per `fragmentMs`, samples of `sampleMs` at timescale 1000. `perSample: false`
 * gives the sample duration once in tfhd instead of in every trun entry.
 */
export function fragmentedMp4Fixture(options: {
  totalMs: number;
  fragmentMs: number;
  sampleMs: number;
  perSample?: boolean;
}): Buffer {
  const perSample = options.perSample ?? true;
  const ftyp = box('ftyp', Buffer.from('iso5\0\0\0\0iso5iso6mp41', 'latin1'));
  const tkhd = box('tkhd', versionFlags(0, 3), u32(0, 0, 1, 0, 0), Buffer.alloc(60));
  const mdhd = box('mdhd', timeHeader(0, 1000, 0, 4));
  const moov = box(
    'moov',
    box('mvhd', timeHeader(0, 1000, 0, 80)),
    box('trak', tkhd, box('mdia', mdhd)),
    box('mvex', box('trex', versionFlags(0, 0), u32(1, 1, 0, 0, 0))),
  );
  const parts = [ftyp, moov];
  for (let start = 0, seq = 1; start < options.totalMs; start += options.fragmentMs, seq++) {
    const count = Math.round(Math.min(options.fragmentMs, options.totalMs - start) / options.sampleMs);
    const tfhd = perSample
      ? box('tfhd', versionFlags(0, 0x020000), u32(1))
      : box('tfhd', versionFlags(0, 0x020008), u32(1, options.sampleMs));
    const tfdt = box(
      'tfdt',
      versionFlags(1, 0),
      Buffer.from(BigInt(start).toString(16).padStart(16, '0'), 'hex'),
    );
    const trun = perSample
      ? box(
          'trun',
          versionFlags(0, 0x000301),
          u32(count, 0),
          ...Array.from({ length: count }, () => u32(options.sampleMs, 10)),
        )
      : box(
          'trun',
          versionFlags(0, 0x000201),
          u32(count, 0),
          ...Array.from({ length: count }, () => u32(10)),
        );
    parts.push(box('moof', box('mfhd', versionFlags(0, 0), u32(seq)), box('traf', tfhd, tfdt, trun)));
    parts.push(box('mdat', Buffer.alloc(count * 10, 0x11)));
  }
  return Buffer.concat(parts);
}

// --- WebM ---

function ebmlSize(size: number): Buffer {
  // 8-byte sizes always: simple and valid.
  const data = Buffer.alloc(8);
  data[0] = 0x01;
  data.writeUIntBE(Math.floor(size / 2 ** 32), 1, 3);
  data.writeUInt32BE(size % 2 ** 32, 4);
  return data;
}
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function element(id: number, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .replace(/^(.(..)*)$/, '0$1'),
    'hex',
  );
  return Buffer.concat([idBytes, ebmlSize(body.length), body]);
}
function unknownSize(id: number, ...children: Buffer[]): Buffer {
  const idBytes = Buffer.from(id.toString(16), 'hex');
  return Buffer.concat([idBytes, UNKNOWN_SIZE, ...children]);
}
function uint(value: number, bytes = 4): Buffer {
  const data = Buffer.alloc(bytes);
  data.writeUIntBE(value, 0, bytes);
  return data;
}
function simpleBlock(relativeMs: number, frameBytes: number): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1
  head.writeInt16BE(relativeMs, 1);
  head[3] = 0x80; // keyframe
  return element(0xa3, head, Buffer.alloc(frameBytes, 0x33));
}

export interface WebmFixtureOptions {
  /** The Segment Info Duration in ms (float); absent as MediaRecorder writes it. */
  durationMs?: number;
  /** Blocks every `stepMs` up to this time, in clusters of 10 s, each cluster of unknown size. */
  lastBlockMs: number;
  stepMs?: number;
  docType?: string;
  frameBytes?: number;
}

export function webmFixture(options: WebmFixtureOptions): Buffer {
  const header = element(
    0x1a45dfa3,
    element(0x4286, uint(1, 1)),
    element(0x42f7, uint(1, 1)),
    element(0x4282, Buffer.from(options.docType ?? 'webm', 'latin1')),
  );
  const infoChildren = [element(0x2ad7b1, uint(1_000_000))];
  if (options.durationMs !== undefined) {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(options.durationMs, 0);
    infoChildren.push(element(0x4489, duration));
  }
  const clusters: Buffer[] = [];
  const step = options.stepMs ?? 1000;
  for (let clusterStart = 0; clusterStart <= options.lastBlockMs; clusterStart += 10_000) {
    const blocks: Buffer[] = [];
    for (let t = clusterStart; t <= Math.min(options.lastBlockMs, clusterStart + 9_999); t += step)
      blocks.push(simpleBlock(t - clusterStart, options.frameBytes ?? 32));
    clusters.push(unknownSize(0x1f43b675, element(0xe7, uint(clusterStart)), ...blocks));
  }
  const segment = unknownSize(
    0x18538067,
    element(0x1549a966, ...infoChildren),
    element(0x1654ae6b, Buffer.alloc(16)), // Tracks (skipped)
    ...clusters,
  );
  return Buffer.concat([header, segment]);
}
