/**
 * STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html): an incremental parser
 * that turns WebSocket message bytes into frames, and a serialiser. No I/O, no socket knowledge.
 */

export type StompHeaders = Record<string, string>;

export interface StompFrame {
  command: string;
  /** Null-prototype object; for repeated headers only the first occurrence counts (spec §Repeated Header Entries). */
  headers: StompHeaders;
  body: Buffer;
}

export type StompParseErrorCode = 'malformed_frame' | 'frame_too_large' | 'body_too_large';

export class StompParseError extends Error {
  constructor(
    readonly code: StompParseErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StompParseError';
  }
}

export interface StompParserOptions {
  maxFrameBytes: number;
  maxBodyBytes: number;
  /**
   * How many messages one frame may be split across. Clients send a frame per message (stompjs splits
   * only past 8 KiB when asked to); the cap stops a trickle of tiny messages from costing O(n²) copies.
   */
  maxChunksPerFrame?: number;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND_PATTERN = /^[A-Z]{1,16}$/;
/** The start of a command line whose LF has not arrived yet. */
const PARTIAL_COMMAND = /^[A-Z]{0,16}\r?$/;
const CONTENT_LENGTH_PATTERN = /^\d{1,10}$/;
/** Frames whose headers are never escaped (spec §Value Encoding). */
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

interface PendingHeaders {
  command: string;
  headers: StompHeaders;
  bodyStart: number;
  contentLength: number | null;
}

/**
 * Feed it every chunk received; it returns the frames completed so far. Heart-beat EOLs between
 * frames are skipped. After it throws a StompParseError the stream is unusable: answer ERROR and close.
 */
export class StompFrameParser {
  private buf: Buffer = Buffer.alloc(0);
  private pending: PendingHeaders | null = null;
  /** Where the NUL search for a body without content-length resumes, so split bodies are scanned once. */
  private nulScanFrom = 0;
  /** Where the header-end search resumes while the blank line has not arrived yet. */
  private headerScanFrom = 0;
  private chunksInFrame = 0;
  /** STOMP 1.0 has no header escaping; switched off once a 1.0 session is negotiated. */
  decodeEscapes = true;

  constructor(private readonly options: StompParserOptions) {}

  /** Bytes held while waiting for the rest of a frame. */
  get bufferedBytes(): number {
    return this.buf.length;
  }

  push(chunk: Buffer | string): StompFrame[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (this.buf.length > 0) {
      // chunksInFrame counts the continuations; the frame spans one message more.
      this.chunksInFrame += 1;
      if (this.chunksInFrame + 1 > (this.options.maxChunksPerFrame ?? 64)) {
        throw new StompParseError('frame_too_large', 'frame split across too many messages');
      }
    }
    this.buf = this.buf.length === 0 ? bytes : Buffer.concat([this.buf, bytes]);
    const frames: StompFrame[] = [];
    for (;;) {
      const frame = this.next();
      if (!frame) break;
      frames.push(frame);
    }
    return frames;
  }

  private next(): StompFrame | null {
    if (!this.pending) {
      this.skipHeartbeats();
      if (this.buf.length === 0) return null;
      this.pending = this.readHeaders();
      if (!this.pending) return null;
      this.headerScanFrom = 0;
      this.nulScanFrom = this.pending.bodyStart;
    }
    return this.readBody(this.pending);
  }

  private skipHeartbeats(): void {
    let i = 0;
    while (i < this.buf.length) {
      if (this.buf[i] === LF) i += 1;
      else if (this.buf[i] === CR && this.buf[i + 1] === LF) i += 2;
      else break;
    }
    if (i > 0) {
      this.buf = this.buf.subarray(i);
      this.headerScanFrom = 0;
    }
  }

  private readHeaders(): PendingHeaders | null {
    const end = findHeaderEnd(this.buf, this.headerScanFrom);
    if (!end) {
      // The terminator is at most 3 bytes long, so it can begin at most 2 bytes before the old end.
      this.headerScanFrom = Math.max(0, this.buf.length - 2);
      this.checkIncompleteHeaders();
      return null;
    }
    const lines = this.buf.toString('utf8', 0, end.at).split('\n');
    const command = stripCr(lines[0] ?? '');
    assertCommand(command);
    const escaped = this.decodeEscapes && !UNESCAPED_COMMANDS.has(command);
    const headers = parseHeaderLines(lines.slice(1), escaped);
    const contentLength = parseContentLength(headers['content-length']);
    if (contentLength !== null) this.checkSizes(contentLength, end.bodyStart + contentLength + 1);
    return { command, headers, bodyStart: end.bodyStart, contentLength };
  }

  /** Rejects garbage and endless header blocks before the blank line arrives. */
  private checkIncompleteHeaders(): void {
    const firstLf = this.buf.indexOf(LF);
    if (firstLf >= 0) assertCommand(stripCr(this.buf.toString('utf8', 0, firstLf)));
    else if (!PARTIAL_COMMAND.test(this.buf.toString('latin1', 0, 18))) {
      throw new StompParseError('malformed_frame', 'invalid command line');
    }
    if (this.buf.length > this.options.maxFrameBytes) {
      throw new StompParseError('frame_too_large', 'frame exceeds the size limit');
    }
  }

  private checkSizes(bodyBytes: number, frameBytes: number): void {
    if (bodyBytes > this.options.maxBodyBytes) {
      throw new StompParseError('body_too_large', 'body exceeds the size limit');
    }
    if (frameBytes > this.options.maxFrameBytes) {
      throw new StompParseError('frame_too_large', 'frame exceeds the size limit');
    }
  }

  private readBody(p: PendingHeaders): StompFrame | null {
    let bodyEnd: number;
    if (p.contentLength !== null) {
      bodyEnd = p.bodyStart + p.contentLength;
      if (this.buf.length <= bodyEnd) return null;
      if (this.buf[bodyEnd] !== NUL) {
        throw new StompParseError('malformed_frame', 'frame body is not followed by NUL at content-length');
      }
    } else {
      const nul = this.buf.indexOf(NUL, this.nulScanFrom);
      if (nul < 0) {
        this.nulScanFrom = this.buf.length;
        this.checkSizes(this.buf.length - p.bodyStart, this.buf.length);
        return null;
      }
      this.checkSizes(nul - p.bodyStart, nul + 1);
      bodyEnd = nul;
    }
    const frame: StompFrame = {
      command: p.command,
      headers: p.headers,
      body: Buffer.from(this.buf.subarray(p.bodyStart, bodyEnd)),
    };
    this.buf = this.buf.subarray(bodyEnd + 1);
    this.pending = null;
    this.chunksInFrame = 0;
    return frame;
  }
}

/** Finds the blank line ending the header block: `\n\n` or `\n\r\n` (each EOL may be LF or CRLF). */
function findHeaderEnd(buf: Buffer, from: number): { at: number; bodyStart: number } | null {
  for (;;) {
    const lf = buf.indexOf(LF, from);
    if (lf < 0) return null;
    if (buf[lf + 1] === LF) return { at: lf, bodyStart: lf + 2 };
    if (buf[lf + 1] === CR && buf[lf + 2] === LF) return { at: lf, bodyStart: lf + 3 };
    if (lf + 2 >= buf.length) return null;
    from = lf + 1;
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

function assertCommand(command: string): void {
  if (!COMMAND_PATTERN.test(command)) {
    throw new StompParseError('malformed_frame', 'invalid command line');
  }
}

function parseHeaderLines(lines: string[], escaped: boolean): StompHeaders {
  const headers: StompHeaders = Object.create(null) as StompHeaders;
  for (const raw of lines) {
    const line = stripCr(raw);
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompParseError('malformed_frame', 'invalid header line');
    const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
    if (!(name in headers)) headers[name] = value;
  }
  return headers;
}

function parseContentLength(value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!CONTENT_LENGTH_PATTERN.test(value)) {
    throw new StompParseError('malformed_frame', 'invalid content-length header');
  }
  return Number(value);
}

const UNESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

/** Undefined escape sequences are a fatal protocol error (spec §Value Encoding). */
export function unescapeHeader(value: string): string {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const decoded = UNESCAPES[value[i + 1] ?? ''];
    if (decoded === undefined) throw new StompParseError('malformed_frame', 'invalid header escape');
    out += decoded;
    i += 1;
  }
  return out;
}

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (ch) =>
    ch === '\\' ? '\\\\' : ch === '\r' ? '\\r' : ch === '\n' ? '\\n' : '\\c',
  );
}

/**
 * Serialises one frame as text (our bodies are UTF-8 JSON or text). content-length is added when a
 * body is present and the caller did not set it. CONNECTED headers are never escaped.
 */
export function serializeFrame(
  command: string,
  headers: Record<string, string | number | undefined>,
  body = '',
  options: { escape?: boolean } = {},
): string {
  const escape = (options.escape ?? true) && !UNESCAPED_COMMANDS.has(command);
  let out = `${command}\n`;
  let hasLength = false;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (name === 'content-length') hasLength = true;
    const text = String(value);
    out += escape ? `${escapeHeader(name)}:${escapeHeader(text)}\n` : `${name}:${text}\n`;
  }
  if (!hasLength && body.length > 0) out += `content-length:${Buffer.byteLength(body, 'utf8')}\n`;
  return `${out}\n${body}\0`;
}

/** A heart-beat is a single EOL (spec §Heart-beating). */
export const HEARTBEAT = '\n';
