import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { AuthUser } from '../http/request-auth.ts';
import { buildGame, buildRule, buildUser } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createPageCache, type PageAnswer, type PageCache, type PageTable } from './page-cache.ts';
import { tablesVersion } from './page-versions.queries.ts';

/**
 * The page cache against a real database (decision 043): a page is made again exactly when a table
 * it named was written since it was kept.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const player = (userId: number): AuthUser => ({
  userId,
  sessionId: 's',
  role: 'USER',
  isGroupAccount: false,
});

/** A one-route app whose page counts how often it was made, and answers that count. */
async function appWith(cache: PageCache, reads: readonly PageTable[], answer?: (made: number) => PageAnswer) {
  let made = 0;
  const app: FastifyInstance = Fastify();
  app.get('/page', async (request, reply) => {
    const viewer = player(Number(request.headers['x-viewer'] ?? 1));
    return cache.send(request, reply, viewer, reads, async () => {
      made += 1;
      if (request.headers['x-fail']) throw new Error('not today');
      // Another request's write, committed after this page's version was read.
      if (request.headers['x-write']) await buildUser(handle.db);
      reply.header('x-next-cursor', `c${made}`);
      return answer ? answer(made) : `{"made":${made}}`;
    });
  });
  await app.ready();
  return {
    get: (headers: Record<string, string> = {}, url = '/page') => app.inject({ url, headers }),
    made: () => made,
  };
}

describe('kept pages', () => {
  let cache: PageCache;
  beforeEach(() => {
    cache = createPageCache(handle.db, 1_000_000);
  });

  it('serves a page again, with its next cursor, until a table it named is written', async () => {
    const page = await appWith(cache, ['users', 'rules']);
    const first = await page.get();
    expect(first.json()).toEqual({ made: 1 });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await page.get();
    expect(again.json()).toEqual({ made: 1 });
    expect(again.headers['x-next-cursor']).toBe('c1');
    expect(page.made()).toBe(1);

    await buildUser(handle.db);
    expect((await page.get()).json()).toEqual({ made: 2 });
    const rule = await buildRule(handle.db, null);
    expect((await page.get()).json()).toEqual({ made: 3 });
    // An update and a delete count as writes too.
    await handle.db.execute(sql`update rules set title = '다른 이름' where id = ${rule.id}`);
    expect((await page.get()).json()).toEqual({ made: 4 });
    await handle.db.execute(sql`delete from rule_versions where rule_id = ${rule.id}`);
    await handle.db.execute(sql`delete from rules where id = ${rule.id}`);
    expect((await page.get()).json()).toEqual({ made: 5 });
    expect((await page.get()).json()).toEqual({ made: 5 });
  });

  it('keeps a page while only tables it did not name are written', async () => {
    const page = await appWith(cache, ['rule_categories']);
    await page.get();
    const owner = await buildUser(handle.db);
    await buildGame(handle.db, owner, await buildRule(handle.db, owner));
    expect((await page.get()).json()).toEqual({ made: 1 });
  });

  it('keeps one page per caller and address', async () => {
    const page = await appWith(cache, ['users']);
    expect((await page.get({ 'x-viewer': '1' })).json()).toEqual({ made: 1 });
    expect((await page.get({ 'x-viewer': '2' })).json()).toEqual({ made: 2 });
    expect((await page.get({ 'x-viewer': '1' }, '/page?size=5')).json()).toEqual({ made: 3 });
    expect((await page.get({ 'x-viewer': '1' })).json()).toEqual({ made: 1 });
    expect((await page.get({ 'x-viewer': '2' })).json()).toEqual({ made: 2 });
  });

  it('keeps no failure', async () => {
    const page = await appWith(cache, ['users']);
    expect((await page.get({ 'x-fail': '1' })).statusCode).toBe(500);
    expect((await page.get()).json()).toEqual({ made: 2 });
  });

  it('writes an object answer with the route serializer', async () => {
    const page = await appWith(cache, ['users'], (made) => ({ made, list: [1, 2] }));
    expect((await page.get()).json()).toEqual({ made: 1, list: [1, 2] });
    expect((await page.get()).json()).toEqual({ made: 1, list: [1, 2] });
  });

  it('makes the page again when a write commits while it is being made', async () => {
    // The version is read before the page is made: a page that saw a write the version did not is
    // kept at the older version, so the next request makes it again rather than trust it.
    const page = await appWith(cache, ['users']);
    expect((await page.get({ 'x-write': '1' })).json()).toEqual({ made: 1 });
    expect((await page.get()).json()).toEqual({ made: 2 });
    expect((await page.get()).json()).toEqual({ made: 2 });
  });

  it('makes a page again once it is older than maxAgeMs, written or not', async () => {
    let at = 1_000;
    const timed = createPageCache(handle.db, 1_000_000, undefined, () => at);
    let made = 0;
    const app = Fastify();
    app.get('/timed', (request, reply) =>
      timed.send(request, reply, player(1), ['users'], async () => `{"made":${++made}}`, {
        maxAgeMs: 60_000,
      }),
    );
    await app.ready();
    const get = async () => (await app.inject({ url: '/timed' })).json();
    expect(await get()).toEqual({ made: 1 });
    at += 59_999;
    expect(await get()).toEqual({ made: 1 });
    at += 1;
    expect(await get()).toEqual({ made: 2 });
    expect(await get()).toEqual({ made: 2 });
  });

  it('counts the pages served from memory and made, by route, with a registry', async () => {
    const registry = new Registry();
    const counted = createPageCache(handle.db, 1_000_000, registry);
    const page = await appWith(counted, ['users']);
    await page.get();
    await page.get();
    await page.get();
    const text = await registry.metrics();
    expect(text).toContain('hanpan_page_cache_requests_total{route="/page",result="made"} 1');
    expect(text).toContain('hanpan_page_cache_requests_total{route="/page",result="hit"} 2');
    expect(text).toMatch(/hanpan_page_cache_bytes [1-9]/);
  });

  it('counts the address with the text: tiny pages under long addresses cannot fill memory', async () => {
    const budget = createPageCache(handle.db, 10_000);
    const page = await appWith(budget, ['users'], () => '[]');
    for (let i = 0; i < 50; i++) await page.get({}, `/page?keyword=${'x'.repeat(1_000)}${i}`);
    expect(budget.size.chars).toBeLessThanOrEqual(10_000);
    expect(budget.size.pages).toBeLessThan(10);
  });

  it('lets the least recently used pages go beyond its size, and keeps nothing at size 0', async () => {
    // Room for one page (its text, key and entry: ~110 characters), not two.
    const small = createPageCache(handle.db, 150);
    const page = await appWith(small, ['users'], (made) => `{"made":${made},"pad":"${'x'.repeat(5)}"}`);
    await page.get({ 'x-viewer': '1' });
    await page.get({ 'x-viewer': '2' });
    expect(small.size.pages).toBe(1);
    expect(page.made()).toBe(2);
    await page.get({ 'x-viewer': '1' });
    expect(page.made()).toBe(3);

    const none = createPageCache(handle.db, 0);
    const uncached = await appWith(none, ['users']);
    await uncached.get();
    expect((await uncached.get()).json()).toEqual({ made: 2 });
    expect(none.size.pages).toBe(0);
  });
});

describe('table versions', () => {
  it("raise games.counts, not games, for a game's likes and comments counts", async () => {
    const owner = await buildUser(handle.db);
    const game = await buildGame(handle.db, owner, await buildRule(handle.db, owner));
    const games = await tablesVersion(handle.db, ['games']);
    const counts = await tablesVersion(handle.db, ['games.counts']);
    await handle.db.execute(sql`update games set like_count = like_count + 1 where id = ${game.id}`);
    expect(await tablesVersion(handle.db, ['games'])).toBe(games);
    expect(await tablesVersion(handle.db, ['games.counts'])).not.toBe(counts);
    await handle.db.execute(sql`update games set match_date = now() where id = ${game.id}`);
    expect(await tablesVersion(handle.db, ['games'])).not.toBe(games);
  });

  it('cover every column of games, in one part or the other', async () => {
    // A column added to games must join one of migration 0031's two update triggers, or a kept page
    // showing it would not see it change.
    const result = await handle.db.execute<{ name: string }>(sql`
      select a.attname as name from pg_attribute a
      where a.attrelid = 'games'::regclass and a.attnum > 0 and not a.attisdropped
        and not exists (
          select 1 from pg_trigger t
          where t.tgrelid = 'games'::regclass
            and t.tgname in ('games_raise_table_version_on_update', 'games_raise_counts_version')
            and a.attnum = any(t.tgattr::int2[]))`);
    expect(result.rows.map((row) => row.name)).toEqual([]);
  });

  it('are not raised by a write that rolls back', async () => {
    const before = await tablesVersion(handle.db, ['users']);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: `rollback-${Date.now()}@example.com`, role: 'USER' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await tablesVersion(handle.db, ['users'])).toBe(before);
  });

  it.skipIf(process.env.HANPAN_TEST_DB !== 'postgres')(
    'never make one writer wait for another: a second row is taken while the first is held',
    async () => {
      const before = BigInt(await tablesVersion(handle.db, ['users']));
      const first = await handle.pool!.connect();
      const second = await handle.pool!.connect();
      try {
        await first.query('begin');
        await first.query(
          `insert into users (email, role) values ('held-${Date.now()}@example.com', 'USER')`,
        );
        // Would wait for `first` forever (the test's timeout) if writers shared one row.
        await second.query('begin');
        await second.query(
          `insert into users (email, role) values ('free-${Date.now()}@example.com', 'USER')`,
        );
        await second.query('commit');
        expect(BigInt(await tablesVersion(handle.db, ['users']))).toBe(before + 1n);
        await first.query('commit');
        expect(BigInt(await tablesVersion(handle.db, ['users']))).toBe(before + 2n);
      } finally {
        first.release();
        second.release();
      }
    },
  );
});
