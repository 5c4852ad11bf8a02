import { describe, expect, it, vi } from 'vitest';
import { createDeliveryLine } from './match-delivery.ts';

const log = { warn: vi.fn() };

describe("a game's delivery line", () => {
  it('publishes in the order the places were taken, whichever commit finishes its work first', async () => {
    const line = createDeliveryLine(log);
    const published: number[] = [];
    const first = line.reserve(1);
    const second = line.reserve(1);
    const other = line.reserve(2);
    // The second step's publish is ready first; the first one's is slow (its nicknames read).
    const secondDone = second.run(async () => void published.push(2));
    await other.run(async () => void published.push(99)); // another game waits for nobody
    expect(published).toEqual([99]);
    await first.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      published.push(1);
    });
    await secondDone;
    expect(published).toEqual([99, 1, 2]);
  });

  it('gives up the place of a transaction that failed, and a failed publish holds nobody up', async () => {
    const line = createDeliveryLine(log);
    const published: string[] = [];
    const failed = line.reserve(7);
    const broken = line.reserve(7);
    const next = line.reserve(7);
    const after = line.append(7, async () => void published.push('block'));
    const nextDone = next.run(async () => void published.push('next'));
    const brokenDone = broken.run(() => Promise.reject(new Error('socket gone')));
    expect(published).toEqual([]);
    await failed.run(null);
    await Promise.all([brokenDone, nextDone, after]);
    expect(published).toEqual(['next', 'block']);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ gameId: 7 }), 'match delivery failed');
  });
});
