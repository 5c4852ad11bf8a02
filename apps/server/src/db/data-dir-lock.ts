import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `데이터 폴더 ${dataDir} 를 다른 프로세스(pid ${holderPid})가 사용 중입니다. ` +
        `The embedded database in ${dataDir} is already in use by process ${holderPid}; ` +
        'stop it first, or set DATA_DIR to another folder (two writers would corrupt the data).',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no locking of its own and two processes on one folder lose data, so we hold an
 * exclusive lock file for the life of the process. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'hanpan.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
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
      const holderPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holderPid) && holderPid !== process.pid && isAlive(holderPid)) {
        throw new DataDirLockedError(dataDir, holderPid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
