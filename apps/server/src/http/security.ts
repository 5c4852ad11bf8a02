import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import { registerCors } from './cors.ts';
import { registerGlobalRateLimit } from './global-rate-limit.ts';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Where image URLs point (PUBLIC_URL's origin): the page may show them under any host name. */
  imageOrigin: string;
  rateLimitPerMinute: number;
  redis?: Redis;
}

/** Redis keys of the rate limits: `hanpan:rate:<ip>`, a route's own `hanpan:rate:<METHOD></url>-<ip>`. */
const RATE_NAMESPACE = 'hanpan:rate:';

// One year, as helmet would send it; only ever on an HTTPS answer (see below).
const HSTS = 'max-age=31536000; includeSubDomains';

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
          imgSrc: ["'self'", 'data:', 'blob:', options.imageOrigin],
          mediaSrc: ["'self'", 'blob:', options.imageOrigin],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          // WARNING: keep in step with frameguard below; browsers differ in which one they obey.
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The OAuth callback carries a token in its URL: never leak it through Referer.
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // Sent by the hook below, only over HTTPS: on plain HTTP it means nothing to a browser, and a
      // development server reached by name would pin that name to HTTPS for a year.
      hsts: false,
    }),
  );
  // The request id rides in the same hook (it was an onSend hook of its own): onRequest runs for
  // every routed answer, 404s and errors thrown later included; answers refused before routing get
  // it from sendError (error-handler.ts).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeaders);
    void reply.header('x-request-id', request.id);
    // request.protocol is 'https' for a TLS socket, or with TRUST_PROXY for `X-Forwarded-Proto: https`.
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });

  // Same-origin requests carry no Origin header; other origins must be listed. Registered before the
  // rate limits: a preflight is not counted (as with @fastify/cors, whose route came first too).
  registerCors(app, {
    origins: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'x-next-cursor'],
    maxAgeSeconds: 600,
  });

  // Routes with a limit of their own (`config: { rateLimit: {…} }`, sign-in, reports…) are the
  // plugin's; every other route counts against the per-IP limit in global-rate-limit.ts.
  await app.register(rateLimit, {
    global: false,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: RATE_NAMESPACE } : {}),
    errorResponseBuilder: () => new AppError('rate_limited'),
  });
  registerGlobalRateLimit(app, {
    max: options.rateLimitPerMinute,
    timeWindowMs: 60_000,
    nameSpace: RATE_NAMESPACE,
    ...(options.redis ? { redis: options.redis } : {}),
  });
}
