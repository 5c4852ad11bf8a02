import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { json, mockApi, renderApp, session, userProfile } from '@/test/render-app';

beforeAll(() => import('@/routes/profile-screen'));

const NONE = { sent: false, isFriend: false, received: false };
const serverError = () => json(500, { error: { code: 'internal_error', message: '오류' } });

describe('someone else’s profile (/profile/{id})', () => {
  it('shows names, facts with the last word of the place, the manner score, chat and friend buttons', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/5': () =>
        json(200, userProfile({ age: 27, gender: null, region: '부산 해운대구', mannerScore: 0 })),
      'GET /api/friends/status/5': () => json(200, NONE),
    });
    renderApp('/profile/5', { token: 't' });

    expect(await screen.findByRole('heading', { name: '하은' })).toBeTruthy();
    expect(screen.getByText('@haeun')).toBeTruthy();
    expect(screen.getByText('27세 · 비공개 · 해운대구')).toBeTruthy();
    expect(screen.getByLabelText('매너 점수 4.5점')).toBeTruthy();
    expect(screen.getByRole('link', { name: '메시지, 하은님에게 보내기' }).getAttribute('href')).toBe(
      '/chat/5',
    );
    expect(await screen.findByRole('button', { name: '친구 요청' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '친구 0' })).toBeTruthy();
    // Requests are mine alone (spec §6); so are edit and settings.
    const page = screen.getByRole('article');
    expect(within(page).queryByRole('button', { name: /받은 요청/ })).toBeNull();
    expect(within(page).queryByRole('link', { name: '설정' })).toBeNull();
    // No fake numbers before the games issue: the records say so, with a way to find a game.
    expect(screen.getByText('아직 경기가 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '경기 둘러보기' }).getAttribute('href')).toBe('/game-list');
  });

  it('blocks only after a confirm, then goes to my own profile', async () => {
    let blocked = false;
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/5': () => json(200, userProfile()),
      'GET /api/user-profile/0': () => json(200, userProfile({ id: 1, nickname: '민준', isMe: true })),
      'GET /api/friends/status/5': () => json(200, NONE),
      'GET /api/friends/my/sent': () => json(200, []),
      'GET /api/friends/my/received': () => json(200, []),
      'POST /api/block/5': () => {
        blocked = true;
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '차단하기' }));
    const confirm = await screen.findByRole('alertdialog', { name: '하은님을 차단할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(blocked).toBe(false);

    await user.click(screen.getByRole('button', { name: '차단하기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '차단하기' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/0'));
    expect(blocked).toBe(true);
    expect(await screen.findByRole('heading', { name: '민준' })).toBeTruthy();
  });

  it('offers 차단 해제 instead of the friend and chat buttons for a player I blocked', async () => {
    let blockedByMe = true;
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/5': () => json(200, userProfile({ blockedByMe })),
      'GET /api/friends/status/5': () => json(200, NONE),
      'DELETE /api/block/5': () => {
        blockedByMe = false;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();

    expect(await screen.findByText(/차단한 사용자예요/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^메시지, / })).toBeNull();
    expect(screen.queryByRole('button', { name: '차단하기' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '차단 해제' }));
    expect(await screen.findByRole('button', { name: '친구 요청' })).toBeTruthy();
  });

  it('shows a missing player (or one who blocked me: the same 404) as not found', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/5': () =>
        json(404, { error: { code: 'user_not_found', message: '사용자를 찾을 수 없어요.' } }),
    });
    renderApp('/profile/5', { token: 't' });
    expect(await screen.findByText('사용자를 찾을 수 없어요')).toBeTruthy();
  });

  it('says the server’s message when the profile fails to load, then goes back', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/0': () => json(200, userProfile({ id: 1, nickname: '민준', isMe: true })),
      'GET /api/friends/my/sent': () => json(200, []),
      'GET /api/friends/my/received': () => json(200, []),
      'GET /api/user-profile/5': serverError,
    });
    const { router } = renderApp('/profile/0', { token: 't' });
    await screen.findByRole('heading', { name: '민준' });
    await router.navigate({ to: '/profile/$userId', params: { userId: '5' } });

    expect(await screen.findByText('오류')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/0'));
  });
});

describe('my own profile (/profile/0)', () => {
  it('has edit and settings, request counts and the friends modal with its three tabs, no block', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/0': () =>
        json(
          200,
          userProfile({
            id: 1,
            nickname: '민준',
            isMe: true,
            mannerScore: 3.14,
            mannerReviewCount: 7,
            stats: { ...userProfile().stats, friends: 1 },
          }),
        ),
      'GET /api/friends/my': () =>
        json(200, [{ id: 5, nickname: '하은', username: 'haeun', avatar: null, intro: '주말 탁구' }]),
      'GET /api/friends/my/sent': () => json(200, []),
      'GET /api/friends/my/received': () =>
        json(200, [{ id: 6, nickname: '도윤', username: null, avatar: null, intro: null }]),
    });
    renderApp('/profile/0', { token: 't' });
    const user = userEvent.setup();

    const page = await screen.findByRole('article', { name: '민준' });
    expect(within(page).getByRole('link', { name: '설정' }).getAttribute('href')).toBe('/settings');
    expect(within(page).getByRole('link', { name: '프로필 수정' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '차단하기' })).toBeNull();
    expect(screen.getByLabelText('매너 점수 3.1점, 후기 7개')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '받은 요청 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '보낸 요청 0' })).toBeTruthy();
    // WCAG 2.5.3 (issue 16 §26): every control's name starts with the text it shows.
    expect(labelInNameProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '친구 1' }));
    const dialog = await screen.findByRole('dialog', { name: '친구' });
    const friends = await within(dialog).findByRole('list', { name: '친구 목록' });
    expect(within(friends).getByRole('link', { name: /하은/ }).getAttribute('href')).toBe('/profile/5');
    await user.click(within(dialog).getByRole('tab', { name: '보낸 요청' }));
    expect(await within(dialog).findByText('보낸 친구 요청이 없어요')).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: '받은 요청' }));
    expect(await within(dialog).findByRole('button', { name: '수락, 도윤님의 친구 요청' })).toBeTruthy();
    // WCAG 2.5.3 (issue 16 §26): every control's name starts with the text it shows.
    expect(labelInNameProblems()).toEqual([]);
  });

  it("says '친구 목록을 불러오지 못했어요.' with a retry when the list fails", async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/0': () => json(200, userProfile({ id: 1, nickname: '민준', isMe: true })),
      'GET /api/friends/my': () => (fail ? serverError() : json(200, [])),
      'GET /api/friends/my/sent': () => json(200, []),
      'GET /api/friends/my/received': () => json(200, []),
    });
    renderApp('/profile/0', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '친구 0' }));
    const dialog = await screen.findByRole('dialog', { name: '친구' });
    expect(await within(dialog).findByText('친구 목록을 불러오지 못했어요.')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    expect(await within(dialog).findByText('친구가 없습니다')).toBeTruthy();
  });

  it('searches players 350 ms after the last keystroke and opens a found profile', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/0': () => json(200, userProfile({ id: 1, nickname: '민준', isMe: true })),
      'GET /api/friends/my/sent': () => json(200, []),
      'GET /api/friends/my/received': () => json(200, []),
      'GET /api/user-profile/search': () =>
        json(200, [{ id: 5, nickname: '하은', username: 'haeun', avatar: null, intro: null }]),
    });
    const fetchSpy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
    renderApp('/profile/0', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '친구 찾기' }));
    const dialog = await screen.findByRole('dialog', { name: '친구 찾기' });
    // The field has the focus on opening: typing right away searches (issue 16 §25b).
    const field = within(dialog).getByRole('searchbox', { name: '사용자 검색' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('하은');
    const results = await within(dialog).findByRole('list', { name: '검색 결과' });
    expect(within(results).getByRole('link', { name: /하은/ }).getAttribute('href')).toBe('/profile/5');
    const searched = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/user-profile/search')
      .map((url) => url.searchParams.get('keyword'));
    // Nothing for the half-typed '하': the search waited for the pause.
    expect(searched).toEqual(['하은']);
  });
});
