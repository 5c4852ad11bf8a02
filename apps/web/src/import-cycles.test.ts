import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import cycles in the web app, type-only and lazy (import()) imports included, as on the server
// (apps/server/src/import-cycles.test.ts): a cycle means two modules that can only be understood
// together, and a lazy edge in a cycle hides which chunk really owns the code.

const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** '@/x' and relative specifiers resolved to files (web imports name no extension). */
function resolveImport(specifier: string, fromFile: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(fromFile), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => resolveImport(imported.fileName, file))
        .filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components with more than one module (or a self-import): the cycles. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

describe('import cycles in apps/web/src', () => {
  it('finds a planted cycle through a type import and a lazy import', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts']]);
    const { importedFiles } = ts.preProcessFile(
      "import type { X } from '@/lib/x';\nconst later = () => import('./y');\n",
      true,
      true,
    );
    expect(importedFiles.map((file) => file.fileName)).toEqual(['@/lib/x', './y']);
    expect(resolveImport('@/lib/cn', join(srcDir, 'ui/button.tsx'))).toBe(join(srcDir, 'lib/cn.ts'));
    expect(resolveImport('./button', join(srcDir, 'ui/icon-button.tsx'))).toBe(join(srcDir, 'ui/button.tsx'));
  });

  it('has none', () => {
    const cycles = findCycles(importGraph(sourceFiles(srcDir)));
    expect(cycles.map((cycle) => cycle.map((file) => relative(srcDir, file)))).toEqual([]);
  });
});
