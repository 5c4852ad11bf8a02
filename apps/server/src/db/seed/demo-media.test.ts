import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GameResultSchema } from '@hanpan/core';
import { desc, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStoredFiles } from '../../features/uploads/uploads.test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { gameMedia, games, matchResults, users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';

let t: TestApp;
let root: string;
const seed = () => seedDemoData(t.db, t.app.deps.storage);

beforeAll(async () => {
  t = await createTestApp();
  root = t.app.deps.storage.root!;
  await seed();
});
afterAll(() => t.close());

describe('demo match photos (issue 19 item 8)', () => {
  it("gives 서연's latest finished match and league rounds 1–3 photos from their players, stored as uploads are", async () => {
    // The demo's one video (demo-video.ts) is counted in demo-feed.test.ts.
    const rows = (await t.db.select().from(gameMedia)).filter((row) => row.mediaType === 'IMAGE');
    const [seoyeon] = await t.db.select().from(users).where(eq(users.username, 'seoyeon'));
    const [latest] = await t.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(matchResults, eq(matchResults.gameId, games.id))
      .where(or(eq(games.ownerId, seoyeon!.id), eq(games.opponentId, seoyeon!.id)))
      .orderBy(desc(games.startedAt))
      .limit(1);
    const gameIds = [...new Set(rows.map((row) => row.gameId))];
    expect(gameIds).toContain(latest!.id);
    expect(gameIds.length).toBeGreaterThanOrEqual(4);

    const allGames = await t.db.select().from(games);
    for (const gameId of gameIds) {
      const game = allGames.find((row) => row.id === gameId)!;
      const mine = rows.filter((row) => row.gameId === gameId);
      expect(game.status).toBe('COMPLETED');
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(3);
      for (const row of mine) expect([game.ownerId, game.opponentId]).toContain(row.uploaderId);
    }
    // Re-encoded like an upload: a 1280 and a 480 WebP per photo under the game's folder.
    const stored = listStoredFiles(root).filter((key) => key.startsWith('game-media/'));
    expect(stored).toHaveLength(rows.length * 2);
    for (const row of rows) {
      expect(row.mediaType).toBe('IMAGE');
      expect(row.fileKey).toMatch(new RegExp(`^game-media/${row.gameId}/[0-9a-f]{32}-1280\\.webp$`));
      expect(existsSync(join(root, row.fileKey))).toBe(true);
      expect(existsSync(join(root, row.fileKey.replace('-1280.webp', '-480.webp')))).toBe(true);
      expect((await sharp(join(root, row.fileKey)).metadata()).format).toBe('webp');
    }
  });

  it('lists them on the result page with absolute URLs that serve the photos', async () => {
    const rows = await t.db.select().from(gameMedia);
    const gameId = rows[0]!.gameId;
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    const res = await t.app.inject({
      url: `/api/games/${gameId}/result`,
      headers: await t.authHeader({ id: game!.ownerId }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const media = GameResultSchema.parse(res.json()).media!;
    const expected = rows.filter((row) => row.gameId === gameId);
    expect(media.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
    for (const item of media) {
      const url = new URL(item.url);
      expect(url.protocol).toMatch(/^https?:$/);
      const file = await t.app.inject({ url: url.pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(item.mediaType === 'IMAGE' ? 'image/webp' : 'video/webm');
    }
  });

  it('adds no photo and no file on a second seed', async () => {
    const rows = (await t.db.select().from(gameMedia)).length;
    const files = listStoredFiles(root).length;
    await seed();
    expect((await t.db.select().from(gameMedia)).length).toBe(rows);
    expect(listStoredFiles(root).length).toBe(files);
  });
});
