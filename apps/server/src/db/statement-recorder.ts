import type pg from 'pg';

/** A statement the app sent: its text and bound values. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
}

/**
 * Records every statement the app sends through `pool` between `start()` and `stop()` (bench:data
 * and explain-url explain what one request sent). Wraps `pool.query`, which drizzle's
 * node-postgres driver calls for every statement, prepared or not.
 */
export function recordStatements(pool: pg.Pool) {
  let recording: RecordedStatement[] | null = null;
  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    recording?.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: first.values ?? second ?? [] },
    );
    return originalQuery(...args);
  };
  return {
    start() {
      recording = [];
    },
    stop(): RecordedStatement[] {
      const recorded = recording ?? [];
      recording = null;
      return recorded;
    },
  };
}
