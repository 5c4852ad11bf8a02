import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { closeDialogs, listPage, ruleFixture } from './rules.test-support';

type Handlers = Parameters<typeof mockApi>[0];

/** /rules?ruleId=3 — the direct link opens the detail. */
function openDetail(rule: unknown, extra: Handlers = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/rules/categories': () => json(200, { majors: ['기존 스포츠'] }),
    'GET /api/rules/3': () => (rule instanceof Response ? rule : json(200, rule)),
    'GET /api/rules/list': () => listPage([]),
    ...extra,
  });
  const view = renderApp('/rules?ruleId=3', { token: 't' });
  return { ...view, fetchMock };
}

const dialog = () => screen.findByRole('dialog', { name: '한 손 탁구 11점' });

describe('rule detail dialog', () => {
  it('shows every section, the limits with 없음 for unlimited, the win condition in words and the creator', async () => {
    openDetail(ruleFixture({ ruleExtraInfo: '공이 없으면 귤로 해도 돼요.' }));
    const detail = within(await dialog());

    for (const heading of [
      '설명',
      '점수 획득 방법',
      '준비사항',
      '진행 순서',
      '판정 방식',
      '반칙',
      '기타 정보',
    ]) {
      expect(detail.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(detail.getByText('공이 없으면 귤로 해도 돼요.')).toBeTruthy();
    expect(detail.getByText('목표 점수').nextElementSibling?.textContent).toBe('11점');
    expect(detail.getByText('세트').nextElementSibling?.textContent).toBe('3세트');
    expect(detail.getByText('제한 시간').nextElementSibling?.textContent).toBe('없음');
    expect(
      detail.getByText('먼저 11점을 얻으면 세트를 가져가요. 3세트 중 2세트를 먼저 이기면 승리해요.'),
    ).toBeTruthy();
    expect(detail.getByText('4.3')).toBeTruthy();
    expect(detail.getByText('(12명)')).toBeTruthy();
    expect(detail.getByText('31번 플레이')).toBeTruthy();
    expect(detail.getByRole('link', { name: /탁구왕/ }).getAttribute('href')).toBe('/profile/7');
    expect(detail.getByRole('link', { name: '랭킹 보기' }).getAttribute('href')).toBe('/rules/3/ranking');
    await closeDialogs(userEvent.setup());
  });

  it('leaves out 기타 정보 when there is none and words a time-limited rule', async () => {
    openDetail(ruleFixture({ winBy: 'MOST_SETS_AND_POINTS', pointsToWin: -1, duration: 300, setsToWin: 1 }));
    const detail = within(await dialog());
    expect(detail.queryByRole('heading', { name: '기타 정보' })).toBeNull();
    expect(detail.getByText('목표 점수').nextElementSibling?.textContent).toBe('없음');
    expect(detail.getByText('제한 시간').nextElementSibling?.textContent).toBe('5분');
    expect(
      detail.getByText(
        '제한 시간(5분)이 끝나면 점수가 높은 쪽이 세트를 가져가고, 같으면 무승부예요. 한 세트로 승부를 가려요.',
      ),
    ).toBeTruthy();
    await closeDialogs(userEvent.setup());
  });

  it("offers 신고하기 on another player's rule only, and tells its author when an admin hid it", async () => {
    openDetail(ruleFixture({ isMine: true, hiddenByAdmin: true }));
    const detail = within(await dialog());
    expect(detail.getByText('관리자가 숨긴 항목이에요.')).toBeTruthy();
    expect(detail.queryByRole('button', { name: '신고하기' })).toBeNull();
    await closeDialogs(userEvent.setup());
  });

  it("shows the server's words for a rule that is hidden or gone", async () => {
    openDetail(json(404, { error: { code: 'rule_not_found', message: '규칙을 찾을 수 없어요.' } }));
    const detail = within(await screen.findByRole('dialog', { name: '규칙 정보' }));
    expect(await detail.findByText('규칙을 찾을 수 없어요.')).toBeTruthy();
    expect(detail.queryByRole('button', { name: '다시 시도' })).toBeNull();
    await closeDialogs(userEvent.setup());
  });

  it('offers a retry when loading failed, and closes with the back button', async () => {
    let calls = 0;
    const { router } = openDetail(undefined, {
      'GET /api/rules/3': () =>
        ++calls === 1
          ? json(500, { error: { code: 'internal_error', message: '오류' } })
          : json(200, ruleFixture()),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    await dialog();
    expect(router.state.location.search).toEqual({});

    router.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('reporting a rule', () => {
  async function openReport(answer: () => Response) {
    const reports: unknown[] = [];
    openDetail(ruleFixture(), {
      'POST /api/reports': ({ body }) => {
        reports.push(body);
        return answer();
      },
    });
    const user = userEvent.setup();
    await user.click(within(await dialog()).getByRole('button', { name: '신고하기' }));
    const form = within(await screen.findByRole('dialog', { name: '규칙 신고하기' }));
    return { reports, user, form };
  }

  it('needs a reason that is not blank and at most 100 characters, counted as typed', async () => {
    const { reports, user, form } = await openReport(() => json(201, { id: 1 }));
    const reason = form.getByRole('textbox', { name: '신고 사유' });

    await user.type(reason, '   ');
    await user.click(form.getByRole('button', { name: '신고하기' }));
    expect((await form.findByRole('alert')).textContent).toBe('신고 사유를 입력해 주세요.');
    expect(document.activeElement).toBe(reason);

    await user.clear(reason);
    await user.click(reason);
    await user.paste('가'.repeat(101));
    expect(form.getByText('100자 중 101자 입력')).toBeTruthy();
    expect((await form.findByRole('alert')).textContent).toBe('신고 사유는 100자까지 쓸 수 있어요.');
    expect(reports).toEqual([]);
    await closeDialogs(user);
  });

  it('sends the trimmed reason and says the report was received', async () => {
    const { reports, user, form } = await openReport(() => json(201, { id: 1 }));
    await user.type(form.getByRole('textbox', { name: '신고 사유' }), '  욕설이 있어요  ');
    await user.click(form.getByRole('button', { name: '신고하기' }));

    expect(await screen.findByText('신고가 접수되었습니다.')).toBeTruthy();
    expect(reports).toEqual([{ targetId: 3, targetType: 'RULE', reason: '욕설이 있어요' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '규칙 신고하기' })).toBeNull());
    expect(screen.getByRole('dialog', { name: '한 손 탁구 11점' })).toBeTruthy();
    await closeDialogs(user);
  });

  it("shows the server's message when this player already reported the rule", async () => {
    const { user, form } = await openReport(() =>
      json(409, { error: { code: 'already_reported', message: '이미 신고한 규칙이에요' } }),
    );
    await user.type(form.getByRole('textbox', { name: '신고 사유' }), '베낀 규칙이에요');
    await user.click(form.getByRole('button', { name: '신고하기' }));
    expect((await form.findByRole('alert')).textContent).toContain('이미 신고한 규칙이에요');
    await closeDialogs(user);
  });
});
