import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, parseLock, processStartTime } from './data-dir-lock.ts';

const onLinux = process.platform === 'linux';
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A real unrelated process, standing in for whatever now owns a pid. */
async function startProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function folderLockedBy(holder: object | string) {
  const dir = mkdtempSync(join(tmpdir(), 'hanpan-lock-'));
  writeFileSync(join(dir, 'hanpan.lock'), typeof holder === 'string' ? holder : JSON.stringify(holder));
  return dir;
}

function acquireLogging(dir: string) {
  const lines: string[] = [];
  const lock = acquireDataDirLock(dir, { onTakeover: (line) => lines.push(line) });
  return { lock, lines };
}

describe('acquireDataDirLock', () => {
  it('records pid, process start time and host', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hanpan-lock-'));
    const lock = acquireDataDirLock(dir);
    const holder = parseLock(readFileSync(join(dir, 'hanpan.lock'), 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    if (onLinux) expect(holder?.startTime).toMatch(/^\d+$/);
    lock.release();
    expect(existsSync(join(dir, 'hanpan.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process on this host', async () => {
    const holder = await startProcess();
    const dir = folderLockedBy({
      pid: holder.pid,
      startTime: processStartTime(holder.pid),
      host: hostname(),
    });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process \d+/);
  });

  it('takes over, with a log line, a lock whose process died', async () => {
    const dir = folderLockedBy({ pid: await deadPid(), startTime: '1', host: hostname() });
    const { lock, lines } = acquireLogging(dir);
    expect(lines).toEqual([expect.stringMatching(/stale lock .* is not running/)]);
    expect(parseLock(readFileSync(join(dir, 'hanpan.lock'), 'utf8'))?.pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(onLinux)('takes over a lock whose pid now belongs to an unrelated process', async () => {
    const unrelated = await startProcess();
    const started = processStartTime(unrelated.pid)!;
    // The crashed server had this pid with an earlier start time; the unrelated process got it later.
    const dir = folderLockedBy({
      pid: unrelated.pid,
      startTime: String(Number(started) - 1),
      host: hostname(),
    });
    const { lock, lines } = acquireLogging(dir);
    expect(lines).toEqual([expect.stringMatching(/now belongs to another process/)]);
    lock.release();
  });

  it('never takes over a lock from another host, even with a pid that is dead here', async () => {
    const dir = folderLockedBy({ pid: await deadPid(), startTime: '1', host: 'other-machine' });
    expect(() => acquireDataDirLock(dir)).toThrow(/on host other-machine/);
  });

  it('reads the older bare-pid lock: live holder refused, dead holder taken over', async () => {
    const live = await startProcess();
    expect(() => acquireDataDirLock(folderLockedBy(String(live.pid)))).toThrow(DataDirLockedError);
    const { lock, lines } = acquireLogging(folderLockedBy(String(await deadPid())));
    expect(lines).toHaveLength(1);
    lock.release();
  });

  it('waits for a lock being written this instant, takes over an old garbled one', () => {
    expect(() => acquireDataDirLock(folderLockedBy(''))).toThrow(/being created/);
    const dir = folderLockedBy('');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'hanpan.lock'), minuteAgo, minuteAgo);
    const { lock, lines } = acquireLogging(dir);
    expect(lines).toEqual([expect.stringMatching(/unreadable/)]);
    lock.release();
  });

  it('lets the folder be locked again after release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hanpan-lock-'));
    acquireDataDirLock(dir).release();
    acquireDataDirLock(dir).release();
  });
});
