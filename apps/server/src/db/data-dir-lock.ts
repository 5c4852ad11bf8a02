import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** What a lock file records about its holder. `startTime` tells a live holder from a reused pid. */
export interface LockHolder {
  pid: number;
  /** Linux: field 22 of /proc/<pid>/stat (clock ticks after boot); null where unknown. */
  startTime: string | null;
  host: string | null;
  since?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host && holder.host !== hostname() ? ` on host ${holder.host}` : '';
    super(
      `데이터 폴더 ${dataDir} 를 다른 프로세스(pid ${holder.pid}${where})가 사용 중이에요. ` +
        `The embedded database in ${dataDir} is already in use by process ${holder.pid}${where}; ` +
        'stop it first, or set DATA_DIR to another folder (two writers would corrupt the data).' +
        (where
          ? ` A lock from another machine is never taken over: if that server is gone for sure, delete ${join(dataDir, LOCK_FILE)}.`
          : ''),
    );
  }
}

const LOCK_FILE = 'hanpan.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the process started, as the kernel counts it; null off Linux or when it cannot be read. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 overall; fields[0] is field 3 (state)
  } catch {
    return null;
  }
}

/** Reads a lock file: JSON since decision 010, a bare pid before it. */
export function parseLock(text: string): LockHolder | null {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder> | number;
    if (typeof parsed === 'number')
      return Number.isInteger(parsed) ? { pid: parsed, startTime: null, host: null } : null;
    if (!Number.isInteger(parsed.pid)) return null;
    return {
      pid: parsed.pid as number,
      startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null,
      host: typeof parsed.host === 'string' ? parsed.host : null,
      ...(typeof parsed.since === 'string' ? { since: parsed.since } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Why a lock may be taken over, or null when its holder may still be running. Conservative: a lock
 * from another host is never stale (its process cannot be checked from here); on this host the
 * holder is gone when its pid is dead, or alive with another start time (the pid was reused by an
 * unrelated process after a crash). A lock without a start time (older format, or not Linux) is
 * judged by the pid alone.
 */
export function staleReason(holder: LockHolder | null): string | null {
  if (!holder) return 'the lock file is unreadable';
  if (holder.host !== null && holder.host !== hostname()) return null;
  if (holder.pid === process.pid) return 'it was left by this process';
  if (!isAlive(holder.pid)) return `process ${holder.pid} is not running`;
  const now = holder.startTime === null ? null : processStartTime(holder.pid);
  if (holder.startTime !== null && now !== null && now !== holder.startTime) {
    return `pid ${holder.pid} now belongs to another process (started at ${now}, the holder at ${holder.startTime})`;
  }
  return null;
}

export interface DataDirLockOptions {
  /** Told when a stale lock is taken over (main.ts logs it). */
  onTakeover?: (message: string) => void;
}

/**
 * PGlite has no locking of its own and two processes on one folder lose data, so we hold an
 * exclusive lock file for the life of the process, recording pid, start time and host.
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      const holder: LockHolder = {
        pid: process.pid,
        startTime: processStartTime(process.pid),
        host: hostname(),
        since: new Date().toISOString(),
      };
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(lockPath);
      if (text === null) continue; // removed meanwhile: try again
      const holder = parseLock(text);
      if (!holder && Date.now() - modifiedAt(lockPath) < UNREADABLE_GRACE_MS) {
        // Created this instant by a process that has not written its pid yet.
        throw new Error(`${lockPath} is being created by another process; try again.`);
      }
      const reason = staleReason(holder);
      if (reason === null) throw new DataDirLockedError(dataDir, holder!);
      // Remove only the lock we judged: if another process took it over meanwhile, leave theirs.
      if (readText(lockPath) !== text) continue;
      rmSync(lockPath, { force: true });
      options.onTakeover?.(`taking over the stale lock ${lockPath}: ${reason}`);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

// An empty or garbled lock older than this was left by a process that died while writing it.
const UNREADABLE_GRACE_MS = 10_000;

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
