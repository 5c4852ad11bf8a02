import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's test files whose outcome can depend on the database engine: those that reach
 * `src/test/test-database.ts` through their relative imports (test apps, test-support files…); a
 * file with its own engine switch imports it too (match.chaos). The suite's PostgreSQL run (vitest.config.ts,
 * `server-postgres`) runs only these: the others — static checks, pure units, the spawned `main` —
 * would pass or fail the same way twice, and took ~2 min of the second run (docs/performance.md).
 *
 * Paths come back relative to `serverRoot`, as vitest's `include` and `exclude` take them.
 */
export function databaseTestFiles(serverRoot: string): string[] {
  return splitTestFiles(serverRoot).database;
}

/** The server's other test files (the PostgreSQL run excludes them: its `include` is inherited). */
export function engineFreeTestFiles(serverRoot: string): string[] {
  return splitTestFiles(serverRoot).engineFree;
}

function splitTestFiles(serverRoot: string): { database: string[]; engineFree: string[] } {
  const target = resolve(serverRoot, 'src/test/test-database.ts');
  const tests = testFiles(join(serverRoot, 'src'));
  // Every file the tests import, with who imports it; then walk back from the target. (A memo of
  // "does this file reach it" would go wrong inside an import cycle.)
  const importers = new Map<string, string[]>();
  const seen = new Set<string>();
  const pending = [...tests];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of relativeImports(file)) {
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
      pending.push(imported);
    }
  }
  const reaching = new Set<string>([target]);
  const back = [target];
  for (let file = back.pop(); file !== undefined; file = back.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      back.push(importer);
    }
  }
  const split = { database: [] as string[], engineFree: [] as string[] };
  for (const file of tests) {
    (reaching.has(file) ? split.database : split.engineFree).push(relative(serverRoot, file));
  }
  return split;
}

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Static and dynamic imports and re-exports of a relative path (the codebase writes '.ts' endings).
// Text, not syntax: a file that only quotes such an import in a string counts too (its fixture
// test does), which errs towards running a file twice, never towards skipping one.
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+\.ts)'/g;

function relativeImports(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(RELATIVE_IMPORT)].map((match) => resolve(dirname(file), match[1]!));
}
