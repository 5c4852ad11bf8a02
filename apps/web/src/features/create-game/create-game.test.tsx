import type { Place } from '@hanpan/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPage, ruleFixture } from '@/features/rules/rules.test-support';
import { json, mockApi, renderApp, session } from '@/test/render-app';

// The wizard and /rules are lazy chunks: load them once before the first test's timeouts start.
beforeAll(() => Promise.all([import('@/routes/create-game-screen'), import('@/routes/rules-area')]));

type Handlers = Parameters<typeof mockApi>[0];

const venue: Place = {
  placeName: '강남구민체육관',
  address: '서울 강남구',
  roadAddress: '서울 강남구 테헤란로 152',
  region: '서울 강남구',
  lat: 37.49,
  lng: 127.06,
  approximate: true,
};
const friend = { id: 8, nickname: '서연', username: 'seoyeon', avatar: null, intro: '' };

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

function renderWizard(path: string, handlers: Handlers = {}) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const fetchMock = mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/rules/3': () => json(200, ruleFixture()),
    'GET /api/rules/404': () =>
      json(404, { error: { code: 'rule_not_found', message: '규칙을 찾을 수 없어요.' } }),
    'GET /api/places/search': () => json(200, [venue]),
    'GET /api/friends/my': () => listPage([friend]),
    'POST /api/games/create': ({ body }) => {
      sent.push({ path: '/api/games/create', body });
      return json(200, 41);
    },
    'POST /api/games/create-friend-game': ({ body }) => {
      sent.push({ path: '/api/games/create-friend-game', body });
      return json(200, 42);
    },
    ...handlers,
  });
  const view = renderApp(path, { token: 't' });
  const searches = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/places/search')
      .map((url) => url.searchParams.get('q'));
  return { ...view, sent, searches };
}

async function choosePlace(user: ReturnType<typeof userEvent.setup>, query = '강남') {
  await user.type(screen.getByRole('combobox', { name: '장소 검색' }), query);
  await user.click(await screen.findByRole('option', { name: /강남구민체육관/ }));
}

describe('/create-game', () => {
  it('starts with the intro (1 / 6) whose button picks a rule on /rules in game mode', async () => {
    const { router } = renderWizard('/create-game');
    await heading('경기를 만들어 볼까요?');
    expect(progress()).toBe('1');
    await userEvent.setup().click(screen.getByRole('button', { name: '규칙 고르기' }));
    await waitFor(() => expect(router.state.location.href).toBe('/rules?fromGameCreate=true'));
  });

  it('sends a ruleId that is not a number to /rules?fromGameCreate=true', async () => {
    const { router } = renderWizard('/create-game?ruleId=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'));
    expect(router.state.location.search).toMatchObject({ fromGameCreate: true });
  });

  it('says when the rule of ?ruleId= is gone and offers to pick another', async () => {
    renderWizard('/create-game?ruleId=404');
    expect(await screen.findByRole('heading', { name: '규칙을 찾을 수 없어요' })).toBeTruthy();
    expect(progress()).toBe('2');
    expect(screen.getByRole('button', { name: '규칙 다시 고르기' })).toBeTruthy();
  });

  it('makes a random game: skip → searched place with detail → time → exactly the contract payload → done', async () => {
    const { sent, router, searches } = renderWizard('/create-game?ruleId=3');
    const user = userEvent.setup();

    await heading('누구와 겨룰까요?');
    expect(progress()).toBe('3');
    expect(screen.getByRole('article', { name: '한 손 탁구 11점' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /건너뛰기/ }));

    await heading('어디서 경기할까요?');
    expect(progress()).toBe('4');
    // Next without a place says what is missing.
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('alert').textContent).toBe('장소를 고르거나 장소 미정을 켜 주세요.');
    await user.type(screen.getByRole('combobox', { name: '장소 검색' }), '강남');
    const option = await screen.findByRole('option', { name: /강남구민체육관/ });
    expect(within(option).getByText('대략적인 위치')).toBeTruthy();
    expect(within(option).getByText('서울 강남구 테헤란로 152')).toBeTruthy();
    // Debounced: one search for the whole word.
    expect(searches()).toEqual(['강남']);
    await user.click(option);
    const chosen = screen.getByRole('article', { name: '고른 장소: 강남구민체육관' });
    // No map on this step: the approximate place says what is true (issue 16 §25g).
    expect(chosen.textContent).not.toContain('지도');
    expect(within(chosen).getByText(/정확한 위치는 확인하지 못했어요/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '상세 장소 (선택)' }), '2층');
    await user.click(screen.getByRole('button', { name: '다음' }));

    await heading('언제 경기할까요?');
    expect(screen.getByText('시간은 경기를 시작할 때 정해도 돼요.')).toBeTruthy();
    const time = screen.getByLabelText('경기 시간');
    await user.type(time, '2099-07-21T15:05');
    await user.click(screen.getByRole('button', { name: '경기 만들기' }));

    await heading('경기가 만들어졌어요');
    expect(progress()).toBe('6');
    expect(sent).toEqual([
      {
        path: '/api/games/create',
        body: {
          referencedRuleId: 3,
          friendId: null,
          placeRoad: '서울 강남구 테헤란로 152',
          placeDetail: '강남구민체육관 2층',
          matchDate: '2099-07-21T15:05',
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: '내 경기 보러 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
  });

  it("steps back with the phone's back button, keeping what was chosen; after the game is made, back leaves", async () => {
    const { router } = renderWizard('/create-game?ruleId=3');
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /건너뛰기/ }));
    await heading('어디서 경기할까요?');
    await choosePlace(user);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('언제 경기할까요?');

    router.history.back();
    await heading('어디서 경기할까요?');
    expect(screen.getByRole('article', { name: '고른 장소: 강남구민체육관' })).toBeTruthy();
    router.history.back();
    await heading('누구와 겨룰까요?');
    router.history.forward();
    await heading('어디서 경기할까요?');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('언제 경기할까요?');
    await user.click(screen.getByRole('switch', { name: '시간 미정' }));
    await user.click(screen.getByRole('button', { name: '경기 만들기' }));
    await heading('경기가 만들어졌어요');

    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
  });

  it('makes a friend game with the picker, place and time undecided', async () => {
    const { sent } = renderWizard('/create-game?ruleId=3');
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /친구와 하기/ }));
    const picker = await screen.findByRole('dialog', { name: '함께할 친구 고르기' });
    await user.click(await within(picker).findByRole('button', { name: /서연/ }));

    await heading('어디서 경기할까요?');
    await user.click(screen.getByRole('switch', { name: '장소 미정' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('언제 경기할까요?');
    await user.click(screen.getByRole('switch', { name: '시간 미정' }));
    expect(screen.queryByLabelText('경기 시간')).toBeNull();
    await user.click(screen.getByRole('button', { name: '경기 만들기' }));

    await heading('경기가 만들어졌어요');
    expect(screen.getByText(/서연님에게 초대를 보냈어요/)).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/games/create-friend-game',
        body: { referencedRuleId: 3, friendId: 8, placeRoad: null, placeDetail: '협의 가능', matchDate: '' },
      },
    ]);
  });

  it("shows '친구가 없습니다' in the picker when the player has no friends", async () => {
    renderWizard('/create-game?ruleId=3', { 'GET /api/friends/my': () => listPage([]) });
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /친구와 하기/ }));
    const picker = await screen.findByRole('dialog', { name: '함께할 친구 고르기' });
    expect(await within(picker).findByText('친구가 없습니다')).toBeTruthy();
  });

  it('refuses a past time with the core message, keeps the draft on a failed submit and retries', async () => {
    let attempts = 0;
    const { sent } = renderWizard('/create-game?ruleId=3', {
      'POST /api/games/create': ({ body }) => {
        attempts += 1;
        sent.push({ path: '/api/games/create', body });
        return attempts === 1
          ? json(500, {
              error: { code: 'internal_error', message: '서버에 문제가 생겼어요.' },
              message: '서버에 문제가 생겼어요.',
            })
          : json(200, 43);
      },
    });
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /건너뛰기/ }));
    await choosePlace(user);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('언제 경기할까요?');

    const time = screen.getByLabelText('경기 시간');
    await user.type(time, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: '경기 만들기' }));
    expect(await screen.findByText('이미 지난 시간이에요. 경기 시간을 다시 골라 주세요.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(time);
    await user.type(time, '2099-01-01T10:00');
    await user.click(screen.getByRole('button', { name: '경기 만들기' }));
    expect(await screen.findByText('서버에 문제가 생겼어요.')).toBeTruthy();
    expect(screen.getByLabelText('경기 시간')).toHaveProperty('value', '2099-01-01T10:00');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await heading('경기가 만들어졌어요');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  it("goes back to the place step with '장소를 찾을 수 없습니다' when the server cannot place the address", async () => {
    renderWizard('/create-game?ruleId=3', {
      'POST /api/games/create': () =>
        json(400, {
          error: { code: 'place_not_found', message: '장소를 찾을 수 없어요.' },
          message: '장소를 찾을 수 없어요.',
        }),
    });
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /건너뛰기/ }));
    await choosePlace(user);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('언제 경기할까요?');
    await user.click(screen.getByRole('switch', { name: '시간 미정' }));
    await user.click(screen.getByRole('button', { name: '경기 만들기' }));

    expect(await screen.findByRole('alertdialog', { name: '장소를 찾을 수 없습니다' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 찾기' }));
    await heading('어디서 경기할까요?');
    expect(screen.getByRole('combobox', { name: '장소 검색' })).toBeTruthy();
  });

  it('opens the not-found notice for a suggestion without a region, and says when nothing matches', async () => {
    let answer: Place[] = [{ ...venue, placeName: '어딘가 모를 곳', region: null }];
    renderWizard('/create-game?ruleId=3', { 'GET /api/places/search': () => json(200, answer) });
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /건너뛰기/ }));
    await user.type(screen.getByRole('combobox', { name: '장소 검색' }), '어딘가');
    await user.click(await screen.findByRole('option', { name: /어딘가 모를 곳/ }));
    expect(await screen.findByRole('alertdialog', { name: '장소를 찾을 수 없습니다' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 찾기' }));
    expect(screen.queryByRole('article', { name: /고른 장소/ })).toBeNull();

    answer = [];
    const field = screen.getByRole('combobox', { name: '장소 검색' });
    await user.clear(field);
    await user.type(field, '없는곳');
    expect(await screen.findByText(/'없는곳'\(으\)로 찾은 장소가 없어요/)).toBeTruthy();
  });

  it('steps back one step at a time and keeps what was chosen', async () => {
    renderWizard('/create-game?ruleId=3');
    const user = userEvent.setup();
    await heading('누구와 겨룰까요?');
    await user.click(screen.getByRole('button', { name: /건너뛰기/ }));
    await choosePlace(user);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('언제 경기할까요?');
    await user.click(screen.getByRole('button', { name: '이전 단계로' }));
    await heading('어디서 경기할까요?');
    expect(screen.getByRole('article', { name: '고른 장소: 강남구민체육관' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '고른 장소 지우기' }));
    expect(screen.getByRole('combobox', { name: '장소 검색' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '이전 단계로' }));
    await heading('누구와 겨룰까요?');
    expect(screen.getByRole('button', { name: /건너뛰기/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
