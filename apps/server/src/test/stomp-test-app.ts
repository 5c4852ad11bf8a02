import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TestClient } from '../realtime/gateway.test-support.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Listens on a free port; the STOMP endpoint's address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

/**
 * One app for a test file (or describe block) listening for real STOMP clients, which `open`
 * collects and the block's end closes. `t` and `url` are set before its first test; `clock` is the
 * app's clock when the test moves time.
 */
export function stompTestApp({ clock }: { clock?: () => Date } = {}) {
  const open: TestClient[] = [];
  const server = { open, t: undefined as unknown as TestApp, url: '' };
  beforeAll(async () => {
    server.t = await createTestApp({}, clock ? { clock } : {});
    server.url = await listen(server.t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.client.deactivate()));
    await server.t.close();
  });
  return server;
}
