import { expect, test, type Page } from '@playwright/test';
import { apiAs, PHONE, signInAsDemo } from './support/journeys.ts';
import { createRule } from './support/rules.ts';

/*
 * Game creation (issue 11 items 1–2): a demo player makes a random game from a rule picked on
 * /rules, at a place found by the offline places search and a time; then a friend game with the
 * friend picker, place and time undecided, which the friend is told about and which no list shows.
 * The demo players 서연, 민준 and 하은 are friends (demo-friends.ts); each journey makes its own rule.
 */

async function onStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const progress = (page: Page) => page.getByRole('progressbar');

test('a player makes a random game from a rule, with a searched place and a time', async ({ page }) => {
  test.slow(); // the whole wizard, then the lists
  await signInAsDemo(page, '서연');
  const rule = await createRule(page);
  await page.goto('/create-game');
  await onStep(page, '경기를 만들어 볼까요?');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await page.getByRole('button', { name: '규칙 고르기' }).click();

  // /rules in game mode: a picked rule comes back to the wizard, which skips to step 3.
  await expect(page).toHaveURL(/\/rules\?fromGameCreate=true$/);
  await expect(page.getByText('경기를 만들 규칙을 골라 주세요')).toBeVisible();
  await page.getByRole('searchbox', { name: '규칙 검색' }).fill(rule.word);
  await page.getByRole('button', { name: rule.ruleTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/create-game\\?ruleId=${rule.id}$`));
  await onStep(page, '누구와 겨룰까요?');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByRole('article', { name: rule.ruleTitle })).toBeVisible();
  await page.getByRole('button', { name: /건너뛰기/ }).click();

  // The place: the offline default finds 강남's sports centre by its 초성 too.
  await onStep(page, '어디서 경기할까요?');
  const search = page.getByRole('combobox', { name: '장소 검색' });
  await search.fill('ㄱㄴ');
  await expect(page.getByRole('option', { name: /^강남구민체육관 대략적인 위치/ })).toBeVisible();
  await search.fill('강남 탁구');
  await page.getByRole('option', { name: /^강남구민체육관 대략적인 위치/ }).click();
  await expect(page.getByRole('article', { name: '고른 장소: 강남구민체육관' })).toContainText(
    '대략적인 위치',
  );
  await page.getByRole('textbox', { name: '상세 장소 (선택)' }).fill('2층 탁구장');
  await page.getByRole('button', { name: '다음', exact: true }).click();

  await onStep(page, '언제 경기할까요?');
  await expect(page.getByText('시간은 경기를 시작할 때 정해도 돼요.')).toBeVisible();
  await page.getByLabel('경기 시간').fill('2099-07-21T15:05');
  const created = page.waitForRequest((request) => request.url().endsWith('/api/games/create'));
  await page.getByRole('button', { name: '경기 만들기' }).click();
  expect((await created).postDataJSON()).toEqual({
    referencedRuleId: rule.id,
    friendId: null,
    placeRoad: '서울 강남구',
    placeDetail: '강남구민체육관 2층 탁구장',
    matchDate: '2099-07-21T15:05',
  });

  await onStep(page, '경기가 만들어졌어요');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '6');
  // The open game is in the region's list.
  const listed = await apiAs<Array<{ placeDetail: string; region: string }>>(
    page,
    `/api/games/list?region=${encodeURIComponent('서울 강남구')}&size=100`,
  );
  expect(listed.body.some((game) => game.placeDetail === '강남구민체육관 2층 탁구장')).toBe(true);
  await page.getByRole('button', { name: '내 경기 보러 가기' }).click();
  await expect(page).toHaveURL(/\/game$/);
});

test('a player invites a friend with the friend picker; the friend is told and no list shows it', async ({
  page,
  browser,
}) => {
  test.slow(); // two phones
  await signInAsDemo(page, '서연');
  const rule = await createRule(page);
  await page.goto(`/create-game?ruleId=${rule.id}`);
  await onStep(page, '누구와 겨룰까요?');
  await page.getByRole('button', { name: /친구와 하기/ }).click();
  const picker = page.getByRole('dialog', { name: '함께할 친구 고르기' });
  await picker.getByRole('button', { name: /하은/ }).click();

  await onStep(page, '어디서 경기할까요?');
  await page.getByRole('switch', { name: '장소 미정' }).click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await onStep(page, '언제 경기할까요?');
  await page.getByRole('switch', { name: '시간 미정' }).click();
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/games/create-friend-game'),
  );
  await page.getByRole('button', { name: '경기 만들기' }).click();
  const response = await created;
  const friendId = (response.request().postDataJSON() as { friendId: number }).friendId;
  expect(response.request().postDataJSON()).toEqual({
    referencedRuleId: rule.id,
    friendId,
    placeRoad: null,
    placeDetail: '협의 가능',
    matchDate: '',
  });
  const gameId = (await response.json()) as number;
  await onStep(page, '경기가 만들어졌어요');
  await expect(page.getByText('하은님에게 초대를 보냈어요.', { exact: false })).toBeVisible();

  const friendPhone = await browser.newContext(PHONE);
  try {
    const friend = await friendPhone.newPage();
    await signInAsDemo(friend, '하은');
    const inbox = await apiAs<Array<{ type: string; message: string; url: string }>>(
      friend,
      '/api/notifications',
    );
    expect(inbox.body).toContainEqual(
      expect.objectContaining({
        type: 'MY_GAME',
        url: `/game?id=${gameId}`,
        message: expect.stringContaining('서연'),
      }),
    );
    const list = await apiAs<Array<{ id: number }>>(friend, '/api/games/list?size=100');
    expect(list.body.map((game) => game.id)).not.toContain(gameId);
  } finally {
    await friendPhone.close();
  }
});
