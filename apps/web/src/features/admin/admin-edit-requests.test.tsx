import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { renderApp, session } from '@/test/render-app';
import {
  answer,
  editRequestFixture,
  forbidden,
  hoursAgo,
  laterClock,
  ruleContentFixture,
  settleHistory,
  stubAdminApi,
} from './admin.test-support';

beforeEach(laterClock);
afterEach(settleHistory);

const adminSession = () => answer(200, session({ role: 'ADMIN', nickname: '관리자' }));
const counts = { PENDING: 2, APPROVED: 7, REJECTED: 1 };

const pending = [
  editRequestFixture({
    id: 21,
    ruleTitle: '두 손 배드민턴',
    ruleFoul: '라켓을 던지면 반칙이에요.',
    duration: 300,
    winBy: 'MOST_SETS_AND_POINTS',
  }),
  editRequestFixture({ id: 22, ruleTitle: '', requestedBy: null, pointsToWin: -1 }),
];

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function requestsApi(overrides: Parameters<typeof stubAdminApi>[0] = {}) {
  return stubAdminApi({
    'GET /api/auth/session': adminSession,
    'GET /api/admin/rules/edit-requests/counts': () => answer(200, counts),
    'GET /api/admin/rules/edit-requests': ({ url }) =>
      answer(200, url.searchParams.get('status') === 'PENDING' ? pending : []),
    ...overrides,
  });
}

// The screen is a lazy chunk: loaded here so its cold load does not eat the first test's wait.
beforeAll(() => import('@/routes/admin-edit-requests-screen'));

describe('edit requests (/admin/rule-edit-requests)', () => {
  it('ignores a status it does not know and shows the 대기 중 tab with counts', async () => {
    const calls = requestsApi();
    renderApp('/admin/rule-edit-requests?status=CANCELLED', { token: 't' });

    const tab = await screen.findByRole('tab', { name: '대기 중 2' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '승인됨 7' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['두 손 배드민턴', '제목 없음']);
    expect(within(cards[1]!).getByText('요청: 알 수 없음')).toBeTruthy();
    expect(within(cards[0]!).getByText('3시간 전')).toBeTruthy();
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
    const asked = calls.find((call) => call.key === 'GET /api/admin/rules/edit-requests')!;
    expect(asked.url.searchParams.get('status')).toBe('PENDING');
    expect(asked.url.searchParams.get('size')).toBe('10');
  });

  it('switches tabs with the arrow keys and shows the decision of a rejected request', async () => {
    requestsApi({
      'GET /api/admin/rules/edit-requests': ({ url }) =>
        answer(
          200,
          url.searchParams.get('status') === 'REJECTED'
            ? [
                editRequestFixture({
                  id: 30,
                  status: 'REJECTED',
                  rejectionReason: '설명이 실제 경기와 달라요.',
                  reviewedBy: { id: 1, nickname: '운영자' },
                  reviewedAt: hoursAgo(1.5),
                }),
              ]
            : pending,
        ),
    });
    const { router } = renderApp('/admin/rule-edit-requests', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: /대기 중/ }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'REJECTED' }));
    expect(document.activeElement?.textContent).toContain('거절됨');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('설명이 실제 경기와 달라요.')).toBeTruthy();
    expect(within(card).getByText(/검토: 운영자/).textContent).toContain('1시간 전');
    expect(within(card).queryByRole('button', { name: /승인/ })).toBeNull();
  });

  it('compares with the original, marking exactly the changed fields, and approves from there', async () => {
    const calls = requestsApi({
      'POST /api/admin/rules/edit-requests/21/approve': () => answer(200, {}),
    });
    renderApp('/admin/rule-edit-requests', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '두 손 배드민턴 수정 내용 비교' }));
    const dialog = await screen.findByRole('dialog', { name: '수정 내용 비교' });
    const marked = within(dialog)
      .getAllByText('변경됨')
      .map((tag) => tag.closest('dt')!.textContent!.replace('변경됨', ''));
    expect(marked).toEqual(['규칙 이름', '반칙', '경기 시간', '세트 승리 기준']);
    expect(within(dialog).getByText('14개 항목 중 4개가 바뀌었어요.')).toBeTruthy();
    const duration = dialog.querySelector('[data-field="duration"]')!;
    expect(duration.textContent).toContain('없음');
    expect(duration.textContent).toContain('5분');

    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    const confirm = await screen.findByRole('alertdialog', { name: '수정 요청을 승인할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '승인' }));

    expect(await screen.findByText('수정 요청이 승인되었습니다.')).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('POST /api/admin/'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows '없음' for -1 in the comparison", async () => {
    requestsApi();
    renderApp('/admin/rule-edit-requests', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '제목 없음 수정 내용 비교' }));
    const dialog = await screen.findByRole('dialog', { name: '수정 내용 비교' });
    const points = dialog.querySelector('[data-field="pointsToWin"]')!;
    expect(points.hasAttribute('data-changed')).toBe(true);
    expect(within(points as HTMLElement).getByText('11점')).toBeTruthy();
    expect(within(points as HTMLElement).getByText('없음')).toBeTruthy();
  });

  it('needs a reason that is not blank to reject, then sends it trimmed', async () => {
    const calls = requestsApi({
      'POST /api/admin/rules/edit-requests/21/reject': () => answer(200, {}),
    });
    renderApp('/admin/rule-edit-requests', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '거절, 두 손 배드민턴' }));
    const dialog = await screen.findByRole('dialog', { name: '수정 요청 거절' });
    const reason = within(dialog).getByRole('textbox', { name: '거절 사유' });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));

    expect(await within(dialog).findByText('거절 사유를 입력해 주세요.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.key.startsWith('POST /api/admin/'))).toEqual([]);

    await user.type(reason, ' 설명이 부족해요 ');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await screen.findByText('수정 요청이 거절되었습니다.')).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('POST /api/admin/'))!.body).toEqual({
      rejectionReason: '설명이 부족해요',
    });
  });

  it("says '승인에 실패했습니다' with the server's message when the approval is refused", async () => {
    requestsApi({
      'POST /api/admin/rules/edit-requests/21/approve': () =>
        answer(409, {
          error: { code: 'edit_request_not_pending', message: '이미 처리되었거나 취소된 수정 요청이에요.' },
        }),
    });
    renderApp('/admin/rule-edit-requests', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '승인, 두 손 배드민턴' }));
    const confirm = await screen.findByRole('alertdialog', { name: '수정 요청을 승인할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '승인' }));
    expect(
      await within(confirm).findByText('승인에 실패했습니다: 이미 처리되었거나 취소된 수정 요청이에요.'),
    ).toBeTruthy();
  });

  it('pages forward to a highlighted request, marks it and scrolls it into view', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      editRequestFixture({ id: 100 - index, ruleTitle: `규칙 ${index}` }),
    );
    const secondPage = [
      editRequestFixture({ id: 42, ruleTitle: '찾는 규칙' }),
      editRequestFixture({ id: 41 }),
    ];
    requestsApi({
      'GET /api/admin/rules/edit-requests/counts': () => answer(200, { ...counts, PENDING: 12 }),
      'GET /api/admin/rules/edit-requests': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? answer(200, secondPage)
          : answer(200, firstPage, 'page-2'),
    });
    renderApp('/admin/rule-edit-requests?status=PENDING&highlight=42', { token: 't' });
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: '찾는 규칙' });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(within(card).getByText('선택한 요청')).toBeTruthy();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(screen.getByText('2 / 2페이지')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await screen.findByRole('article', { name: '규칙 0' })).toBeTruthy();
    expect(screen.getByText('1 / 2페이지')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it("answers a refused list with '관리자 권한이 필요합니다.' and goes back to /admin", async () => {
    requestsApi({
      'GET /api/admin/rules/edit-requests': forbidden,
      'GET /api/admin/stats': () =>
        answer(200, {
          editRequests: counts,
          reports: { open: 0, overdue: 0 },
          recentEditRequests: [editRequestFixture({ original: ruleContentFixture() })],
        }),
    });
    const { router } = renderApp('/admin/rule-edit-requests?status=APPROVED', { token: 't' });

    expect(await screen.findByText('관리자 권한이 필요합니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
