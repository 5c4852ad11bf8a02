import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request" + "request completed"),
 * and successful reads at debug. Under load the two info lines per request were the largest single
 * cost of a cheap call (a synchronous stdout write each; docs/performance.md). What stays at info:
 * every request that changes something (not GET/HEAD) and every answer ≥ 400; errors stay at
 * error. Each line carries the request id, method, url, status and response time.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode < 400 && (request.method === 'GET' || request.method === 'HEAD'))
      reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
