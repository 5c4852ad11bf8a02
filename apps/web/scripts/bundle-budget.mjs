// The first page's JavaScript budget (issue 8, decision 011): everything /init needs before it can
// paint — the entries index.html loads (the app's, and the boot of / that every page loads too:
// src/landing/feed-boot.ts), their static imports, and the /init screen's chunk with its static
// imports — at most 120 kB (120 000 bytes) gzip. Reads the Vite manifest (build.manifest), so it follows
// the real chunk graph; lazy chunks loaded later (dialogs, toasts, other screens) do not count.
// What can reach those chunks is fixed by lint: src/landing/ and the shared modules listed in
// eslint/web-boundaries.js import only each other (issue 17), so the budget is spent only there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_ROUTE_BUDGET_BYTES = 120_000;
export const FIRST_ROUTE_MODULE = 'src/landing/init-screen.tsx';

/** Manifest keys of the chunks loaded before the first paint: the entries and `routeModules`, with their static imports. */
export function firstPaintChunks(manifest, routeModules = [FIRST_ROUTE_MODULE]) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!entries.includes('index.html')) throw new Error('index.html is not an entry of the manifest');
  for (const route of routeModules) {
    if (!manifest[route]) throw new Error(`${route} is not in the manifest (renamed? not lazy?)`);
  }
  const seen = new Set();
  const stack = [...entries, ...routeModules];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return [...seen].filter((key) => manifest[key].file.endsWith('.js'));
}

/** Per chunk and in total, gzip level 9 (as the server's precompressed files). */
export function measure(manifest, readChunk, routeModules) {
  const chunks = firstPaintChunks(manifest, routeModules).map((key) => ({
    file: manifest[key].file,
    gzipBytes: gzipSync(readChunk(manifest[key].file), { level: 9 }).length,
  }));
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks, totalBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

function main() {
  const dist = new URL('../dist/', import.meta.url).pathname;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const { chunks, totalBytes } = measure(manifest, (file) => readFileSync(join(dist, file)));
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  for (const chunk of chunks) console.log(`  ${kb(chunk.gzipBytes).padStart(6)} kB  ${chunk.file}`);
  const verdict = totalBytes <= FIRST_ROUTE_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `/init JavaScript: ${kb(totalBytes)} kB gzip in ${chunks.length} chunks, ${verdict} the ${kb(FIRST_ROUTE_BUDGET_BYTES)} kB budget`,
  );
  if (totalBytes > FIRST_ROUTE_BUDGET_BYTES) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
