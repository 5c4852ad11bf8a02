import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDialogs, listPage, ruleFixture } from '@/features/rules/rules.test-support';
import { labelInNameProblems } from '@/test/label-in-name';
import { deferred, json } from '@/test/render-app';
import {
  actionResult,
  card,
  renderGames,
  myGameFixture,
  myRequestFixture,
  refusal,
} from './games.test-support';

// The screen is a lazy chunk: load it once before the first test's clock starts.
// The layout and the screen are lazy chunks: loaded before the first test, whose finds would wait on them.
beforeAll(() => Promise.all([import('@/routes/app-layout'), import('@/routes/game-screen')]));

describe('/game match management', () => {
  it('shows three card skeletons while loading, then the cards', async () => {
    const games = deferred<Response>();
    renderGames({}, { 'GET /api/games/my-games': () => games.promise });
    expect(await screen.findByText('경기를 불러오는 중')).toBeTruthy();
    expect(screen.getAllByTestId('game-card-skeleton')).toHaveLength(3);
    games.resolve(listPage([myGameFixture()]));
    expect(await card('한 손 탁구 11점')).toBeTruthy();
    expect(screen.queryAllByTestId('game-card-skeleton')).toHaveLength(0);
  });

  it('says 게임이 없습니다 with ways to the game list and the rules when there is nothing', async () => {
    renderGames({});
    expect(await screen.findByRole('heading', { name: '게임이 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '경기 찾아보기' }).getAttribute('href')).toBe('/game-list');
    expect(screen.getByRole('link', { name: '규칙 둘러보기' }).getAttribute('href')).toBe('/rules');
    // The title bar's shortcuts are there in every state.
    expect(screen.getByRole('link', { name: '규칙 보기' }).getAttribute('href')).toBe('/rules');
    expect(screen.getByRole('link', { name: '경기 찾기' }).getAttribute('href')).toBe('/game-list');
  });

  it('shows the failure with 다시 시도, which loads the list again', async () => {
    let fail = true;
    renderGames(
      {},
      {
        'GET /api/games/my-games': () =>
          fail
            ? json(500, { error: { code: 'internal_error', message: '오류' } })
            : listPage([myGameFixture()]),
      },
    );
    expect(await screen.findByText('경기 목록을 불러오지 못했어요.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await card('한 손 탁구 11점')).toBeTruthy();
  });

  it('keeps the cards it has when one list fails, and says which one with 다시 시도', async () => {
    let fail = true;
    renderGames(
      { requests: [myRequestFixture()] },
      {
        'GET /api/games/my-games': () =>
          fail
            ? json(500, { error: { code: 'internal_error', message: '오류' } })
            : listPage([myGameFixture()]),
      },
    );
    expect(await card('배드민턴 한 세트')).toBeTruthy();
    expect(await screen.findByText('내 경기를 불러오지 못했어요.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await card('한 손 탁구 11점')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('내 경기를 불러오지 못했어요.')).toBeNull());
  });

  it('mixes sent requests and my games newest first, each with its status in words', async () => {
    renderGames({
      games: [
        myGameFixture({ id: 21, createdAt: '2026-11-20T10:00:00+09:00' }),
        myGameFixture({
          id: 22,
          status: 'COMPLETED',
          createdAt: '2026-11-10T10:00:00+09:00',
          rule: { ...myGameFixture().rule, ruleTitle: '끝난 경기' },
        }),
      ],
      requests: [
        myRequestFixture({ id: 31, createdAt: '2026-11-22T10:00:00+09:00' }),
        myRequestFixture({
          id: 32,
          status: 'APPROVED',
          gameStatus: 'IN_PROGRESS',
          createdAt: '2026-11-15T10:00:00+09:00',
          rule: { ...myRequestFixture().rule, ruleTitle: '진행 중인 신청' },
        }),
      ],
    });
    await card('배드민턴 한 세트');
    const titles = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(titles).toEqual(['배드민턴 한 세트', '한 손 탁구 11점', '진행 중인 신청', '끝난 경기']);
    expect(within(await card('배드민턴 한 세트')).getByText('대기 중')).toBeTruthy();
    expect(within(await card('한 손 탁구 11점')).getByText('매칭 중')).toBeTruthy();
    expect(within(await card('진행 중인 신청')).getByText('진행 중')).toBeTruthy();
    expect(within(await card('끝난 경기')).getByText('종료')).toBeTruthy();
  });

  it('shows the rule, categories, both players with VS, place or 장소 미정 and the time in Seoul', async () => {
    renderGames({
      games: [
        myGameFixture({
          status: 'SCHEDULED',
          opponentId: 9,
          opponentNickname: '지호',
          inviteCode: null,
        }),
      ],
      requests: [myRequestFixture()],
    });
    const mine = within(await card('한 손 탁구 11점'));
    expect(mine.getByText(/기존 스포츠 > 탁구/)).toBeTruthy();
    expect(mine.getByRole('link', { name: '민준님의 프로필, 방장' }).getAttribute('href')).toBe('/profile/1');
    expect(mine.getByRole('link', { name: '지호님의 프로필, 상대' }).getAttribute('href')).toBe('/profile/9');
    expect(mine.getByText('서울 강남구 테헤란로 152 강남구민체육관 2층')).toBeTruthy();
    expect(mine.getByText('2026년 11월 28일 (토) 오후 3:00')).toBeTruthy();
    expect(mine.getByText('경기 예정')).toBeTruthy();

    const sent = within(await card('배드민턴 한 세트'));
    expect(sent.getByText('장소 미정')).toBeTruthy();
    expect(sent.getByText('시간 미정')).toBeTruthy();
    expect(sent.getByText('상대 미정')).toBeTruthy();
    // WCAG 2.5.3 (issue 16 §26): every control's name starts with the text it shows.
    expect(labelInNameProblems()).toEqual([]);
  });

  it('opens the rule detail from the card header', async () => {
    renderGames({ games: [myGameFixture()] }, { 'GET /api/rules/3': () => json(200, ruleFixture()) });
    const user = userEvent.setup();
    await user.click(
      within(await card('한 손 탁구 11점')).getByRole('button', { name: '한 손 탁구 11점 규칙 정보 보기' }),
    );
    expect(await screen.findByRole('dialog', { name: '한 손 탁구 11점' })).toBeTruthy();
    await closeDialogs(user);
  });
});

describe('sent cards', () => {
  it('cancels a waiting application', async () => {
    const { calls } = renderGames(
      { requests: [myRequestFixture()] },
      { 'POST /api/games/cancel-request': () => json(200, actionResult(31)) },
    );
    const user = userEvent.setup();
    await user.click(within(await card('배드민턴 한 세트')).getByRole('button', { name: '신청 취소' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'POST /api/games/cancel-request', body: { gameId: 31 } }),
    );
  });

  it('says the server’s reason when cancelling fails, and 취소에 실패했습니다. without one', async () => {
    let answer = () => refusal(409, 'application_rejected', '거절된 신청은 취소할 수 없어요.');
    renderGames({ requests: [myRequestFixture()] }, { 'POST /api/games/cancel-request': () => answer() });
    const user = userEvent.setup();
    const cancel = within(await card('배드민턴 한 세트')).getByRole('button', { name: '신청 취소' });
    await user.click(cancel);
    expect(await screen.findByText('거절된 신청은 취소할 수 없어요.')).toBeTruthy();
    answer = () => json(500, { error: { code: 'internal_error', message: '오류' } });
    await user.click(cancel);
    expect(await screen.findByText('취소에 실패했습니다.')).toBeTruthy();
  });

  it.each([
    ['APPROVED', 'MATCHING', '승인됨', '승인되었어요! 방장이 경기를 시작하면 알려 드려요.'],
    ['REJECTED', 'MATCHING', '거절됨', '거절된 신청이에요.'],
  ] as const)('labels a %s request and offers no cancel', async (status, gameStatus, label, note) => {
    renderGames({ requests: [myRequestFixture({ status, gameStatus })] });
    const sent = within(await card('배드민턴 한 세트'));
    expect(sent.getByText(label)).toBeTruthy();
    expect(sent.getByText(note)).toBeTruthy();
    expect(sent.queryByRole('button', { name: '신청 취소' })).toBeNull();
  });

  it('says another challenger was approved while I am still in line', async () => {
    renderGames({ requests: [myRequestFixture({ anotherApproved: true, gameStatus: 'SCHEDULED' })] });
    const sent = within(await card('배드민턴 한 세트'));
    expect(sent.getByText(/다른 도전자가 승인되었어요/)).toBeTruthy();
    expect(sent.getByRole('button', { name: '신청 취소' })).toBeTruthy();
  });

  it('joins a game under way, messages the owner and lists the challengers', async () => {
    const { router } = renderGames({
      requests: [myRequestFixture({ status: 'APPROVED', gameStatus: 'IN_PROGRESS' })],
    });
    const sent = within(await card('배드민턴 한 세트'));
    expect(sent.getByRole('link', { name: '메시지, 방장에게 보내기' }).getAttribute('href')).toBe('/chat/5');
    expect(sent.getByRole('button', { name: '도전자 2명 보기' })).toBeTruthy();
    expect(sent.getByRole('link', { name: '민준님의 프로필, 상대' })).toBeTruthy();
    await userEvent.setup().click(sent.getByRole('button', { name: '참여하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/31/play'));
  });
});

describe('my-game cards', () => {
  it('offers the owner of an open game share, the invite code, challengers and delete — not start or join', async () => {
    renderGames({ games: [myGameFixture({ applicantCount: 3 })] });
    const mine = within(await card('한 손 탁구 11점'));
    expect(mine.getByText('4321')).toBeTruthy();
    expect(mine.getByRole('button', { name: '공유, 초대 링크' })).toBeTruthy();
    expect(mine.getByRole('button', { name: '도전자 3명 보기' })).toBeTruthy();
    expect(mine.getByRole('button', { name: '삭제, 이 경기' })).toBeTruthy();
    expect(mine.queryByRole('button', { name: '경기 시작' })).toBeNull();
    expect(mine.queryByRole('button', { name: '참여하기' })).toBeNull();
    expect(mine.queryByRole('link', { name: /메시지/ })).toBeNull();
  });

  it('offers start to the owner of a scheduled game with an opponent, and DM to that opponent', async () => {
    renderGames({
      games: [
        myGameFixture({ status: 'SCHEDULED', opponentId: 9, opponentNickname: '지호', inviteCode: null }),
      ],
    });
    const mine = within(await card('한 손 탁구 11점'));
    expect(mine.getByRole('button', { name: '경기 시작' })).toBeTruthy();
    expect(mine.getByRole('link', { name: '메시지, 상대에게 보내기' }).getAttribute('href')).toBe('/chat/9');
    expect(mine.queryByRole('button', { name: '공유, 초대 링크' })).toBeNull();
  });

  it('offers join, never delete, while the game is in progress', async () => {
    renderGames({
      games: [myGameFixture({ status: 'IN_PROGRESS', opponentId: 9, opponentNickname: '지호' })],
    });
    const mine = within(await card('한 손 탁구 11점'));
    expect(mine.getByText('진행 중')).toBeTruthy();
    expect(mine.getByRole('button', { name: '참여하기' })).toBeTruthy();
    expect(mine.queryByRole('button', { name: '삭제, 이 경기' })).toBeNull();
    expect(mine.queryByRole('button', { name: '경기 시작' })).toBeNull();
  });

  it('tells the owner of a game an admin hid why, without the invite code or share (issue 16 item 22)', async () => {
    renderGames({
      games: [myGameFixture({ hiddenByAdmin: true, hiddenReason: '외부 거래 유도는 허용되지 않아요.' })],
    });
    const mine = within(await card('한 손 탁구 11점'));
    expect(mine.getByText('관리자가 숨긴 경기예요.')).toBeTruthy();
    expect(mine.getByText('사유: 외부 거래 유도는 허용되지 않아요.')).toBeTruthy();
    expect(mine.queryByText('초대 번호')).toBeNull();
    expect(mine.queryByText('4321')).toBeNull();
    expect(mine.queryByRole('button', { name: '공유, 초대 링크' })).toBeNull();
    expect(mine.getByRole('button', { name: '삭제, 이 경기' })).toBeTruthy();
  });

  it('says a block cancelled a friend or challenge game, never that the friend declined (issue 16 item 18)', async () => {
    renderGames({
      games: [
        myGameFixture({
          status: 'CANCELED',
          isFriendGame: true,
          inviteCode: null,
          opponentId: 7,
          opponentNickname: '서연',
          pairingEnded: 'BLOCKED',
        }),
      ],
    });
    const mine = within(await card('한 손 탁구 11점'));
    expect(mine.getByText('취소됨')).toBeTruthy();
    expect(mine.getByText('서연님을 차단해서 경기가 취소됐어요.')).toBeTruthy();
    expect(mine.queryByText(/초대를 거절했어요/)).toBeNull();
    expect(mine.queryByRole('link', { name: /메시지/ })).toBeNull();
    expect(mine.queryByRole('button', { name: '공개하거나 삭제하기' })).toBeNull();
  });

  it('names the owner I blocked on their cancelled game where I was the opponent', async () => {
    renderGames({
      games: [
        myGameFixture({
          status: 'CANCELED',
          isOwner: false,
          isFriendGame: true,
          inviteCode: null,
          ownerId: 7,
          ownerNickname: '서연',
          opponentId: 1,
          opponentNickname: '민준',
          pairingEnded: 'BLOCKED',
        }),
      ],
    });
    const theirs = within(await card('한 손 탁구 11점'));
    expect(theirs.getByText('서연님을 차단해서 경기가 취소됐어요.')).toBeTruthy();
  });

  it('says a block reopened a random game, to the blocker and — without the reason — to the other owner', async () => {
    renderGames({
      games: [
        myGameFixture({ id: 21, pairingEnded: 'BLOCKED' }),
        myGameFixture({
          id: 22,
          createdAt: '2026-11-19T10:00:00+09:00',
          rule: { ...myGameFixture().rule, ruleTitle: '배드민턴 21점' },
          pairingEnded: 'LEFT',
        }),
      ],
    });
    expect(
      within(await card('한 손 탁구 11점')).getByText(
        '차단한 상대의 승인이 취소됐어요. 다시 도전자를 찾고 있어요.',
      ),
    ).toBeTruthy();
    const other = within(await card('배드민턴 21점'));
    expect(other.getByText('승인된 상대가 경기에서 빠졌어요. 다시 도전자를 찾고 있어요.')).toBeTruthy();
    expect(other.queryByText(/차단/)).toBeNull();
  });

  it('shares the invite link, copying it where there is no share sheet', async () => {
    const { calls } = renderGames(
      { games: [myGameFixture()] },
      { 'POST /api/invite': () => json(200, { url: 'https://hanpan.example/invite/abc' }) },
    );
    // user-event puts its own clipboard on navigator: set ours after it.
    const user = userEvent.setup();
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    await user.click(within(await card('한 손 탁구 11점')).getByRole('button', { name: '공유, 초대 링크' }));
    expect(await screen.findByText('링크가 복사되었어요.')).toBeTruthy();
    expect(written).toEqual(['https://hanpan.example/invite/abc']);
    expect(calls.map((call) => call.key)).toContain('POST /api/invite');
  });

  it('says 복사에 실패했습니다! when the link cannot be copied', async () => {
    renderGames(
      { games: [myGameFixture()] },
      { 'POST /api/invite': () => json(200, { url: 'https://hanpan.example/invite/abc' }) },
    );
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
    await user.click(within(await card('한 손 탁구 11점')).getByRole('button', { name: '공유, 초대 링크' }));
    expect(await screen.findByText('복사에 실패했습니다!')).toBeTruthy();
  });
});

describe('deleting a game', () => {
  async function confirmDelete() {
    const user = userEvent.setup();
    await user.click(within(await card('한 손 탁구 11점')).getByRole('button', { name: '삭제, 이 경기' }));
    const confirm = await screen.findByRole('alertdialog', { name: '정말로 이 경기를 삭제하시겠습니까?' });
    expect(within(confirm).getByText(/되돌릴 수 없어요/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
  }

  it('deletes after the confirm', async () => {
    const { calls } = renderGames(
      { games: [myGameFixture()] },
      { 'DELETE /api/games/21/delete': () => json(200, actionResult(21, { gameStatus: 'CANCELED' })) },
    );
    await confirmDelete();
    expect(await screen.findByText('경기를 삭제했어요.')).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual(['DELETE /api/games/21/delete']);
  });

  it.each([
    [
      refusal(403, 'not_game_owner_delete', '내가 만든 경기만 삭제할 수 있어요.'),
      '내가 만든 경기만 삭제할 수 있어요',
    ],
    [refusal(404, 'game_not_found', '존재하지 않는 경기예요.'), '존재하지 않는 경기예요'],
    [json(500, { error: { code: 'internal_error', message: '오류' } }), '삭제에 실패했어요'],
  ])('words a refused delete as spec §8 does (%#)', async (answer, words) => {
    renderGames({ games: [myGameFixture()] }, { 'DELETE /api/games/21/delete': () => answer });
    await confirmDelete();
    expect(await screen.findByText(words)).toBeTruthy();
  });
});

describe('friend-game invitations', () => {
  const invitation = myGameFixture({
    id: 41,
    isOwner: false,
    isFriendGame: true,
    invitation: 'PENDING',
    ownerId: 5,
    ownerNickname: '하은',
    opponentId: 1,
    opponentNickname: '민준',
    inviteCode: null,
  });

  it.each([
    ['수락', 'accept', '초대를 수락했어요. 경기가 잡혔어요.'],
    ['거절', 'decline', '초대를 거절했어요.'],
  ])('answers an invitation with %s', async (label, call, toast) => {
    const { calls } = renderGames(
      { games: [invitation] },
      { [`POST /api/games/41/invitation/${call}`]: () => json(200, actionResult(41)) },
    );
    const invited = within(await card('한 손 탁구 11점'));
    expect(invited.getByText('하은님이 함께 경기하자고 초대했어요.')).toBeTruthy();
    expect(invited.queryByRole('button', { name: '삭제, 이 경기' })).toBeNull();
    await userEvent
      .setup()
      .click(
        within(invited.getByRole('group', { name: '친구 경기 초대' })).getByRole('button', { name: label }),
      );
    expect(await screen.findByText(toast)).toBeTruthy();
    expect(calls.map((entry) => entry.key)).toEqual([`POST /api/games/41/invitation/${call}`]);
  });

  it('lets the owner open a declined friend game to everyone', async () => {
    const { calls } = renderGames(
      {
        games: [
          myGameFixture({
            id: 42,
            isFriendGame: true,
            invitation: 'DECLINED',
            inviteCode: null,
            opponentId: 8,
            opponentNickname: '도윤',
          }),
        ],
      },
      { 'POST /api/games/42/open': () => json(200, actionResult(42)) },
    );
    const user = userEvent.setup();
    const declined = within(await card('한 손 탁구 11점'));
    expect(declined.getByText(/친구가 초대를 거절했어요/)).toBeTruthy();
    await user.click(declined.getByRole('button', { name: '공개하거나 삭제하기' }));
    const dialog = await screen.findByRole('dialog', { name: '친구가 초대를 거절했어요' });
    await user.click(within(dialog).getByRole('button', { name: '모두에게 공개하기' }));
    expect(await screen.findByText('모두가 볼 수 있는 경기로 바꿨어요.')).toBeTruthy();
    expect(calls.map((entry) => entry.key)).toEqual(['POST /api/games/42/open']);
  });

  it('lets the owner delete a declined friend game through the confirm', async () => {
    renderGames({
      games: [myGameFixture({ id: 42, isFriendGame: true, invitation: 'DECLINED', inviteCode: null })],
    });
    const user = userEvent.setup();
    await user.click(
      within(await card('한 손 탁구 11점')).getByRole('button', { name: '공개하거나 삭제하기' }),
    );
    await user.click(await screen.findByRole('button', { name: '경기 삭제하기' }));
    expect(
      await screen.findByRole('alertdialog', { name: '정말로 이 경기를 삭제하시겠습니까?' }),
    ).toBeTruthy();
    await closeDialogs(user);
  });
});

describe('/game?id=', () => {
  it('scrolls to that card and highlights it', async () => {
    renderGames(
      {
        games: [myGameFixture({ id: 21 }), myGameFixture({ id: 22, createdAt: '2026-11-01T10:00:00+09:00' })],
      },
      {},
      '/game?id=22',
    );
    await waitFor(() => {
      const highlighted = document.querySelector('[data-highlighted]');
      expect(highlighted?.getAttribute('data-game-id')).toBe('22');
      expect(document.activeElement).toBe(highlighted);
    });
  });

  // Before the test whose toast says it (a toast outlives its test).
  it('loads further pages for the linked card before saying anything', async () => {
    let page = 0;
    // The infinite list reads page 1 then page 2 (also when polling): alternate the answers.
    const myGames = () =>
      page++ % 2 === 0
        ? listPage([myGameFixture({ id: 21 })], 'next')
        : listPage([myGameFixture({ id: 22, createdAt: '2026-11-01T10:00:00+09:00' })]);
    renderGames({}, { 'GET /api/games/my-games': myGames }, '/game?id=22');
    await waitFor(() =>
      expect(document.querySelector('[data-highlighted]')?.getAttribute('data-game-id')).toBe('22'),
    );
    expect(screen.queryByText('삭제됐거나 더는 볼 수 없는 경기예요.')).toBeNull();
  });

  it('says the game is gone when it is in none of my lists (a stale invitation), and clears the id', async () => {
    const { router } = renderGames({ games: [myGameFixture({ id: 21 })] }, {}, '/game?id=99');
    expect(await screen.findByText('삭제됐거나 더는 볼 수 없는 경기예요.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });

  it('ignores an id that is not a positive whole number', async () => {
    renderGames({ games: [myGameFixture()] }, {}, '/game?id=abc');
    await card('한 손 탁구 11점');
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });
});

describe('polling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads my games, my requests and their challengers again every 3 s', async () => {
    // A fake clock that also runs on its own (so the first load settles as usual), jumped by the
    // poll interval instead of waiting it out. Only the timers: with Date and animation frames
    // faked too, the jump cost as much real time as it skipped.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    const { requested } = renderGames({
      games: [myGameFixture({ applicantCount: 1 })],
      requests: [myRequestFixture()],
    });
    await card('한 손 탁구 11점');
    await waitFor(() => expect(requested('/api/games/my-games/applicants')).toBeGreaterThan(0));
    const before = {
      games: requested('/api/games/my-games'),
      requests: requested('/api/games/my-requests'),
      applicants: requested('/api/games/my-games/applicants'),
    };
    act(() => void vi.advanceTimersByTime(3_000));
    await act(async () => {}); // the refetches' fetch calls come a few promise turns later
    expect(requested('/api/games/my-games')).toBeGreaterThan(before.games);
    expect(requested('/api/games/my-requests')).toBeGreaterThan(before.requests);
    expect(requested('/api/games/my-games/applicants')).toBeGreaterThan(before.applicants);
  });
});
