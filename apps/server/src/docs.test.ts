import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

/**
 * Docs that stay true (issue 17 item 7): the page listed 7 of 13 schema files and 7 of 15
 * deletion owners because nothing failed when they drifted. What the code knows is generated
 * (scripts/generate-docs.mjs); what is written by hand is checked for paths that are gone.
 */

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

describe('docs/architecture.md generated blocks', () => {
  it('match the code (screens, tables, deletion owners, features)', () => {
    let failure = '';
    try {
      execFileSync(process.execPath, [join(repoRoot, 'scripts/generate-docs.mjs'), '--check'], {
        cwd: repoRoot,
        stdio: 'pipe',
      });
    } catch (error) {
      failure = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    expect(failure, 'run `npm run docs:generate` and commit docs/architecture.md').toBe('');
  });
});

describe('decisions', () => {
  const decisions = readdirSync(join(repoRoot, 'docs/decisions')).filter((name) =>
    /^\d{3}-.*\.md$/.test(name),
  );

  it.each(decisions)('%s has Context, Decision and Consequences, in that order', (name) => {
    const headings = read(`docs/decisions/${name}`)
      .split('\n')
      .filter((line) => /^## (Context|Decision|Consequences)$/.test(line));
    expect(headings).toEqual(['## Context', '## Decision', '## Consequences']);
  });

  it('a reference file beside a decision (018a-…) is linked from it', () => {
    const all = readdirSync(join(repoRoot, 'docs/decisions'));
    for (const name of all.filter((n) => /^\d{3}[a-z]-.*\.md$/.test(n))) {
      const parent = all.find((n) => n.startsWith(`${name.slice(0, 3)}-`));
      expect(parent, `${name} has no decision ${name.slice(0, 3)}`).toBeDefined();
      expect(read(`docs/decisions/${parent}`)).toContain(`(${name})`);
    }
  });
});

/** Build outputs and runtime folders the docs name on purpose; they exist only after a build or a start. */
const NOT_IN_GIT = new Set([
  'apps/web/dist',
  'apps/server/dist',
  'dist/main.js',
  'apps/server/dist/main.js',
  './data',
  'DATA_DIR/pgdata',
]);

function trackedPaths(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

/** A backticked token that names a file or folder of this repository (not a URL, route or pattern). */
function looksLikePath(token: string): boolean {
  if (!/^[\w.@/-]+$/.test(token) || token.startsWith('/') || token.startsWith('../') || token.startsWith('@'))
    return false;
  return token.includes('/') || /\.(ts|tsx|mjs|js|json|md|css)$/.test(token);
}

describe('paths named in README.md, docs/architecture.md and CONVENTIONS.md', () => {
  const files = trackedPaths();
  const exists = (token: string) => {
    const bare = token.replace(/\/$/, '');
    return files.some(
      (file) =>
        file === bare ||
        file.endsWith(`/${bare}`) ||
        file.startsWith(`${bare}/`) ||
        file.includes(`/${bare}/`),
    );
  };

  it.each(['README.md', 'docs/architecture.md', 'CONVENTIONS.md'])(
    '%s names only paths that exist',
    (doc) => {
      // Code spans may wrap a line; fenced blocks are pictures, not references.
      const text = read(doc).replace(/^```[\s\S]*?^```/gm, '');
      const tokens = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
      const missing = [...new Set(tokens.filter(looksLikePath))].filter(
        (t) => !NOT_IN_GIT.has(t) && !exists(t),
      );
      expect(missing, `${doc} names files or folders that do not exist`).toEqual([]);
    },
  );
});

describe('docs/architecture.md server modules', () => {
  // The table of server modules is written by hand; a new top-level file or folder must get a row.
  const entries = (dir: string) =>
    readdirSync(join(repoRoot, 'apps/server/src', dir))
      .filter((name) => !/\.test(-support)?\.ts$/.test(name))
      .map((name) => (dir ? `${dir}/${name}` : name));

  it('names every top-level entry of apps/server/src and every file of db/', () => {
    const page = read('docs/architecture.md');
    const unnamed = [...entries(''), ...entries('db').filter((path) => path.endsWith('.ts'))].filter(
      (path) => !page.includes(`\`${path}`),
    );
    expect(unnamed, 'add a row to the Server modules table of docs/architecture.md').toEqual([]);
  });
});
