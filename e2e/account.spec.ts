import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  apiAs,
  fillIdentitySteps,
  finishOnboarding,
  signInWithKakao,
  uniqueUsername,
} from './support/journeys.ts';

async function onboardedPlayer(page: Page, loginHint?: string) {
  await signInWithKakao(page, loginHint);
  await acceptTerms(page);
  await fillIdentitySteps(page, { username: uniqueUsername(), nickname: '설정맨' });
  await finishOnboarding(page);
}

test('a player edits the profile in /set-profile and the change is saved', async ({ page }) => {
  await onboardedPlayer(page);
  await page.goto('/set-profile');
  const nickname = page.getByRole('textbox', { name: '닉네임' });
  await expect(nickname).toHaveValue('설정맨');
  await expect(page.getByRole('button', { name: '저장하기' })).toHaveCount(0);
  await nickname.fill('바뀐이름');
  await page.getByRole('textbox', { name: '나이' }).fill('31');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/profile\/0$/);
  const me = await apiAs<{ nickname: string; age: number }>(page, '/api/user-profile/my/profile');
  expect(me.body).toMatchObject({ nickname: '바뀐이름', age: 31 });
});

test('logout ends the session on the server and returns to /init', async ({ page }) => {
  await onboardedPlayer(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page.goto('/settings');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page
    .getByRole('alertdialog', { name: '로그아웃할까요?' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await expect(page).toHaveURL(/\/init/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  const status = await page.evaluate(
    async (old) =>
      (await fetch('/api/auth/current-user-id', { headers: { authorization: `Bearer ${old}` } })).status,
    token,
  );
  expect(status).toBe(401);
});

test('after deleting the account, signing in again with the same Kakao account starts a fresh one', async ({
  page,
}) => {
  const hint = `delete-me-${Date.now()}`;
  await onboardedPlayer(page, hint);
  const before = (await apiAs<number>(page, '/api/auth/current-user-id')).body;

  await page.goto('/settings');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });
  await dialog.getByRole('checkbox', { name: '안내를 확인했으며 탈퇴에 동의해요' }).click();
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/init/);

  await signInWithKakao(page, hint);
  await expect(page).toHaveURL(/\/onboarding$/);
  const after = (await apiAs<number>(page, '/api/auth/current-user-id')).body;
  expect(after).not.toBe(before);
  const old = await apiAs<{ nickname: string; isDeleted: boolean }>(page, `/api/user-profile/${before}`);
  expect(old.body).toMatchObject({ nickname: '탈퇴한 사용자', isDeleted: true });
});
