// Writes `<file>.br` and `<file>.gz` next to every compressible file of the built app (dist/), once
// at build time with the strongest settings, so the server sends them as they are (@fastify/static
// `preCompressed`) instead of compressing on every request. A variant that would not be smaller is
// not written. Source maps are left out: rarely fetched, slow to compress at brotli 11.
// Runs after `vite build` (see package.json); node's zlib only, no dependency.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function precompressFile(path) {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: path.endsWith('.ico')
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = [];
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (data.length < source.length) {
      await writeFile(path + suffix, data);
      written.push(suffix);
    }
  }
  return { bytes: source.length, br: br.length, gz: gz.length, written };
}

export async function precompressDir(dir) {
  const files = [];
  for await (const path of filesUnder(dir)) if (COMPRESSIBLE.test(path)) files.push(path);
  return Promise.all(files.map(async (path) => ({ path, ...(await precompressFile(path)) })));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  await stat(join(dist, 'index.html'));
  const results = await precompressDir(dist);
  const total = (key) => results.reduce((sum, file) => sum + file[key], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${results.length} files in ${relative(process.cwd(), dist) || '.'}: ` +
      `${kb(total('bytes'))} → ${kb(total('br'))} brotli, ${kb(total('gz'))} gzip`,
  );
}
