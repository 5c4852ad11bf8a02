import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTestFiles, engineFreeTestFiles } from './database-test-files.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('the test files the PostgreSQL run repeats', () => {
  let folder: string | undefined;
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

  function tree(files: Record<string, string>): string {
    folder = mkdtempSync(join(tmpdir(), 'hanpan-db-tests-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    return folder;
  }

  it('takes a file that reaches the test database through any chain of relative imports, cycles included', () => {
    const root = tree({
      'src/test/test-database.ts': 'export const openTestDatabase = 1;\n',
      'src/test/test-app.ts': "import { openTestDatabase } from './test-database.ts';\n",
      'src/a/a.test-support.ts': "import { x } from './b.ts';\nexport * from '../test/test-app.ts';\n",
      'src/a/b.ts': "import { y } from './a.test-support.ts';\n",
      'src/a/api.test.ts': "import { x } from './a.test-support.ts';\n",
      'src/a/lazy.test.ts': "const m = await import('../test/test-app.ts');\n",
      'src/a/names-it.test.ts': "const text = 'HANPAN_TEST_DB test-database.ts';\n",
      'src/a/through-b.test.ts': "import { y } from './b.ts';\n",
      'src/a/pure.test.ts': "import { c } from './c.ts';\nimport { z } from 'vitest';\n",
      'src/a/c.ts': "export const c = 'test-database.ts';\n",
      'src/a/cycle.test.ts': "import { y } from './cycle.ts';\n",
      'src/a/cycle.ts': "import { y } from './cycle.test.ts';\n",
    });
    expect(databaseTestFiles(root).sort()).toEqual([
      'src/a/api.test.ts',
      'src/a/lazy.test.ts',
      'src/a/through-b.test.ts',
    ]);
  });

  it('keeps the API suites and leaves out the static checks in this codebase', () => {
    const files = databaseTestFiles(serverRoot);
    expect(files).toContain('src/features/likes/likes.test.ts');
    expect(files).toContain('src/features/match/match.chaos.test.ts');
    expect(files).toContain('src/db/migrations.test.ts');
    expect(files).not.toContain('src/boundaries.test.ts');
    expect(files).not.toContain('src/docs.test.ts');
    const others = engineFreeTestFiles(serverRoot);
    expect(others).toContain('src/boundaries.test.ts');
    expect(others.filter((file) => files.includes(file))).toEqual([]);
  });
});
