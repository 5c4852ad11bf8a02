import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { rankingFixture } from './rules.test-support';

function renderRanking(answer: () => Response, path = '/rules/3/ranking') {
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/rules/3/rankings': answer,
  });
  return renderApp(path, { token: 't' });
}

// The screen's lazy chunk loads once here, not inside the first test's 1 s wait.
beforeAll(async () => {
  await import('@/routes/rules-area');
});

describe('/rules/{ruleId}/ranking', () => {
  it('names the rule and says when no game was played with it yet', async () => {
    renderRanking(() => json(200, rankingFixture()));
    expect(await screen.findByRole('heading', { name: '한 손 탁구 11점' })).toBeTruthy();
    expect(screen.getByText('아직 이 규칙으로 치른 경기가 없어요')).toBeTruthy();
  });

  it('lists the places, marks the player, and links each to a profile', async () => {
    renderRanking(() =>
      json(
        200,
        rankingFixture({
          rankings: [
            {
              rank: 1,
              userId: 7,
              userName: '탁구왕',
              userAvatar: null,
              rating: 1234.6,
              playCount: 12,
              isCurrentUser: false,
            },
            {
              rank: 2,
              userId: 1,
              userName: '민준',
              userAvatar: null,
              rating: 1100,
              playCount: 3,
              isCurrentUser: true,
            },
          ],
          currentUserRanking: { rank: 2, rating: 1100, playCount: 3, userName: '민준', userAvatar: null },
        }),
      ),
    );
    const places = within(await screen.findByRole('list', { name: '순위' }));
    const [first, second] = places.getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/profile/7');
    expect(first!.textContent).toContain('1위');
    expect(first!.textContent).toContain('1,235');
    expect(within(second!).getByText('나')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '내 순위' })).getByText('2')).toBeTruthy();
  });

  it("shows the server's message or the spec's words when loading fails, with a retry", async () => {
    let calls = 0;
    renderRanking(() =>
      ++calls === 1
        ? new Response('', { status: 502 })
        : json(200, rankingFixture({ ruleName: '다시 불러온 규칙' })),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('랭킹 정보를 불러오는 데 실패했습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '다시 불러온 규칙' })).toBeTruthy();
  });

  it("shows the server's words when it refuses", async () => {
    renderRanking(() => json(403, { error: { code: 'forbidden', message: '볼 수 없는 랭킹이에요.' } }));
    expect(await screen.findByText('볼 수 없는 랭킹이에요.')).toBeTruthy();
  });

  it('loads the next places with 더 보기, keeps my row, and marks provisional ratings', async () => {
    const entry = (rank: number, userId: number, provisional: boolean) => ({
      rank,
      userId,
      userName: `선수${userId}`,
      userAvatar: null,
      rating: 1700 - rank * 10,
      playCount: 4,
      isCurrentUser: userId === 1,
      provisional,
    });
    const mine = { rank: 3, rating: 1670, playCount: 4, userName: '선수1', userAvatar: null };
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/rules/3/rankings': () => {
        calls += 1;
        if (calls === 1) {
          const body = rankingFixture({
            rankings: [entry(1, 7, false), entry(2, 8, true)],
            currentUserRanking: mine,
          });
          return new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'page-2' },
          });
        }
        return json(200, rankingFixture({ rankings: [entry(3, 1, true)], currentUserRanking: mine }));
      },
    });
    renderApp('/rules/3/rankings', { token: 't' });
    const user = userEvent.setup();
    const places = await screen.findByRole('list', { name: '순위' });
    expect(within(places).getAllByRole('link')).toHaveLength(2);
    expect(within(places).getAllByRole('link')[0]!.textContent).not.toContain('임시');
    expect(within(places).getAllByRole('link')[1]!.textContent).toContain('임시');
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await within(places).findByText('선수1')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
    expect(
      asked
        .filter((url) => url.pathname === '/api/rules/3/rankings')
        .at(-1)!
        .searchParams.get('cursor'),
    ).toBe('page-2');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '내 순위' })).getByText('3')).toBeTruthy();
  });

  it('says so for an address that is not a rule', async () => {
    renderRanking(() => json(200, rankingFixture()), '/rules/abc/ranking');
    expect(await screen.findByText('규칙을 찾을 수 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '규칙 둘러보기' }).getAttribute('href')).toBe('/rules');
  });
});
