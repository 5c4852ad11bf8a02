import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { prepareForExplain } from '../db/prepared-explain.ts';
import { recordStatements } from '../db/statement-recorder.ts';
import {
  buildAdmin,
  buildApplication,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scheduledGame, startAs } from '../features/match/match.test-support.ts';
import { jpegWithGps, multipartBody } from '../features/uploads/uploads.test-support.ts';
import { openTestDatabase } from '../test/test-database.ts';

/**
 * Decision 043's load-bearing rule: a kept page is served again while the tables its route named
 * are unwritten, so a route must name every table its statements read. Each kept route is sent
 * once per kind of caller, every statement it sends is explained on PostgreSQL, and the tables in
 * the plans must be among the route's named ones. Only PostgreSQL: the statements are recorded at
 * its pool (the PGlite run has none), and EXPLAIN shows the same tables on both.
 */
const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });

const onPostgres = process.env.HANPAN_TEST_DB === 'postgres';

/** The games columns migration 0031 counts as `games.counts` rather than `games`. */
const COUNT_COLUMNS = /\b(like_count|comment_count|post_version)\b/;

describe.skipIf(!onPostgres)('kept pages name every table they read', () => {
  let handle: DatabaseHandle;
  let t: TestApp;
  let client: pg.Client;
  let recorder: ReturnType<typeof recordStatements>;
  const callers: { name: string; headers: Record<string, string> }[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    recorder = recordStatements(handle.pool!);
    t = await createTestApp({}, { database: handle });
    const db = t.db;
    const viewer = await buildUser(db, { region: '서울 강남구' });
    const other = await buildUser(db, { region: '서울 강남구' });
    const admin = await buildAdmin(db, { region: '서울 강남구' });
    const rule = await buildRule(db, other);
    const place = { placeRoad: '서울 강남구 테헤란로 1', province: '서울', region: '서울 강남구' };
    const open = await buildGame(db, other, rule, { ...place, matchDate: new Date(Date.now() + 86_400_000) });
    await buildGame(db, other, rule, place);
    await buildApplication(db, open, viewer);
    const mine = await buildGame(db, viewer, rule, place);
    await buildApplication(db, mine, other);
    await buildPlayedGame(db, viewer, other, rule);
    // A match played through the live match: its result, records, ratings and champion.
    const oneSet = await buildRule(db, null, { pointsToWin: 1, setsToWin: 1 });
    const { game: played } = await scheduledGame(t, oneSet, { owner: viewer, opponent: other });
    const started = await startAs(t, viewer, played.id, startForm);
    expect(started.statusCode, started.body).toBe(200);
    await t.app.liveMatch.service.submitEvent(
      { userId: viewer.id },
      started.json().chatRoomId as number,
      { type: 'SCORE', userId: viewer.id, setIndex: 1, scoreDelta: 1 },
      null,
    );
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/games/${played.id}/like`,
      headers: await t.authHeader(other),
    });
    expect(liked.statusCode, liked.body).toBe(200);
    // The admin plays a match now: the active-game poll reads the game's rule and players.
    await buildGame(db, admin, rule, { ...place, status: 'IN_PROGRESS', opponentId: other.id });
    callers.push(
      { name: 'player', headers: await t.authHeader(viewer) },
      { name: 'admin', headers: await t.authHeader(admin) },
    );
    const ids = { rule: oneSet.id, played: played.id, open: open.id, other: other.id, viewer: viewer.id };
    urls.push(...keptRouteUrls(ids));
    client = new pg.Client({
      connectionString: (handle.pool!.options as { connectionString: string }).connectionString,
    });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await t?.close();
    await handle?.close();
  });

  it('each kept route sends only statements on the tables it named', async () => {
    const problems: string[] = [];
    const seenRoutes = new Set<string>();
    for (const caller of callers) {
      const pending = [...urls];
      for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
        recorder.start();
        const res = await t.app.inject({ url, headers: caller.headers });
        // From the version read on: what comes before it (the caller's session) is not the page's.
        const recorded = recorder.stop();
        const statements = recorded.slice(recorded.findIndex((s) => s.text.includes('table_versions')));
        expect(res.statusCode, `${caller.name} ${url}: ${res.body}`).toBe(200);
        // A next page's statements differ (keyset conditions): send it too.
        const cursor = res.headers['x-next-cursor'];
        if (typeof cursor === 'string' && !url.includes('cursor='))
          pending.unshift(`${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`);
        const route = [...t.app.pages.declaredReads.keys()].find((pattern) => matchesRoute(pattern, url));
        if (route === undefined) {
          problems.push(`${url} is not a kept route`);
          continue;
        }
        seenRoutes.add(route);
        const named = new Set<string>(t.app.pages.declaredReads.get(route));
        for (const [index, statement] of statements.entries()) {
          if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
          const read = await tablesIn(client, `page_reads_${index}`, statement);
          if (read.has('games') && COUNT_COLUMNS.test(statement.text)) read.add('games.counts');
          read.delete('table_versions');
          if (process.env.PAGE_READS_PRINT) console.log(url, caller.name, [...read].sort().join(' '));
          for (const table of read)
            if (!named.has(table)) problems.push(`${caller.name} ${route} reads ${table}, not named`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every kept route was sent (a route added to the cache must be added here).
    expect([...t.app.pages.declaredReads.keys()].sort()).toEqual([...seenRoutes].sort());
  });
});

/** One address per kept route, ids filled from the fixture. */
function keptRouteUrls(ids: {
  rule: number;
  played: number;
  open: number;
  other: number;
  viewer: number;
}): string[] {
  return [
    '/api/games/list',
    '/api/games/list?region=서울%20강남구',
    '/api/games/list?sort=nearest',
    '/api/games/list?sort=soonest',
    '/api/games/list?size=1',
    '/api/games/list?sort=nearest&size=1',
    '/api/games/list?sort=soonest&size=1',
    '/api/games/my-games?size=1',
    '/api/games/my-requests?size=1',
    '/api/rules/list?size=1',
    '/api/rules/list?sort=popular&size=1',
    '/api/user-profile/search?keyword=a&size=1',
    `/api/rules/${ids.rule}/rankings?size=1`,
    '/api/games/my-games',
    '/api/games/my-requests',
    '/api/games/my-games/applicants',
    '/api/games/active/my',
    `/api/games/summary?gameId=${ids.open}`,
    `/api/games/${ids.played}/ranking`,
    `/api/games/${ids.played}/like/users`,
    `/api/rules/${ids.rule}/rankings`,
    '/api/rules/list',
    '/api/rules/list?sort=popular',
    '/api/rules/list?search=규칙',
    '/api/rules/list?search=ㄱㅊ',
    '/api/user-profile/search?keyword=a',
    '/api/user-profile/0',
    `/api/user-profile/${ids.other}`,
  ];
}

/** Whether `url` (path and query) is an address of the route `pattern` ('/api/games/:id/ranking'). */
function matchesRoute(pattern: string, url: string): boolean {
  const path = url.split('?')[0]!;
  const expression = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return expression.test(path);
}

/** The tables in `statement`'s plan (prepared as the server's pool prepares it). */
async function tablesIn(
  client: pg.Client,
  name: string,
  statement: { text: string; values: unknown[] },
): Promise<Set<string>> {
  const execute = await prepareForExplain(client, name, statement);
  try {
    const plan = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${execute}`);
    const tables = new Set<string>();
    collectRelations(plan.rows[0]!['QUERY PLAN'], tables);
    return tables;
  } finally {
    await client.query(`deallocate ${name}`);
  }
}

function collectRelations(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRelations(item, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'Relation Name' && typeof value === 'string') into.add(value);
    else collectRelations(value, into);
  }
}
