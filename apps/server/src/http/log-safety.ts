import { pino, type LoggerOptions } from 'pino';
import { sqlConstraint, sqlState } from '../db/sql-errors.ts';

/**
 * What may reach a log line (decision 008). Sign-in codes, states and our own session tokens travel
 * in query strings (`/oauth2/callback/kakao?code=…&state=…`, `/oauth/callback?token=…`) and bearer
 * tokens and cookies in headers; a database error carries the SQL and every parameter value. Every
 * logger the server makes (main.ts, app.ts, the CLIs) uses these options, so no code path can forget.
 */

/** Query parameters whose values are credentials. */
export const SENSITIVE_QUERY_KEYS = ['token', 'code', 'state', 'access_token', 'id_token', 'refresh_token'];
/** Headers (and STOMP headers) whose values are credentials. */
export const SENSITIVE_HEADERS = ['authorization', 'cookie', 'set-cookie', 'token', 'passcode'];

export const REDACTED = '[redacted]';

/** The URL with credential query values replaced; path and other parameters stay for debugging. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawKey = separator === -1 ? pair : pair.slice(0, separator);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the raw key.
      }
      return SENSITIVE_QUERY_KEYS.includes(key.toLowerCase()) && separator !== -1
        ? `${rawKey}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** "insert into users" from drizzle's SQL: which statement failed, never its values. */
export function summariseQuery(sql: unknown): string | undefined {
  if (typeof sql !== 'string') return undefined;
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  const table = /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return [verb, table].filter(Boolean).join(' ') || undefined;
}

/** Stack frames only: the first line of a stack repeats the message, which may carry values. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const errSerializer = pino.stdSerializers.err;

/**
 * pino's error serializer, except for database errors: those log their SQLSTATE, constraint and a
 * query summary (drizzle's `query` and `params`, the message quoting them, and PostgreSQL's
 * `detail` — "Key (username)=(…)" — are dropped).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const state = sqlState(error);
  if (!state) return errSerializer(error);
  const query = (error as { query?: unknown }).query;
  return {
    type: error.constructor.name,
    message: `database error ${state}`,
    sqlState: state,
    constraint: sqlConstraint(error),
    query: summariseQuery(query),
    stack: framesOf(error.stack),
  };
}

interface LoggableRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL redacted; headers are never logged whole. */
function serializeRequest(request: LoggableRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths pino blanks wherever someone logs headers by hand. */
const redactPaths = SENSITIVE_HEADERS.flatMap((name) => [
  `req.headers["${name}"]`,
  `headers["${name}"]`,
  `res.headers["${name}"]`,
]);

/** Options for every pino logger of the server: serializers that redact, plus header redaction. */
export function safeLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
    redact: { paths: redactPaths, censor: REDACTED },
  };
}
