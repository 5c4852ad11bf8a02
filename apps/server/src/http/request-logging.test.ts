import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-logging.ts';

async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, stream), logController: new RequestLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.post('/change', async () => ({ changed: true }));
  app.get('/missing', async (_request, reply) => reply.status(404).send({ missing: true }));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes nothing at info for a successful read, one debug line when asked', async () => {
    const quiet = await appLoggingAt('info');
    await quiet.app.inject({ url: '/ok' });
    expect(quiet.lines).toEqual([]);

    const verbose = await appLoggingAt('debug');
    await verbose.app.inject({ url: '/ok' });
    expect(verbose.lines).toHaveLength(1);
    expect(verbose.lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/ok' } });
  });

  it('keeps one info line with request id, url and status for changes and failed answers', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'POST', url: '/change' });
    await app.inject({ url: '/missing' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: 'POST', url: '/change' },
      res: { statusCode: 200 },
    });
    expect(lines[1]).toMatchObject({ level: 30, req: { url: '/missing' }, res: { statusCode: 404 } });
    for (const line of lines) {
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.responseTime).toEqual(expect.any(Number));
    }
  });
});
