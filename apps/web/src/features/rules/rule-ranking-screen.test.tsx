import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { rankingFixture } from './rules.test-support';

function renderRanking(answer: () => Response, path = '/rules/3/ranking') {
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/rules/3/rankings': answer,
  });
  return renderApp(path, { token: 't' });
}

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

  it('says so for an address that is not a rule', async () => {
    renderRanking(() => json(200, rankingFixture()), '/rules/abc/ranking');
    expect(await screen.findByText('규칙을 찾을 수 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '규칙 둘러보기' }).getAttribute('href')).toBe('/rules');
  });
});
