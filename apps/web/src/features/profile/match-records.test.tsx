import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp, session, userProfile } from '@/test/render-app';
import { recentGameFixture, topRuleCardFixture } from './profile.test-support';

beforeAll(() => import('@/routes/profile-screen'));

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** My own profile after five counted games in two rules. */
const played = () =>
  userProfile({
    id: 1,
    nickname: '민준',
    isMe: true,
    stats: { wins: 3, draws: 1, losses: 1, winRate: 60, performance: 0, performanceHistory: [], friends: 2 },
    totalPlayers: 3,
    playTime: 85,
    top3Rules: [
      topRuleCardFixture({ ruleId: 7, ruleTitle: '한판 탁구', playCount: 4, myRank: 2, totalPlayers: 9 }),
      topRuleCardFixture({
        ruleId: 8,
        ruleTitle: '점심 체스',
        minorCategory: '체스',
        playCount: 1,
        myRank: 1,
        totalPlayers: 2,
      }),
    ],
    playedRules: [
      { id: 8, ruleTitle: '점심 체스', majorCategory: '두뇌', minorCategory: '체스', ruleDescription: '' },
      { id: 7, ruleTitle: '한판 탁구', majorCategory: '구기', minorCategory: '탁구', ruleDescription: '' },
    ],
    recentGames: [
      recentGameFixture({ gameId: 41, result: 'win', myScore: 1, opponentScore: 0, ruleTitle: '점심 체스' }),
      recentGameFixture({
        gameId: 40,
        result: 'draw',
        myScore: 0,
        opponentScore: 0,
        opponentNickname: '하은',
      }),
      recentGameFixture({
        gameId: 39,
        result: 'loss',
        myScore: 0,
        opponentScore: 1,
        opponentNickname: '지호',
      }),
    ],
  });

function mockOwn(profile = played()) {
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/0': () => json(200, profile),
    'GET /api/friends/my/sent': () => json(200, []),
    'GET /api/friends/my/received': () => json(200, []),
  });
}

describe('the records on a profile', () => {
  it('shows 승·무·패 and the win rate, the top rules opening their ranking, and the latest games', async () => {
    mockOwn();
    renderApp('/profile/0', { token: 't' });

    const records = await screen.findByRole('region', { name: '경기 기록' });
    const line = within(records)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(line.slice(0, 4)).toEqual(['3', '1', '1', '60%']);
    expect(
      within(records)
        .getAllByRole('term')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['승', '무', '패', '승률']);

    const top = within(records).getByRole('region', { name: '자주 한 규칙' });
    const ping = within(top).getByRole('link', { name: /^한판 탁구, / });
    expect(ping.getAttribute('href')).toBe('/rules/7/ranking');
    expect(ping.textContent).toContain('4경기 · 2위 / 9명');
    expect(
      within(top)
        .getByRole('link', { name: /^점심 체스, / })
        .getAttribute('href'),
    ).toBe('/rules/8/ranking');

    const recent = within(records).getByRole('region', { name: '최근 경기' });
    const cards = within(recent).getAllByRole('link', { name: /^[승무패], / });
    expect(cards.map((card) => card.getAttribute('aria-label')?.split(',')[0])).toEqual(['승', '무', '패']);
    expect(cards[1]!.textContent).toContain('0 : 0 · 하은');
    // Spec §2: a recent-game card opens the player's finished games in the feed.
    expect(cards.every((card) => card.getAttribute('href') === '/feed?userId=1')).toBe(true);
    // Issue 20: beside each of my games, the way to its story image.
    const stories = within(recent).getAllByRole('link', { name: /^스토리 이미지 만들기, / });
    expect(stories.map((link) => link.getAttribute('href'))).toEqual([
      '/insta?gameId=41',
      '/insta?gameId=40',
      '/insta?gameId=39',
    ]);
    expect(stories[1]!.getAttribute('aria-label')).toBe('스토리 이미지 만들기, 하은님과 한판 탁구');
    expect(screen.queryByText('아직 경기가 없어요')).toBeNull();
    // Nothing to scroll to without ?id=.
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("offers no story image on another player's games (only the players may make one)", async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/2': () => json(200, { ...played(), id: 2, nickname: '하은', isMe: false }),
      'GET /api/friends/status/2': () => json(200, { sent: false, isFriend: false, received: false }),
    });
    renderApp('/profile/2', { token: 't' });
    const recent = await screen.findByRole('region', { name: '최근 경기' });
    expect(within(recent).getAllByRole('link', { name: /^[승무패], / })).toHaveLength(3);
    expect(within(recent).queryByRole('link', { name: /스토리 이미지/ })).toBeNull();
  });

  it('scrolls to the game ?id= names and marks it (after a result: /profile/0?id={gameId})', async () => {
    mockOwn();
    renderApp('/profile/0?id=40', { token: 't' });

    const recent = await screen.findByRole('region', { name: '최근 경기' });
    const marked = within(recent).getByRole('link', { current: true });
    expect(marked.getAttribute('aria-label')).toMatch(/^무, 0 : 0, 하은님과/);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(marked.closest('li'));
  });

  it('ignores an ?id= that is no game of the list', async () => {
    mockOwn();
    renderApp('/profile/0?id=abc', { token: 't' });
    const recent = await screen.findByRole('region', { name: '최근 경기' });
    expect(within(recent).queryByRole('link', { current: true })).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("opens 'more stats' on the record, minutes played, opponents and every rule played", async () => {
    mockOwn();
    renderApp('/profile/0', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '통계 더보기' }));
    const dialog = await screen.findByRole('dialog', { name: '통계 더보기' });
    expect(within(dialog).getByText('1시간 25분')).toBeTruthy();
    expect(within(dialog).getByText('3명')).toBeTruthy();
    expect(within(dialog).getByText('60%')).toBeTruthy();
    const rules = within(within(dialog).getByRole('region', { name: '해 본 규칙' })).getAllByRole('link');
    expect(rules.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['점심 체스두뇌 > 체스', '/rules/8/ranking'],
      ['한판 탁구구기 > 탁구', '/rules/7/ranking'],
    ]);
  });

  it('keeps the empty state with the way to the game list before the first counted game', async () => {
    mockOwn(userProfile({ id: 1, nickname: '민준', isMe: true }));
    renderApp('/profile/0', { token: 't' });
    expect(await screen.findByText('아직 경기가 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '경기 둘러보기' }).getAttribute('href')).toBe('/game-list');
    expect(screen.queryByRole('region', { name: '최근 경기' })).toBeNull();
  });
});
