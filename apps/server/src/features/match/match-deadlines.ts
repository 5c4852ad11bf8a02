import type { FastifyBaseLogger } from 'fastify';

/** Every instance also sweeps on this period, whatever its timer knows (another instance's matches). */
export const DEADLINE_SWEEP_MS = 15_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface DeadlineTimer {
  /** A deadline became known (after a commit); null changes nothing. */
  arm(dueAt: Date | null): void;
  /** Runs the sweep now (at start: deadlines that passed while no instance ran). */
  sweepNow(): Promise<void>;
  /** No more sweeps; resolves once a sweep under way has finished (before the database closes). */
  stop(): Promise<void>;
}

/**
 * This instance's part of the time-ups (issue 18): one timer for the soonest deadline it knows plus a
 * periodic sweep. Neither decides anything: the sweep settles each due match under its row lock, so
 * a time-up fires once however many instances (or restarts) reach it. Sweeps never overlap here.
 */
export function createDeadlineTimer({
  sweep,
  now,
  log,
  periodMs = DEADLINE_SWEEP_MS,
}: {
  /** Settles every due match; answers the soonest deadline still ahead. */
  sweep: () => Promise<Date | null>;
  now: () => Date;
  log: FastifyBaseLogger;
  periodMs?: number;
}): DeadlineTimer {
  let timer: NodeJS.Timeout | undefined;
  let armedAt: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function arm(dueAt: Date | null): void {
    if (stopped || dueAt === null) return;
    const at = dueAt.getTime();
    if (timer !== undefined && armedAt !== null && armedAt <= at) return;
    if (timer !== undefined) clearTimeout(timer);
    armedAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        armedAt = null;
        void sweepNow();
      },
      Math.min(MAX_TIMEOUT_MS, Math.max(0, at - now().getTime())),
    );
    timer.unref();
  }

  async function sweepNow(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          arm(await sweep());
        } catch (err) {
          log.error({ err }, 'match deadline sweep failed');
        }
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  }

  const interval = setInterval(() => void sweepNow(), periodMs);
  interval.unref();

  return {
    arm,
    sweepNow,
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
