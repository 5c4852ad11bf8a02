import { execFileSync } from 'node:child_process';
import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

/**
 * Runtime data and secrets must never be committed (issue 7: a whole PGlite database and its
 * auth-secret once were). Judged by name, plus a look inside small files for a PEM private key.
 */
function forbiddenReason(path: string): string | null {
  const name = basename(path);
  const parts = path.split('/');
  if (name === 'PG_VERSION' || name === 'postmaster.pid' || parts.includes('pg_wal'))
    return 'a PostgreSQL/PGlite data folder';
  if (parts.includes('pgdata')) return 'a PGlite data folder';
  if (name === 'auth-secret') return 'the generated token-signing secret';
  if (name === 'hanpan.lock') return 'the data-folder lock';
  if (/\.(pem|key|p8|p12|pfx)$/i.test(name) || /^id_(rsa|dsa|ecdsa|ed25519)/.test(name))
    return 'a private key';
  if (name === '.env' || (name.startsWith('.env.') && name !== '.env.example')) return 'an environment file';
  return null;
}

const PRIVATE_KEY_HEADER = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;

function startsLikePrivateKey(file: string): boolean {
  const size = statSync(file).size;
  if (size === 0 || size > 64 * 1024) return false;
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size);
    readSync(fd, buffer, 0, size, 0);
    return PRIVATE_KEY_HEADER.test(buffer.toString('latin1'));
  } finally {
    closeSync(fd);
  }
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('repository hygiene', () => {
  it('recognises runtime data and secrets by name', () => {
    for (const path of [
      'apps/server/data/pgdata/PG_VERSION',
      'data/pgdata/pg_wal/000000010000000000000001',
      'data/pgdata/postmaster.pid',
      'apps/server/data/auth-secret',
      'data/hanpan.lock',
      'deploy/server.pem',
      'apple/AuthKey.p8',
      'tls/site.key',
      'home/id_rsa',
      '.env',
      'apps/server/.env.production',
    ]) {
      expect(forbiddenReason(path), path).not.toBeNull();
    }
    for (const path of [
      '.env.example',
      'apps/server/src/db/seed/data/categories.json',
      'packages/core/src/data/kr-regions.json',
      'apps/server/src/features/auth/auth-secret.ts',
      'docs/keyboard.md',
    ]) {
      expect(forbiddenReason(path), path).toBeNull();
    }
  });

  it('tracks no runtime data and no secret', () => {
    const offenders = trackedFiles()
      .map((path) => {
        const byName = forbiddenReason(path);
        if (byName) return `${path}: ${byName}`;
        try {
          return startsLikePrivateKey(join(repoRoot, path)) ? `${path}: holds a PEM private key` : null;
        } catch {
          return null; // deleted in the work tree but still in the index: judged by name only
        }
      })
      .filter((line): line is string => line !== null);
    expect(offenders).toEqual([]);
  });
});
