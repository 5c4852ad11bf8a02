import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_ENTRY_EXCEPTIONS } from '../../../eslint/feature-entry-exceptions.js';
import { featureEntryKey, webModule } from '../../../eslint/web-boundaries.js';

// Proves the web import rules in eslint/web-boundaries.js (eslint.config.js) bite: each case lints a planted file (it
// never exists on disk) with the repository's own configuration, as `npm run lint` would.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const webSrc = join(repoRoot, 'apps/web/src');
const eslint = new ESLint({ cwd: repoRoot });

async function messagesOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const firstPage = (file: string, code: string) => messagesOf('hanpan/first-page-imports', file, code);
const featureEntry = (file: string, code: string) => messagesOf('hanpan/feature-entry', file, code);

describe('first-page imports (src/landing/ and the shared modules /init needs)', () => {
  it('refuses a landing file importing a screen or a feature module, naming the import and the budget', async () => {
    const landing = 'apps/web/src/landing/planted.tsx';
    for (const from of [
      '@/features/games/game-card',
      '../features/games/game-card',
      '@/routes/profile-screen',
    ]) {
      expect(await firstPage(landing, `import * as x from '${from}';\nx;\n`), from).toEqual([
        expect.stringMatching(
          new RegExp(`^'${from.replace(/[./]/g, '\\$&')}' is not first-page code.*120 kB gzip`),
        ),
      ]);
    }
    expect(await firstPage(landing, "import { z } from 'zod';\nz;\n")).toEqual([
      expect.stringContaining("'zod' is not first-page code"),
    ]);
    expect(await firstPage(landing, "export { GameCard } from '@/features/games/game-card';\n")).toHaveLength(
      1,
    );
  });

  it('refuses a shared first-page module (lib/api-client) growing an import outside the set', async () => {
    expect(
      await firstPage(
        'apps/web/src/lib/api-client.ts',
        "import { showToast } from '@/ui/toast';\nimport { x } from '@/ui/dialog';\nshowToast; x;\n",
      ),
    ).toEqual([expect.stringContaining("'@/ui/dialog' is not first-page code")]);
  });

  it('allows landing and shared modules, listed packages, CSS, type imports and lazy imports', async () => {
    const code = [
      "import '@/ui/theme.css';",
      "import { useState } from 'react';",
      "import { Link } from '@tanstack/react-router';",
      "import { api } from '@/lib/api-client';",
      "import { CloseIcon } from '@/ui/icons';",
      "import { useSession } from '@/features/auth/auth.api';",
      "import { RootLayout } from './root-layout';",
      "import type { ManageCard } from '@/features/games/game-card-model';",
      "const later = () => import('@/features/games/game-card');",
      'useState; Link; api; CloseIcon; useSession; RootLayout; later;',
      'export type { ManageCard };',
    ].join('\n');
    expect(await firstPage('apps/web/src/landing/planted.tsx', code)).toEqual([]);
  });

  it('leaves the rest of the app alone', async () => {
    expect(
      await firstPage(
        'apps/web/src/routes/planted.tsx',
        "import { GameCard } from '@/features/games/game-card';\nGameCard;\n",
      ),
    ).toEqual([]);
  });
});

describe('feature entry (web features are entered through their index.ts)', () => {
  it("refuses reaching into another feature's internals, from a feature or from a screen", async () => {
    expect(
      await featureEntry(
        'apps/web/src/features/blocks/planted.ts',
        "import { FriendRow } from '../friends/friend-row';\nFriendRow;\n",
      ),
    ).toEqual([expect.stringContaining("'../friends/friend-row' reaches into features/friends")]);
    expect(
      await featureEntry(
        'apps/web/src/routes/planted.tsx',
        "import { GameCard } from '@/features/games/game-card';\nGameCard;\n",
      ),
    ).toEqual([expect.stringContaining('index.ts only')]);
  });

  it("allows a feature's index, its own files, type imports and, in tests, *.test-support", async () => {
    const code = [
      "import * as friends from '@/features/friends';",
      "import * as again from '@/features/friends/index';",
      "import { blockKeys } from './blocks.api';",
      "import type { ManageCard } from '@/features/games/game-card-model';",
      'friends; again; blockKeys;',
      'export type { ManageCard };',
    ].join('\n');
    expect(await featureEntry('apps/web/src/features/blocks/planted.ts', code)).toEqual([]);
    expect(
      await featureEntry(
        'apps/web/src/features/blocks/planted.test.ts',
        "import { ruleFixture } from '@/features/rules/rules.test-support';\nruleFixture;\n",
      ),
    ).toEqual([]);
  });

  it("holds today, with the exception list exactly today's violations (it may only shrink)", async () => {
    const strict = new ESLint({
      cwd: repoRoot,
      // Only these two rules: the files are parsed anyway, the other rules would only add time.
      ruleFilter: ({ ruleId }) => ruleId.startsWith('hanpan/'),
      overrideConfig: {
        files: ['apps/web/src/**/*.{ts,tsx}'],
        rules: { 'hanpan/feature-entry': ['error', { exceptions: [] }] },
      },
    });
    const results = await strict.lintFiles(['apps/web/src']);
    const messages = results.flatMap((result) =>
      result.messages.map((message) => ({ ...message, file: result.filePath })),
    );
    const firstPageBroken = messages.filter((message) => message.ruleId === 'hanpan/first-page-imports');
    expect(firstPageBroken.map((message) => `${message.file}:${message.line} ${message.message}`)).toEqual(
      [],
    );
    const reached = messages
      .filter((message) => message.ruleId === 'hanpan/feature-entry')
      .map((message) =>
        featureEntryKey(
          relative(webSrc, message.file),
          webModule(/^'([^']+)'/.exec(message.message)![1]!, message.file)!,
        ),
      );
    expect([...new Set(reached)].sort()).toEqual([...FEATURE_ENTRY_EXCEPTIONS].sort());
  }, 120_000);
});
