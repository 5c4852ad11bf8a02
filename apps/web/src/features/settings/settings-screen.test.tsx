import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/token-store';
import { labelInNameProblems } from '@/test/label-in-name';
import { deferred, json, mockApi, myProfile, renderApp, session } from '@/test/render-app';

const blocked = [
  { id: 7, nickname: '하은', username: 'haeun', profileUrl: null, email: null },
  { id: 8, nickname: '도윤', username: 'doyun', profileUrl: null, email: null },
];

const failure = () => json(500, { error: { code: 'internal_error', message: '오류' } });

describe('settings', () => {
  it('shows the account with the group badge and links to every settings page', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session({ isGroupAccount: true })),
      'GET /api/user-profile/my/profile': () =>
        json(200, myProfile({ nickname: '한판FC', username: 'hanpanfc', isGroupAccount: true })),
    });
    renderApp('/settings', { token: 't' });

    const account = await screen.findByRole('region', { name: '내 계정' });
    expect(within(account).getByText('한판FC')).toBeTruthy();
    expect(within(account).getByText('@hanpanfc')).toBeTruthy();
    expect(within(account).getByText('단체 계정')).toBeTruthy();
    for (const [name, href] of [
      ['프로필 수정', '/set-profile'],
      ['알림 설정', '/settings/notifications'],
      [/^앱 정보/, '/settings/about'],
      ['도움말', '/help'],
      ['문의하기', '/contact'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveProperty('href', expect.stringMatching(href));
    }
    expect(screen.getByRole('link', { name: '한판 인스타그램 (새 창에서 열림)' }).getAttribute('href')).toBe(
      'https://www.instagram.com/hanpan.official',
    );
  });

  it('asks for the account card while the session is still being checked (issue 8: first paint)', async () => {
    const sessionAnswer = deferred<Response>();
    const fetchMock = mockApi({
      'GET /api/auth/session': () => sessionAnswer.promise,
      'GET /api/user-profile/my/profile': () => json(200, myProfile({ nickname: '민준' })),
    });
    renderApp('/settings', { token: 't' });

    const calls = () => fetchMock.mock.calls.map(([input]) => String(input));
    await waitFor(() => expect(calls()).toContain('/api/user-profile/my/profile'));
    sessionAnswer.resolve(json(200, session()));
    const account = await screen.findByRole('region', { name: '내 계정' });
    expect(within(account).getByText('민준')).toBeTruthy();
    expect(calls().filter((call) => call === '/api/user-profile/my/profile')).toHaveLength(1);
  });

  it('still lands on /init with the reason when the early profile call and the session are both refused', async () => {
    const refused = () => json(401, { error: { code: 'unauthorized', message: '다시 로그인해 주세요.' } });
    mockApi({
      'GET /api/auth/session': refused,
      'GET /api/user-profile/my/profile': refused,
      'GET /api/auth/providers': () => json(200, { kakao: true, google: false, apple: false, demo: false }),
    });
    const { router } = renderApp('/settings', { token: 'revoked' });

    expect(await screen.findByText('다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/init');
    expect(getToken()).toBeNull();
  });

  it('logs out: removes the push device (its failure ignored), revokes the session, then /init', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'POST /api/push/remove-device': () => {
        calls.push('remove-device');
        return failure();
      },
      'POST /api/auth/logout': () => {
        calls.push(`logout with ${getToken() ?? 'no token'}`);
        return new Response(null, { status: 204 });
      },
      'GET /api/auth/providers': () => json(200, { kakao: true, google: false, apple: false, demo: false }),
    });
    const { router } = renderApp('/settings', { token: 'session-token' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/init'));
    expect(calls).toEqual(['remove-device', 'logout with session-token']);
    expect(getToken()).toBeNull();
  });

  it('unblocks optimistically and brings the row back with an alert when the server refuses', async () => {
    const answer = deferred<Response>();
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'GET /api/block': () => json(200, blocked),
      'DELETE /api/block/7': () => answer.promise,
    });
    renderApp('/settings', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '차단 관리' }));
    const dialog = await screen.findByRole('dialog', { name: '차단 관리' });
    await within(dialog).findByRole('button', { name: '차단 해제, 하은' });
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
    await user.click(within(dialog).getByRole('button', { name: '차단 해제, 하은' }));

    await waitFor(() => expect(within(dialog).queryByText('하은')).toBeNull());
    answer.resolve(failure());

    expect((await within(dialog).findByRole('alert')).textContent).toContain('차단 해제 실패');
    expect(await within(dialog).findByText('하은')).toBeTruthy();
    expect(within(dialog).getByText('도윤')).toBeTruthy();
  });

  it('loads the next page of blocked players with 더 보기, following X-Next-Cursor', async () => {
    let calls = 0;
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'GET /api/block': () => {
        calls += 1;
        if (calls > 1)
          return json(200, [{ id: 9, nickname: '서연', username: null, profileUrl: null, email: null }]);
        return new Response(JSON.stringify(blocked), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'page-2' },
        });
      },
    });
    renderApp('/settings', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '차단 관리' }));
    const dialog = await screen.findByRole('dialog', { name: '차단 관리' });
    await within(dialog).findByText('하은');
    expect(within(dialog).queryByText('서연')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '더 보기' }));
    expect(await within(dialog).findByText('서연')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('says so when nobody is blocked', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'GET /api/block': () => json(200, []),
    });
    renderApp('/settings', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '차단 관리' }));
    expect(await screen.findByText('차단한 사용자가 없어요')).toBeTruthy();
  });

  it('deletes the account only after the confirmation, with the Korean failure message', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'POST /api/user/remove': () => (++attempts === 1 ? failure() : new Response(null, { status: 204 })),
      'GET /api/auth/providers': () => json(200, { kakao: true, google: false, apple: false, demo: false }),
    });
    const { router } = renderApp('/settings', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });
    expect(within(dialog).getByText(/탈퇴한 사용자/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: '탈퇴하기' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox', { name: '안내를 확인했으며 탈퇴에 동의해요' }));

    await user.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('계정 삭제 중 오류가 발생했습니다.');
    expect(getToken()).toBe('t');

    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/init'));
    expect(getToken()).toBeNull();
    expect(await screen.findByText(/탈퇴가 완료되었어요/)).toBeTruthy();
  });
});
