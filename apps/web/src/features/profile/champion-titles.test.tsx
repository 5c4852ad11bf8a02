import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, session, userProfile } from '@/test/render-app';

beforeAll(() => import('@/routes/profile-screen'));

function mockOwn(myChampions: Array<{ ruleId: number; region: string; ruleTitle: string }>) {
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/0': () =>
      json(200, userProfile({ id: 1, nickname: '민준', isMe: true, myChampions })),
    'GET /api/friends/my/sent': () => json(200, []),
    'GET /api/friends/my/received': () => json(200, []),
  });
}

const titles = [
  { ruleId: 2, region: '서울 강남구', ruleTitle: '1분 팔굽혀펴기 대결' },
  { ruleId: 9, region: '경기 성남시', ruleTitle: '제기차기 1분 3판' },
];

describe('champion titles on a profile', () => {
  it('lists each title with its district, opening the rule ranking, on the profile and in more stats', async () => {
    mockOwn(titles);
    renderApp('/profile/0', { token: 't' });
    const list = await screen.findByRole('list', { name: '챔피언' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['1분 팔굽혀펴기 대결, 서울 강남구 챔피언, 랭킹 보기', '/rules/2/ranking'],
      ['제기차기 1분 3판, 경기 성남시 챔피언, 랭킹 보기', '/rules/9/ranking'],
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '통계 더보기' }));
    const dialog = await screen.findByRole('dialog', { name: '통계 더보기' });
    await user.click(within(dialog).getByRole('tab', { name: '챔피언' }));
    expect(
      within(within(dialog).getByRole('list', { name: '챔피언 2개' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it('shows no champion list without a title, and the empty state in more stats', async () => {
    mockOwn([]);
    renderApp('/profile/0', { token: 't' });
    await screen.findByRole('heading', { name: '민준' });
    expect(screen.queryByRole('list', { name: '챔피언' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '통계 더보기' }));
    const dialog = await screen.findByRole('dialog', { name: '통계 더보기' });
    await user.click(within(dialog).getByRole('tab', { name: '챔피언' }));
    expect(within(dialog).getByText('아직 챔피언 기록이 없어요')).toBeTruthy();
  });
});
