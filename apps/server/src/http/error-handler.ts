import { errorCatalog, type ErrorCode } from '@hanpan/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnstorableText, sqlState } from '../db/sql-errors.ts';
import { uniqueViolationCode } from '../db/unique-constraints.ts';
import { AppError } from './app-error.ts';

interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

function answer(code: ErrorCode, message?: string): ErrorAnswer {
  return { status: errorCatalog[code].status, code, message: message ?? errorCatalog[code].message };
}

/** Maps anything thrown to the one error body. Unknown failures never leak internals. */
export function classifyError(error: unknown): ErrorAnswer {
  if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Our schemas carry Korean messages; zod's own English defaults are replaced by a generic one.
    const korean = error.validation.find((issue) => /[가-힣]/.test(issue.message ?? ''));
    return answer('validation_failed', korean?.message);
  }
  const state = sqlState(error);
  // Each unique index names its action's message (db/unique-constraints.ts); 'conflict' otherwise.
  if (state === '23505') return answer(uniqueViolationCode(error));
  // Backstop behind the text schemas (packages/core validation/text.ts): never a 500 for bad text.
  if (isUnstorableText(error)) return answer('invalid_text');
  if (state === '23503' || state === '23514' || state === '22P02') return answer('validation_failed');
  // 22007 invalid_datetime_format, 22008 datetime_field_overflow: backstop behind the cursor and
  // date schemas (issue 16 item 1), a forged date is the caller's mistake, never a 500.
  if (state === '22007' || state === '22008') return answer('invalid_datetime');
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return answer('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return answer('unsupported_media_type');
    // Before routing (the `frameworkErrors` option): Fastify's own text echoes the path.
    case 'FST_ERR_BAD_URL':
      return answer('bad_url');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer('uri_too_long');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answer('bad_request', '요청 본문을 읽을 수 없어요.');
  }
  if (fastifyError.statusCode === 429) return answer('rate_limited');
  if (fastifyError.statusCode === 401) return answer('unauthorized');
  if (fastifyError.statusCode === 403) return answer('forbidden');
  if (fastifyError.statusCode === 404) return answer('not_found');
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return { ...answer('bad_request'), status: fastifyError.statusCode };
  }
  return answer('internal_error');
}

/**
 * The one error body: `{ error: { code, message }, message }`. The top-level `message` repeats
 * error.message for the clients already in the field, which read it there (contract-notes).
 */
export function errorBody(code: ErrorCode, message: string = errorCatalog[code].message) {
  return { error: { code, message }, message };
}

/**
 * Answers `error` with the one body. The app's error handler, and Fastify's `frameworkErrors`
 * option (bad URL encoding, over-long parameters: failures before a route is found) both use it.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const result = classifyError(error);
  // `err` goes through log-safety.ts: a database error logs its SQLSTATE and query name only.
  if (result.status >= 500) request.log.error({ err: error }, 'request failed');
  else
    request.log.info(
      { code: result.code, status: result.status, sqlState: sqlState(error) },
      'request rejected',
    );
  // A Range past a file's end (/uploads' 416) keeps `Content-Range: bytes */<size>` (RFC 9110).
  const contentRange = (error as { headers?: Record<string, unknown> } | null)?.headers?.['Content-Range'];
  if (result.status === 416 && typeof contentRange === 'string')
    void reply.header('content-range', contentRange);
  // Failures before routing (`frameworkErrors`) skip the onRequest hook that sets it (security.ts).
  void reply.header('x-request-id', request.id);
  void reply.status(result.status).send(errorBody(result.code, result.message));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
