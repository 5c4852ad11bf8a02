import type { GameResult, MyGameReviewState } from '@hanpan/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';
import { gameResultFixture, HAEUN, reviewFixture, ruleRatingFixture } from './match.test-support';

beforeAll(async () => {
  await import('@/routes/result-screen');
  await import('./result-view');
  await import('@/routes/profile-screen');
});

const RULE_ID = gameResultFixture().gameSummary.rule.id;

function open(
  options: {
    result?: GameResult;
    state?: MyGameReviewState;
    review?: () => Response;
    rating?: () => Response;
    userId?: number;
  } = {},
) {
  const sent: Record<string, unknown> = {};
  const calls = mockApi({
    'GET /api/auth/session': () => json(200, session({ userId: options.userId ?? 1 })),
    'GET /api/user-profile/my/profile': () => json(200, myProfile()),
    'GET /api/games/7/result': () => json(200, options.result ?? gameResultFixture()),
    'GET /api/games/7/review': () => json(200, options.state ?? { reviewed: false, ruleRated: false }),
    'POST /api/games/7/review': ({ body }) => {
      sent.review = body;
      return options.review?.() ?? json(201, reviewFixture());
    },
    [`POST /api/rules/${RULE_ID}/rating`]: ({ body }) => {
      sent.rating = body;
      return options.rating?.() ?? json(201, ruleRatingFixture({ ruleId: RULE_ID }));
    },
  });
  const view = renderApp('/games/7/result', { token: 't' });
  return { ...view, sent, calls };
}

const radio = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name: label });

describe('the review and rule rating on the result page', () => {
  it('asks for both manner and performance before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: '후기 남기기' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain(
      '매너와 실력 점수를 모두 골라 주세요.',
    );
    await user.click(radio('매너', '5점'));
    await user.click(screen.getByRole('button', { name: '후기 남기기' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      '매너와 실력 점수를 모두 골라 주세요.',
    );
    expect(sent.review).toBeUndefined();
  });

  it('refuses a text over 300 characters before sending', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await screen.findByRole('button', { name: '후기 남기기' });
    await user.click(radio('매너', '4점'));
    await user.click(radio('실력', '3점'));
    const text = screen.getByRole('textbox', { name: '후기 (선택)' });
    await user.click(text);
    await user.paste('가'.repeat(301));
    await user.click(screen.getByRole('button', { name: '후기 남기기' }));
    expect(await screen.findByText('후기는 300자까지 쓸 수 있어요.')).toBeTruthy();
    expect(sent.review).toBeUndefined();
  });

  it("sends the original client's review and rating bodies, then opens my profile at this match", async () => {
    const user = userEvent.setup();
    const { sent, router } = open();
    await screen.findByRole('button', { name: '후기 남기기' });
    await user.click(radio('매너', '5점'));
    await user.click(radio('실력', '4점'));
    await user.type(screen.getByRole('textbox', { name: '후기 (선택)' }), '즐거웠어요');
    await user.click(radio('규칙 점수', '3점'));
    await user.click(screen.getByRole('button', { name: '후기 남기기' }));
    await waitFor(() => expect(router.state.location.href).toBe('/profile/0?id=7'));
    expect(sent.review).toEqual({ manner: 5, performance: 4, text: '즐거웠어요' });
    expect(sent.rating).toEqual({ gameId: 7, rating: 3, comment: null });
  });

  it('sends no rating when none was chosen (it is optional)', async () => {
    const user = userEvent.setup();
    const { sent, router } = open();
    await screen.findByRole('button', { name: '후기 남기기' });
    await user.click(radio('매너', '2점'));
    await user.click(radio('실력', '2점'));
    await user.click(screen.getByRole('button', { name: '후기 남기기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/0'));
    expect(sent.review).toEqual({ manner: 2, performance: 2, text: '' });
    expect(sent.rating).toBeUndefined();
  });

  it("shows the server's Korean reason on a repeat (409) and stays", async () => {
    const user = userEvent.setup();
    const message = '이 경기의 후기는 이미 남겼어요.';
    const { router } = open({
      review: () => json(409, { error: { code: 'review_already_written', message }, message }),
    });
    await screen.findByRole('button', { name: '후기 남기기' });
    await user.click(radio('매너', '5점'));
    await user.click(radio('실력', '5점'));
    await user.click(screen.getByRole('button', { name: '후기 남기기' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/games/7/result');
  });

  it('asks only for the rule rating once the review is sent, and nothing once both are', async () => {
    open({ state: { reviewed: true, ruleRated: false } });
    expect(await screen.findByRole('button', { name: '평가 남기기' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '매너' })).toBeNull();
  });

  it('says both were already sent, with a link to my profile at this match', async () => {
    open({ state: { reviewed: true, ruleRated: true } });
    const link = await screen.findByRole('link', { name: '내 프로필에서 보기' });
    expect(link.getAttribute('href')).toBe('/profile/0?id=7');
    expect(screen.queryByRole('button', { name: '후기 남기기' })).toBeNull();
  });

  it('offers no review for an abandoned match, only a notice', async () => {
    open({
      result: gameResultFixture({
        abandoned: true,
        winnerIdx: 0,
        setResults: [],
        user1SetCount: 0,
        user2SetCount: 0,
      }),
    });
    expect(await screen.findByText('기록 없이 끝난 경기라 후기와 규칙 평가를 남길 수 없어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '후기 남기기' })).toBeNull();
  });

  it('puts me on the left when I am the second player, with the sets from my side', async () => {
    open({ userId: HAEUN });
    const summary = await screen.findByRole('region', { name: '경기 결과' });
    await waitFor(() => expect(within(summary).getByLabelText('세트 1 대 2')).toBeTruthy());
    const rows = within(screen.getByRole('region', { name: '세트별 점수' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toBe('1세트7 : 11민준 승');
    expect(await screen.findByRole('heading', { name: '민준님과의 경기는 어땠나요?' })).toBeTruthy();
  });
});
