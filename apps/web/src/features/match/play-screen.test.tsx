import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliver, stomp } from '@/test/fake-stomp';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';
import { ConnectionOverlay } from './play-view';
import {
  HAEUN,
  ME,
  ROOM_ID,
  liveDetailFixture,
  matchState,
  roomTopicPath,
  scorePath,
  serverApplies,
} from './match.test-support';
import type { LiveGameDetail, MatchState } from '@hanpan/core';

vi.mock('@stomp/stompjs', async () => ({ Client: (await import('@/test/fake-stomp')).FakeStompClient }));

const lastSent = () => JSON.parse(stomp.latest().published.at(-1)!.body) as Record<string, unknown>;

beforeAll(async () => {
  await import('@/routes/play-screen');
  await import('@/routes/result-screen');
  await import('./play-view');
  await import('./result-view');
});

afterEach(() => {
  stomp.clients.length = 0;
});

function serve(detail: () => LiveGameDetail, logs: unknown[] = []) {
  return mockApi({
    'GET /api/auth/session': () => json(200, session({ userId: ME })),
    'GET /api/user-profile/my/profile': () => json(200, myProfile()),
    'GET /api/games/7/detail': () => json(200, detail()),
    'GET /api/games/7/game-logs': () => json(200, logs),
    'GET /api/games/7/result': () => json(404, { error: { code: 'x', message: 'x' }, message: 'x' }),
  });
}

const panel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const scoreOf = (name: string) => within(panel(name)).getByTestId('score').textContent;

async function openLive(state: MatchState) {
  serve(() => liveDetailFixture(state));
  const view = renderApp('/games/7/play', { token: 't' });
  await screen.findByRole('button', { name: '하은 1점 더하기' });
  await waitFor(() => expect(stomp.latest().subscriptions.has(roomTopicPath)).toBe(true));
  return view;
}

describe('/games/{id}/play', () => {
  it('shows a + at once and keeps it when the server confirms it with the same clientEventId', async () => {
    const state = matchState();
    await openLive(state);
    expect(scoreOf('하은')).toBe('0');

    await userEvent.setup().click(screen.getByRole('button', { name: '하은 1점 더하기' }));
    expect(scoreOf('하은')).toBe('1');
    const sent = lastSent();
    expect(stomp.latest().published.at(-1)!.destination).toBe(scorePath);
    expect(sent).toMatchObject({ type: 'SCORE', userId: HAEUN, setIndex: 1, scoreDelta: 1 });
    expect(typeof sent.clientEventId).toBe('string');

    const server = serverApplies(
      state,
      ME,
      { type: 'SCORE', userId: HAEUN, setIndex: 1, scoreDelta: 1 },
      String(sent.clientEventId),
    );
    for (const message of server.messages) await deliver(roomTopicPath, message);
    expect(scoreOf('하은')).toBe('1');
    expect(scoreOf('민준')).toBe('0');
  });

  it('rolls a + back when the server refuses it, and says why', async () => {
    const state = matchState();
    await openLive(state);
    await userEvent.setup().click(screen.getByRole('button', { name: '민준 1점 더하기' }));
    expect(scoreOf('민준')).toBe('1');

    await deliver('/user/queue/errors', {
      code: 'set_countdown',
      message: '세트가 시작되기 전이에요.',
      destination: scorePath,
      seq: state.seq,
      clientEventId: lastSent().clientEventId,
      state,
    });
    expect(scoreOf('민준')).toBe('0');
    expect(await screen.findByText('세트가 시작되기 전이에요.')).toBeTruthy();
  });

  it("draws the other player's point from the topic", async () => {
    const state = matchState();
    await openLive(state);
    const server = serverApplies(
      state,
      HAEUN,
      { type: 'SCORE', userId: HAEUN, setIndex: 1, scoreDelta: 1 },
      'their-1',
    );
    for (const message of server.messages) await deliver(roomTopicPath, message);
    expect(scoreOf('하은')).toBe('1');
  });

  it('drops entries it has seen and, after a gap, draws the newest state once and fetches what it missed', async () => {
    const state = matchState();
    const calls = serve(() => liveDetailFixture(state));
    renderApp('/games/7/play', { token: 't' });
    await screen.findByRole('button', { name: '민준 1점 더하기' });
    await waitFor(() => expect(stomp.latest().subscriptions.has(roomTopicPath)).toBe(true));
    await userEvent.setup().click(screen.getByRole('button', { name: '민준 1점 더하기' }));
    expect(scoreOf('민준')).toBe('1');
    // The server applied this press (seq 1), then 하은's (seq 2); seq 2 arrives first.
    const mine = serverApplies(
      state,
      ME,
      { type: 'SCORE', userId: ME, setIndex: 1, scoreDelta: 1 },
      String(lastSent().clientEventId),
    );
    const theirs = serverApplies(mine.state, HAEUN, {
      type: 'SCORE',
      userId: HAEUN,
      setIndex: 1,
      scoreDelta: 1,
    });
    await deliver(roomTopicPath, theirs.messages[0]);
    expect(scoreOf('민준')).toBe('1'); // the press is in the new state: drawn once, not twice
    expect(scoreOf('하은')).toBe('1');
    await waitFor(() =>
      expect(
        calls.mock.calls.some(([url]) => String(url).includes('/api/games/7/game-logs?afterSeq=0')),
      ).toBe(true),
    );
    // The overtaken entry and a duplicate change nothing.
    await deliver(roomTopicPath, mine.messages[0]);
    await deliver(roomTopicPath, theirs.messages[0]);
    expect(scoreOf('민준')).toBe('1');
    expect(scoreOf('하은')).toBe('1');
  });

  it('undoes a + the server never answers within 10 s, says so and reloads the state', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const state = matchState();
    const calls = serve(() => liveDetailFixture(state));
    renderApp('/games/7/play', { token: 't' });
    await screen.findByRole('button', { name: '하은 1점 더하기' });
    await waitFor(() => expect(stomp.latest().subscriptions.has(roomTopicPath)).toBe(true));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: '하은 1점 더하기' }));
    expect(scoreOf('하은')).toBe('1');
    const details = () =>
      calls.mock.calls.filter(([url]) => String(url).includes('/api/games/7/detail')).length;
    const before = details();

    await act(async () => {
      vi.advanceTimersByTime(10_100);
    });
    await waitFor(() => expect(scoreOf('하은')).toBe('0'));
    expect(await screen.findByText('서버가 답하지 않아 되돌렸어요. 점수를 다시 확인해 주세요.')).toBeTruthy();
    await waitFor(() => expect(details()).toBeGreaterThan(before));
  });

  it('counts down 5 s before a set with scoring off, then lets both players score', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // A timed match whose set 1 was just started: its countdown ends in 5 s.
    const waiting = matchState({ limitSeconds: 600, winBy: 'MOST_SETS_AND_POINTS' }, new Date());
    const counting = serverApplies(waiting, HAEUN, { type: 'SET', setIndex: 1 }).state;
    await openLive(counting);

    expect(screen.getByRole('status', { name: '1세트 시작까지 5초' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '하은 1점 더하기' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '민준 1점 더하기' })).toHaveProperty('disabled', true);

    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '하은 1점 더하기' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('status', { name: /시작까지/ })).toBeNull();
    expect(screen.getByTestId('set-clock').textContent).toContain('10:00');
  });

  it("offers 'start set 1' on a timed match and sends SET for it", async () => {
    const waiting = matchState({ limitSeconds: 600, winBy: 'MOST_SETS_AND_POINTS' });
    await openLive(waiting);
    await userEvent.setup().click(screen.getByRole('button', { name: '1세트 시작' }));
    expect(lastSent()).toMatchObject({ type: 'SET', setIndex: 1 });
    expect(await screen.findByRole('status', { name: /1세트 시작까지 [45]초/ })).toBeTruthy();
  });

  it('shows the reconnecting overlay after a lost socket, reconnects after 5 s and resyncs by seq', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    let state = matchState();
    state = serverApplies(state, ME, { type: 'SCORE', userId: ME, setIndex: 1, scoreDelta: 1 }).state;
    const before = state;
    const logs = [
      {
        seq: 1,
        type: 'SCORE',
        time: new Date().toISOString(),
        targetId: ME,
        delta: 1,
        userSummary: { nickname: '민준' },
      },
    ];
    let current = before;
    const calls = serve(() => liveDetailFixture(current), logs);
    renderApp('/games/7/play', { token: 't' });
    await screen.findByRole('button', { name: '하은 1점 더하기' });
    await waitFor(() => expect(stomp.latest().subscriptions.has(roomTopicPath)).toBe(true));
    await waitFor(() =>
      expect(calls.mock.calls.some(([url]) => String(url).includes('/api/games/7/game-logs'))).toBe(true),
    );
    expect(screen.queryByText('다시 연결하는 중이에요')).toBeNull();

    // While away, 하은 scored twice.
    current = serverApplies(before, HAEUN, {
      type: 'SCORE',
      userId: HAEUN,
      setIndex: 1,
      scoreDelta: 1,
    }).state;
    current = serverApplies(current, HAEUN, {
      type: 'SCORE',
      userId: HAEUN,
      setIndex: 1,
      scoreDelta: 1,
    }).state;
    const clients = stomp.clients.length;
    act(() => stomp.latest().config.onWebSocketClose?.({ wasClean: false }));
    expect(await screen.findByText('다시 연결하는 중이에요')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4_900));
    expect(stomp.clients.length).toBe(clients);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.queryByText('다시 연결하는 중이에요')).toBeNull());
    expect(stomp.clients.length).toBe(clients + 1);
    await waitFor(() => expect(scoreOf('하은')).toBe('2'));
    expect(scoreOf('민준')).toBe('1');
    await waitFor(() =>
      expect(
        calls.mock.calls.some(([url]) => String(url).includes('/api/games/7/game-logs?afterSeq=1')),
      ).toBe(true),
    );
  });

  it('announces the winner the server decided, then opens the result page', async () => {
    let state = matchState({ pointsToWin: 1, setsToWin: 1 });
    await openLive(state);
    const server = serverApplies(
      state,
      HAEUN,
      { type: 'SCORE', userId: HAEUN, setIndex: 1, scoreDelta: 1 },
      'h-1',
    );
    state = server.state;
    for (const message of server.messages) await deliver(roomTopicPath, message);
    const dialog = await screen.findByRole('alertdialog', { name: '경기가 끝났어요' });
    expect(within(dialog).getByText('@하은')).toBeTruthy();
  });

  it('goes to the result page when the game is not under way', async () => {
    const state = matchState();
    serve(() => liveDetailFixture(state, { gameStatus: 'COMPLETED' }));
    const { router } = renderApp('/games/7/play', { token: 't' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/7/result'));
  });

  it('asks before leaving a live match by back', async () => {
    await openLive(matchState());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const ask = await screen.findByRole('alertdialog', { name: '경기 화면을 나갈까요?' });
    await user.click(within(ask).getByRole('button', { name: '머무르기' }));
    expect(screen.queryByRole('alertdialog', { name: '경기 화면을 나갈까요?' })).toBeNull();
    expect(window.location.pathname).toBe('/games/7/play');
  });

  it('asks before ending the set, and sends END_SET only after yes', async () => {
    await openLive(matchState());
    const user = userEvent.setup();
    const sentBefore = stomp.latest().published.length;
    await user.click(screen.getByRole('button', { name: '세트 끝내기' }));
    const ask = await screen.findByRole('alertdialog', { name: '1세트를 끝낼까요?' });
    expect(stomp.latest().published.length).toBe(sentBefore);
    await user.click(within(ask).getByRole('button', { name: '세트 끝내기' }));
    expect(lastSent()).toMatchObject({ type: 'END_SET', setIndex: 1 });
  });
});

describe('ConnectionOverlay', () => {
  it('says connecting, disconnected with a way to retry, and nothing when connected', () => {
    const { rerender } = render(<ConnectionOverlay state="connecting" />);
    expect(screen.getByRole('status').textContent).toContain('다시 연결하는 중이에요');
    rerender(<ConnectionOverlay state="disconnected" />);
    expect(screen.getByRole('status').textContent).toContain('연결이 끊겼어요');
    expect(screen.getByRole('button', { name: '다시 연결하기' })).toBeTruthy();
    rerender(<ConnectionOverlay state="connected" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

void ROOM_ID;
