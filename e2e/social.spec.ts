import { expect, test, type Page } from '@playwright/test';
import { signUpPlayer, tag, TOUCH_PHONE } from './support/journeys';

// Issue 10's journey: two new players on two phones find each other, become friends through the
// bell, chat live, and a block hides them from each other's search.

async function openMyProfile(page: Page) {
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '프로필' }).click();
  await expect(page).toHaveURL(/\/profile\/0$/);
}

/** My profile's 친구 찾기 (the user-search modal), searching `keyword`; returns the dialog. */
async function searchPlayers(page: Page, keyword: string) {
  await openMyProfile(page);
  await page.getByRole('button', { name: '친구 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '친구 찾기' });
  await dialog.getByRole('searchbox', { name: '사용자 검색' }).fill(keyword);
  return dialog;
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^알림/ });

test('A finds B and asks, B accepts from the bell, they chat live, and after A blocks B, B cannot find A', async ({
  page: a,
  browser,
}) => {
  test.slow(); // two sign-ups through every onboarding step, then the journey on two phones
  const phoneB = await browser.newContext(TOUCH_PHONE);
  try {
    const b = await phoneB.newPage();
    const id = tag();
    const nameA = `가람${id}`;
    const nameB = `나래${id}`;
    await Promise.all([signUpPlayer(a, nameA), signUpPlayer(b, nameB)]);

    // A finds B through the profile's user search and sends a friend request from B's profile.
    const search = await searchPlayers(a, nameB);
    await search
      .getByRole('list', { name: '검색 결과' })
      .getByRole('link', { name: new RegExp(nameB) })
      .click();
    await expect(a).toHaveURL(/\/profile\/[1-9]\d*$/);
    await expect(a.getByRole('heading', { level: 1, name: nameB })).toBeVisible();
    await a.getByRole('button', { name: '친구 요청', exact: true }).click();
    await expect(a.getByRole('button', { name: '요청 취소' })).toBeVisible();

    // B, on home all along, sees the badge come live and accepts in the bell's panel.
    await expect(bellOf(b)).toHaveAccessibleName(/^알림, 새 소식/);
    await bellOf(b).click();
    const sheet = b.getByTestId('notification-sheet');
    const requests = sheet.getByRole('list', { name: '받은 친구 요청' });
    await requests.getByRole('button', { name: `수락, ${nameA}님의 친구 요청` }).click();
    await expect(requests.getByRole('status')).toHaveText('친구가 되었어요');
    // The row leaves after its 2 s (spec §9); the notification of the request stays listed.
    await expect(requests).toBeHidden();
    await expect(sheet.getByRole('list', { name: '알림 목록' })).toContainText(nameA);
    await b.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // A's friend button follows live: the acceptance arrives on A's notification queue.
    await expect(a.getByRole('button', { name: '친구', exact: true })).toBeVisible();

    // A opens the DM from B's profile; B opens it from A's profile (B's friends list).
    await a.getByRole('link', { name: `메시지, ${nameB}님에게 보내기` }).click();
    await expect(a).toHaveURL(/\/chat\/[1-9]\d*$/);
    await expect(a.getByRole('link', { name: `${nameB} 프로필 보기` })).toBeVisible();
    await expect(a.getByText('아직 메시지가 없어요')).toBeVisible();

    await openMyProfile(b);
    await b.getByRole('button', { name: '친구 1' }).click();
    await b
      .getByRole('dialog', { name: '친구' })
      .getByRole('list', { name: '친구 목록' })
      .getByRole('link', { name: new RegExp(nameA) })
      .click();
    await expect(b.getByRole('heading', { level: 1, name: nameA })).toBeVisible();
    await b.getByRole('link', { name: `메시지, ${nameA}님에게 보내기` }).click();
    await expect(b.getByRole('link', { name: `${nameA} 프로필 보기` })).toBeVisible();
    await expect(b.getByText('아직 메시지가 없어요')).toBeVisible();

    // Each sees the other's message arrive without a reload.
    const hello = `안녕하세요! 이번 주말에 탁구 한판 어때요? ${id}`;
    const reply = `좋아요, 토요일 오후 두 시 괜찮아요? ${id}`;
    await send(a, hello);
    await expect(b.getByRole('list', { name: '메시지' })).toContainText(hello);
    await send(b, reply);
    await expect(a.getByRole('list', { name: '메시지' })).toContainText(reply);
    await expect(a.getByRole('list', { name: '메시지' })).toContainText(hello);

    // Before the block B finds A by search…
    await b.goto('/');
    const before = await searchPlayers(b, nameA);
    await expect(before.getByRole('list', { name: '검색 결과' })).toContainText(nameA);
    await b.keyboard.press('Escape');
    await expect(before).toBeHidden();

    // …then A blocks B from B's profile (the chat's header), confirms, and lands on their own.
    await a.getByRole('link', { name: `${nameB} 프로필 보기` }).click();
    await expect(a.getByRole('heading', { level: 1, name: nameB })).toBeVisible();
    await a.getByRole('button', { name: '차단하기' }).click();
    const confirm = a.getByRole('alertdialog', { name: `${nameB}님을 차단할까요?` });
    await confirm.getByRole('button', { name: '차단하기' }).click();
    await expect(a).toHaveURL(/\/profile\/0$/);
    await expect(a.getByText(`${nameB}님을 차단했어요.`)).toBeVisible();

    // B searches again: A is gone.
    const after = await searchPlayers(b, nameA);
    await expect(after.getByText('찾는 사람이 없어요')).toBeVisible();
    await expect(after.getByRole('list', { name: '검색 결과' })).toHaveCount(0);
  } finally {
    await phoneB.close();
  }
});

/** Types a line and taps 보내기 (on a phone Enter is a new line); it shows as sent in my list. */
async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: '메시지 입력' }).fill(text);
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(page.getByRole('textbox', { name: '메시지 입력' })).toHaveValue('');
  await expect(page.getByRole('list', { name: '메시지' })).toContainText(text);
}
