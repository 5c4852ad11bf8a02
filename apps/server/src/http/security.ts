import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimitPerMinute: number;
  redis?: Redis;
}

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Runs a header-setting middleware against a recording response and returns what it set. */
function headersWrittenBy(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  middleware({ headers: {} } as IncomingMessage, recorder, (error) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // WARNING: helmet runs once here. @fastify/helmet rebuilt it on every request (re-parsing the CSP
  // directives each time), which cost more than a whole /healthz answer (docs/performance.md). Our
  // options are static, so the headers it writes are the same for every request: they are recorded
  // once and set with one call per request.
  const securityHeaders = headersWrittenBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and vaul position overlays with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The OAuth callback carries a token in its URL: never leak it through Referer.
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });

  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    credentials: true,
    // Same-origin requests carry no Origin header; other origins must be listed.
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin) ? (origin ?? false) : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'hanpan:rate:' } : {}),
    errorResponseBuilder: () => new AppError('rate_limited'),
  });
}
