import { expect, test, type Locator } from '@playwright/test';
import { apiAs, signInAsDemo } from './support/journeys';

// Issue 16 §24 at 390×844: the small text actions under a comment and the game list's action bar
// are at least 44×44 px, the two speech-bubble icons there say what they are, and the tabs' own
// screens have no back arrow (a tab is not a step in a history). Only reads: nothing is left behind.

const MIN_TOUCH = 44;

async function expectTouchTarget(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, 'a laid-out control').not.toBeNull();
  expect(box!.width, `${await control.textContent()} width`).toBeGreaterThanOrEqual(MIN_TOUCH);
  expect(box!.height, `${await control.textContent()} height`).toBeGreaterThanOrEqual(MIN_TOUCH);
}

test('tab roots have no back arrow; other screens keep theirs', async ({ page }) => {
  await signInAsDemo(page, '서연');
  const tabs = page.getByRole('navigation', { name: '주요 메뉴' });
  for (const tab of ['피드', '게임', '프로필']) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '뒤로 가기' })).toHaveCount(0);
  }
  await page.goto('/rules');
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
});

test('the game list action bar labels its icons and every control there is a 44 px target', async ({
  page,
}) => {
  await signInAsDemo(page, '서연');
  await page.goto('/game-list');
  // Someone else's game (no '내 경기' tag): the bar then has 메시지 too.
  const card = page.getByRole('article').filter({ hasNotText: '내 경기' }).first();
  await card.getByRole('button', { name: /경기 선택$/ }).click();
  const bar = page.getByRole('toolbar', { name: '선택한 경기' });
  const message = bar.getByRole('link', { name: /^메시지/ });
  const comments = bar.getByRole('button', { name: '댓글', exact: true });
  const more = bar.getByRole('button', { name: '더 보기', exact: true });
  // Visible words, not only accessible names: the two speech bubbles look alike.
  await expect(message).toHaveText('메시지');
  await expect(comments).toHaveText('댓글');
  for (const control of [message, comments, more]) await expectTouchTarget(control);
});

test('comment 답글 달기, 수정, 삭제 and 신고 are 44 px targets', async ({ page }) => {
  await signInAsDemo(page, '서연');
  // The demo thread where 서연 wrote (수정, 삭제) and others answered (신고): 하은's open game.
  const { body: games } = await apiAs<{ id: number; ownerNickname: string; placeDetail: string }[]>(
    page,
    '/api/games/list?size=100',
  );
  const game = games.find((item) => item.ownerNickname === '하은' && item.placeDetail === '협의 가능');
  expect(game).toBeTruthy();
  await page.goto(`/games/${game!.id}/comments`);
  const mine = page.getByRole('article', { name: '서연님의 댓글' }).first();
  const theirs = page.getByRole('article', { name: /님의 답글$/ }).first();
  await expect(mine).toBeVisible();
  for (const name of ['답글 달기', '수정', '삭제'])
    await expectTouchTarget(mine.getByRole('button', { name, exact: true }).first());
  await expectTouchTarget(theirs.getByRole('button', { name: '신고', exact: true }).first());
});

test('the chat header shows the whole avatar of the partner (§25c: it was clipped)', async ({ page }) => {
  await signInAsDemo(page, '서연');
  const { body: found } = await apiAs<{ id: number; nickname: string }[]>(
    page,
    `/api/user-profile/search?keyword=${encodeURIComponent('민준')}`,
  );
  await page.goto(`/chat/${found.find((user) => user.nickname === '민준')!.id}`);
  const avatar = page.getByRole('link', { name: '민준 프로필 보기' }).locator('img, span').first();
  await expect(avatar).toBeVisible();
  const box = (await avatar.boundingBox())!;
  // Each edge of the avatar is the avatar on screen, not cut away by the header's title box.
  const edges = [
    [box.x + 1, box.y + box.height / 2],
    [box.x + box.width - 1, box.y + box.height / 2],
    [box.x + box.width / 2, box.y + 1],
    [box.x + box.width / 2, box.y + box.height - 1],
  ];
  for (const [x, y] of edges) {
    const hit = await avatar.evaluate(
      (element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)),
      [x, y],
    );
    expect(hit, `avatar visible at ${x},${y}`).toBe(true);
  }
  const title = page.getByRole('heading', { level: 1 });
  expect(await title.evaluate((element) => getComputedStyle(element).overflow)).not.toBe('hidden');
});
