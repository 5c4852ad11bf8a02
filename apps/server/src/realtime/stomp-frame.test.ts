import { describe, expect, it } from 'vitest';
import {
  escapeHeader,
  serializeFrame,
  StompFrameParser,
  StompParseError,
  unescapeHeader,
  type StompFrame,
} from './stomp-frame.ts';

const limits = { maxFrameBytes: 1024, maxBodyBytes: 256 };
const parser = (overrides: Partial<typeof limits> & { maxChunksPerFrame?: number } = {}) =>
  new StompFrameParser({ ...limits, ...overrides });
const simple = (f: StompFrame) => ({
  command: f.command,
  headers: { ...f.headers },
  body: f.body.toString('utf8'),
});

function parseError(fn: () => unknown): StompParseError {
  try {
    fn();
  } catch (err) {
    if (err instanceof StompParseError) return err;
    throw err;
  }
  throw new Error('expected a StompParseError');
}

describe('StompFrameParser', () => {
  it('parses a frame without body', () => {
    const frames = parser().push('CONNECT\naccept-version:1.2\ntoken:abc\n\n\0');
    expect(frames.map(simple)).toEqual([
      { command: 'CONNECT', headers: { 'accept-version': '1.2', token: 'abc' }, body: '' },
    ]);
  });

  it('parses a body without content-length up to the first NUL', () => {
    const [frame] = parser().push('SEND\ndestination:/app/chat/7\n\n{"content":"안녕"}\0');
    expect(simple(frame!)).toEqual({
      command: 'SEND',
      headers: { destination: '/app/chat/7' },
      body: '{"content":"안녕"}',
    });
  });

  it('honours content-length and keeps NULs inside the body', () => {
    const body = Buffer.from([0x61, 0x00, 0x62, 0x00]);
    const frame = Buffer.concat([
      Buffer.from('SEND\ndestination:/x\ncontent-length:4\n\n'),
      body,
      Buffer.from([0]),
    ]);
    const [parsed] = parser().push(frame);
    expect(parsed!.body.equals(body)).toBe(true);
  });

  it('counts content-length in bytes, not characters', () => {
    const body = '한판';
    const [parsed] = parser().push(`SEND\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(parsed!.body.toString('utf8')).toBe(body);
  });

  it('rejects a frame whose content-length is not followed by NUL', () => {
    const err = parseError(() => parser().push('SEND\ncontent-length:2\n\nabc\0'));
    expect(err.code).toBe('malformed_frame');
  });

  it.each(['-1', 'abc', '1.5', '', ' 3', '99999999999'])('rejects content-length %j', (value) => {
    expect(parseError(() => parser().push(`SEND\ncontent-length:${value}\n\n\0`)).code).toBe(
      'malformed_frame',
    );
  });

  it('reassembles a frame split byte by byte', () => {
    const p = parser({ maxChunksPerFrame: 1000 });
    const text = 'SEND\r\ndestination:/app/chat/1\r\ncontent-length:5\r\n\r\nhello\0';
    const out: StompFrame[] = [];
    for (const byte of Buffer.from(text)) out.push(...p.push(Buffer.from([byte])));
    expect(out.map(simple)).toEqual([
      { command: 'SEND', headers: { destination: '/app/chat/1', 'content-length': '5' }, body: 'hello' },
    ]);
    expect(p.bufferedBytes).toBe(0);
  });

  it('reassembles a body split across messages without content-length', () => {
    const p = parser();
    expect(p.push('SEND\ndestination:/a\n\n{"a":')).toEqual([]);
    expect(p.push('1,"b"')).toEqual([]);
    const frames = p.push(':2}\0');
    expect(frames.map((f) => f.body.toString())).toEqual(['{"a":1,"b":2}']);
  });

  it('returns several frames from one message', () => {
    const frames = parser().push(
      'SUBSCRIBE\nid:0\ndestination:/a\n\n\0SUBSCRIBE\nid:1\ndestination:/b\n\n\0SEND\n\nx\0',
    );
    expect(frames.map((f) => [f.command, f.headers.id ?? null])).toEqual([
      ['SUBSCRIBE', '0'],
      ['SUBSCRIBE', '1'],
      ['SEND', null],
    ]);
  });

  it('skips heart-beat EOLs between and before frames, LF and CRLF', () => {
    const p = parser();
    expect(p.push('\n')).toEqual([]);
    expect(p.push('\r\n\n')).toEqual([]);
    expect(p.bufferedBytes).toBe(0);
    const frames = p.push('\nDISCONNECT\nreceipt:9\n\n\0\n\r\n\nDISCONNECT\n\n\0\n');
    expect(frames.map((f) => f.command)).toEqual(['DISCONNECT', 'DISCONNECT']);
    expect(p.bufferedBytes).toBe(0);
  });

  it('waits when a CRLF heart-beat is split between messages', () => {
    const p = parser();
    expect(p.push('\r')).toEqual([]);
    expect(p.push('\nSEND\n\n\0').map((f) => f.command)).toEqual(['SEND']);
  });

  it('accepts CRLF line endings and mixed EOLs', () => {
    const [frame] = parser().push('SUBSCRIBE\r\nid:1\ndestination:/topic/ws/7\r\n\n\0');
    expect(simple(frame!).headers).toEqual({ id: '1', destination: '/topic/ws/7' });
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = parser().push('SEND\nfoo:first\nfoo:second\n\n\0');
    expect(frame!.headers.foo).toBe('first');
  });

  it('keeps colons in header values after the first one', () => {
    const [frame] = parser().push('CONNECT\ntoken:a:b:c\n\n\0');
    expect(frame!.headers.token).toBe('a:b:c');
  });

  it('decodes escapes in headers of ordinary frames', () => {
    const [frame] = parser().push('SEND\nna\\cme:a\\nb\\rc\\\\d\\ce\n\n\0');
    expect({ ...frame!.headers }).toEqual({ 'na:me': 'a\nb\rc\\d:e' });
  });

  it('leaves CONNECT headers unescaped', () => {
    const [frame] = parser().push('CONNECT\ntoken:x\\ny\n\n\0');
    expect(frame!.headers.token).toBe('x\\ny');
  });

  it('does not decode escapes when switched off for STOMP 1.0', () => {
    const p = parser();
    p.decodeEscapes = false;
    expect(p.push('SEND\na:b\\tc\n\n\0')[0]!.headers.a).toBe('b\\tc');
  });

  it.each(['a\\tb', 'trailing\\', '\\x'])('rejects the undefined escape in %j', (value) => {
    expect(parseError(() => parser().push(`SEND\nh:${value}\n\n\0`)).code).toBe('malformed_frame');
  });

  it('does not let a __proto__ header touch the prototype', () => {
    const [frame] = parser().push('SEND\n__proto__:x\n\n\0');
    expect(frame!.headers['__proto__']).toBe('x');
    expect(Object.getPrototypeOf(frame!.headers)).toBeNull();
  });

  it.each([
    ['lower-case command', 'send\n\n\0'],
    ['binary garbage', '\u0001\u0002\u0003\n\n\0'],
    ['HTTP request line', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['header line without colon', 'SEND\nnocolon\n\n\0'],
    ['header with empty name', 'SEND\n:value\n\n\0'],
    ['JSON instead of a frame', '{"type":"SCORE"}\0'],
  ])('rejects %s', (_name, text) => {
    expect(parseError(() => parser().push(text)).code).toBe('malformed_frame');
  });

  it('rejects a bad command line before the frame is complete', () => {
    expect(parseError(() => parser().push('HELLO WORLD\n')).code).toBe('malformed_frame');
    expect(parseError(() => parser().push('x'.repeat(40))).code).toBe('malformed_frame');
  });

  it('refuses a declared body above maxBodyBytes before it arrives', () => {
    const err = parseError(() => parser().push('SEND\ncontent-length:257\n\n'));
    expect(err.code).toBe('body_too_large');
  });

  it('refuses an undeclared body once it outgrows maxBodyBytes', () => {
    const p = parser();
    p.push('SEND\ndestination:/a\n\n');
    expect(parseError(() => p.push('x'.repeat(300))).code).toBe('body_too_large');
  });

  it('refuses a header block above maxFrameBytes', () => {
    const p = parser();
    expect(parseError(() => p.push(`SEND\nh:${'x'.repeat(1100)}`)).code).toBe('frame_too_large');
  });

  it('refuses a complete frame above maxFrameBytes', () => {
    const err = parseError(() => parser().push(`SEND\nh:${'x'.repeat(1100)}\n\n\0`));
    expect(err.code).toBe('frame_too_large');
  });

  it('accepts a body of exactly maxBodyBytes', () => {
    const body = 'y'.repeat(256);
    expect(parser().push(`SEND\n\n${body}\0`)[0]!.body.length).toBe(256);
    expect(parser().push(`SEND\ncontent-length:256\n\n${body}\0`)[0]!.body.length).toBe(256);
  });

  it('refuses a frame trickled across too many messages', () => {
    const p = parser({ maxChunksPerFrame: 4 });
    p.push('S');
    for (const ch of 'END') p.push(ch);
    expect(parseError(() => p.push('\n')).code).toBe('frame_too_large');
  });

  it('counts chunks per frame, not per connection', () => {
    const p = parser({ maxChunksPerFrame: 2 });
    for (let i = 0; i < 10; i += 1) {
      p.push('SEND\n');
      expect(p.push('\n\0')).toHaveLength(1);
    }
  });
});

describe('serializeFrame', () => {
  it('writes command, headers, blank line, body and NUL with a byte content-length', () => {
    const text = serializeFrame(
      'MESSAGE',
      { subscription: 'sub-0', destination: '/topic/ws/7' },
      '{"a":"한"}',
    );
    expect(text).toBe(
      `MESSAGE\nsubscription:sub-0\ndestination:/topic/ws/7\ncontent-length:${Buffer.byteLength('{"a":"한"}')}\n\n{"a":"한"}\0`,
    );
  });

  it('keeps an explicit content-length and skips undefined headers', () => {
    expect(serializeFrame('RECEIPT', { 'receipt-id': '1', extra: undefined })).toBe(
      'RECEIPT\nreceipt-id:1\n\n\0',
    );
  });

  it('escapes header names and values except on CONNECTED', () => {
    expect(serializeFrame('ERROR', { message: 'a:b\nc\\d\re' })).toBe(
      'ERROR\nmessage:a\\cb\\nc\\\\d\\re\n\n\0',
    );
    expect(serializeFrame('CONNECTED', { server: 'x:y' })).toBe('CONNECTED\nserver:x:y\n\n\0');
    expect(serializeFrame('ERROR', { message: 'a:b' }, '', { escape: false })).toBe(
      'ERROR\nmessage:a:b\n\n\0',
    );
  });

  it('round-trips through the parser', () => {
    const headers = { destination: '/topic/ws/1', weird: 'line1\nline2:colon\\slash' };
    const [frame] = parser().push(serializeFrame('MESSAGE', headers, '{"x":1}'));
    expect(simple(frame!)).toEqual({
      command: 'MESSAGE',
      headers: { ...headers, 'content-length': '7' },
      body: '{"x":1}',
    });
  });

  it('escape and unescape are inverse', () => {
    for (const value of ['', 'plain', '\\', ':', '\r\n', 'a\\cb', '한판:경기\n']) {
      expect(unescapeHeader(escapeHeader(value))).toBe(value);
    }
  });
});
