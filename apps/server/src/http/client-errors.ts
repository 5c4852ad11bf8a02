import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCatalog, type ErrorCode } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over
 * `maxHeaderSize` → 431, a request that outlives `requestTimeout` → 408, a malformed request line →
 * 400) and emits `clientError` on the server. Fastify's default answer is an English body without
 * our shape; this one writes the one error body with its Korean message (issue 16 item 7), and never
 * repeats anything of the request.
 */
function codeOf(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'bad_request';
}

/**
 * The one error body as a raw HTTP/1.1 answer, for sockets no Fastify reply owns: the parser's
 * refusals below and the realtime gateway's refused upgrades.
 */
export function rawErrorResponse(code: ErrorCode): string {
  const { status } = errorCatalog[code];
  const body = JSON.stringify(errorBody(code));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    // WARNING: bytes, not characters: the Korean message is longer in UTF-8 than in .length.
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler` option (bound to the instance). */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'client error');
  // end() flushes the answer first (a destroy() right after write() may drop it), then close.
  if (socket.writable) socket.end(rawErrorResponse(codeOf(error)), () => socket.destroy());
  else socket.destroy();
}
