import type { ActiveMyGame } from '@hanpan/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';
import { activeMyGameFixture, gameResultFixture } from './match.test-support';

beforeAll(async () => {
  await import('./review-needed-popup');
  await import('./game-started-popup');
  await import('@/routes/dm-screen');
  await import('@/routes/result-screen');
  await import('./result-view');
});

function serve(active: () => ActiveMyGame) {
  return mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/my/profile': () => json(200, myProfile()),
    'GET /api/chat-room/my-dm-rooms': () => json(200, []),
    'GET /api/games/active/my': () => json(200, active()),
    'GET /api/games/7/result': () => json(200, gameResultFixture()),
    'GET /api/games/7/review': () => json(200, { reviewed: false, ruleRated: false }),
  });
}

const pending = (...ids: number[]): ActiveMyGame => ({ activeGame: null, pendingReviewGameIds: ids });
const fakeTimers = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
const NAME = '상대를 평가해 주세요';

describe("the 'review needed' popup", () => {
  it('offers the first game to review and opens its result page', async () => {
    serve(() => pending(7, 3));
    const { router } = renderApp('/dm', { token: 't' });
    const popup = await screen.findByRole('alertdialog', { name: NAME });
    await userEvent.setup().click(within(popup).getByRole('button', { name: '후기 남기러 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/7/result'));
    expect(await screen.findByRole('button', { name: '후기 남기기' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: NAME })).toBeNull();
  });

  it("is not shown again for a game dismissed with '다음에 할게요' this session, also on the next polls", async () => {
    fakeTimers();
    const calls = serve(() => pending(12));
    renderApp('/dm', { token: 't' });
    const popup = await screen.findByRole('alertdialog', { name: NAME });
    await userEvent.setup().click(within(popup).getByRole('button', { name: '다음에 할게요' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: NAME })).toBeNull());
    const polls = () =>
      calls.mock.calls.filter(([url]) => String(url).includes('/api/games/active/my')).length;
    const before = polls();
    await act(async () => {
      vi.advanceTimersByTime(10_500);
    });
    await waitFor(() => expect(polls()).toBeGreaterThan(before));
    expect(screen.queryByRole('alertdialog', { name: NAME })).toBeNull();
  });

  it('stays away on a result page, also for another pending game', async () => {
    serve(() => pending(7, 8));
    renderApp('/games/7/result', { token: 't' });
    expect(await screen.findByRole('button', { name: '후기 남기기' })).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('alertdialog', { name: NAME })).toBeNull();
  });

  it("leaves the screen to the 'game started' popup while a game is under way", async () => {
    serve(() => activeMyGameFixture({ pendingReviewGameIds: [7] }));
    renderApp('/dm', { token: 't' });
    expect(await screen.findByRole('alertdialog', { name: '경기가 시작됐어요' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: NAME })).toBeNull();
  });
});
