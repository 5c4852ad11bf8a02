import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';
import { gameResultFixture } from './match.test-support';
import type { GameResult } from '@hanpan/core';

beforeAll(async () => {
  await import('@/routes/result-screen');
  await import('./result-view');
});

function open(result: GameResult) {
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/my/profile': () => json(200, myProfile()),
    'GET /api/games/7/result': () => json(200, result),
  });
  renderApp('/games/7/result', { token: 't' });
}

describe('/games/{id}/result', () => {
  it('shows the winner, the set count and every set with its points', async () => {
    open(gameResultFixture());
    const summary = await screen.findByRole('region', { name: '경기 결과' });
    expect(within(summary).getByRole('heading', { name: '@민준 승리' })).toBeTruthy();
    expect(within(summary).getByLabelText('세트 2 대 1')).toBeTruthy();
    const sets = screen.getByRole('region', { name: '세트별 점수' });
    const rows = within(sets).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1세트11 : 7민준 승',
      '2세트9 : 11하은 승',
      '3세트11 : 4민준 승',
    ]);
    expect(screen.getByRole('link', { name: '게임 탭으로 가기' }).getAttribute('href')).toBe('/game');
    // Issue 20: the match's story image.
    expect(screen.getByRole('link', { name: '스토리 이미지 만들기' }).getAttribute('href')).toBe(
      '/insta?gameId=7',
    );
  });

  it('says 무승부 for a draw', async () => {
    open(
      gameResultFixture({
        winnerIdx: 0,
        user1SetCount: 1,
        user2SetCount: 1,
        setResults: [
          { set: 1, score1: 11, score2: 7, winner: 1 },
          { set: 2, score1: 5, score2: 11, winner: 2 },
          { set: 3, score1: 3, score2: 3, winner: 0 },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: '무승부' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').at(-1)!.textContent).toContain('무승부');
  });

  it('says an abandoned match left no record, without a winner', async () => {
    open(
      gameResultFixture({
        abandoned: true,
        winnerIdx: 0,
        setResults: [],
        user1SetCount: 0,
        user2SetCount: 0,
      }),
    );
    expect(await screen.findByRole('heading', { name: '기록 없이 끝난 경기예요' })).toBeTruthy();
    expect(screen.queryByText(/승리/)).toBeNull();
    expect(screen.getByText('끝난 세트가 없어요.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '스토리 이미지 만들기' })).toBeNull();
  });

  it('says a match finished early counts for no ranking', async () => {
    open(
      gameResultFixture({
        finishedEarly: true,
        setResults: [{ set: 1, score1: 11, score2: 7, winner: 1 }],
        user1SetCount: 1,
        user2SetCount: 0,
      }),
    );
    expect(await screen.findByRole('heading', { name: '@민준 승리' })).toBeTruthy();
    expect(screen.getByText('승부가 나기 전에 끝낸 경기라 랭킹 점수에는 반영되지 않아요.')).toBeTruthy();
  });

  it('offers 다시 시도 when the result does not load', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/games/7/result': () =>
        json(500, { error: { code: 'internal', message: '서버 오류' }, message: '서버 오류' }),
    });
    renderApp('/games/7/result', { token: 't' });
    expect(await screen.findByText('결과를 불러오지 못했어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('sends a player whose match is still being played to its play screen', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'GET /api/games/7/result': () =>
        json(409, {
          error: { code: 'match_still_live', message: '아직 진행 중인 경기예요.' },
          message: '아직 진행 중인 경기예요.',
        }),
    });
    const { router } = renderApp('/games/7/result', { token: 't' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/7/play'));
  });
});
