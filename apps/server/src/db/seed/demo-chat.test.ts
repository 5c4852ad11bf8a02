import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFor } from '../../features/chat/chat.test-support.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { chatMessages, users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'hanpan-demo-chat-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo DM history', () => {
  it('gives the first demo player Korean DM rooms with unread lines, once', async () => {
    const storage = createLocalFileStorage(join(dir, 'uploads'), 'http://localhost:3000');
    await seedDemoData(database.db, storage);
    const [minjun] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isDemo, true), eq(users.username, 'minjun')));
    const chat = chatFor(database.db);
    const { rows } = await chat.listDmRooms({ userId: minjun!.id }, { size: 30 });
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => /[가-힣]/.test(row.lastContent ?? ''))).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.unreadCount, 0)).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.unreadCount === 0)).toBe(true);

    // Each room reads in order: a later line never carries an earlier time.
    const lines = await database.db.select().from(chatMessages).orderBy(chatMessages.id);
    const lastAt = new Map<number, number>();
    for (const line of lines) {
      expect(line.createdAt.getTime()).toBeGreaterThanOrEqual(lastAt.get(line.roomId) ?? 0);
      lastAt.set(line.roomId, line.createdAt.getTime());
    }

    const before = (await database.db.select().from(chatMessages)).length;
    await seedDemoData(database.db, storage);
    expect((await database.db.select().from(chatMessages)).length).toBe(before);
    expect((await chat.listDmRooms({ userId: minjun!.id }, { size: 30 })).rows).toEqual(rows);
  });
});
