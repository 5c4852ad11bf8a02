import { expect, test } from '@playwright/test';
import { PHONE, postAs, signInAsDemo, signUpPlayer, tag } from './support/journeys';
import { createRule } from './support/rules.ts';

// Issue 11 item 3 and 7 on a phone: a new player finds an open game by region, applies and
// withdraws, finds it again by its 4-digit code and through an invite link. The game is this
// journey's own: the demo player 하은 makes it in 세종 with a rule made for it.

/** contract-notes "Invite code": ((gameId + 538) × 7) mod 10000, four digits. */
const inviteCode = (gameId: number) => String(((gameId + 538) * 7) % 10_000).padStart(4, '0');

test('find a game by region, apply and withdraw, then by its invite code and an invite link', async ({
  page,
  browser,
}) => {
  test.slow(); // a sign-up through every onboarding step, then the journey
  const ownerPhone = await browser.newContext(PHONE);
  const owner = await ownerPhone.newPage();
  await Promise.all([signUpPlayer(page, `찾기${tag()}`), signInAsDemo(owner, '하은')]);
  const rule = await createRule(owner);
  const created = await postAs<number>(owner, '/api/games/create', {
    referencedRuleId: rule.id,
    placeRoad: '세종특별자치시 한누리대로 2130',
    placeDetail: '세종호수공원 수상무대 옆',
    matchDate: null,
  });
  expect(created.status).toBeLessThan(300);
  const game = { id: created.body };
  await ownerPhone.close();

  await page.goto('/game-list');
  await page.getByRole('button', { name: /지역 바꾸기/ }).click();
  const sheet = page.getByRole('dialog', { name: '지역 선택' });
  await expect(sheet.getByLabel('시/군/구')).toBeDisabled();
  await sheet.getByLabel('시/도').selectOption('세종');
  await expect(sheet.getByRole('button', { name: '적용하기' })).toBeDisabled();
  await sheet.getByLabel('시/군/구').selectOption('세종시');
  await sheet.getByRole('button', { name: '적용하기' }).click();

  const title = rule.ruleTitle;
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('세종');

  await card.getByRole('button', { name: `${title} 경기 선택` }).click();
  const bar = page.getByRole('toolbar', { name: '선택한 경기' });
  await bar.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('신청했어요')).toBeVisible();
  await bar.getByRole('button', { name: '신청 취소' }).click();
  await expect(page.getByText('신청을 취소했어요')).toBeVisible();
  await expect(bar.getByRole('button', { name: '신청하기' })).toBeVisible();

  // The 4-digit code: wrong first, then the game's own.
  await page.getByRole('button', { name: '초대 번호로 찾기' }).click();
  const codeDialog = page.getByRole('dialog', { name: '초대 번호로 찾기' });
  const field = codeDialog.getByRole('textbox', { name: '초대 번호' });
  await field.fill('12');
  await expect(codeDialog.getByRole('button', { name: '확인' })).toBeDisabled();
  await field.fill(inviteCode(game.id));
  await codeDialog.getByRole('button', { name: '확인' }).click();
  const summary = page.getByRole('dialog', { name: '초대받은 경기' });
  await expect(summary.getByText(title)).toBeVisible();
  await expect(summary.getByRole('button', { name: '신청하기' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  // An invite link: the fallback page opens the game list with that game's summary.
  const invite = await page.evaluate(async (gameId) => {
    const res = await fetch(`/api/invite?gameId=${gameId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await res.json()) as { url: string };
  }, game.id);
  const encoded = new URL(invite.url).pathname.slice('/invite/'.length);
  await page.goto(`/invite-fall-back/${encoded}`);
  await expect(page).toHaveURL(new RegExp(`/game-list\\?gameId=${game.id}$`));
  await expect(page.getByRole('dialog', { name: '초대받은 경기' }).getByText(title)).toBeVisible();

  // Signed out, the invite page itself still opens (no sign-in first) and offers the web.
  const visitor = await browser.newContext();
  try {
    const outside = await visitor.newPage();
    await outside.goto(`/invite/${encoded}`);
    await expect(outside.getByRole('heading', { name: '한판 경기에 초대받았어요' })).toBeVisible();
    await expect(outside.getByRole('button', { name: '앱 설치하기' })).toBeVisible();
    await expect(outside.getByRole('link', { name: '웹에서 계속하기' })).toHaveAttribute(
      'href',
      `/invite-fall-back/${encoded}`,
    );
  } finally {
    await visitor.close();
  }
});
