import { GameListSchema, type GameListItem } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { buildGame, buildRule, buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/**
 * Two instances on one database (decision 043): a page one instance keeps is never served after a
 * write another instance committed, with no message between them — the version is the database's.
 */
describe('kept pages across instances', () => {
  let database: DatabaseHandle;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    one = await createTestApp({}, { database });
    two = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it("shows a game's deletion and a new challenger made through the other instance at once", async () => {
    const db = one.db;
    const place = { placeRoad: '서울 강남구 테헤란로 1', province: '서울', region: '서울 강남구' };
    const viewer = await buildUser(db, { region: '서울 강남구' });
    const owner = await buildUser(db, { region: '서울 강남구' });
    const challenger = await buildUser(db, { region: '서울 강남구' });
    const rule = await buildRule(db, owner);
    const kept = await buildGame(db, owner, rule, place);
    const deleted = await buildGame(db, owner, rule, place);
    const list = async () => {
      const res = await one.app.inject({ url: '/api/games/list', headers: await one.authHeader(viewer) });
      expect(res.statusCode, res.body).toBe(200);
      return GameListSchema.parse(res.json());
    };
    const ids = (items: GameListItem[]) => items.map((item) => item.id).sort((a, b) => a - b);

    expect(ids(await list())).toEqual([kept.id, deleted.id]);
    expect(one.app.pages.size.pages).toBe(1);

    const removed = await two.app.inject({
      method: 'DELETE',
      url: `/api/games/${deleted.id}/delete`,
      headers: await two.authHeader(owner),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ids(await list())).toEqual([kept.id]);

    expect((await list())[0]!.challengers).toEqual([]);
    const applied = await two.app.inject({
      method: 'POST',
      url: `/api/games/${kept.id}/apply`,
      headers: await two.authHeader(challenger),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await list())[0]!.challengers.map((entry) => entry.userId)).toEqual([challenger.id]);
  });
});
