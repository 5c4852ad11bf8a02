import { expect, test } from '@playwright/test';
import {
  acceptTerms,
  apiAs,
  chooseRegion,
  next,
  PHOTO,
  signInAsDemo,
  signInAsDemoAdmin,
  uniqueUsername,
} from './support/journeys';

test('group login with a wrong password shows the Korean error and stays on the page', async ({ page }) => {
  await page.goto('/group/login');
  await page.getByLabel('아이디', { exact: true }).fill('no-such-club');
  await page.getByLabel('비밀번호', { exact: true }).fill('wrongpassword');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('로그인 실패: 아이디 또는 비밀번호를 확인해 주세요.');
  await expect(page).toHaveURL(/\/group\/login$/);
});

test('group login refuses a short password before calling the server', async ({ page }) => {
  await page.goto('/group/login');
  await page.getByLabel('아이디', { exact: true }).fill('club');
  await page.getByLabel('비밀번호', { exact: true }).fill('short');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('비밀번호를 8자 이상 입력해 주세요.')).toBeVisible();
});

test('an admin creates a group account and that account signs in', async ({ page, browser }) => {
  test.slow(); // two sign-ins on two phones
  const id = `club-${Date.now().toString(36)}`;
  await signInAsDemoAdmin(page);
  await page.goto('/group/register');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill('club-pass-1');
  await page.getByRole('button', { name: '계정 만들기' }).click();
  const done = page.getByRole('alertdialog', { name: '계정이 등록되었어요' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: '확인' }).click();

  // The same id again is refused with the spec's message.
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill('club-pass-1');
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByText('이미 사용 중인 아이디예요.')).toBeVisible();

  // A fresh phone: the new account signs in and, being new, is sent to first-time setup.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const club = await phone.newPage();
  await club.goto('/group/login');
  await club.getByLabel('아이디', { exact: true }).fill(id);
  await club.getByLabel('비밀번호', { exact: true }).fill('club-pass-1');
  await club.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(club).toHaveURL(/\/onboarding$/);
  expect(await club.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await phone.close();
});

test('a player who is not an admin cannot open group registration', async ({ page }) => {
  await signInAsDemo(page, '하은');
  await page.goto('/group/register');
  await expect(page.getByRole('heading', { name: '관리자만 이용할 수 있어요' })).toBeVisible();
});

test('a group account skips age and gender in onboarding and uploads its logo', async ({ page, browser }) => {
  test.slow(); // two sign-ins on two phones
  const id = `team-${Date.now().toString(36)}`;
  await signInAsDemoAdmin(page);
  await page.goto('/group/register');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill('team-pass-1');
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByRole('alertdialog', { name: '계정이 등록되었어요' })).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const club = await phone.newPage();
  await club.goto('/group/login');
  await club.getByLabel('아이디', { exact: true }).fill(id);
  await club.getByLabel('비밀번호', { exact: true }).fill('team-pass-1');
  await club.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(club).toHaveURL(/\/onboarding$/);

  await acceptTerms(club);
  await club.getByRole('textbox', { name: '아이디' }).fill(uniqueUsername());
  await expect(club.getByText('사용 가능한 아이디예요.')).toBeVisible();
  await next(club);
  await club.getByRole('textbox', { name: '닉네임' }).fill('한판클럽');
  await next(club);
  // Straight to the region: an organisation has no age or gender.
  await expect(club.getByRole('heading', { name: '주로 어디에서 활동하세요?' })).toBeVisible();
  await expect(club.getByRole('textbox', { name: '나이' })).toHaveCount(0);
  await chooseRegion(club, '대전', '유성구');
  await next(club);
  await club.getByRole('textbox', { name: '한 줄 소개' }).fill('대전 탁구 동호회예요');
  await next(club);
  await club.getByRole('button', { name: '건너뛰기' }).click();
  await expect(club.getByRole('heading', { name: '단체 로고를 올려 주세요' })).toBeVisible();
  await club.getByLabel('로고 선택').setInputFiles(PHOTO);
  await next(club);
  await club.getByRole('button', { name: '홈으로' }).click();
  await expect(club).toHaveURL(/\/$/);
  const me = await apiAs<{ age: number | null; gender: string | null; onboardingStep: number }>(
    club,
    '/api/user-profile/my/profile',
  );
  expect(me.body).toMatchObject({ age: null, gender: null, onboardingStep: 9 });
  await phone.close();
});
