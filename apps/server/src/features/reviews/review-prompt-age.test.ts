import { ActiveMyGameSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { movableClock } from '../match/match.test-support.ts';
import { finishedGame } from './reviews.test-support.ts';

/**
 * The active-game poll is a kept page (decision 043), but its review prompts leave it as their
 * seven days pass, which no write announces: it is kept a minute at most (match.routes.ts).
 */
const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

const pending = async (player: UserRow) => {
  const res = await t.app.inject({ url: '/api/games/active/my', headers: await t.authHeader(player) });
  expect(res.statusCode, res.body).toBe(200);
  return ActiveMyGameSchema.parse(res.json()).pendingReviewGameIds;
};

describe('the review prompt of a kept active-game poll', () => {
  it('leaves the poll within a minute of its seven days passing, with nothing written', async () => {
    const day = 24 * 60 * 60 * 1000;
    // Seven days old but for 30 s.
    const { owner, game } = await finishedGame(t, {
      completedAt: new Date(clock.now().getTime() - 7 * day + 30_000),
    });
    expect(await pending(owner)).toEqual([game.id]);
    // The window has passed; the page kept 40 s ago may still show it.
    clock.advance(40_000);
    await pending(owner);
    // A minute after it was made, the page is made again: the prompt is gone.
    clock.advance(20_000);
    expect(await pending(owner)).toEqual([]);
  });
});
