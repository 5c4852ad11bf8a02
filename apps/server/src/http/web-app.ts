import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const API_PREFIXES = ['/api/', '/oauth2/', '/ws', '/uploads/'];

// A request for a file the build did not produce (an old hashed chunk, /sw.js, /robots.txt when
// none is shipped) must hear 404: answering index.html with 200 makes a browser parse HTML as
// JavaScript and caches or crawlers keep a wrong answer. Client routes never look like this: they
// are not under /assets/ and never a single root segment ending in a file extension — deeper paths
// with dots (/invite/hanpan.app.game.3) stay client routes.
const STATIC_FILE_AT_ROOT =
  /^\/[^/]*\.(?:js|mjs|css|map|png|jpe?g|gif|webp|svg|ico|txt|json|webmanifest|woff2?)$/i;

export function isMissingStaticFile(path: string): boolean {
  return path.startsWith('/assets/') || STATIC_FILE_AT_ROOT.test(path);
}

/**
 * Serves the built single-page app: real files as they are (precompressed when the client accepts
 * it), missing files as a plain 404, every other non-API path as index.html (the client router
 * decides what to show), and unknown API paths as a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const hasWebApp = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz next to each text file (apps/web/scripts/precompress.mjs);
      // the one the client accepts is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, sentPath) {
        // A precompressed answer names the .br/.gz file; the rules are about the file it stands for.
        const path = sentPath.replace(/\.(br|gz)$/, '');
        // Vite puts a content hash in every file under assets/, so they never change; index.html
        // names the current ones and must always be revalidated.
        if (path.endsWith('index.html')) reply.header('cache-control', 'no-cache');
        else if (path.includes(join('/', 'assets', '/')))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  if (hasWebApp) {
    // The static plugin treats '/' as a directory listing (refused); the app shell answers it.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    if (isApi || !hasWebApp || !['GET', 'HEAD'].includes(request.method))
      throw new AppError('route_not_found');
    if (isMissingStaticFile(path))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
