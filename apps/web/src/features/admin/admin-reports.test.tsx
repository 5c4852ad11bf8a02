import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { renderApp, session } from '@/test/render-app';
import {
  adminReportFixture,
  answer,
  forbidden,
  hoursAgo,
  laterClock,
  settleHistory,
  stubAdminApi,
} from './admin.test-support';

beforeEach(laterClock);
afterEach(settleHistory);

const adminSession = () => answer(200, session({ role: 'ADMIN', nickname: '관리자' }));

const open = [
  adminReportFixture({ id: 1, createdAt: hoursAgo(30), openReportsOnTarget: 2 }),
  adminReportFixture({
    id: 2,
    targetType: 'COMMENT',
    targetId: 55,
    createdAt: hoursAgo(3.5),
    reporterNickname: null,
    preview: { title: '', text: '이 규칙 별로예요', authorId: 4, authorNickname: '도윤', url: null },
  }),
];

const resolved = [
  adminReportFixture({
    id: 9,
    status: 'RESOLVED',
    createdAt: hoursAgo(60),
    resolvedAt: hoursAgo(2.5),
    resolvedBy: '운영자',
    resolutionNote: '욕설이 있어 숨겼어요.',
    targetHidden: true,
    openReportsOnTarget: 0,
  }),
];

function reportsApi(overrides: Parameters<typeof stubAdminApi>[0] = {}) {
  return stubAdminApi({
    'GET /api/auth/session': adminSession,
    'GET /api/admin/reports': ({ url }) =>
      answer(200, url.searchParams.get('status') === 'RESOLVED' ? resolved : open),
    ...overrides,
  });
}

// The screens are lazy chunks: loaded here so their cold load does not eat the first test's wait.
beforeAll(() => import('@/routes/admin-reports-screen'));

describe('report queue (/admin/reports)', () => {
  it("shows each report's age and marks those waiting more than 24 hours", async () => {
    reportsApi();
    renderApp('/admin/reports', { token: 't' });

    expect((await screen.findByRole('tab', { name: '처리 대기' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    const [late, fresh] = await screen.findAllByRole('article');
    expect(late!.getAttribute('aria-label')).toBe('규칙 신고');
    expect(within(late!).getByText('24시간 초과')).toBeTruthy();
    expect(within(late!).getByText('1일 전')).toBeTruthy();
    expect(late!.hasAttribute('data-overdue')).toBe(true);
    expect(within(late!).getByText('이 규칙에 2건')).toBeTruthy();
    expect(
      within(late!)
        .getByRole('link', { name: /신고된 규칙 보기/ })
        .getAttribute('href'),
    ).toBe('/rules?ruleId=10');
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)

    expect(fresh!.getAttribute('aria-label')).toBe('댓글 신고');
    expect(within(fresh!).queryByText('24시간 초과')).toBeNull();
    expect(within(fresh!).getByText('3시간 전')).toBeTruthy();
    expect(fresh!.hasAttribute('data-overdue')).toBe(false);
    expect(within(fresh!).getByText('알 수 없음')).toBeTruthy();
    expect(within(fresh!).getByText('작성자 도윤')).toBeTruthy();
    expect(within(fresh!).queryByRole('link')).toBeNull();
  });

  it('resolves with a required note and can hide the target', async () => {
    const calls = reportsApi({
      'POST /api/admin/reports/1/resolve': () => answer(200, { ...open[0], status: 'RESOLVED' }),
    });
    renderApp('/admin/reports', { token: 't' });
    const user = userEvent.setup();

    const [late] = await screen.findAllByRole('article');
    await user.click(within(late!).getByRole('button', { name: '처리하기' }));
    const dialog = await screen.findByRole('dialog', { name: '신고 처리' });
    expect(
      within(dialog).getByText('이 규칙에 들어온 다른 처리 대기 신고 1건도 함께 처리돼요.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '처리 완료' }));
    expect(await within(dialog).findByText('처리 메모를 입력해 주세요.')).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('POST /api/admin/'))).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '처리 메모' }), '욕설이 있어 숨겨요.');
    await user.click(within(dialog).getByRole('checkbox', { name: /규칙 숨기기/ }));
    await user.click(within(dialog).getByRole('button', { name: '처리 완료' }));

    expect(await screen.findByText('신고를 처리하고 대상을 숨겼어요.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/admin/reports/1/resolve')!.body).toEqual({
      note: '욕설이 있어 숨겨요.',
      hideTarget: true,
    });
  });

  it("warns before hiding a game that the note becomes its owner's reason (only for games)", async () => {
    const game = adminReportFixture({
      id: 3,
      targetType: 'GAME',
      targetId: 77,
      preview: { title: '11점 탁구', text: '', authorId: 5, authorNickname: '하은', url: null },
    });
    stubAdminApi({
      'GET /api/auth/session': adminSession,
      'GET /api/admin/reports': () => answer(200, [game, open[0]]),
    });
    renderApp('/admin/reports', { token: 't' });
    const user = userEvent.setup();
    const [gameCard, ruleCard] = await screen.findAllByRole('article');

    await user.click(within(gameCard!).getByRole('button', { name: '처리하기' }));
    const gameDialog = await screen.findByRole('dialog', { name: '신고 처리' });
    expect(within(gameDialog).getByText(/처리 메모는 방장에게 숨긴 사유로 보여요/)).toBeTruthy();
    await user.click(within(gameDialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(ruleCard!).getByRole('button', { name: '처리하기' }));
    const ruleDialog = await screen.findByRole('dialog', { name: '신고 처리' });
    expect(within(ruleDialog).queryByText(/숨긴 사유로 보여요/)).toBeNull();
  });

  it('shows the note, who resolved it and when; a hidden target can be shown again', async () => {
    const calls = reportsApi({ 'DELETE /api/admin/hidden/RULE/10': () => answer(204) });
    const { router } = renderApp('/admin/reports', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '처리 완료' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'RESOLVED' }));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('숨김')).toBeTruthy();
    expect(within(card).getByText('욕설이 있어 숨겼어요.')).toBeTruthy();
    expect(within(card).getByText(/처리: 운영자/).textContent).toContain('2시간 전');
    expect(within(card).queryByText('24시간 초과')).toBeNull();
    expect(within(card).queryByRole('button', { name: '처리하기' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: '숨김 해제' }));
    expect(await screen.findByText('다시 모두에게 보이게 했어요.')).toBeTruthy();
    expect(calls.some((call) => call.key === 'DELETE /api/admin/hidden/RULE/10')).toBe(true);
  });

  it("answers a refused queue with '관리자 권한이 필요합니다.' and goes to /admin", async () => {
    reportsApi({
      'GET /api/admin/reports': forbidden,
      'GET /api/admin/stats': () =>
        answer(200, {
          editRequests: { PENDING: 0, APPROVED: 0, REJECTED: 0 },
          reports: { open: 0, overdue: 0 },
          recentEditRequests: [],
        }),
    });
    const { router } = renderApp('/admin/reports', { token: 't' });

    expect(await screen.findByText('관리자 권한이 필요합니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
