import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';
import { activeMyGameFixture, liveDetailFixture, matchState } from './match.test-support';
import type { ActiveMyGame } from '@hanpan/core';

beforeAll(async () => {
  await import('./game-started-popup');
  await import('@/routes/dm-screen');
  await import('@/routes/play-screen');
  await import('./play-view');
});

function serve(active: () => ActiveMyGame) {
  return mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/my/profile': () => json(200, myProfile()),
    'GET /api/chat-room/my-dm-rooms': () => json(200, []),
    'GET /api/games/active/my': () => json(200, active()),
    'GET /api/games/9/detail': () => json(200, liveDetailFixture(matchState())),
    'GET /api/games/9/game-logs': () => json(200, []),
  });
}

const fakeTimers = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });

describe("the 'game started' popup", () => {
  it('counts down 5 s and then joins the game on its play screen', async () => {
    fakeTimers();
    serve(() => activeMyGameFixture());
    const { router } = renderApp('/dm', { token: 't' });
    const popup = await screen.findByRole('alertdialog', { name: '경기가 시작됐어요' });
    expect(popup.textContent).toContain('하은 vs 민준');
    expect(popup.textContent).toContain('5초 뒤에');

    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(popup.textContent).toContain('3초 뒤에');
    await act(async () => {
      vi.advanceTimersByTime(3_500);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/9/play'));
  });

  it("stays away after '참여하지 않을래요', also on the next polls", async () => {
    fakeTimers();
    const calls = serve(() => activeMyGameFixture());
    const { router } = renderApp('/dm', { token: 't' });
    const popup = await screen.findByRole('alertdialog', { name: '경기가 시작됐어요' });
    await userEvent.setup().click(within(popup).getByRole('button', { name: '참여하지 않을래요' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '경기가 시작됐어요' })).toBeNull());

    const polls = () =>
      calls.mock.calls.filter(([url]) => String(url).includes('/api/games/active/my')).length;
    const before = polls();
    await act(async () => {
      vi.advanceTimersByTime(10_500);
    });
    await waitFor(() => expect(polls()).toBeGreaterThan(before));
    expect(screen.queryByRole('alertdialog', { name: '경기가 시작됐어요' })).toBeNull();
    expect(router.state.location.pathname).toBe('/dm');
  });

  it('polls every 5 s and shows a game that starts later', async () => {
    fakeTimers();
    let answer: ActiveMyGame = { activeGame: null, pendingReviewGameIds: [] };
    serve(() => answer);
    renderApp('/dm', { token: 't' });
    expect(await screen.findByText('아직 DM이 없어요')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    answer = activeMyGameFixture();
    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    expect(await screen.findByRole('alertdialog', { name: '경기가 시작됐어요' })).toBeTruthy();
  });

  it('does not offer a game already open on its play screen, also after leaving it', async () => {
    serve(() => activeMyGameFixture());
    const { router, queryClient } = renderApp('/games/9/play', { token: 't' });
    await screen.findByRole('button', { name: '하은 1점 더하기' });
    await act(() => router.navigate({ href: '/dm', ignoreBlocker: true }));
    expect(await screen.findByText('아직 DM이 없어요')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(['match', 'active-mine'])?.status).toBe('success'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('alertdialog', { name: '경기가 시작됐어요' })).toBeNull();
  });
});
