import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layering rules in eslint.config.js bite: each case lints a planted file (it never
// exists on disk) with the repository's own configuration, as `npm run lint` would.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The layering rules: core's import restrictions, and typescript-eslint's where type imports pass. */
const LAYERING_RULES = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
  // and what a server test file may not leave behind for the next one (decision 036)
  'no-restricted-properties',
]);
// Only the layering rules run: the other rules' verdicts are `npm run lint`'s, and running them
// all here too doubled this file's time (~60 → ~28 s for the whole tree on a loaded 2-core machine).
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => LAYERING_RULES.has(ruleId) });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && LAYERING_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('import boundaries (npm run lint)', () => {
  it('holds across the server and the web app today (so npm test enforces it too)', async () => {
    const results = await eslint.lintFiles(['apps/server/src', 'apps/web/src']);
    const broken = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId !== null && LAYERING_RULES.has(message.ruleId))
        .map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(broken).toEqual([]);
  }, 180_000); // the whole tree, as `npm run lint`; over a minute on a loaded 2-core machine

  it("refuses a feature importing another feature's internals, and allows its index.ts", async () => {
    const file = 'apps/server/src/features/blocks/planted.ts';
    expect(
      await restrictedImports(
        file,
        "import { findActiveUser } from '../users/users.queries.ts';\nfindActiveUser;\n",
      ),
    ).toEqual([expect.stringContaining('index.ts only')]);
    expect(
      await restrictedImports(file, "import { findActiveUser } from '../users/index.ts';\nfindActiveUser;\n"),
    ).toEqual([]);
    expect(
      await restrictedImports(file, "import { AppError } from '../../http/app-error.ts';\nAppError;\n"),
    ).toEqual([]);
  });

  it("lets a feature's sub-folders import each other, and nothing else reach into them (games/listing/…)", async () => {
    const file = 'apps/server/src/features/games/listing/planted.ts';
    for (const allowed of [
      '../shared/game-lookups.queries.ts',
      './game-list.queries.ts',
      '../../users/index.ts',
      '../../../http/app-error.ts',
    ]) {
      expect(await restrictedImports(file, `import * as x from '${allowed}';\nx;\n`), allowed).toEqual([]);
    }
    expect(await restrictedImports(file, "import * as x from '../../users/users.queries.ts';\nx;\n")).toEqual(
      [expect.stringContaining('index.ts only')],
    );
    // A test in a sub-folder may use another feature's test support, as at the top level.
    expect(
      await restrictedImports(
        'apps/server/src/features/games/kickoff/planted.test.ts',
        "import * as x from '../../uploads/uploads.test-support.ts';\nx;\n",
      ),
    ).toEqual([]);
    // From another feature or from app code, a sub-folder is an internal like any other file.
    expect(
      await restrictedImports(
        'apps/server/src/features/places/planted.ts',
        "import * as x from '../games/listing/game-list.service.ts';\nx;\n",
      ),
    ).toEqual([expect.stringContaining('index.ts only')]);
    expect(
      await restrictedImports(
        'apps/server/src/planted.ts',
        "import * as x from './features/games/shared/game-lookups.queries.ts';\nx;\n",
      ),
    ).toHaveLength(1);
    // One level only: deeper folders would slip past the relative-path patterns.
    expect(
      await restrictedImports(
        'apps/server/src/features/games/listing/deeper/planted.ts',
        'export const x = 1;\n',
      ),
    ).toEqual([expect.stringContaining('one level of sub-folders')]);
  });

  it('refuses realtime/, http/ and app code reaching into a feature', async () => {
    for (const [file, from] of [
      ['apps/server/src/realtime/planted.ts', '../features/auth/auth.service.ts'],
      ['apps/server/src/http/planted.ts', '../features/users/users.queries.ts'],
      ['apps/server/src/planted.ts', './features/blocks/blocks.queries.ts'],
    ] as const) {
      expect(await restrictedImports(file, `import * as x from '${from}';\nx;\n`), file).toHaveLength(1);
    }
    expect(
      await restrictedImports(
        'apps/server/src/http/planted.ts',
        "import * as x from '../features/auth/index.ts';\nx;\n",
      ),
    ).toEqual([]);
  });

  it('refuses drizzle and table values in a service, and allows their types (CONVENTIONS.md, database access)', async () => {
    const service = 'apps/server/src/features/comments/planted.service.ts';
    for (const line of [
      "import { and } from 'drizzle-orm';\nand;\n",
      "import { alias } from 'drizzle-orm/pg-core';\nalias;\n",
      "import { gameComments } from '../../db/schema/index.ts';\ngameComments;\n",
      "import { gameComments, type GameCommentRow } from '../../db/schema/index.ts';\nexport const x: GameCommentRow | typeof gameComments | null = null;\n",
    ]) {
      expect(await restrictedImports(service, line), line).toEqual([expect.stringContaining('*.queries.ts')]);
    }
    // The same in a sub-feature's service, and for every service of the repository: no exceptions.
    for (const line of [
      "import { and } from 'drizzle-orm';\nand;\n",
      "import { games } from '../../../db/schema/index.ts';\ngames;\n",
    ]) {
      expect(
        await restrictedImports('apps/server/src/features/games/listing/game-list.service.ts', line),
        line,
      ).toEqual([expect.stringContaining('*.queries.ts')]);
    }
    expect(
      await restrictedImports(
        service,
        "import type { SQL } from 'drizzle-orm';\nimport type { GameCommentRow } from '../../db/schema/index.ts';\n" +
          'export type X = [SQL, GameCommentRow];\n',
      ),
    ).toEqual([]);
    // Queries are where drizzle belongs.
    expect(
      await restrictedImports(
        'apps/server/src/features/comments/planted.queries.ts',
        "import { and } from 'drizzle-orm';\nimport { gameComments } from '../../db/schema/index.ts';\nand(gameComments.id);\n",
      ),
    ).toEqual([]);
  });

  it('refuses a routes file building a service: services are built once, in index.ts', async () => {
    expect(
      await restrictedImports(
        'apps/server/src/features/rules/planted.routes.ts',
        "import { createEditRequestsService } from './edit-requests.service.ts';\ncreateEditRequestsService({} as never);\n",
      ),
    ).toEqual([expect.stringContaining('once, in its index.ts')]);
    expect(
      await restrictedImports(
        'apps/server/src/features/rules/index.ts',
        "import { createEditRequestsService } from './edit-requests.service.ts';\ncreateEditRequestsService({} as never);\n",
      ),
    ).toEqual([]);
  });

  it('refuses a server test file a module mock or a change to process.env, and lets it read the environment', async () => {
    const file = 'apps/server/src/features/blocks/planted.test.ts';
    expect(
      await restrictedImports(
        file,
        "import { vi } from 'vitest';\nvi.mock('./blocks.queries.ts');\nprocess.env.PORT = '1';\ndelete process.env['HOST'];\n",
      ),
    ).toEqual([
      expect.stringContaining('module mock would outlive this file'),
      expect.stringContaining('process.env would stay changed'),
      expect.stringContaining('process.env would stay changed'),
    ]);
    expect(await restrictedImports(file, "export const port = process.env.PORT ?? '3000';\n")).toEqual([]);
    // The web app's tests run isolated and may mock modules.
    expect(
      await restrictedImports(
        'apps/web/src/features/blocks/planted.test.tsx',
        "import { vi } from 'vitest';\nvi.mock('./blocks.api');\n",
      ),
    ).toEqual([]);
  });

  it('refuses upward imports in the web app: lib → ui/features/routes, ui → features/routes', async () => {
    const lib = 'apps/web/src/lib/planted.ts';
    expect(
      await restrictedImports(lib, "import { showToast } from '@/ui/toast';\nshowToast;\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports(lib, "import * as x from '../features/blocks/blocks.api';\nx;\n"),
    ).toHaveLength(1);
    const ui = 'apps/web/src/ui/planted.tsx';
    expect(await restrictedImports(ui, "import * as x from '@/routes/home-screen';\nx;\n")).toHaveLength(1);
    expect(await restrictedImports(ui, "import { cn } from '@/lib/cn';\ncn;\n")).toEqual([]);
  });
});
