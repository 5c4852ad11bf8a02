import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { friendships, users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'hanpan-demo-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo friends', () => {
  it('gives every demo player a friend, a sent and a received request, once', async () => {
    const storage = createLocalFileStorage(join(dir, 'uploads'), 'http://localhost:3000');
    await seedDemoData(database.db, storage);
    const demo = await database.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const rows = await database.db.select().from(friendships);
    for (const { id } of demo) {
      const mine = rows.filter((row) => row.userLow === id || row.userHigh === id);
      expect(mine.some((row) => row.status === 'ACCEPTED')).toBe(true);
      expect(mine.some((row) => row.status === 'PENDING' && row.requesterId === id)).toBe(true);
      expect(mine.some((row) => row.status === 'PENDING' && row.requesterId !== id)).toBe(true);
    }

    // A player unfriends; the next start's seed leaves that alone.
    const first = rows.find((row) => row.status === 'ACCEPTED')!;
    await database.db.delete(friendships).where(eq(friendships.userLow, first.userLow));
    const left = (await database.db.select().from(friendships)).length;
    await seedDemoData(database.db, storage);
    expect(await database.db.select().from(friendships)).toHaveLength(left);
  });
});
