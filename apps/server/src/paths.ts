import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
