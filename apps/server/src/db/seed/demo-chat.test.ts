import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatFor } from '../../features/chat/chat.test-support.ts';
import { chatMessages, users } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo DM history', () => {
  it('gives the first demo player Korean DM rooms with unread lines, once', async () => {
    await harness.seed();
    const [minjun] = await harness.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isDemo, true), eq(users.username, 'minjun')));
    const chat = chatFor(harness.db);
    const { rows } = await chat.listDmRooms({ userId: minjun!.id }, { size: 30 });
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => /[가-힣]/.test(row.lastContent ?? ''))).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.unreadCount, 0)).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.unreadCount === 0)).toBe(true);

    // Each room reads in order: a later line never carries an earlier time.
    const lines = await harness.db.select().from(chatMessages).orderBy(chatMessages.id);
    const lastAt = new Map<number, number>();
    for (const line of lines) {
      expect(line.createdAt.getTime()).toBeGreaterThanOrEqual(lastAt.get(line.roomId) ?? 0);
      lastAt.set(line.roomId, line.createdAt.getTime());
    }

    const before = (await harness.db.select().from(chatMessages)).length;
    await harness.seed();
    expect((await harness.db.select().from(chatMessages)).length).toBe(before);
    expect((await chat.listDmRooms({ userId: minjun!.id }, { size: 30 })).rows).toEqual(rows);
  });
});
