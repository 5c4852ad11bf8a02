import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import { parkAppEntry } from './scripts/park-app-entry';

const apiOrigin = process.env.HANPAN_API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/oauth2', '/healthz', '/uploads'];
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/*
 * Every lazy import in the entry carries the list of files to preload beside it (__vite__mapDeps),
 * so each new screen made the first page heavier (decision 011, amended in issues 10 and 11). Only
 * the screens a player lands on cold most keep that list — the sign-in, the layouts and the three
 * tabs. Every other lazy chunk (other screens, dialogs) drops it: the router's warm-up
 * loads the screen and its imports follow one step later. Those chunks are marked `l-`, so a new
 * screen costs the first page only its one import line. The first page's own code (entry, router,
 * root layout, sign-in) lives in src/landing/, and lint keeps its imports there (eslint/web-boundaries.js).
 */
/*
 * The boot of / (src/landing/feed-boot.ts, issue 20 "Speed"): its own entry, written into the head
 * as a classic script before the app's entry, so it runs as soon as it arrives — before the app's
 * ~120 kB are evaluated, which at 4× CPU hold the main thread for ~1 s (a second <script
 * type=module> in index.html would be folded into the app's entry; an async module waited for the
 * entry's evaluation). A classic script may not import or export: the build fails if it does.
 */
const FEED_BOOT = 'src/landing/feed-boot.ts';
const feedBoot: PluginOption = {
  name: 'hanpan-feed-boot',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(FEED_BOOT),
      );
      const moduleSyntax =
        chunk?.type === 'chunk' &&
        chunk.imports.length + chunk.dynamicImports.length + chunk.exports.length > 0;
      if (moduleSyntax) {
        throw new Error(`${FEED_BOOT} is loaded as a classic script: it may not import or export`);
      }
      // In development the module is served as it is (a module there: Vite compiles it on request),
      // and the app's entry keeps its own script.
      if (!chunk)
        return [{ tag: 'script', attrs: { type: 'module', src: `/${FEED_BOOT}` }, injectTo: 'head-prepend' }];
      return {
        html: parkAppEntry(html),
        tags: [{ tag: 'script', attrs: { src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }],
      };
    },
  },
};

const PRIMARY_SCREEN =
  /^(init-screen|root-layout|plain-layout|app-layout|home-screen|game-screen|profile-screen)$/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), feedBoot],
  // Shown in /settings/about; declared in src/build-info.d.ts.
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, xfwd: true }])),
      '/ws': { target: apiOrigin, ws: true, xfwd: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps are written for debugging and error reports but not named in every chunk: the
    // `//# sourceMappingURL` line cost each first-page chunk ~40 bytes gzip (decision 032).
    sourcemap: 'hidden',
    // .vite/manifest.json: the bundle budget (scripts/check-bundle-budget.mjs) reads the chunk graph.
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill would cost the first page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (file.startsWith('assets/l-') ? [] : deps),
    },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'feed-boot': fileURLToPath(new URL(`./${FEED_BOOT}`, import.meta.url)),
      },
      output: {
        // The entry lists every lazy chunk's file (and its imports) for preloading; names beside the
        // hashes only made that list longer on the first page. The manifest and source maps still
        // say which chunk is which.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry && !PRIMARY_SCREEN.test(chunk.name)
            ? 'assets/l-[hash].js'
            : 'assets/[hash].js',
        // React and TanStack change less often than the app: their own chunks stay cached across
        // deploys. Other libraries follow the screens that use them (no catch-all vendor chunk, which
        // would put every screen's libraries on the first page; decision 011).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The first page's small shared modules (buttons, the alert, a few icons, the provider
            // sign-in) in one chunk instead of eight: each chunk costs its own gzip header and
            // import/export names, and all of them load before /init paints anyway (issue 18 needed
            // the room for its routes).
            {
              name: 'first-page-ui',
              test: /src[\\/](ui[\\/](button|icon-button|inline-alert|icons[\\/](icon|close-icon|info-icon|alert-icon))\.tsx|landing[\\/]provider-login\.ts)$/,
              priority: 1,
            },
            // Mutations and infinite lists are never needed for the first paint: they follow the
            // screens that use them.
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/](?!.*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$)/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A screen's first test also loads its lazy chunks in jsdom: ~2 s alone, over 5 s on a
    // loaded 2-core CI machine. Slowness is measured by the benches, never by unit tests.
    testTimeout: 15_000,
  },
});
