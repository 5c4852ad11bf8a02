import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

describe('acquireDataDirLock', () => {
  it('refuses a folder held by another live process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hanpan-lock-'));
    // The test runner's parent is alive for the whole test: a stand-in for a second server.
    writeFileSync(join(dir, 'hanpan.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hanpan-lock-'));
    writeFileSync(join(dir, 'hanpan.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    lock.release();
    expect(existsSync(join(dir, 'hanpan.lock'))).toBe(false);
  });

  it('lets the folder be locked again after release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hanpan-lock-'));
    acquireDataDirLock(dir).release();
    acquireDataDirLock(dir).release();
  });
});
