import { REDACTED, SENSITIVE_HEADERS, redactUrl } from '../http/log-safety.ts';

/**
 * The slice of a pino logger the realtime layer uses; a pino Logger satisfies it. Tests may pass a
 * silent stub.
 */
export type RealtimeLogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface RealtimeLogger {
  debug: RealtimeLogFn;
  info: RealtimeLogFn;
  warn: RealtimeLogFn;
  error: RealtimeLogFn;
}

export const silentLogger: RealtimeLogger = { debug() {}, info() {}, warn() {}, error() {} };

const SENSITIVE_KEYS = new Set(SENSITIVE_HEADERS);

function redactHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SENSITIVE_KEYS.has(name.toLowerCase()) ? REDACTED : value,
    ]),
  );
}

/**
 * Every realtime log line passes here (createStompGateway wraps the logger it is given): a STOMP
 * CONNECT carries the session token in its `token` header, and an upgrade request carries cookies,
 * so credential fields, `headers` objects and `url` query values are redacted before pino sees them.
 * Errors (`err`) are made safe by the pino serializers (http/log-safety.ts).
 */
export function redactingLogger(logger: RealtimeLogger): RealtimeLogger {
  const clean = (obj: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(obj).map(([key, value]) => {
        if (SENSITIVE_KEYS.has(key.toLowerCase())) return [key, REDACTED];
        if (key === 'headers') return [key, redactHeaders(value)];
        if (key === 'url' && typeof value === 'string') return [key, redactUrl(value)];
        return [key, value];
      }),
    );
  const wrap =
    (log: RealtimeLogFn): RealtimeLogFn =>
    (obj, msg) =>
      log.call(logger, clean(obj), msg);
  return {
    debug: wrap(logger.debug),
    info: wrap(logger.info),
    warn: wrap(logger.warn),
    error: wrap(logger.error),
  };
}
