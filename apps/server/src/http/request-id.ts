import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Accept a caller's id (load balancer, client) only when it looks like one; otherwise make ours.
export function genRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
