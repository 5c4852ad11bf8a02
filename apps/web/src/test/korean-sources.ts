import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Quoted literals ('…', "…", `…`) and JSX text (>…<) holding Hangul: what a source file writes. */
export function koreanTexts(source: string): string[] {
  const quoted = source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*[가-힣](?:(?!\1)[^\\\n]|\\.)*)\1/g);
  const jsxText = source.matchAll(/>([^<>{}]*[가-힣][^<>{}]*)</g);
  return [
    ...Array.from(quoted, (match) => match[2] ?? ''),
    ...Array.from(jsxText, (match) => match[1] ?? ''),
  ];
}

/** The .ts/.tsx sources under dir, without tests and test helpers. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
