import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices, expect, type Page } from '@playwright/test';
import { PROFILE_PICTURE_PART } from '@hanpan/core';

export const PHOTO = fileURLToPath(new URL('../../apps/web/public/icons/icon-512.png', import.meta.url));
/** The photo, for a page to send itself (signUpPlayer). */
const PHOTO_BASE64 = readFileSync(PHOTO).toString('base64');

/**
 * The device flags of the feed's 4-slide onboarding and first-time hint
 * (apps/web/src/features/feed/feed-keys.ts): while unset, both cover `/` for a new device.
 */
export const FEED_ONBOARDING_KEYS = ['appOnboardingDone', 'feedHintSeen'] as const;

/** Whether a journey meets the feed's onboarding overlays on `/` (only the journey about them does). */
export interface FeedOnboardingOption {
  showFeedOnboarding?: boolean;
}

/**
 * Every page this tab opens from now on starts as on a device that has seen the feed's onboarding
 * slides and hint, so a journey about something else is not stopped by them on `/`.
 */
export async function skipFeedOnboarding(page: Page) {
  await page.addInitScript((keys) => {
    try {
      for (const key of keys) localStorage.setItem(key, '1');
    } catch {
      // about:blank and opaque origins have no storage; the app's pages do.
    }
  }, FEED_ONBOARDING_KEYS);
}

/**
 * Signs in through the local OpenID provider standing in for Kakao; a hint signs in one person
 * again. The feed's onboarding overlays are marked seen unless the journey asks to meet them.
 */
export async function signInWithKakao(
  page: Page,
  loginHint?: string,
  { showFeedOnboarding = false }: FeedOnboardingOption = {},
) {
  if (!showFeedOnboarding) await skipFeedOnboarding(page);
  if (loginHint) await page.goto(`/oauth2/authorization/kakao?login_hint=${encodeURIComponent(loginHint)}`);
  else {
    await page.goto('/init');
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  }
}

export const uniqueUsername = () =>
  `p${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 12);

export async function apiAs<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  }, path);
}

export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: '전체 동의' }).click();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
}

export async function chooseRegion(page: Page, province: string, district: string) {
  await page.getByRole('button', { name: /^시\/도/ }).click();
  await page.getByRole('button', { name: province, exact: true }).click();
  // Choosing a province opens its districts in the same sheet.
  await page
    .getByRole('dialog', { name: `${province} 시/군/구` })
    .getByRole('button', { name: district, exact: true })
    .click();
}

export const next = (page: Page) => page.getByRole('button', { name: '다음', exact: true }).click();

/**
 * What every new player of a journey answers in onboarding: typed step by step
 * (`fillIdentitySteps`, `finishOnboarding`) or sent by the steps' calls (`signUpPlayer`).
 */
const ONBOARDING_ANSWERS = {
  age: '27',
  gender: { label: '여성', value: 'F' },
  province: '서울',
  district: '마포구',
  bio: '주말마다 탁구 한판 어때요?',
} as const;

/** Steps 1–4 of onboarding: username, nickname, age, gender. */
export async function fillIdentitySteps(
  page: Page,
  { username, nickname }: { username: string; nickname: string },
) {
  await page.getByRole('textbox', { name: '아이디' }).fill(username);
  await expect(page.getByText('사용 가능한 아이디예요.')).toBeVisible();
  await next(page);
  await page.getByRole('textbox', { name: '닉네임' }).fill(nickname);
  await next(page);
  await page.getByRole('textbox', { name: '나이' }).fill(ONBOARDING_ANSWERS.age);
  await next(page);
  await page.getByRole('radio', { name: ONBOARDING_ANSWERS.gender.label }).click();
  await next(page);
}

/** Steps 5–9: region, bio, affiliation (skipped), photo, done. */
export async function finishOnboarding(page: Page) {
  await chooseRegion(page, ONBOARDING_ANSWERS.province, ONBOARDING_ANSWERS.district);
  await next(page);
  await page.getByRole('textbox', { name: '한 줄 소개' }).fill(ONBOARDING_ANSWERS.bio);
  await next(page);
  await page.getByRole('button', { name: '건너뛰기' }).click();
  await page.getByLabel('사진 선택').setInputFiles(PHOTO);
  await next(page);
  await page.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A new Kakao player, onboarded, ending on home. The sign-in is the real one (the local provider
 * standing in for Kakao, the redirect, the token in the tab); the onboarding answers (the same as
 * `fillIdentitySteps` and `finishOnboarding` give) are sent by the calls its steps make, not typed
 * step by step: onboarding.spec.ts walks the steps, and ten screens per player were a tenth of this
 * suite's time (issue 17).
 */
export async function signUpPlayer(
  page: Page,
  nickname: string,
  loginHint?: string,
  options: FeedOnboardingOption = {},
) {
  await signInWithKakao(page, loginHint, options);
  // The onboarding screen: the session's token is in the tab. Waited for as a click would (up to
  // the test's timeout, not an assertion's 7 s): three phones signing up at once on a busy machine
  // can take longer to load the app.
  await page.getByRole('checkbox', { name: '전체 동의' }).waitFor();
  const complete = await postAs(page, '/api/auth/complete', { username: uniqueUsername(), nickname });
  const { age, gender, province, district, bio } = ONBOARDING_ANSWERS;
  const fields = { age, gender: gender.value, region: `${province} ${district}`, bio, affiliation: '' };
  // Multipart with the photo, as the photo step sends it (postAs sends JSON).
  const save = await page.evaluate(
    async ({ fields, photo, part }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const bytes = Uint8Array.from(atob(photo), (char) => char.charCodeAt(0));
      form.append(part, new Blob([bytes], { type: 'image/png' }), 'photo.png');
      const res = await fetch('/api/user-profile/save', {
        method: 'PATCH',
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        body: form,
      });
      return { status: res.status };
    },
    { fields, photo: PHOTO_BASE64, part: PROFILE_PICTURE_PART },
  );
  const failures = [
    ['/api/auth/complete', complete.status],
    ['/api/user-profile/save', save.status],
  ].filter(([, status]) => Number(status) >= 300);
  expect(failures).toEqual([]);
  await page.goto('/');
  // Home: the tab bar, or on a device that has not seen them the feed's onboarding slides, a modal
  // dialog that hides the tab bar from the accessibility tree once it opens. Waited for like the
  // onboarding screen above.
  await (
    options.showFeedOnboarding
      ? page.getByRole('dialog', { name: '한판 소개' })
      : page.getByRole('navigation', { name: '주요 메뉴' })
  ).waitFor();
}

/** A second phone's browser context options (the config's device, for `browser.newContext`). */
export const PHONE = { viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' };

/** A second phone with the config's whole device too (touch, mobile user agent), for journeys that tap. */
export const TOUCH_PHONE = { ...devices['Pixel 7'], ...PHONE };

/** Nicknames are at most 8 characters; a tag keeps this run's players apart from any other. */
export const tag = () => Math.random().toString(36).slice(2, 6);

/**
 * Demo players have matches under way (the demo's IN_PROGRESS games are playable), so the 'game
 * started' popup would take them to the play screen 5 s after any page opens. A journey about other
 * screens declines it first, as a player who said '참여하지 않을래요' would have: the game is marked
 * seen in this tab's session, and the page reloads without the popup. The feed's onboarding slides
 * and hint are marked seen on the device too (reloading if they were not).
 */
export async function declineLiveGamePopup(page: Page) {
  // The feed's onboarding overlays are settled the same way, as a player who has seen them.
  const onboardingWasShown = await page.evaluate((keys) => {
    const unset = keys.filter((key) => localStorage.getItem(key) === null);
    for (const key of unset) localStorage.setItem(key, '1');
    return unset.length > 0;
  }, FEED_ONBOARDING_KEYS);
  const { body } = await apiAs<{ activeGame: { gameId: number } | null; pendingReviewGameIds: number[] }>(
    page,
    '/api/games/active/my',
  );
  if (!body?.activeGame && !body?.pendingReviewGameIds.length) {
    if (onboardingWasShown) await page.reload();
    return;
  }
  // The demo's live match offers 'game started' and its finished matches 'review needed': a
  // journey that is about something else settles both as a player dismissing them would.
  await page.evaluate(
    ({ live, pending }) => {
      const add = (key: string, ids: number[]) => {
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as number[];
        sessionStorage.setItem(key, JSON.stringify([...seen, ...ids]));
      };
      add('activeGameSeen', live);
      add('reviewPromptSeen', pending);
    },
    { live: body.activeGame ? [body.activeGame.gameId] : [], pending: body.pendingReviewGameIds },
  );
  await page.reload();
}

/** A demo player (DEMO_MODE) by the init screen's account button: signed in, no onboarding. */
export async function signInAsDemo(page: Page, nickname: string) {
  await skipFeedOnboarding(page);
  await page.goto('/init');
  await page.getByRole('button', { name: `${nickname} 계정으로 로그인` }).click();
  await expect(page).toHaveURL(/\/$/);
  await declineLiveGamePopup(page);
}

/** The demo admin (DEMO_MODE): the init screen's demo account button. */
export async function signInAsDemoAdmin(page: Page) {
  await signInAsDemo(page, '민준 관리자');
}

/** A JSON POST with the page's session, for setting up what a journey does not walk through. */
export async function postAs<T>(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, json }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(json),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { url: path, json: body },
  );
}
