import { expect, test } from '@playwright/test';
import { signUpPlayer, tag } from './support/journeys.ts';

test('a new player meets the 4 onboarding slides and the feed hint on / once', async ({ page }) => {
  await signUpPlayer(page, `처음${tag()}`, undefined, { showFeedOnboarding: true });
  await expect(page).toHaveURL(/\/$/);

  const slides = page.getByRole('dialog', { name: '한판 소개' });
  await expect(slides).toBeVisible();
  const next = slides.getByRole('button', { name: '다음', exact: true });
  await expect(next).toBeFocused();
  // Touch targets of at least 44 px (spec §9).
  for (const button of [next, slides.getByRole('button', { name: '건너뛰기' })])
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  for (const title of ['나만의 규칙을 만들어요', '가까운 경기를 찾아요', '두 폰으로 함께 점수를 매겨요']) {
    await expect(slides.getByRole('heading', { name: title })).toBeVisible();
    await next.click();
  }
  await expect(slides.getByRole('heading', { name: '결과는 피드와 랭킹에' })).toBeVisible();
  await slides.getByRole('button', { name: '시작하기' }).click();
  await expect(slides).toHaveCount(0);

  // Then the first-time hint over the feed; a tap anywhere closes it.
  const hint = page.getByRole('dialog', { name: '피드는 이렇게 봐요' });
  await expect(hint).toContainText('다른 경기로 넘어가요');
  await hint.getByText('좋아요를 눌러요').click();
  await expect(hint).toHaveCount(0);

  // Remembered on the device: neither comes back.
  await page.reload();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
