import { expect, test, type Page } from '@playwright/test';
import { PHOTO, signUpPlayer, tag, TOUCH_PHONE } from './support/journeys';
import { createRule } from './support/rules.ts';

// Issue 11's two-phone journey: A makes a game from a rule at a searched place, B finds it by
// region and applies, A approves B from the applicants panel, changes the place, takes the start
// photo and starts on the play screen; B is pulled in by the 'game started' popup, and /game shows the
// game in progress with a way to join.

/** A modal by its title, whether it is a dialog or an alert dialog (a confirmation). */
const modal = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

async function pickPlace(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  query: string,
  name: RegExp,
) {
  await scope.getByRole('combobox', { name: '장소 검색' }).fill(query);
  await scope.getByRole('option', { name }).click();
}

/** A's own rule picked on /rules (found by its nonce words), then a game with it at 강남. */
async function createGameAtGangnam(a: Page, rule: { id: number; ruleTitle: string; word: string }) {
  await a.goto('/create-game');
  await a.getByRole('button', { name: '규칙 고르기' }).click();
  await expect(a).toHaveURL(/\/rules\?fromGameCreate=true$/);
  await a.getByRole('searchbox', { name: '규칙 검색' }).fill(rule.word);
  await a.getByRole('button', { name: rule.ruleTitle }).click();
  await expect(a).toHaveURL(new RegExp(`/create-game\\?ruleId=${rule.id}$`));
  await a.getByRole('button', { name: /건너뛰기/ }).click();
  // The search's own place, not one an earlier game of this server left ('강남구민체육관 2층 탁구장').
  await pickPlace(a, a, '강남 탁구', /^강남구민체육관 대략적인 위치/);
  await a.getByRole('button', { name: '다음', exact: true }).click();
  await a.getByRole('switch', { name: '시간 미정' }).click();
  await a.getByRole('button', { name: '경기 만들기' }).click();
  await expect(a.getByRole('heading', { level: 1, name: '경기가 만들어졌어요' })).toBeVisible();
}

test('A makes a game, B finds it by region and applies, A approves, sets the place, starts with a photo; B sees it in progress', async ({
  page: a,
  browser,
}) => {
  test.setTimeout(180_000); // two sign-ups through every onboarding step, then the journey on two phones
  const phoneB = await browser.newContext(TOUCH_PHONE);
  try {
    const b = await phoneB.newPage();
    const id = tag();
    const nameA = `방장${id}`;
    const nameB = `도전${id}`;
    await Promise.all([signUpPlayer(a, nameA), signUpPlayer(b, nameB)]);

    const rule = await createRule(a);
    await createGameAtGangnam(a, rule);

    // B looks in 서울 강남구 and applies to A's game.
    await b.goto('/game-list');
    await b.getByRole('button', { name: /지역 바꾸기/ }).click();
    const regions = b.getByRole('dialog', { name: '지역 선택' });
    await regions.getByLabel('시/도').selectOption('서울');
    await regions.getByLabel('시/군/구').selectOption('강남구');
    await regions.getByRole('button', { name: '적용하기' }).click();
    const listed = b.getByRole('article').filter({ hasText: nameA });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('강남구민체육관');
    await listed.getByRole('button', { name: `${rule.ruleTitle} 경기 선택` }).click();
    await b.getByRole('toolbar', { name: '선택한 경기' }).getByRole('button', { name: '신청하기' }).click();
    await expect(b.getByText('신청했어요')).toBeVisible();

    // A approves B from the applicants panel (the list polls every 3 s).
    await a.goto('/game');
    const mine = a.getByRole('article').filter({ hasText: rule.ruleTitle }).first();
    await expect(mine.getByRole('button', { name: '도전자 1명 보기' })).toBeVisible({ timeout: 10_000 });
    await mine.getByRole('button', { name: '도전자 1명 보기' }).click();
    const panel = a.getByRole('dialog', { name: '도전자 목록' });
    await panel.getByRole('button', { name: `승인, ${nameB}님` }).click();
    await expect(panel.getByRole('button', { name: `승인 취소, ${nameB}님` })).toBeVisible();
    await a.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // A starts: changes the place, confirms the time window, takes the photo.
    await mine.getByRole('button', { name: '경기 시작' }).click();
    const confirmPlace = modal(a, '경기 장소 확인');
    await confirmPlace.getByRole('button', { name: '장소 변경' }).click();
    const setup = modal(a, '경기 장소 정하기');
    await pickPlace(a, setup, '한밭', /한밭체육관/);
    await setup.getByRole('button', { name: '이 장소로 진행' }).click();
    await a.getByRole('button', { name: '바로 시작하기' }).click();
    const photo = modal(a, '경기 시작 인증샷');
    const chooser = a.waitForEvent('filechooser');
    await photo.getByText('사진 찍기').click();
    await (await chooser).setFiles(PHOTO);
    await expect(photo.getByRole('img', { name: '찍은 인증샷 미리보기' })).toBeVisible();
    await photo.getByRole('button', { name: '경기 시작' }).click();
    // The start ends on the play screen (issue 18).
    await expect(a).toHaveURL(/\/games\/\d+\/play$/);

    // B is pulled in by the 'game started' popup (its 5-s countdown), and back on /game the card
    // keeps the way in; a game B has seen is not offered again.
    await b.goto('/game');
    await expect(modal(b, '경기가 시작됐어요')).toBeVisible({ timeout: 15_000 });
    await expect(b).toHaveURL(/\/games\/\d+\/play$/, { timeout: 15_000 });
    await b.goto('/game');
    const sent = b.getByRole('article').filter({ hasText: nameA });
    await expect(sent).toContainText('진행 중', { timeout: 10_000 });
    await expect(sent).toContainText('한밭체육관');
    await expect(sent.getByRole('button', { name: '참여하기' })).toBeVisible();
  } finally {
    await phoneB.close();
  }
});
