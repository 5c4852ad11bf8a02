import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDialogs } from '@/features/rules/rules.test-support';
import { labelInNameProblems } from '@/test/label-in-name';
import { json } from '@/test/render-app';
import {
  actionResult,
  applicantFixture,
  card,
  myGameFixture,
  myRequestFixture,
  refusal,
  renderGames,
} from './games.test-support';

// The layout and the screen are lazy chunks: loaded before the first test, whose finds would wait on them.
beforeAll(() => Promise.all([import('@/routes/app-layout'), import('@/routes/game-screen')]));

const applicantsOf = (gameId: number, applicants: unknown[]) => () => json(200, [{ gameId, applicants }]);

async function openPanel(title: string, count: number) {
  const user = userEvent.setup();
  await user.click(within(await card(title)).getByRole('button', { name: `도전자 ${count}명 보기` }));
  return { user, panel: within(await screen.findByRole('dialog', { name: '도전자 목록' })) };
}

describe('the applicants panel', () => {
  it('shows the creator’s record, win rate and manner face, and each challenger’s record and profile', async () => {
    renderGames(
      { games: [myGameFixture({ applicantCount: 2 })] },
      {
        'GET /api/games/my-games/applicants': applicantsOf(21, [
          applicantFixture(),
          applicantFixture({ userId: 8, applicantNickname: '도윤', wins: 0, losses: 0, winRate: 0 }),
        ]),
      },
    );
    const { user, panel } = await openPanel('한 손 탁구 11점', 2);
    const creator = within(panel.getByRole('region', { name: '방장' }));
    expect(creator.getByText('민준')).toBeTruthy();
    expect(creator.getByText('3승 1무 2패 · 승률 50%')).toBeTruthy();
    expect(creator.getByRole('img', { name: '매너 점수 4.5점' })).toBeTruthy();

    const challengers = within(panel.getByRole('region', { name: '도전자 2명' }));
    const seoyeon = within(challengers.getByRole('listitem', { name: '서연' }));
    expect(seoyeon.getByText('4승 0무 1패 · 승률 80%')).toBeTruthy();
    expect(seoyeon.getByRole('link', { name: '서연님의 프로필' }).getAttribute('href')).toBe('/profile/7');
    expect(
      within(challengers.getByRole('listitem', { name: '도윤' })).getByText('0승 0무 0패 · 승률 0%'),
    ).toBeTruthy();
    await closeDialogs(user);
  });

  it('approves a challenger', async () => {
    const { calls } = renderGames(
      { games: [myGameFixture({ applicantCount: 1 })] },
      {
        'GET /api/games/my-games/applicants': applicantsOf(21, [applicantFixture()]),
        'POST /api/games/approve': () =>
          json(200, actionResult(21, { gameStatus: 'SCHEDULED', opponentId: 7 })),
      },
    );
    const { user, panel } = await openPanel('한 손 탁구 11점', 1);
    await user.click(await panel.findByRole('button', { name: '승인, 서연님' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'POST /api/games/approve', body: { gameId: 21, userId: 7 } }),
    );
    await closeDialogs(user);
  });

  it('disables approve for the others while one challenger is approved, who can be un-approved', async () => {
    const { calls } = renderGames(
      {
        games: [
          myGameFixture({ status: 'SCHEDULED', opponentId: 7, opponentNickname: '서연', applicantCount: 2 }),
        ],
      },
      {
        'GET /api/games/my-games/applicants': applicantsOf(21, [
          applicantFixture({ approved: true, status: 'APPROVED' }),
          applicantFixture({ userId: 8, applicantNickname: '도윤' }),
        ]),
        'POST /api/games/cancel-approve': () => json(200, actionResult(21)),
      },
    );
    const { user, panel } = await openPanel('한 손 탁구 11점', 2);
    expect(await panel.findByRole('button', { name: '승인, 도윤님' })).toHaveProperty('disabled', true);
    // WCAG 2.5.3 (issue 16 §26): every control's name starts with the text it shows.
    expect(labelInNameProblems()).toEqual([]);
    expect(panel.getByText(/이미 승인한 도전자가 있어요/)).toBeTruthy();
    expect(panel.queryByRole('button', { name: '승인, 서연님' })).toBeNull();
    await user.click(panel.getByRole('button', { name: '승인 취소, 서연님' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        key: 'POST /api/games/cancel-approve',
        body: { gameId: 21, userId: 7 },
      }),
    );
    await closeDialogs(user);
  });

  it.each([
    [
      refusal(409, 'game_approval_taken', '한 명만 승인 가능해요. 이미 다른 도전자가 승인되었어요.'),
      '이미 다른 도전자가 승인되었어요.',
    ],
    [json(500, { error: { code: 'internal_error', message: '오류' } }), '승인 중 오류가 발생했어요'],
  ])('words a failed approval as spec §8 does (%#)', async (answer, words) => {
    renderGames(
      { games: [myGameFixture({ applicantCount: 1 })] },
      {
        'GET /api/games/my-games/applicants': applicantsOf(21, [applicantFixture()]),
        'POST /api/games/approve': () => answer,
      },
    );
    const { user, panel } = await openPanel('한 손 탁구 11점', 1);
    await user.click(await panel.findByRole('button', { name: '승인, 서연님' }));
    expect(await screen.findByText(words)).toBeTruthy();
    await closeDialogs(user);
  });

  it('highlights the champion in yellow', async () => {
    renderGames(
      { games: [myGameFixture({ applicantCount: 1, championId: 7 })] },
      { 'GET /api/games/my-games/applicants': applicantsOf(21, [applicantFixture()]) },
    );
    const { user, panel } = await openPanel('한 손 탁구 11점', 1);
    const champion = await panel.findByRole('listitem', { name: '서연, 챔피언' });
    expect(champion.className).toContain('bg-amber-50');
    expect(within(champion).getByText('챔피언')).toBeTruthy();
    await closeDialogs(user);
  });

  it('lists the challengers of a game I applied to without approve buttons', async () => {
    renderGames(
      { requests: [myRequestFixture()] },
      {
        'GET /api/games/my-games/applicants': applicantsOf(31, [
          applicantFixture({ userId: 1, applicantNickname: '민준' }),
          applicantFixture(),
        ]),
      },
    );
    const { user, panel } = await openPanel('배드민턴 한 세트', 2);
    expect(await panel.findByRole('listitem', { name: '서연' })).toBeTruthy();
    expect(panel.queryByRole('button', { name: /승인/ })).toBeNull();
    await closeDialogs(user);
  });

  it('says 도전자가 없습니다. when nobody applied', async () => {
    renderGames({ games: [myGameFixture()] }, { 'GET /api/games/my-games/applicants': applicantsOf(21, []) });
    const { user, panel } = await openPanel('한 손 탁구 11점', 0);
    expect(await panel.findByText('도전자가 없습니다.')).toBeTruthy();
    await closeDialogs(user);
  });
});

const scheduled = myGameFixture({
  status: 'SCHEDULED',
  opponentId: 9,
  opponentNickname: '지호',
  inviteCode: null,
});

const places = [
  {
    placeName: '잠실 테니스장',
    address: '서울 송파구 방이동 88',
    roadAddress: '서울 송파구 올림픽로 424',
    region: '서울 송파구',
    lat: 37.52,
    lng: 127.12,
    approximate: false,
  },
];

async function tapStart(title = '한 손 탁구 11점') {
  const user = userEvent.setup();
  await user.click(within(await card(title)).getByRole('button', { name: '경기 시작' }));
  return user;
}

async function takePhotoAndStart(user: ReturnType<typeof userEvent.setup>) {
  const photoDialog = within(await screen.findByRole('dialog', { name: '경기 시작 인증샷' }));
  const start = photoDialog.getByRole('button', { name: '경기 시작' });
  expect(start).toHaveProperty('disabled', true);
  const input = photoDialog.getByLabelText('사진 찍기');
  expect(input.getAttribute('accept')).toBe('image/*');
  expect(input.getAttribute('capture')).toBe('environment');
  await user.upload(input, new File(['jpeg'], 'start.jpg', { type: 'image/jpeg' }));
  expect(photoDialog.getByRole('img', { name: '찍은 인증샷 미리보기' })).toBeTruthy();
  await user.click(start);
}

describe('the start flow', () => {
  it('confirms the place, shows the time window, takes the photo and starts, landing on the play screen', async () => {
    const { calls, router } = renderGames(
      { games: [scheduled] },
      { 'POST /api/games/21/start': () => json(200, { gameId: 21 }) },
    );
    const user = await tapStart();

    const confirm = within(await screen.findByRole('alertdialog', { name: '경기 장소 확인' }));
    expect(confirm.getByText('서울 강남구 테헤란로 152 강남구민체육관 2층')).toBeTruthy();
    expect(confirm.getByRole('button', { name: '장소 변경' })).toBeTruthy();
    expect(confirm.getByRole('button', { name: '취소' })).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: '이 장소로 계속' }));

    const preStart = within(await screen.findByRole('alertdialog', { name: '경기를 시작할까요?' }));
    expect(preStart.getByText(/오[전후] \d+:\d\d ~ 오[전후] \d+:\d\d/)).toBeTruthy();
    expect(preStart.getByText('제한 시간 30분 동안 경기해요.')).toBeTruthy();
    await user.click(preStart.getByRole('button', { name: '바로 시작하기' }));

    await takePhotoAndStart(user);
    expect(await screen.findByText('경기를 시작했어요!')).toBeTruthy();
    const start = calls.find((call) => call.key === 'POST /api/games/21/start');
    expect(start?.body).toBeInstanceOf(FormData);
    expect(((start?.body as FormData).get('photo') as File).name).toMatch(/^start\.jpe?g$/);
    // Spec §4 Start flow: it ends on the play screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/21/play'));
  });

  it('says 경기 시작에 실패했어요: with the server’s reason, and keeps the photo to try again', async () => {
    renderGames(
      { games: [scheduled] },
      { 'POST /api/games/21/start': () => refusal(409, 'game_already_started', '이미 시작된 경기예요.') },
    );
    const user = await tapStart();
    await user.click(await screen.findByRole('button', { name: '이 장소로 계속' }));
    await user.click(await screen.findByRole('button', { name: '바로 시작하기' }));
    await takePhotoAndStart(user);
    expect(await screen.findByText('경기 시작에 실패했어요: 이미 시작된 경기예요.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '찍은 인증샷 미리보기' })).toBeTruthy();
    await closeDialogs(user);
  });

  it('words a rule without a time limit', async () => {
    renderGames({ games: [{ ...scheduled, rule: { ...scheduled.rule, duration: -1 } }] });
    const user = await tapStart();
    await user.click(await screen.findByRole('button', { name: '이 장소로 계속' }));
    expect(await screen.findByText('시간 제한 없이 경기해요.')).toBeTruthy();
    await closeDialogs(user);
  });

  it('says how early a start is when the scheduled time is more than 30 minutes away, and asks', async () => {
    const inAbout = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();
    renderGames({ games: [{ ...scheduled, matchDate: inAbout(12 * 60 + 31) }] });
    const user = await tapStart();
    await user.click(await screen.findByRole('button', { name: '이 장소로 계속' }));
    const preStart = await screen.findByRole('alertdialog', { name: '경기를 시작할까요?' });
    // The question is the dialog's description, so a screen reader says it with the title.
    const question = '예정 시간보다 12시간 31분 일찍 시작하려고 해요. 지금 시작할까요?';
    expect(within(preStart).getByText(question)).toBeTruthy();
    expect(preStart.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(preStart.getAttribute('aria-describedby')!)?.textContent).toBe(question);
    expect(within(preStart).getByRole('button', { name: '바로 시작하기' })).toBeTruthy();
    await closeDialogs(user);
  });

  it('asks nothing more for a game due within 30 minutes', async () => {
    renderGames({ games: [{ ...scheduled, matchDate: new Date(Date.now() + 20 * 60_000).toISOString() }] });
    const user = await tapStart();
    await user.click(await screen.findByRole('button', { name: '이 장소로 계속' }));
    const preStart = await screen.findByRole('alertdialog', { name: '경기를 시작할까요?' });
    expect(within(preStart).queryByText(/일찍 시작하려고 해요/)).toBeNull();
    await closeDialogs(user);
  });

  it('cancel on the place confirmation ends the flow', async () => {
    const { calls } = renderGames({ games: [scheduled] });
    const user = await tapStart();
    const confirm = await screen.findByRole('alertdialog', { name: '경기 장소 확인' });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('changes the place through the place setup, saves it and goes on to the pre-start confirmation', async () => {
    const { calls } = renderGames(
      { games: [scheduled] },
      {
        'GET /api/places/search': () => json(200, places),
        'POST /api/games/21/set-region': () => json(200, { ok: true }),
      },
    );
    const user = await tapStart();
    await user.click(await screen.findByRole('button', { name: '장소 변경' }));
    const setup = within(await screen.findByRole('dialog', { name: '경기 장소 정하기' }));
    await user.type(setup.getByRole('combobox', { name: '장소 검색' }), '잠실');
    await user.click(await setup.findByRole('option', { name: /잠실 테니스장/ }));
    await user.click(setup.getByRole('button', { name: '이 장소로 진행' }));

    const preStart = within(await screen.findByRole('alertdialog', { name: '경기를 시작할까요?' }));
    expect(preStart.getByText(/서울 송파구 올림픽로 424/)).toBeTruthy();
    expect(calls).toContainEqual({
      key: 'POST /api/games/21/set-region',
      body: { roadAddress: '서울 송파구 올림픽로 424', detailAddress: '잠실 테니스장' },
    });
    await closeDialogs(user);
  });

  it('asks for the place first when the game has none, and says 장소를 찾을 수 없습니다 for an unmappable one', async () => {
    renderGames(
      { games: [{ ...scheduled, matchLocation: null, placeRoad: null, placeDetail: '', region: null }] },
      {
        'GET /api/places/search': () => json(200, places),
        'POST /api/games/21/set-region': () =>
          refusal(
            400,
            'place_not_found',
            '장소를 찾을 수 없어요. 시·군·구까지 나오는 더 구체적인 장소를 골라 주세요.',
          ),
      },
    );
    const user = await tapStart();
    const setup = within(await screen.findByRole('dialog', { name: '경기 장소 정하기' }));
    await user.type(setup.getByRole('combobox', { name: '장소 검색' }), '잠실');
    await user.click(await setup.findByRole('option', { name: /잠실 테니스장/ }));
    await user.click(setup.getByRole('button', { name: '이 장소로 진행' }));
    const notFound = await screen.findByRole('alertdialog', { name: '장소를 찾을 수 없습니다' });
    expect(within(notFound).getByText(/더 구체적인 장소/)).toBeTruthy();
    await user.click(within(notFound).getByRole('button', { name: '다시 찾기' }));
    expect(await screen.findByRole('dialog', { name: '경기 장소 정하기' })).toBeTruthy();
    await closeDialogs(user);
  });
});
