import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { notifications, users } from '../schema/index.ts';
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

describe('demo notifications', () => {
  it('gives every demo player unread Korean notifications from other demo players, once', async () => {
    const storage = createLocalFileStorage(join(dir, 'uploads'), 'http://localhost:3000');
    await seedDemoData(database.db, storage);
    const demoUsers = await database.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const rows = await database.db.select().from(notifications);
    for (const user of demoUsers) {
      const mine = rows.filter((row) => row.userId === user.id);
      expect(mine.filter((row) => !row.isRead).length).toBeGreaterThanOrEqual(2);
      expect(mine.every((row) => row.actorId !== user.id && /[가-힣]/.test(row.message))).toBe(true);
      expect(mine.every((row) => !row.message.includes('{'))).toBe(true);
    }
    await seedDemoData(database.db, storage);
    expect(await database.db.select().from(notifications)).toHaveLength(rows.length);
    const unread = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(not(notifications.isRead)));
    expect(unread.length).toBeGreaterThan(0);
  });
});
