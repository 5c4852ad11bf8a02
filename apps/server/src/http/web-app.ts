import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const API_PREFIXES = ['/api/', '/oauth2/', '/ws', '/uploads/'];

/**
 * Serves the built single-page app: real files as they are, every other non-API path as
 * index.html (the client router decides what to show), and unknown API paths as a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const hasWebApp = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      setHeaders(reply, path) {
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
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
