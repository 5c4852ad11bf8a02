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
