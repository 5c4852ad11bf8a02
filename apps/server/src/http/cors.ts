import type { FastifyInstance } from 'fastify';

export interface CorsOptions {
  /** Origins allowed to read answers with credentials; same-origin requests carry no Origin. */
  origins: string[];
  methods: string[];
  exposedHeaders: string[];
  maxAgeSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on an OPTIONS request from an allowed origin: the preflight route answers it. */
    corsPreflightEnabled: boolean;
  }
}

/**
 * CORS as @fastify/cors answered it with our options (a list of origins echoed with credentials,
 * preflights answered in the hook, strict preflight), in one callback hook with its values made
 * once. The plugin merged its options into a new object and built an origin resolver on every
 * request, and read `request.routeOptions` (a fresh object each read) twice (docs/performance.md,
 * session 12). Every answer varies by Origin; nothing is added for a request without one or from an
 * origin not on the list.
 */
export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  const allowed = new Set(options.origins);
  const exposed = options.exposedHeaders.join(', ');
  const methods = options.methods.join(', ');
  const maxAge = String(options.maxAgeSeconds);
  app.decorateRequest('corsPreflightEnabled', false);

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return done();
    void reply.header('access-control-allow-origin', origin);
    void reply.header('access-control-allow-credentials', 'true');
    void reply.header('access-control-expose-headers', exposed);
    if (request.raw.method !== 'OPTIONS') return done();
    // A preflight: answered here, before authentication (the browser sends no Authorization).
    if (!request.headers['access-control-request-method']) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    request.corsPreflightEnabled = true;
    void reply.header('access-control-allow-methods', methods);
    void reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) void reply.header('access-control-allow-headers', requested);
    void reply.header('access-control-max-age', maxAge);
    void reply.code(204).header('content-length', '0').send();
  });

  // OPTIONS must reach a route for the hook to run; one that is not a preflight from an allowed
  // origin is a 404 like any unknown path.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflightEnabled) return reply.callNotFound();
    return reply.send();
  });
}
