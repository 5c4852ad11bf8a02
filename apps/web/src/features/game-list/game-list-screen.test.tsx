import { encodeInviteCode } from '@hanpan/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeDialogs, listPage, ruleFixture } from '@/features/rules/rules.test-support';
import { labelInNameProblems } from '@/test/label-in-name';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { gameFixture, summaryFixture } from '@/features/games/games.test-support';
import { resetReportedGamesCache } from './reported-games';

type Handlers = Parameters<typeof mockApi>[0];

function open(path: string, handlers: Handlers, me = 1) {
  const fetchMock = mockApi({
    'GET /api/auth/session': () => json(200, session({ userId: me })),
    ...handlers,
  });
  const view = renderApp(path, { token: 't' });
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The query of every GET /api/games/list the screen made. */
function listQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/games/list')
    .map((url) => url.searchParams);
}

const card = (title = '한 손 탁구 11점') => screen.findByRole('article', { name: title });
const actionBar = () => screen.findByRole('toolbar', { name: '선택한 경기' });

beforeEach(() => {
  window.localStorage.clear();
  resetReportedGamesCache();
});

describe('/game-list', () => {
  it('shows each open game: rule, owner record and rating, place or 장소 미정, time or 시간 미정, challengers', async () => {
    const { user } = open('/game-list', {
      'GET /api/games/list': () =>
        listPage([
          gameFixture({
            challengers: [
              {
                userId: 8,
                applicantNickname: '도윤',
                applicantProfileUrl: null,
                applicantGameStatisticsDTO: { wins: 1, draws: 0, losses: 4, ruleRating: 980 },
              },
            ],
          }),
          gameFixture({
            id: 13,
            rule: { ...gameFixture().rule, id: 4, ruleTitle: '제기차기 오래 버티기' },
            matchLocation: null,
            matchDate: null,
          }),
        ]),
    });
    const first = within(await card());
    expect(first.getByText('하은')).toBeTruthy();
    expect(first.getByText('3승 1무 2패 · 레이팅 1,204')).toBeTruthy();
    expect(first.getByText('서울 강남구 테헤란로 123 3층 코트')).toBeTruthy();
    expect(first.getByText('2026년 11월 28일 (토) 오후 3:00')).toBeTruthy();
    const second = within(await card('제기차기 오래 버티기'));
    expect(second.getByText('장소 미정')).toBeTruthy();
    expect(second.getByText('시간 미정')).toBeTruthy();
    expect(second.getByRole('button', { name: '도전자 0명 보기' })).toBeTruthy();

    await user.click(first.getByRole('button', { name: '도전자 1명 보기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '도전자 1명' }));
    expect(dialog.getByRole('link', { name: /도윤/ }).getAttribute('href')).toBe('/profile/8');
    expect(dialog.getByText('1승 0무 4패 · 레이팅 980')).toBeTruthy();
    await closeDialogs(user);

    await user.click(second.getByRole('button', { name: '도전자 0명 보기' }));
    expect(await screen.findByText('도전자가 없습니다.')).toBeTruthy();
    await closeDialogs(user);
  });

  it('opens the rule detail from the info icon', async () => {
    const { user } = open('/game-list', {
      'GET /api/games/list': () => listPage([gameFixture()]),
      'GET /api/rules/3': () => json(200, ruleFixture()),
    });
    await user.click(within(await card()).getByRole('button', { name: '한 손 탁구 11점 규칙 정보 보기' }));
    expect(await screen.findByRole('dialog', { name: '한 손 탁구 11점' })).toBeTruthy();
    await closeDialogs(user);
  });

  it('applies to the selected game with 신청했어요, then offers 신청 취소', async () => {
    let applied = false;
    const { user, fetchMock } = open('/game-list', {
      'GET /api/games/list': () => listPage([gameFixture({ isAppliedByMe: applied })]),
      'POST /api/games/12/apply': () => {
        applied = true;
        return json(200, {
          gameId: 12,
          gameStatus: 'MATCHING',
          opponentId: null,
          applicationStatus: 'REQUESTED',
        });
      },
    });
    expect(screen.queryByRole('toolbar', { name: '선택한 경기' })).toBeNull();
    await user.click(within(await card()).getByRole('button', { name: '한 손 탁구 11점 경기 선택' }));
    const bar = within(await actionBar());
    expect(bar.getByRole('link', { name: '메시지 보내기 (하은)' }).getAttribute('href')).toBe('/chat/5');
    await user.click(bar.getByRole('button', { name: '신청하기' }));
    expect(await screen.findByText('신청했어요')).toBeTruthy();
    expect(await bar.findByRole('button', { name: '신청 취소' })).toBeTruthy();
    expect(within(await card()).getByText('신청함')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/games/12/apply' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('opens the comment sheet of the selected game from the action bar', async () => {
    const { user, fetchMock } = open('/game-list', {
      'GET /api/games/list': () => listPage([gameFixture()]),
      'GET /api/games/12/comments/tree': () => json(200, []),
    });
    await user.click(within(await card()).getByRole('button', { name: '한 손 탁구 11점 경기 선택' }));
    await user.click(within(await actionBar()).getByRole('button', { name: '댓글' }));
    const sheet = within(await screen.findByRole('dialog', { name: '댓글' }));
    expect(await sheet.findByText('아직 댓글이 없습니다.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/games/12/comments/tree'))).toBe(
      true,
    );
    await closeDialogs(user);
  });

  it("says the server's refusal of an apply, and 취소에 실패했습니다. when a cancel fails without one", async () => {
    const { user } = open('/game-list', {
      'GET /api/games/list': () =>
        listPage([
          gameFixture(),
          gameFixture({ id: 13, isAppliedByMe: true, rule: { ...gameFixture().rule, ruleTitle: '팔씨름' } }),
        ]),
      'POST /api/games/12/apply': () =>
        json(409, { error: { code: 'game_already_applied', message: '이미 신청한 경기예요.' } }),
      'POST /api/games/cancel-request': () =>
        json(500, { error: { code: 'internal_error', message: '서버 오류' } }),
    });
    await user.click(within(await card()).getByRole('button', { name: '한 손 탁구 11점 경기 선택' }));
    await user.click(within(await actionBar()).getByRole('button', { name: '신청하기' }));
    expect(await screen.findByText('이미 신청한 경기예요.')).toBeTruthy();

    await user.click(within(await card('팔씨름')).getByRole('button', { name: '팔씨름 경기 선택' }));
    await user.click(within(await actionBar()).getByRole('button', { name: '신청 취소' }));
    expect(await screen.findByText('취소에 실패했습니다.')).toBeTruthy();
  });

  it('offers neither apply, message nor report on my own game, but its invite code', async () => {
    const { user } = open('/game-list', { 'GET /api/games/list': () => listPage([gameFixture()]) }, 5);
    const mine = within(await card());
    expect(mine.getByText('내 경기')).toBeTruthy();
    await user.click(mine.getByRole('button', { name: '한 손 탁구 11점 경기 선택' }));
    const bar = within(await actionBar());
    expect(bar.queryByRole('button', { name: '신청하기' })).toBeNull();
    expect(bar.queryByRole('link', { name: /메시지/ })).toBeNull();
    await user.click(bar.getByRole('button', { name: '더 보기' }));
    const menu = within(await screen.findByRole('dialog', { name: '더 보기' }));
    expect(menu.getByRole('button', { name: /공유하기/ })).toBeTruthy();
    expect(menu.getByRole('button', { name: new RegExp(`초대 번호 ${encodeInviteCode(12)}`) })).toBeTruthy();
    expect(menu.queryByRole('button', { name: /신고/ })).toBeNull();
    await closeDialogs(user);
  });

  it('reports a game once: the reason is required, then 신고 접수가 완료된 경기입니다. on this device', async () => {
    const reports: unknown[] = [];
    const { user } = open('/game-list', {
      'GET /api/games/list': () => listPage([gameFixture()]),
      'POST /api/reports': ({ body }) => {
        reports.push(body);
        return json(201, { id: 1 });
      },
    });
    await user.click(within(await card()).getByRole('button', { name: '한 손 탁구 11점 경기 선택' }));
    await user.click(within(await actionBar()).getByRole('button', { name: '더 보기' }));
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const form = within(await screen.findByRole('dialog', { name: '경기 신고하기' }));
    await user.click(form.getByRole('button', { name: '신고하기' }));
    expect(await form.findByText('신고 사유를 입력해 주세요.')).toBeTruthy();
    expect(reports).toEqual([]);
    await user.type(form.getByLabelText('신고 사유'), '  장난으로 만든 경기예요  ');
    await user.click(form.getByRole('button', { name: '신고하기' }));
    expect(await screen.findByRole('alertdialog', { name: '신고가 접수되었습니다.' })).toBeTruthy();
    expect(reports).toEqual([{ targetId: 12, targetType: 'GAME', reason: '장난으로 만든 경기예요' }]);
    await closeDialogs(user);
    expect(within(await card()).getByText('신고함')).toBeTruthy();

    await user.click(within(await actionBar()).getByRole('button', { name: '더 보기' }));
    await user.click(await screen.findByRole('button', { name: '신고한 경기예요' }));
    expect(await screen.findByRole('alertdialog', { name: '신고 접수가 완료된 경기입니다.' })).toBeTruthy();
    expect(reports).toHaveLength(1);
    await closeDialogs(user);
  });

  it('says 신고 접수가 완료된 경기입니다. when the server already has this player’s report', async () => {
    const { user } = open('/game-list', {
      'GET /api/games/list': () => listPage([gameFixture()]),
      'POST /api/reports': () =>
        json(409, { error: { code: 'game_already_reported', message: '신고 접수가 완료된 경기입니다.' } }),
    });
    await user.click(within(await card()).getByRole('button', { name: '한 손 탁구 11점 경기 선택' }));
    await user.click(within(await actionBar()).getByRole('button', { name: '더 보기' }));
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const form = within(await screen.findByRole('dialog', { name: '경기 신고하기' }));
    await user.type(form.getByLabelText('신고 사유'), '욕설');
    await user.click(form.getByRole('button', { name: '신고하기' }));
    expect(await screen.findByRole('alertdialog', { name: '신고 접수가 완료된 경기입니다.' })).toBeTruthy();
    await closeDialogs(user);
    expect(JSON.parse(window.localStorage.getItem('reportedGameIds') ?? '[]')).toEqual([12]);
  });

  it('filters by region: district disabled on 전국, apply only with a district, remembered', async () => {
    const { user, fetchMock } = open('/game-list', {
      'GET /api/games/list': () => listPage([gameFixture()]),
    });
    await card();
    expect(listQueries(fetchMock)[0]?.get('region')).toBeNull();
    expect(listQueries(fetchMock)[0]?.get('sort')).toBe('recent');

    await user.click(screen.getByRole('button', { name: '전국, 지역 바꾸기' }));
    const sheet = within(await screen.findByRole('dialog', { name: '지역 선택' }));
    const district = sheet.getByLabelText<HTMLSelectElement>('시/군/구');
    const apply = sheet.getByRole('button', { name: '적용하기' });
    expect(district.disabled).toBe(true);
    await user.selectOptions(sheet.getByLabelText('시/도'), '광주');
    expect(district.disabled).toBe(false);
    expect(apply).toHaveProperty('disabled', true);
    await user.selectOptions(district, '북구');
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);

    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('region')).toBe('광주 북구'));
    expect(await screen.findByRole('button', { name: '광주 북구, 지역 바꾸기' })).toBeTruthy();
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
    expect(window.localStorage.getItem('gameListRegion')).toBe('광주 북구');

    await user.click(screen.getByRole('radio', { name: '빠른 일정 순' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.get('sort')).toBe('soonest'));
    expect(window.localStorage.getItem('gameListSort')).toBe('soonest');
  });

  it('shows the empty state with 경기 만들기, and an error with 다시 시도', async () => {
    let fail = true;
    const { user } = open('/game-list', {
      'GET /api/games/list': () =>
        fail ? json(500, { error: { code: 'internal_error', message: '서버 오류' } }) : listPage([]),
    });
    expect(await screen.findByText('경기 목록을 불러오지 못했어요.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 열린 경기가 없어요')).toBeTruthy();
    // The empty state's button and the header's '+'.
    const makers = screen.getAllByRole('link', { name: '경기 만들기' });
    expect(makers.map((link) => link.getAttribute('href'))).toEqual(['/create-game', '/create-game']);
  });

  it('finds a game by its 4-digit invite code, decoded on the phone', async () => {
    const summaries: string[] = [];
    const { user, fetchMock } = open('/game-list', {
      'GET /api/games/list': () => listPage([]),
      'GET /api/games/summary': () => json(200, summaryFixture({ id: 42 })),
    });
    await screen.findByText('아직 열린 경기가 없어요');
    await user.click(screen.getByRole('button', { name: '초대 번호로 찾기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '초대 번호로 찾기' }));
    expect(dialog.getByText('4자리 숫자를 입력하세요.')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: '확인' });
    const field = dialog.getByLabelText('초대 번호');
    await user.type(field, '12a');
    expect((field as HTMLInputElement).value).toBe('12');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, encodeInviteCode(42));
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    const summary = within(await screen.findByRole('dialog', { name: '초대받은 경기' }));
    expect(await summary.findByText('한 손 탁구 11점')).toBeTruthy();
    expect(summary.getByRole('img', { name: '매너 점수 4.5점' })).toBeTruthy();
    expect(summary.getByText('시간 미정')).toBeTruthy();
    expect(summary.getByRole('button', { name: '신청하기' })).toBeTruthy();
    for (const [input] of fetchMock.mock.calls) {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname === '/api/games/summary') summaries.push(url.searchParams.get('gameId') ?? '');
    }
    expect(summaries).toEqual(['42']);
    await closeDialogs(user);
  });

  it('says 잘못된 초대 번호입니다. for a code that points at no game the player may see', async () => {
    const { user } = open('/game-list', {
      'GET /api/games/list': () => listPage([]),
      'GET /api/games/summary': () =>
        json(404, { error: { code: 'invite_game_unavailable', message: '참여할 수 없는 경기예요.' } }),
    });
    await user.click(await screen.findByRole('button', { name: '초대 번호로 찾기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '초대 번호로 찾기' }));
    await user.type(dialog.getByLabelText('초대 번호'), '1234');
    await user.click(dialog.getByRole('button', { name: '확인' }));
    expect(await dialog.findByText('잘못된 초대 번호입니다.')).toBeTruthy();
    // A code that decodes to no id never asks the server.
    await user.clear(dialog.getByLabelText('초대 번호'));
    await user.type(dialog.getByLabelText('초대 번호'), '3766');
    await user.click(dialog.getByRole('button', { name: '확인' }));
    expect(await dialog.findByText('잘못된 초대 번호입니다.')).toBeTruthy();
    await closeDialogs(user);
  });

  it('opens the summary of ?gameId= (invite links land here)', async () => {
    const { user, router } = open('/game-list?gameId=12', {
      'GET /api/games/list': () => listPage([gameFixture()]),
      'GET /api/games/summary': () => json(200, summaryFixture({ applied: true })),
    });
    const summary = within(await screen.findByRole('dialog', { name: '초대받은 경기' }));
    expect(await summary.findByRole('button', { name: '신청 취소' })).toBeTruthy();
    await closeDialogs(user);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("opens the comments of ?commentId= (comment notifications: the game's id), also of a game not in the list", async () => {
    const { user, router, fetchMock } = open('/game-list?commentId=44', {
      'GET /api/games/list': () => listPage([gameFixture()]),
      'GET /api/games/44/comments/tree': () => json(200, []),
    });
    const sheet = within(await screen.findByRole('dialog', { name: '댓글' }));
    expect(await sheet.findByText('아직 댓글이 없습니다.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/games/44/comments/tree'))).toBe(
      true,
    );
    await closeDialogs(user);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog', { name: '댓글' })).toBeNull();
  });
});
