import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, renderApp, session } from '@/test/render-app';
import { closeDialogs, listPage, ruleFixture } from './rules.test-support';

type Handlers = Parameters<typeof mockApi>[0];

const SPORTS = encodeURIComponent('기존 스포츠');

function renderRules(path: string, handlers: Handlers = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/rules/categories': () => json(200, { majors: ['기존 스포츠', '두뇌'] }),
    [`GET /api/rules/categories/${SPORTS}`]: () => json(200, ['축구', '탁구']),
    'GET /api/rules/list': () => listPage([ruleFixture()]),
    'GET /api/rules/3': () => json(200, ruleFixture()),
    ...handlers,
  });
  const view = renderApp(path, { token: 't' });
  /** The query of every GET /api/rules/list so far. */
  const listQueries = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/rules/list')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, listQueries };
}

// The screens are lazy chunks: loaded here so their cold load does not eat the first test's wait.
beforeAll(() => import('@/routes/rules-screen'));

describe('/rules', () => {
  it('steps from major to minor to the list, with the steps in the address, and back steps out', async () => {
    const { router, listQueries } = renderRules('/rules');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '기존 스포츠' }));
    // The tapped tile is gone: focus is on where the player now is.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-current')).toBe('location'));
    expect(document.activeElement?.textContent).toBe('기존 스포츠');
    await user.click(await screen.findByRole('button', { name: '탁구' }));
    const list = await screen.findByRole('list', { name: '탁구 규칙' });
    expect(within(list).getByRole('button', { name: /한 손 탁구 11점/ })).toBeTruthy();
    expect(router.state.location.search).toEqual({ major: '기존 스포츠', minor: '탁구' });
    expect(listQueries()).toEqual([{ sort: 'recent', major: '기존 스포츠', minor: '탁구', size: '20' }]);

    await user.click(screen.getByRole('radio', { name: '인기순' }));
    await waitFor(() => expect(listQueries().at(-1)?.sort).toBe('popular'));

    act(() => router.history.back());
    expect(await screen.findByRole('list', { name: '기존 스포츠 세부 종목' })).toBeTruthy();
    act(() => router.history.back());
    expect(await screen.findByRole('list', { name: '카테고리' })).toBeTruthy();
  });

  it('shows skeletons while the first page loads, then the rules', async () => {
    const page = deferred<Response>();
    renderRules(`/rules?major=${SPORTS}&minor=탁구`, { 'GET /api/rules/list': () => page.promise });
    expect(await screen.findByText('탁구 규칙 불러오는 중')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '탁구 규칙' })).toBeNull();
    page.resolve(listPage([ruleFixture()]));
    expect(await screen.findByRole('list', { name: '탁구 규칙' })).toBeTruthy();
  });

  it('says when a category has no rules yet and offers to make one', async () => {
    renderRules(`/rules?major=${SPORTS}&minor=축구`, { 'GET /api/rules/list': () => listPage([]) });
    expect(await screen.findByText('아직 이 종목의 규칙이 없어요')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '규칙 만들기' }).at(-1)?.getAttribute('href')).toBe(
      '/rules/create',
    );
  });

  it('shows the load failure and tries again', async () => {
    let calls = 0;
    renderRules(`/rules?major=${SPORTS}&minor=탁구`, {
      'GET /api/rules/list': () =>
        ++calls === 1
          ? json(500, { error: { code: 'internal_error', message: '오류' } })
          : listPage([ruleFixture()]),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('규칙을 불러오는데 실패했습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '탁구 규칙' })).toBeTruthy();
  });

  it('loads the next page with the cursor of the last one', async () => {
    const { listQueries } = renderRules(`/rules?major=${SPORTS}&minor=탁구`, {
      'GET /api/rules/list': () =>
        listQueries().length === 1
          ? listPage([ruleFixture()], 'c2')
          : listPage([ruleFixture({ id: 4, ruleTitle: '왼손 탁구' })]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('button', { name: /왼손 탁구/ })).toBeTruthy();
    expect(listQueries()[1]).toMatchObject({ cursor: 'c2' });
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('searches every category from the first step, 300 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, listQueries } = renderRules('/rules');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByRole('searchbox', { name: '규칙 검색' }), 'ㅌㄱ');
    expect(listQueries()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('list', { name: '검색 결과' })).toBeTruthy();
    expect(listQueries()).toEqual([{ sort: 'recent', search: 'ㅌㄱ', size: '20' }]);
    expect(router.state.location.search).toEqual({ q: 'ㅌㄱ' });
  });

  it('says when a search finds nothing', async () => {
    renderRules('/rules?q=없는규칙', { 'GET /api/rules/list': () => listPage([]) });
    expect(await screen.findByText('찾는 규칙이 없어요')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: '규칙 검색' }).value).toBe('없는규칙');
  });

  it('opens the detail of a rule tapped in the list, and closing it stays on the list', async () => {
    const { router } = renderRules(`/rules?major=${SPORTS}&minor=탁구`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /한 손 탁구 11점/ }));
    expect(await screen.findByRole('dialog', { name: '한 손 탁구 11점' })).toBeTruthy();
    await closeDialogs(user);
    expect(router.state.location.search).toEqual({ major: '기존 스포츠', minor: '탁구' });
    expect(screen.getByRole('list', { name: '탁구 규칙' })).toBeTruthy();
  });

  it("offers '이 규칙으로 경기 만들기' in the detail: it opens the game wizard with that rule, and back returns to the list", async () => {
    const { router } = renderRules(`/rules?major=${SPORTS}&minor=탁구`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /한 손 탁구 11점/ }));
    const detail = within(await screen.findByRole('dialog', { name: '한 손 탁구 11점' }));
    const make = detail.getByRole('link', { name: '이 규칙으로 경기 만들기' });
    expect(make.getAttribute('href')).toBe('/create-game?ruleId=3');
    await user.click(make);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-game'));
    expect(router.state.location.search).toEqual({ ruleId: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'));
    expect(router.state.location.search).toEqual({ major: '기존 스포츠', minor: '탁구' });
  });

  it('offers no new game from a rule an admin hid (its author still opens it)', async () => {
    renderRules(`/rules?major=${SPORTS}&minor=탁구`, {
      'GET /api/rules/3': () => json(200, ruleFixture({ isMine: true, hiddenByAdmin: true })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /한 손 탁구 11점/ }));
    const detail = within(await screen.findByRole('dialog', { name: '한 손 탁구 11점' }));
    expect(detail.getByRole('link', { name: '랭킹 보기' })).toBeTruthy();
    expect(detail.queryByRole('link', { name: '이 규칙으로 경기 만들기' })).toBeNull();
    await closeDialogs(user);
  });

  it('picks a rule for a new game when entered from game creation', async () => {
    const { router } = renderRules(`/rules?fromGameCreate=true&major=${SPORTS}&minor=탁구`);
    const user = userEvent.setup();
    expect(await screen.findByText('경기를 만들 규칙을 골라 주세요')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /한 손 탁구 11점/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-game'));
    expect(router.state.location.search).toEqual({ ruleId: 3 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to my rules and to rule creation', async () => {
    renderRules('/rules');
    expect((await screen.findByRole('link', { name: '내 규칙' })).getAttribute('href')).toBe(
      '/rules/my-rules',
    );
    expect(screen.getByRole('link', { name: '규칙 만들기' }).getAttribute('href')).toBe('/rules/create');
  });
});
