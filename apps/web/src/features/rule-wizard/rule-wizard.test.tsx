import { ruleMessages } from '@hanpan/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { EMPTY_DRAFT, readCreateDraft, writeCreateDraft, writeEditDraft } from './rule-draft';
import { ruleFixture } from './rule-wizard.test-support';
import { STEP } from './wizard-steps';

const SPORTS_PATH = `GET /api/rules/categories/${encodeURIComponent('기존 스포츠')}`;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const nextButton = (name = '다음') => screen.getByRole('button', { name });
const isDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

function baseApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': () => json(200, session()),
    [SPORTS_PATH]: () => json(200, ['축구', '탁구', '배드민턴', '기타']),
    ...extra,
  });
}

describe('rule creation wizard', () => {
  it('walks every step with its checks and comes back to step 14 with the message of a failed submit', async () => {
    const sent: unknown[] = [];
    baseApi({
      'POST /api/rules': ({ body }) => {
        sent.push(body);
        return json(500, { error: { code: 'internal_error', message: '서버에 문제가 생겼어요.' } });
      },
    });
    renderApp('/rules/create', { token: 't' });
    const user = userEvent.setup();

    // 4: the sport; '기타' is not a sport to follow.
    await heading('어떤 운동을 바탕으로 만들까요?');
    expect(screen.getByRole('radio', { name: '직접 만들기' })).toHaveProperty('checked', true);
    await screen.findByRole('radio', { name: '탁구' });
    expect(screen.queryByRole('radio', { name: '기타' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '탁구' }));
    await user.click(nextButton());

    // 5: the description opens with the sport; typed then cleared shows the required message.
    await heading('어떤 경기인지 설명해 주세요');
    const goal = screen.getByRole('textbox', { name: '경기 설명' });
    expect(goal).toHaveProperty('value', '탁구 경기입니다. ');
    await user.clear(goal);
    expect(isDisabled(nextButton())).toBe(true);
    expect(alerts()).toEqual([ruleMessages.goalRequired]);
    await user.type(goal, '탁구 경기입니다. 한 손으로만 쳐요.');
    expect(isDisabled(nextButton())).toBe(false);
    expect(alerts()).toEqual([]);
    await user.click(nextButton());

    // 6: the 'follow the sport' checkbox writes its sentence first.
    await heading('점수는 어떻게 얻나요?');
    await user.click(screen.getByRole('checkbox', { name: /탁구 공식 규칙대로 점수를 매겨요/ }));
    expect(screen.getByRole('textbox', { name: '점수 획득 방법' })).toHaveProperty(
      'value',
      '탁구 공식 규칙에 따라 점수를 얻어요. ',
    );
    await user.click(nextButton());

    // 7: nothing is judged before a try; trying the disabled Next says why and focuses the field.
    await heading('무엇을 준비해야 하나요?');
    expect(isDisabled(nextButton())).toBe(true);
    expect(alerts()).toEqual([]);
    await user.click(nextButton());
    expect(alerts()).toEqual([ruleMessages.preparationRequired]);
    const preparation = screen.getByRole('textbox', { name: '경기 준비사항' });
    expect(document.activeElement).toBe(preparation);
    await user.type(preparation, '탁구대, 라켓, 공');
    await user.click(nextButton());

    await heading('경기는 어떤 순서로 진행되나요?');
    await user.type(screen.getByRole('textbox', { name: '경기 진행 순서' }), '서브는 두 번씩 번갈아 넣어요.');
    await user.click(nextButton());

    await heading('판정은 어떻게 하나요?');
    await user.click(screen.getByRole('checkbox', { name: /상호 합의로 판정해요/ }));
    await user.click(nextButton());

    // 10: a bad word makes the step invalid, naming the word.
    await heading('어떤 행동이 반칙인가요?');
    const foul = screen.getByRole('textbox', { name: '반칙 항목' });
    await user.type(foul, '씨발 금지');
    expect(isDisabled(nextButton())).toBe(true);
    expect(alerts()[0]).toContain('"씨발"');
    await user.clear(foul);
    await user.type(foul, '다른 손을 쓰면 반칙이에요.');
    await user.click(nextButton());

    await heading('더 알려 줄 것이 있나요?');
    expect(isDisabled(nextButton())).toBe(false); // optional
    await user.click(nextButton());

    // 12: points and time, not both unlimited; custom time from 0:00 starts at 5:00.
    await heading('몇 점, 몇 분 경기인가요?');
    await user.click(screen.getByRole('switch', { name: '목표 점수 제한 없음' }));
    expect(alerts()).toEqual([ruleMessages.bothUnlimited]);
    expect(isDisabled(nextButton())).toBe(true);
    await user.click(screen.getByRole('switch', { name: '제한 시간 제한 없음' }));
    expect(screen.getByRole('textbox', { name: '분' })).toHaveProperty('value', '5');
    expect(screen.getByRole('textbox', { name: '초' })).toHaveProperty('value', '0');
    await user.type(screen.getByRole('textbox', { name: '초' }), '0'); // '00'
    await user.clear(screen.getByRole('textbox', { name: '초' }));
    await user.type(screen.getByRole('textbox', { name: '초' }), '60');
    expect(alerts()).toEqual([ruleMessages.secondsRange]);
    await user.clear(screen.getByRole('textbox', { name: '초' }));
    await user.click(nextButton());

    await heading('몇 세트로 겨룰까요?');
    await user.click(screen.getByRole('button', { name: '세트 수 늘리기' }));
    await user.click(screen.getByRole('button', { name: '세트 수 늘리기' }));
    expect(screen.getByRole('status').textContent).toBe('3세트 중 2세트를 먼저 이기면 승리해요.');
    await user.click(nextButton());

    // 14: with points unlimited only the time option can be chosen.
    await heading('세트는 어떻게 끝나나요?');
    expect(screen.getByRole('radio', { name: /목표 점수에 먼저 도달하면/ })).toHaveProperty('disabled', true);
    await user.click(nextButton('규칙 만들기'));
    expect(alerts()).toEqual([ruleMessages.winByRequired]);
    await user.click(screen.getByRole('radio', { name: /시간이 끝났을 때 점수가 높으면/ }));
    await user.click(nextButton('규칙 만들기'));

    // The refusal brings the player back to step 14 with the spec's message.
    await heading('세트는 어떻게 끝나나요?');
    expect(await screen.findByText('규칙 생성 실패: 서버에 문제가 생겼어요.')).toBeTruthy();
    expect(sent).toEqual([
      {
        ruleGoal: '탁구 경기입니다. 한 손으로만 쳐요.',
        ruleScoreDefinition: '탁구 공식 규칙에 따라 점수를 얻어요.',
        rulePreparation: '탁구대, 라켓, 공',
        ruleOrder: '서브는 두 번씩 번갈아 넣어요.',
        ruleDecision: '판정은 두 선수의 상호 합의로 정해요.',
        ruleFoul: '다른 손을 쓰면 반칙이에요.',
        ruleExtraInfo: null,
        pointsToWin: -1,
        duration: 300,
        setsToWin: 3,
        winBy: 'MOST_SETS_AND_POINTS',
        referenceSport: '탁구',
      },
    ]);
    // Nothing is lost: the draft is still on this device.
    expect(readCreateDraft(1)).toMatchObject({ ruleFoul: '다른 손을 쓰면 반칙이에요.', step: STEP.winBy });
  });

  it('goes to the step of the field a 400 names', async () => {
    writeCreateDraft(1, { ...completeDraft(), step: STEP.winBy });
    baseApi({
      'POST /api/rules': () =>
        json(400, {
          error: { code: 'validation_failed', message: '반칙 항목은(는) 100자까지 쓸 수 있어요.' },
        }),
    });
    renderApp('/rules/create', { token: 't' });
    const user = userEvent.setup();

    await heading('세트는 어떻게 끝나나요?');
    await user.click(nextButton('규칙 만들기'));
    await heading('어떤 행동이 반칙인가요?');
    expect(screen.getByText('규칙 생성 실패: 반칙 항목은(는) 100자까지 쓸 수 있어요.')).toBeTruthy();
  });

  it('continues a draft after a reload, and starts over on request', async () => {
    baseApi();
    const first = renderApp('/rules/create', { token: 't' });
    const user = userEvent.setup();
    await heading('어떤 운동을 바탕으로 만들까요?');
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: '경기 설명' }), '먼저 3골');
    first.unmount();

    renderApp('/rules/create', { token: 't' });
    const goal = await screen.findByRole('textbox', { name: '경기 설명' });
    expect(goal).toHaveProperty('value', '먼저 3골');

    await user.click(screen.getByRole('button', { name: '처음부터' }));
    const dialog = await screen.findByRole('alertdialog', { name: '처음부터 다시 만들까요?' });
    await user.click(within(dialog).getByRole('button', { name: '처음부터' }));
    await heading('어떤 운동을 바탕으로 만들까요?');
    await waitFor(() => expect(readCreateDraft(1)).toMatchObject({ ruleGoal: '', step: STEP.intro }));
  });

  it('shows the generated name and category after the loading step, then offers a game with it or other rules', async () => {
    writeCreateDraft(1, { ...completeDraft(), step: STEP.winBy });
    const created = ruleFixture({
      id: 77,
      ruleTitle: '한 손 탁구 대결',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
    });
    baseApi({ 'POST /api/rules': () => json(201, created) });
    const { router } = renderApp('/rules/create', { token: 't' });
    const user = userEvent.setup();

    await heading('세트는 어떻게 끝나나요?');
    const started = Date.now();
    await user.click(nextButton('규칙 만들기'));
    expect(await screen.findByText('규칙 이름과 카테고리를 정하고 있어요')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: '규칙이 만들어졌어요' }, { timeout: 4_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_700);
    expect(screen.getByRole('heading', { level: 2, name: '한 손 탁구 대결' })).toBeTruthy();
    expect(screen.getByText('기존 스포츠 · 탁구')).toBeTruthy();
    expect(readCreateDraft(1)).toBeNull();

    await user.click(nextButton());
    await heading('이제 이 규칙으로 겨뤄 볼까요?');
    expect(screen.getByRole('button', { name: '다른 규칙 보기' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '이 규칙으로 경기 만들기' }));
    await waitFor(() => expect(router.state.location.href).toBe('/create-game?ruleId=77'));
    // The 1.8 s generating step, then the wizard's chunk: more than the default 5 s on a busy machine.
  }, 15_000);
});

describe("the phone's back in the rule wizard", () => {
  /** Opened from my rules, so there is a screen to go back to. */
  async function openFromMyRules(extra: Parameters<typeof mockApi>[0] = {}) {
    baseApi({ 'GET /api/rules/my-rules': () => json(200, []), ...extra });
    const view = renderApp('/rules/my-rules', { token: 't' });
    await screen.findByRole('tablist', { name: '수정 요청 상태' });
    await act(() => view.router.navigate({ href: '/rules/create' }));
    return view;
  }
  const stepInAddress = (router: { state: { location: { search: Record<string, unknown> } } }) =>
    router.state.location.search.step;

  it('steps back one step at a time with the draft kept, forward again, and leaves from the first step', async () => {
    const { router } = await openFromMyRules();
    const user = userEvent.setup();
    await heading('어떤 운동을 바탕으로 만들까요?');
    await waitFor(() => expect(stepInAddress(router)).toBe(STEP.intro));
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: '경기 설명' }), '먼저 3골을 넣으면 이겨요.');
    await user.click(nextButton());
    await heading('점수는 어떻게 얻나요?');
    expect(stepInAddress(router)).toBe(STEP.scoreDefinition);

    act(() => router.history.back());
    expect(await screen.findByRole('textbox', { name: '경기 설명' })).toHaveProperty(
      'value',
      '먼저 3골을 넣으면 이겨요.',
    );
    act(() => router.history.forward());
    await heading('점수는 어떻게 얻나요?');
    act(() => router.history.back());
    await screen.findByRole('textbox', { name: '경기 설명' });
    // The header's back steps back the same way.
    await user.click(screen.getByRole('button', { name: '이전 단계' }));
    await heading('어떤 운동을 바탕으로 만들까요?');
    expect(readCreateDraft(1)).toMatchObject({ ruleGoal: '먼저 3골을 넣으면 이겨요.', step: STEP.intro });

    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules/my-rules'));
  });

  it('leaves with back once the rule is made, never walking into the finished wizard', async () => {
    writeCreateDraft(1, { ...completeDraft(), step: STEP.sets });
    const { router } = await openFromMyRules({ 'POST /api/rules': () => json(201, ruleFixture({ id: 77 })) });
    const user = userEvent.setup();
    await heading('몇 세트로 겨룰까요?');
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: '규칙 만들기' }));
    await screen.findByRole('heading', { level: 1, name: '규칙이 만들어졌어요' }, { timeout: 4_000 });
    await waitFor(() => expect(stepInAddress(router)).toBe('done'));

    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules/my-rules'));
  }, 15_000);
});

describe('rule edit wizard', () => {
  it('sends a wrong address back to my rules with the spec message', async () => {
    baseApi();
    const { router } = renderApp('/rules/edit/abc', { token: 't' });
    expect(await screen.findByText('잘못된 접근입니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules/my-rules'));
  });

  it('refuses a rule with a pending request', async () => {
    baseApi({
      'GET /api/rules/42': () => json(200, ruleFixture({ editRequestStatus: 'PENDING', editRequestId: 3 })),
    });
    const { router } = renderApp('/rules/edit/42', { token: 't' });
    expect(await screen.findByText(/관리자가 확인하고 있어요/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules/my-rules'));
  });

  it('says the rule could not be loaded', async () => {
    baseApi({ 'GET /api/rules/42': () => json(404, { error: { code: 'not_found', message: '없어요' } }) });
    const { router } = renderApp('/rules/edit/42', { token: 't' });
    expect(await screen.findByText('규칙을 불러오는데 실패했습니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules/my-rules'));
  });

  it('starts from the rule, lets the title change and sends the edit request', async () => {
    const sent: unknown[] = [];
    let reads = 0;
    baseApi({
      // After the request the rule reads PENDING: the done step stays all the same.
      'GET /api/rules/42': () => {
        reads += 1;
        return json(
          200,
          sent.length > 0
            ? ruleFixture({ editRequestStatus: 'PENDING', editRequestId: 9 })
            : ruleFixture({ editRequestStatus: 'REJECTED', rejectionReason: '짧아요' }),
        );
      },
      'GET /api/rules/categories': () => json(200, { majors: ['기존 스포츠', '새로운 놀이'] }),
      'POST /api/rules/edit-requests': ({ body }) => {
        sent.push(body);
        return json(201, {});
      },
    });
    const { queryClient } = renderApp('/rules/edit/42', { token: 't' });
    const user = userEvent.setup();

    await heading('이름과 카테고리를 확인해 주세요');
    const title = screen.getByRole('textbox', { name: '규칙 이름' });
    expect(title).toHaveProperty('value', '한 손 탁구');
    expect(await screen.findByRole('radio', { name: '탁구' })).toHaveProperty('checked', true);
    await user.clear(title);
    expect(alerts()).toEqual([ruleMessages.titleRequired]);
    await user.type(title, '왼손 탁구');
    for (let step = STEP.intro; step < STEP.winBy; step++) await user.click(nextButton());

    await heading('세트는 어떻게 끝나나요?');
    expect(screen.getByRole('radio', { name: /목표 점수에 먼저 도달하면/ })).toHaveProperty('checked', true);
    await user.click(nextButton('수정 요청 보내기'));
    expect(await screen.findByText('수정 요청을 보내고 있어요')).toBeTruthy();
    await heading('수정 요청을 보냈어요');
    expect(screen.getByText('관리자가 확인하면 반영돼요.')).toBeTruthy();
    // The refetch after the request, answered and rendered (PENDING must not send the player away).
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: '수정 요청을 보냈어요' })).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        originalRuleId: 42,
        ruleTitle: '왼손 탁구',
        majorCategory: '기존 스포츠',
        minorCategory: '탁구',
        pointsToWin: 11,
        duration: -1,
        setsToWin: 3,
        winBy: 'SETS_HALF_WIN',
      }),
    ]);
  });

  it('continues an edit draft of the same rule version', async () => {
    writeEditDraft(1, 42, 1, {
      ...completeDraft(),
      ruleTitle: '초안 제목',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
      step: STEP.foul,
    });
    baseApi({ 'GET /api/rules/42': () => json(200, ruleFixture()) });
    renderApp('/rules/edit/42', { token: 't' });
    await heading('어떤 행동이 반칙인가요?');
    expect(screen.getByRole('textbox', { name: '반칙 항목' })).toHaveProperty(
      'value',
      completeDraft().ruleFoul,
    );
  });
});

function completeDraft() {
  return {
    ...EMPTY_DRAFT,
    ruleGoal: '한 손으로만 치는 탁구예요.',
    ruleScoreDefinition: '상대가 못 받으면 1점',
    rulePreparation: '탁구대, 라켓, 공',
    ruleOrder: '서브는 번갈아 넣어요.',
    ruleDecision: '애매하면 다시 해요.',
    ruleFoul: '다른 손을 쓰면 반칙이에요.',
    points: '11',
    winBy: 'SETS_HALF_WIN' as const,
  };
}
