import type { FastifyInstance } from 'fastify';

/**
 * A request whose body is empty has no body, whatever its Content-Type says. Clients in the field
 * send `Content-Type: application/json` (or axios's form default) with nothing after it on calls
 * that take no body, such as POST /api/access/daily-first; fastify would answer 400
 * FST_ERR_CTP_EMPTY_JSON_BODY or 415. Dropping the header lets the route see "no body" (undefined),
 * exactly as if the client had sent none; routes that need a body still answer their own 400.
 */
export function registerEmptyBodyAsNoBody(app: FastifyInstance): void {
  // Callback style: it runs on every request, and a GET without a body should not pay for a promise
  // (decision 009).
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    if (headers['content-type'] !== undefined && headers['transfer-encoding'] === undefined) {
      const length = headers['content-length'];
      if (length === undefined || length === '0') delete headers['content-type'];
    }
    done();
  });
}
