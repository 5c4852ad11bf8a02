import { expect, test } from '@playwright/test';
import {
  acceptTerms,
  apiAs,
  fillIdentitySteps,
  finishOnboarding,
  next,
  signInWithKakao,
  uniqueUsername,
} from './support/journeys.ts';

test('a new player signs in with Kakao, completes every onboarding step and lands home', async ({ page }) => {
  await signInWithKakao(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  // The token never stays in the address bar.
  expect(page.url()).not.toContain('token=');
  await acceptTerms(page);
  const username = uniqueUsername();
  await fillIdentitySteps(page, { username, nickname: '새선수' });
  await finishOnboarding(page);
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();

  const me = await apiAs<{
    username: string;
    nickname: string;
    region: string;
    onboardingStep: number;
    profilePicture: string | null;
  }>(page, '/api/user-profile/my/profile');
  expect(me.body).toMatchObject({ username, nickname: '새선수', region: '서울 마포구', onboardingStep: 9 });
  // Absolute from PUBLIC_URL (here the server's own address), as the native wrappers need it.
  const picture = new URL(me.body.profilePicture ?? '');
  expect(picture.origin).toBe(new URL(page.url()).origin);
  expect(picture.pathname).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
});

test('reloading in the middle of onboarding resumes at the first unfinished step', async ({ page }) => {
  await signInWithKakao(page);
  await acceptTerms(page);
  await fillIdentitySteps(page, { username: uniqueUsername(), nickname: '이어하기' });
  await expect(page.getByRole('heading', { name: '주로 어디에서 활동하세요?' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '주로 어디에서 활동하세요?' })).toBeVisible();
  await finishOnboarding(page);
});

test('the username step tells a taken username apart from a free one', async ({ page }) => {
  await signInWithKakao(page);
  await acceptTerms(page);
  await page.getByRole('textbox', { name: '아이디' }).fill('seoyeon');
  await expect(page.getByText('이미 사용 중인 아이디예요.')).toBeVisible();
  await page.getByRole('textbox', { name: '아이디' }).fill('Bad-Name');
  // The format is judged from the first 다음 on (one validation pattern, issue 8).
  await expect(page.getByText('영문 소문자와 숫자 1~12자로 입력해 주세요.')).toHaveCount(0);
  await next(page);
  await expect(page.getByText('영문 소문자와 숫자 1~12자로 입력해 주세요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '아이디' })).toBeFocused();
});
