import { expect, test } from '@playwright/test';
import { declineLiveGamePopup, skipFeedOnboarding } from './support/journeys.ts';

test('a visitor opening / is sent to /init and enters with a demo account', async ({ page }) => {
  await skipFeedOnboarding(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/init$/);
  await expect(page.getByRole('button', { name: '카카오로 시작하기' })).toBeVisible();
  await page.getByRole('button', { name: '서연 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  // 서연's demo match is under way: its 'game started' popup would take her to the play screen
  // 5 s after the page opened (on a slow machine, before the next look). Declined as a player would.
  await declineLiveGamePopup(page);
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  await expect(page.getByRole('link', { name: '피드' })).toHaveAttribute('aria-current', 'page');
  // Signed in, /init sends you home instead of showing the login screen again.
  await page.goto('/init');
  await expect(page).toHaveURL(/\/$/);
});

test('the login screen shows the terms and the privacy policy with their dates', async ({ page }) => {
  await page.goto('/init');
  await page.getByRole('button', { name: '이용약관' }).first().click();
  const terms = page.getByRole('dialog', { name: '이용약관' });
  await expect(terms).toContainText('2025년 7월 21일');
  await terms.getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '개인정보처리방침' }).first().click();
  const privacy = page.getByRole('dialog', { name: '개인정보처리방침' });
  await expect(privacy).toContainText('2025년 7월 25일');
  await expect(privacy).toContainText('이메일');
});

test('an unknown path shows the not-found page whose buttons work', async ({ page }) => {
  await skipFeedOnboarding(page);
  await page.goto('/init');
  await page.getByRole('button', { name: '도윤 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/nowhere');
  await page.getByRole('button', { name: '이전 화면으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({
    error: { code: 'route_not_found', message: '존재하지 않는 API예요.' },
    message: '존재하지 않는 API예요.',
  });
});
