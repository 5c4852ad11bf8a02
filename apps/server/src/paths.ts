import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from src/ (tsx, tests) and from the bundled dist/main.js, at different depths.
 * Walking up to our own package.json gives one answer for both.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@hanpan/server')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @hanpan/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
export const defaultWebDistDir = resolve(serverRoot, '../web/dist');
export const seedDataDir = join(serverRoot, 'src/db/seed/data');

/**
 * The repository (or unpacked release) root: apps/server sits two levels below it. `npm start` runs
 * from here, `npm run dev -w` from apps/server, tests from anywhere — so nothing may resolve a
 * runtime folder against the working directory.
 */
export const repoRoot = resolve(serverRoot, '../..');

/** Where the embedded database, the generated dev secret and uploads live unless DATA_DIR says otherwise. */
export const defaultDataDir = join(repoRoot, 'data');

/** DATA_DIR as an absolute path: a relative value counts from the repository root, never the cwd. */
export function resolveDataDir(dataDir: string | undefined): string {
  if (!dataDir) return defaultDataDir;
  return isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir);
}
