import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { myProfile, renderApp, session, userProfile } from '@/test/render-app';
import {
  answer,
  editRequestFixture,
  forbidden,
  laterClock,
  settleHistory,
  stubAdminApi,
} from './admin.test-support';

beforeEach(laterClock);
afterEach(settleHistory);

const adminSession = () => answer(200, session({ role: 'ADMIN', nickname: '관리자' }));

const stats = {
  editRequests: { PENDING: 3, APPROVED: 12, REJECTED: 1 },
  reports: { open: 4, overdue: 2 },
  recentEditRequests: [
    editRequestFixture({ id: 7, ruleTitle: '  ', requestedBy: null }),
    editRequestFixture({ id: 5, ruleTitle: '발야구 3판 2선승', status: 'REJECTED' }),
  ],
};

// The screens are lazy chunks: loaded here so their cold load does not eat the first test's wait.
beforeAll(() => import('@/routes/admin-screen'));

describe('admin dashboard (/admin)', () => {
  it('links each counter to its tab, calls out overdue reports and opens a recent request highlighted', async () => {
    stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/admin/stats': () => answer(200, stats),
    });
    const { router } = renderApp('/admin', { token: 't' });

    const pending = await screen.findByRole('link', { name: '대기 중 3건' });
    expect(pending.getAttribute('href')).toBe('/admin/rule-edit-requests?status=PENDING');
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
    expect(screen.getByRole('link', { name: '승인됨 12건' }).getAttribute('href')).toBe(
      '/admin/rule-edit-requests?status=APPROVED',
    );
    expect(screen.getByRole('link', { name: '거절됨 1건' }).getAttribute('href')).toBe(
      '/admin/rule-edit-requests?status=REJECTED',
    );
    expect(screen.getByRole('link', { name: /처리 대기 신고 4건/ }).getAttribute('href')).toBe(
      '/admin/reports',
    );
    expect(screen.getByText('24시간 넘게 기다린 신고 2건')).toBeTruthy();
    for (const [name, href] of [
      ['수정 요청 관리', '/admin/rule-edit-requests'],
      ['모든 규칙', '/rules'],
      ['단체 계정 만들기', '/group/register'],
    ] as const) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    const recent = screen.getByRole('list', { name: '최근 수정 요청 목록' });
    const [untitled, rejected] = within(recent).getAllByRole('link');
    expect(untitled!.textContent).toContain('제목 없음');
    expect(untitled!.textContent).toContain('알 수 없음');
    expect(rejected!.getAttribute('href')).toBe('/admin/rule-edit-requests?status=REJECTED&highlight=5');

    await userEvent.setup().click(screen.getByRole('button', { name: '게임 탭으로 돌아가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
  });

  it("answers a refused stats call with '관리자 권한이 필요합니다.' and goes to /game", async () => {
    stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/admin/stats': forbidden,
    });
    const { router } = renderApp('/admin', { token: 't' });

    expect(await screen.findByText('관리자 권한이 필요합니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
  });

  it('sends a player whose session says USER to /game without asking the admin API', async () => {
    const calls = stubAdminApi({ 'GET /api/auth/session': () => answer(200, session()) });
    const { router } = renderApp('/admin', { token: 't' });

    expect(await screen.findByText('관리자 권한이 필요합니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(calls.filter((call) => call.key.includes('/api/admin/'))).toEqual([]);
  });

  it('keeps an admin on the screen with 다시 시도 when the stats call fails for another reason', async () => {
    let fail = true;
    stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/admin/stats': () =>
        fail ? answer(500, { error: { code: 'internal_error', message: '오류' } }) : answer(200, stats),
    });
    const { router } = renderApp('/admin', { token: 't' });

    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(router.state.location.pathname).toBe('/admin');
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: '대기 중 3건' })).toBeTruthy();
  });

  it('searches all users by nickname or username 300 ms after typing, and opens a profile', async () => {
    const calls = stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/admin/stats': () => answer(200, stats),
      'GET /api/admin/users': ({ url }) =>
        answer(
          200,
          url.searchParams.get('keyword') === '하은'
            ? [{ id: 5, nickname: '하은', username: 'haeun', avatar: null, intro: '주말 배드민턴' }]
            : [
                { id: 5, nickname: '하은', username: 'haeun', avatar: null, intro: '주말 배드민턴' },
                { id: 6, nickname: '새싹', username: null, avatar: '/uploads/a.webp', intro: null },
              ],
        ),
      'GET /api/user-profile/5': () => answer(200, userProfile({ id: 5, nickname: '하은' })),
    });
    const { router } = renderApp('/admin', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '모든 유저' }));
    const dialog = await screen.findByRole('dialog', { name: '모든 유저' });
    const list = await within(dialog).findByRole('list', { name: '유저 목록' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByText('@haeun')).toBeTruthy();
    expect(within(list).getByText('주말 배드민턴')).toBeTruthy();

    await user.type(within(dialog).getByRole('searchbox', { name: '유저 검색' }), '하은');
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: '유저 목록' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    const keywords = calls
      .filter((call) => call.key === 'GET /api/admin/users')
      .map((call) => call.url.searchParams.get('keyword'));
    // Nothing for the half-typed '하': the search waited for the pause.
    expect(keywords).toEqual([null, '하은']);

    await user.click(within(dialog).getByRole('link', { name: /하은/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/5'));
  });

  it("says '유저 목록을 불러오는데 실패했습니다.' when the user list fails", async () => {
    stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/admin/stats': () => answer(200, stats),
      'GET /api/admin/users': () => answer(500, { error: { code: 'internal_error', message: '오류' } }),
    });
    renderApp('/admin', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '모든 유저' }));
    const dialog = await screen.findByRole('dialog', { name: '모든 유저' });
    expect(await within(dialog).findByText('유저 목록을 불러오는데 실패했습니다.')).toBeTruthy();
  });
});

describe('settings', () => {
  it('offers 관리자 to admins only', async () => {
    stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/user-profile/my/profile': () => answer(200, myProfile()),
    });
    const admin = renderApp('/settings', { token: 't' });
    await screen.findByRole('link', { name: '프로필 수정' });
    expect((await screen.findByRole('link', { name: '관리자' })).getAttribute('href')).toBe('/admin');
    admin.unmount();

    stubAdminApi({
      'GET /api/auth/session': () => answer(200, session()),
      'GET /api/user-profile/my/profile': () => answer(200, myProfile()),
    });
    renderApp('/settings', { token: 't' });
    await screen.findByRole('link', { name: '프로필 수정' });
    expect(screen.queryByRole('link', { name: '관리자' })).toBeNull();
  });
});
