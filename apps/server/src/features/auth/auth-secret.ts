import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isProduction, type Config } from '../../config.ts';

/**
 * The key that signs access tokens. Production must provide AUTH_SECRET (config refuses to start
 * otherwise); elsewhere one is generated once and kept in the data folder so restarts keep users
 * signed in without anyone having to invent a secret.
 */
export function resolveAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'>): Uint8Array {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET);
  if (isProduction(config)) throw new Error('AUTH_SECRET is required in production');
  const dir = config.DATA_DIR; // absolute (config.ts)
  const file = join(dir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
