import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 KB and more (JSON lists, profiles with long texts) for clients that
 * accept it; smaller ones are not worth the CPU. Only compressible types (mime-db): images and fonts
 * are sent as they are. Static files of the web app come precompressed from the build
 * (web-app.ts): an answer that already has a Content-Encoding is left alone. The websocket (/ws)
 * never passes through here (it is an HTTP upgrade, not a route).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    // br first when a client offers both; @fastify/compress runs brotli at quality 4 on the fly.
    encodings: ['br', 'gzip'],
  });
}
