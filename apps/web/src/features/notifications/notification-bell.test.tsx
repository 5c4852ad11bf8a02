import type { IMessage } from '@stomp/stompjs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as StompClientModule from '@/lib/stomp-client';
import type { StompClientConfig, StompClientLike } from '@/lib/stomp-client';
import { labelInNameProblems } from '@/test/label-in-name';
import { json, mockApi, renderApp, session, userProfile } from '@/test/render-app';
import { settleHistory } from '@/test/settle-history';

// The app's one STOMP connection, with a fake client: the test plays the server.
const stomp = vi.hoisted(() => ({
  subscriptions: new Map<string, (message: IMessage) => void>(),
  config: null as StompClientConfig | null,
}));
vi.mock('@/lib/stomp-client', async (importOriginal) => {
  const original = await importOriginal<typeof StompClientModule>();
  const client = (config: StompClientConfig): StompClientLike => {
    stomp.config = config;
    return {
      activate: () => queueMicrotask(() => config.onConnect()),
      deactivate: () => {},
      subscribe: (destination, callback) => {
        stomp.subscriptions.set(destination, callback);
        return { unsubscribe: () => stomp.subscriptions.delete(destination) };
      },
      publish: () => {},
    };
  };
  return {
    ...original,
    stompConnection: new original.StompConnection({
      createClient: client,
      getToken: () => 't',
      brokerUrl: () => 'ws://localhost/ws',
      document,
    }),
  };
});

beforeAll(() => import('@/routes/profile-screen'));

// A sheet left open pops its history entry when unmounted: wait for it rather than let it take
// the next test back to /dm.
afterEach(settleHistory);

const notification = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 'INBOX',
  title: `서연님의 메시지 ${id}`,
  message: '이번 주 토요일 오후에 탁구 한판 어때요?',
  isRead: false,
  createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  url: `/chat/${id}`,
  ...overrides,
});
const request = (id: number, nickname: string) => ({
  id,
  nickname,
  username: `user${id}`,
  avatar: null,
  intro: null,
});

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/notifications/unread-count': () => json(200, { count: 0 }),
    'GET /api/notifications': () => json(200, []),
    'GET /api/friends/my/received': () => json(200, []),
    ...overrides,
  });
}

/** The open sheet hides the page from assistive tech (aria-hidden): `hidden` still finds the bell. */
const bell = (hidden = false) => screen.findByRole('button', { name: /^알림/, hidden });

describe('the header bell', () => {
  it('counts unread notifications plus friend requests, capped at 9+', async () => {
    api({
      'GET /api/notifications/unread-count': () => json(200, { count: 7 }),
      'GET /api/friends/my/received': () =>
        json(
          200,
          [1, 2, 3, 4, 5].map((id) => request(id, `친구${id}`)),
        ),
    });
    renderApp('/dm', { token: 't' });
    await waitFor(async () => expect((await bell()).textContent).toBe('9+'));
    expect((await bell()).getAttribute('aria-label')).toBe('알림, 새 소식 9개 이상');
  });

  it('shows the exact count up to nine and nothing at zero', async () => {
    api({
      'GET /api/notifications/unread-count': () => json(200, { count: 2 }),
      'GET /api/friends/my/received': () => json(200, [request(4, '지호')]),
    });
    renderApp('/dm', { token: 't' });
    await waitFor(async () => expect((await bell()).textContent).toBe('3'));
    expect((await bell()).getAttribute('aria-label')).toBe('알림, 새 소식 3개');
  });

  it('updates live when a notification arrives on the player’s queue', async () => {
    let unread = 0;
    api({ 'GET /api/notifications/unread-count': () => json(200, { count: unread }) });
    renderApp('/dm', { token: 't' });
    expect((await bell()).textContent).toBe('');
    await waitFor(() => expect(stomp.subscriptions.has('/user/queue/notifications')).toBe(true));
    unread = 1;
    act(() =>
      stomp.subscriptions.get('/user/queue/notifications')!({
        body: JSON.stringify(notification(1)),
      } as IMessage),
    );
    await waitFor(async () => expect((await bell()).textContent).toBe('1'));
  });
});

describe('the bell panel', () => {
  it('says 알림이 없습니다. when there is nothing', async () => {
    api();
    renderApp('/dm', { token: 't' });
    await userEvent.setup().click(await bell());
    const sheet = await screen.findByTestId('notification-sheet');
    expect(await within(sheet).findByText('알림이 없습니다.')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '모두 지우기' })).toBeNull();
  });

  it('opens a notification: marks it read and goes to its url', async () => {
    const fetchMock = api({
      'GET /api/notifications/unread-count': () => json(200, { count: 1 }),
      'GET /api/notifications': () => json(200, [notification(3), notification(5, { isRead: true })]),
      'POST /api/notifications/3/read': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/dm', { token: 't' });
    const user = userEvent.setup();
    await user.click(await bell());
    const list = await screen.findByRole('list', { name: '알림 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('읽지 않음')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /서연님의 메시지 3/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/3'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/notifications/3/read') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("opens a comment notification's /game-list?commentId= as that game's comments sheet", async () => {
    api({
      'GET /api/notifications': () =>
        json(200, [
          notification(4, {
            type: 'GAME_COMMENT',
            title: '도윤님이 내 경기에 댓글을 남겼어요',
            isRead: true,
            url: '/game-list?commentId=21',
          }),
        ]),
      'GET /api/games/list': () => json(200, []),
      'GET /api/games/21/comments/tree': () => json(200, []),
    });
    const { router } = renderApp('/dm', { token: 't' });
    const user = userEvent.setup();
    await user.click(await bell());
    const list = await screen.findByRole('list', { name: '알림 목록' });
    await user.click(within(list).getByRole('button', { name: /도윤님이 내 경기에 댓글을 남겼어요/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-list'));
    const sheet = within(await screen.findByRole('dialog', { name: '댓글' }));
    expect(await sheet.findByText('아직 댓글이 없습니다.')).toBeTruthy();
  });

  it("opens a GAME_START notification on the game's play screen, also one stored with /game?id=", async () => {
    api({
      'GET /api/notifications': () =>
        json(200, [
          notification(5, {
            type: 'GAME_START',
            title: '경기 시작',
            isRead: true,
            url: '/game?id=9',
          }),
        ]),
      'GET /api/games/9/detail': () =>
        json(404, { error: { code: 'game_not_found', message: '없어요' }, message: '없어요' }),
    });
    const { router } = renderApp('/dm', { token: 't' });
    const user = userEvent.setup();
    await user.click(await bell());
    const list = await screen.findByRole('list', { name: '알림 목록' });
    await user.click(within(list).getByRole('button', { name: /경기 시작/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/9/play'));
  });

  it('clears everything, and says 알림 삭제에 실패했습니다. when the server refuses', async () => {
    let fail = true;
    let items = [notification(1), notification(2)];
    api({
      'GET /api/notifications': () => json(200, items),
      'POST /api/notifications/clear': () => {
        if (fail) return json(500, { error: { code: 'internal_error', message: '오류' }, message: '오류' });
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/dm', { token: 't' });
    const user = userEvent.setup();
    await user.click(await bell());
    const sheet = await screen.findByTestId('notification-sheet');
    await user.click(await within(sheet).findByRole('button', { name: '모두 지우기' }));
    expect((await within(sheet).findByRole('alert')).textContent).toContain('알림 삭제에 실패했습니다.');
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);

    fail = false;
    await user.click(within(sheet).getByRole('button', { name: '모두 지우기' }));
    expect(await within(sheet).findByText('알림이 없습니다.')).toBeTruthy();
  });

  it('accepts and rejects friend requests inline, each row showing its outcome before it leaves', async () => {
    let received = [request(7, '하은'), request(8, '수아')];
    const answered: string[] = [];
    api({
      'GET /api/friends/my/received': () => json(200, received),
      'POST /api/friends/accept/7': () => {
        answered.push('accept 7');
        received = received.filter((item) => item.id !== 7);
        return json(200, { sent: false, isFriend: true, received: false });
      },
      'POST /api/friends/reject/8': () =>
        json(500, { error: { code: 'internal_error', message: '오류' }, message: '오류' }),
    });
    renderApp('/dm', { token: 't' });
    const user = userEvent.setup();
    await waitFor(async () => expect((await bell()).textContent).toBe('2'));
    await user.click(await bell());
    const list = await screen.findByRole('list', { name: '받은 친구 요청' });

    await user.click(within(list).getByRole('button', { name: '수락, 하은님의 친구 요청' }));
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
    expect(await within(list).findByText('친구가 되었어요')).toBeTruthy();
    expect(answered).toEqual(['accept 7']);
    await waitFor(async () => expect((await bell(true)).textContent).toBe('1'));
    await waitFor(() => expect(within(list).queryByText('하은')).toBeNull(), { timeout: 4_000 });

    await user.click(within(list).getByRole('button', { name: '거절, 수아님의 친구 요청' }));
    expect((await screen.findByRole('alert')).textContent).toContain('친구 요청 거절에 실패했습니다.');
    expect(within(list).getByText('수아')).toBeTruthy();
  });

  it('shares the received requests with the profile: an answer in either place moves both', async () => {
    let received = [request(5, '하은'), request(6, '도윤')];
    const accept = (id: number) => () => {
      received = received.filter((item) => item.id !== id);
      return json(200, { sent: false, isFriend: true, received: false });
    };
    api({
      'GET /api/user-profile/0': () => json(200, userProfile({ id: 1, nickname: '민준', isMe: true })),
      'GET /api/friends/my': () => json(200, []),
      'GET /api/friends/my/sent': () => json(200, []),
      'GET /api/friends/my/received': () => json(200, received),
      'POST /api/friends/accept/5': accept(5),
      'POST /api/friends/accept/6': accept(6),
    });
    renderApp('/profile/0', { token: 't' });
    const user = userEvent.setup();
    await waitFor(async () => expect((await bell()).textContent).toBe('2'));
    expect(await screen.findByRole('button', { name: '받은 요청 2' })).toBeTruthy();

    // In the bell: the profile's count follows.
    await user.click(await bell());
    const list = await screen.findByRole('list', { name: '받은 친구 요청' });
    await user.click(within(list).getByRole('button', { name: '수락, 하은님의 친구 요청' }));
    expect(await within(list).findByText('친구가 되었어요')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '받은 요청 1', hidden: true })).toBeTruthy();
    await waitFor(async () => expect((await bell(true)).textContent).toBe('1'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notification-sheet')).toBeNull());

    // On the profile: the badge follows.
    await user.click(await screen.findByRole('button', { name: '받은 요청 1' }));
    const dialog = await screen.findByRole('dialog', { name: '친구' });
    const requests = await within(dialog).findByRole('list', { name: '받은 요청' });
    await user.click(within(requests).getByRole('button', { name: '수락, 도윤님의 친구 요청' }));
    expect(await within(requests).findByText('친구가 되었어요')).toBeTruthy();
    await waitFor(async () => expect((await bell(true)).textContent).toBe(''));
  });
});
