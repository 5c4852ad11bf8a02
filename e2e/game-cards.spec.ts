import { expect, test, type Page } from '@playwright/test';
import { apiAs, signInAsDemoAdmin, signUpPlayer, tag, TOUCH_PHONE } from './support/journeys';
import { createRule } from './support/rules.ts';

// Issue 16 items 18 and 22, on /game at 390×844: what the cards say after a block (a cancelled
// 나랑도 한 판 and friend game, never '친구가 초대를 거절했어요', also after unblocking) and what the
// owner of a game an admin hid sees (hidden and why; no invite code, no 공유).

/** A JSON call with the page's session (setting up what these journeys do not walk through). */
async function callAs<T = unknown>(
  page: Page,
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, json }) => {
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, url: path, json: body },
  );
}

async function myId(page: Page): Promise<number> {
  const { body } = await apiAs<number>(page, '/api/auth/current-user-id');
  return body;
}

test('after A blocks 서연, the challenge and friend games read cancelled by the block, also after unblocking', async ({
  page: a,
  browser,
}) => {
  test.slow(); // two sign-ups through every onboarding step
  const phoneB = await browser.newContext(TOUCH_PHONE);
  try {
    const b = await phoneB.newPage();
    const id = tag();
    const nameA = `지호${id}`;
    const nameB = `서연${id}`;
    await Promise.all([signUpPlayer(a, nameA), signUpPlayer(b, nameB)]);
    const [idA, idB] = await Promise.all([myId(a), myId(b)]);
    const rule = await createRule(a);

    // 나랑도 한 판: A challenges 서연, she accepts (A's game, scheduled with her).
    expect(
      (await callAs(a, 'POST', '/api/play-with-me-too/request', { targetUserId: idB, ruleId: rule.id }))
        .status,
    ).toBe(201);
    expect((await callAs(b, 'POST', '/api/play-with-me-too/accept', { requesterId: idA })).status).toBe(200);
    // Friends, then A invites her to a friend game.
    expect((await callAs(a, 'POST', `/api/friends/request/${idB}`)).status).toBe(200);
    expect((await callAs(b, 'POST', `/api/friends/accept/${idA}`)).status).toBe(200);
    const invite = await callAs(a, 'POST', '/api/games/create-friend-game', {
      referencedRuleId: rule.id,
      friendId: idB,
      placeRoad: null,
      placeDetail: '',
      matchDate: null,
    });
    expect(invite.status).toBeLessThan(300);

    await a.goto('/game');
    const cards = a.getByRole('article').filter({ hasText: nameB });
    await expect(cards).toHaveCount(2);

    // A blocks 서연 from her profile.
    await a.goto(`/profile/${idB}`);
    await a.getByRole('button', { name: '차단하기' }).click();
    await a
      .getByRole('alertdialog', { name: `${nameB}님을 차단할까요?` })
      .getByRole('button', { name: '차단하기' })
      .click();
    await expect(a.getByText(`${nameB}님을 차단했어요.`)).toBeVisible();

    await a.goto('/game');
    const cancelled = a.getByRole('article').filter({ hasText: `${nameB}님을 차단해서 경기가 취소됐어요.` });
    await expect(cancelled).toHaveCount(2);
    for (const card of await cancelled.all()) await expect(card).toContainText('취소됨');
    await expect(a.getByText(/초대를 거절했어요/)).toHaveCount(0);
    await expect(a.getByText('매칭 중')).toHaveCount(0);
    await a.screenshot({ path: test.info().outputPath('game-cards-after-block.png'), fullPage: true });

    // Unblocking restores nothing, and the cards still say why.
    expect((await callAs(a, 'DELETE', `/api/block/${idB}`)).status).toBeLessThan(300);
    await a.reload();
    await expect(
      a.getByRole('article').filter({ hasText: `${nameB}님을 차단해서 경기가 취소됐어요.` }),
    ).toHaveCount(2);
    await expect(a.getByText(/초대를 거절했어요/)).toHaveCount(0);

    // The notification said which.
    const { body: notes } = await apiAs<Array<{ title: string; message: string }>>(
      a,
      '/api/notifications?size=50',
    );
    expect(
      notes.filter((note) => note.message === `${nameB}님을 차단해서 함께하기로 한 경기가 취소됐어요.`),
    ).toHaveLength(2);
  } finally {
    await phoneB.close();
  }
});

test('the owner of a game an admin hid sees that it is hidden and why, with no invite code or 공유', async ({
  page: owner,
  browser,
}) => {
  test.slow();
  const reporterPhone = await browser.newContext(TOUCH_PHONE);
  const adminPhone = await browser.newContext(TOUCH_PHONE);
  try {
    const reporter = await reporterPhone.newPage();
    const admin = await adminPhone.newPage();
    const id = tag();
    await Promise.all([
      signUpPlayer(owner, `방장${id}`),
      signUpPlayer(reporter, `신고${id}`),
      signInAsDemoAdmin(admin),
    ]);
    const rule = await createRule(owner);
    const created = await callAs<number>(owner, 'POST', '/api/games/create', {
      referencedRuleId: rule.id,
      placeRoad: null,
      placeDetail: '',
      matchDate: null,
    });
    expect(created.status).toBeLessThan(300);
    const gameId = created.body;

    await owner.goto('/game');
    // The owner's only game (a new player).
    const card = owner.getByRole('article');
    await expect(card.getByText('초대 번호', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '공유, 초대 링크' })).toBeVisible();

    expect(
      (
        await callAs(reporter, 'POST', '/api/reports', {
          targetType: 'GAME',
          targetId: gameId,
          reason: '외부 거래 유도',
        })
      ).status,
    ).toBe(201);
    const { body: queue } = await apiAs<Array<{ id: number; targetType: string; targetId: number }>>(
      admin,
      '/api/admin/reports?size=100',
    );
    const report = queue.find((item) => item.targetType === 'GAME' && item.targetId === gameId)!;
    const resolved = await callAs(admin, 'POST', `/api/admin/reports/${report.id}/resolve`, {
      note: '외부 거래를 유도하는 경기라서 숨겼어요.',
      hideTarget: true,
    });
    expect(resolved.status).toBeLessThan(300);

    await owner.reload();
    await expect(card).toContainText('관리자가 숨긴 경기예요.');
    await expect(card).toContainText('사유: 외부 거래를 유도하는 경기라서 숨겼어요.');
    await expect(card.getByText('초대 번호', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: '공유, 초대 링크' })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: test.info().outputPath('game-card-hidden.png') });
  } finally {
    await reporterPhone.close();
    await adminPhone.close();
  }
});
