import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { closeDialogs, listPage, ruleFixture } from './rules.test-support';

type Handlers = Parameters<typeof mockApi>[0];

const mine = (id: number, title: string, overrides: Parameters<typeof ruleFixture>[0] = {}) =>
  ruleFixture({ id, ruleTitle: title, isMine: true, ...overrides });

const rules = [
  mine(1, '요청 없는 규칙'),
  mine(2, '대기 중인 규칙', { editRequestStatus: 'PENDING', editRequestId: 20 }),
  mine(3, '반영된 규칙', { editRequestStatus: 'APPROVED', editRequestId: 30 }),
  mine(4, '거절된 규칙', {
    editRequestStatus: 'REJECTED',
    editRequestId: 40,
    rejectionReason: '설명이 부족해요',
  }),
];

function renderMyRules(path = '/rules/my-rules', handlers: Handlers = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/rules/my-rules': () => listPage(rules),
    ...handlers,
  });
  const view = renderApp(path, { token: 't' });
  const myRulesCalls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/rules/my-rules')
      .map((url) => url.searchParams.get('status'));
  return { ...view, myRulesCalls };
}

const card = async (title: string) => within((await screen.findByText(title)).closest('article')!);

// The screen is a lazy chunk: loaded here so its cold load does not eat the first test's wait.
beforeAll(() => import('@/routes/my-rules-screen'));

describe('/rules/my-rules', () => {
  it('labels each status, shows why a request was refused, and offers edit unless a request is pending (also after an approval)', async () => {
    renderMyRules();

    const none = await card('요청 없는 규칙');
    expect(none.getByRole('link', { name: '수정하기, 요청 없는 규칙' }).getAttribute('href')).toBe(
      '/rules/edit/1',
    );
    expect(none.queryByRole('button', { name: /수정 요청 취소/ })).toBeNull();

    const pending = await card('대기 중인 규칙');
    expect(pending.getByText('수정 대기 중')).toBeTruthy();
    expect(pending.queryByRole('link', { name: /수정하기/ })).toBeNull();
    expect(pending.getByRole('button', { name: '수정 요청 취소, 대기 중인 규칙' })).toBeTruthy();

    const approved = await card('반영된 규칙');
    expect(approved.getByText('반영 완료')).toBeTruthy();
    expect(approved.getByText(/다시 수정을 요청할 수 있어요/)).toBeTruthy();
    expect(approved.getByRole('link', { name: '수정하기, 반영된 규칙' }).getAttribute('href')).toBe(
      '/rules/edit/3',
    );
    expect(approved.queryByRole('button', { name: /수정 요청 취소/ })).toBeNull();

    const rejected = await card('거절된 규칙');
    expect(rejected.getByText('거절됨')).toBeTruthy();
    expect(rejected.getByText('설명이 부족해요')).toBeTruthy();
    expect(rejected.getByRole('link', { name: '수정하기, 거절된 규칙' })).toBeTruthy();
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
  });

  it('asks the server for the tab’s status and keeps the tab in the address', async () => {
    const { myRulesCalls, router } = renderMyRules();
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: '수정 요청 상태' });
    expect(within(tabs).getByRole('tab', { name: '전체' }).getAttribute('aria-selected')).toBe('true');

    await user.click(within(tabs).getByRole('tab', { name: '거절됨' }));
    await waitFor(() => expect(myRulesCalls()).toEqual([null, 'REJECTED']));
    expect(router.state.location.search).toEqual({ status: 'REJECTED' });

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('수정 대기 중');
    await waitFor(() => expect(myRulesCalls().at(-1)).toBe('PENDING'));
  });

  it('cancels a pending request after a confirmation and says so', async () => {
    const cancelled: string[] = [];
    renderMyRules('/rules/my-rules', {
      'POST /api/rules/edit-requests/20/cancel': () => {
        cancelled.push('20');
        return json(200, {});
      },
    });
    const user = userEvent.setup();
    await user.click((await card('대기 중인 규칙')).getByRole('button', { name: /수정 요청 취소/ }));
    const confirm = within(await screen.findByRole('alertdialog', { name: '수정 요청을 취소할까요?' }));
    await user.click(confirm.getByRole('button', { name: '요청 취소' }));

    expect(await screen.findByText('수정 요청을 취소했어요')).toBeTruthy();
    expect(cancelled).toEqual(['20']);
    await closeDialogs(user);
  });

  it('keeps the confirmation open with the spec’s words when cancelling fails', async () => {
    renderMyRules('/rules/my-rules', {
      'POST /api/rules/edit-requests/20/cancel': () =>
        json(409, { error: { code: 'edit_request_not_pending', message: '이미 처리된 수정 요청이에요.' } }),
    });
    const user = userEvent.setup();
    await user.click((await card('대기 중인 규칙')).getByRole('button', { name: /수정 요청 취소/ }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: '요청 취소' }));

    const alert = await confirm.findByRole('alert');
    expect(alert.textContent).toContain('수정 요청 취소에 실패했습니다');
    expect(alert.textContent).toContain('이미 처리된 수정 요청이에요.');
    await closeDialogs(user);
  });

  it('shows the load failure with a retry, and an empty list with a way to create', async () => {
    let calls = 0;
    renderMyRules('/rules/my-rules', {
      'GET /api/rules/my-rules': () =>
        ++calls === 1 ? json(500, { error: { code: 'internal_error', message: '오류' } }) : listPage([]),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('규칙 목록을 불러오는데 실패했습니다')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 만든 규칙이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '규칙 만들기' }).getAttribute('href')).toBe('/rules/create');
  });

  it('opens a rule’s detail from its card', async () => {
    renderMyRules('/rules/my-rules', { 'GET /api/rules/1': () => json(200, rules[0]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /요청 없는 규칙/ }));
    expect(await screen.findByRole('dialog', { name: '요청 없는 규칙' })).toBeTruthy();
    await closeDialogs(user);
  });
});
