import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimitPerMinute: number;
  redis?: Redis;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
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
  });

  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    credentials: true,
    // Same-origin requests carry no Origin header; other origins must be listed.
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin) ? (origin ?? false) : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'x-next-cursor'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'hanpan:rate:' } : {}),
    errorResponseBuilder: () => new AppError('rate_limited'),
  });
}
