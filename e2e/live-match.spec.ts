import { expect, test, type Page } from '@playwright/test';
import { apiAs, PHOTO, postAs, signUpPlayer, tag, TOUCH_PHONE } from './support/journeys';
import { createRule } from './support/rules.ts';

// Issue 18's two-phone journey at 390×844: the owner starts, the opponent is pulled in by the
// 'game started' popup, they play a best-of-3 the server decides — one phone losing its network
// for a while — and both end on the result page with the same sets and winner.

/** A modal by its title, whether it is a dialog or an alert dialog (a confirmation). */
const modal = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Two taps on a player's + (each shown at once, confirmed by the server). */
async function twoPoints(page: Page, nickname: string) {
  const plus = page.getByRole('button', { name: `${nickname} 1점 더하기` });
  await plus.click();
  await plus.click();
}

test('two phones play a best-of-3 the server decides, one of them offline for a while, and both end on the same result', async ({
  page: a,
  browser,
}) => {
  test.setTimeout(240_000); // two sign-ups through every onboarding step, then a whole match on two phones
  const phoneB = await browser.newContext(TOUCH_PHONE);
  try {
    const b = await phoneB.newPage();
    const id = tag();
    const nameA = `선수${id}`;
    const nameB = `상대${id}`;
    await Promise.all([signUpPlayer(a, nameA), signUpPlayer(b, nameB)]);
    const { body: idB } = await apiAs<number>(b, '/api/auth/current-user-id');

    // A short untimed match: 2 points take a set, best of 3.
    const rule = await createRule(a, undefined, {
      pointsToWin: 2,
      duration: -1,
      setsToWin: 3,
      winBy: 'SETS_HALF_WIN',
    });
    const created = await postAs<number>(a, '/api/games/create', {
      referencedRuleId: rule.id,
      friendId: null,
      placeRoad: '서울 강남구 테헤란로 152',
      placeDetail: '',
      matchDate: '',
    });
    expect(created.status).toBeLessThan(300);
    const gameId = created.body;
    expect((await postAs(b, `/api/games/${gameId}/apply`, {})).status).toBeLessThan(300);
    expect((await postAs(a, '/api/games/approve', { gameId, userId: idB })).status).toBeLessThan(300);

    // B waits anywhere in the app; A starts from /game with the photo and lands on the play screen.
    await b.goto('/game');
    await a.goto('/game');
    const mine = a.getByRole('article').filter({ hasText: rule.ruleTitle }).first();
    await mine.getByRole('button', { name: '경기 시작' }).click();
    await modal(a, '경기 장소 확인').getByRole('button', { name: '이 장소로 계속' }).click();
    await a.getByRole('button', { name: '바로 시작하기' }).click();
    const photo = modal(a, '경기 시작 인증샷');
    const chooser = a.waitForEvent('filechooser');
    await photo.getByText('사진 찍기').click();
    await (await chooser).setFiles(PHOTO);
    await photo.getByRole('button', { name: '경기 시작' }).click();
    await expect(a).toHaveURL(new RegExp(`/games/${gameId}/play$`));

    // B's popup (active/my is polled every 5 s, and pushed) pulls B in when its 5-s countdown ends.
    await expect(modal(b, '경기가 시작됐어요')).toBeVisible({ timeout: 15_000 });
    await expect(b).toHaveURL(new RegExp(`/games/${gameId}/play$`), { timeout: 15_000 });

    // Set 1 is live from kick-off (untimed): A takes it 2–0, and B's phone shows it.
    await twoPoints(a, nameA);
    // Another phone's view: over the socket, which a loaded CI machine can hold for seconds.
    await expect(b.getByText(`1세트 ${nameA} 승`)).toBeVisible({ timeout: 15_000 });

    // B loses the network; A starts set 2 and the countdown runs on A's phone alone.
    await phoneB.setOffline(true);
    await a.getByRole('button', { name: '2세트 시작' }).click();
    await expect(a.getByText('2세트 곧 시작해요')).toBeVisible();
    await phoneB.setOffline(false);

    // Back online, B resynchronises and takes set 2 (scoring opens when the countdown ends).
    await twoPoints(b, nameB);
    await expect(a.getByText(`2세트 ${nameB} 승`)).toBeVisible({ timeout: 15_000 });

    // B starts the deciding set; A wins it, and the server ends the match for both.
    await b.getByRole('button', { name: '3세트 시작' }).click();
    await twoPoints(a, nameA);
    // Each phone shows its own player on the left (issue 19): A sees 2 : 1, B sees 1 : 2.
    for (const [phone, sets] of [
      [a, '세트 2 대 1'],
      [b, '세트 1 대 2'],
    ] as const) {
      const over = modal(phone, '경기가 끝났어요');
      await expect(over).toBeVisible({ timeout: 15_000 });
      await expect(over).toContainText(`@${nameA}`);
      await over.getByRole('button', { name: '결과 보기' }).click();
      await expect(phone).toHaveURL(new RegExp(`/games/${gameId}/result$`));
      await expect(phone.getByText(`@${nameA} 승리`)).toBeVisible();
      await expect(phone.getByLabel(sets)).toBeVisible();
    }
    await b.screenshot({ path: test.info().outputPath('live-match-result.png'), fullPage: true });

    // The server stored one result: three sets, A the winner.
    const { body: result } = await apiAs<{ winnerIdx: number; user1SetCount: number; user2SetCount: number }>(
      b,
      `/api/games/${gameId}/result`,
    );
    expect(result).toMatchObject({ winnerIdx: 1, user1SetCount: 2, user2SetCount: 1 });

    // Issue 19 item 1: B attaches a photo from the gallery (compressed in this browser); it shows
    // on the result as the stored, re-encoded picture.
    const media = b.getByRole('region', { name: '사진과 동영상 올리기' });
    await media.getByLabel('갤러리에서 고르기').setInputFiles(PHOTO);
    await media.getByRole('button', { name: '1개 올리기' }).click();
    await expect(media.getByRole('status')).toHaveText('사진과 동영상을 올렸어요.');
    const uploaded = media.getByRole('list', { name: '올린 사진과 동영상' }).getByRole('img');
    await expect(uploaded).toHaveCount(1);
    await expect
      .poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Issue 19: each reviews the other (manner and performance) and rates the rule, then lands on
    // their own profile at this match.
    for (const [phone, manner, rating] of [
      [a, '5점', '5점'],
      [b, '4점', '3점'],
    ] as const) {
      await phone.getByRole('group', { name: '매너' }).getByRole('radio', { name: manner }).check();
      await phone.getByRole('group', { name: '실력' }).getByRole('radio', { name: '4점' }).check();
      await phone.getByRole('textbox', { name: '후기 (선택)' }).fill('즐거운 경기였어요');
      await phone.getByRole('group', { name: '규칙 점수' }).getByRole('radio', { name: rating }).check();
      await phone.getByRole('button', { name: '후기 남기기' }).click();
      await expect(phone).toHaveURL(new RegExp(`/profile/0\\?id=${gameId}$`));
    }
    // A's manner score is B's 4, with the review it rests on; the rule's average is (5 + 3) / 2.
    await a.reload();
    await expect(a.getByLabel('매너 점수 4.0점, 후기 1개')).toBeVisible();
    const { body: ruleAfter } = await apiAs<{ averageRating: number; ratingCount: number }>(
      a,
      `/api/rules/${rule.id}`,
    );
    expect(ruleAfter).toMatchObject({ averageRating: 4, ratingCount: 2 });

    // A's profile holds the stored result: 1승 0무 0패, this match first among the latest games,
    // B's performance review on the chart, and the rule among the most played, A first of two.
    const records = a.getByRole('region', { name: '경기 기록' });
    await expect(records.getByRole('definition')).toHaveText(['1', '0', '0', '100%']);
    await expect(
      records.getByRole('link', { name: new RegExp(`^승, \\d+ : \\d+, ${nameB}님과 `) }),
    ).toHaveAttribute('aria-current', 'true');
    const performance = a.getByRole('region', { name: '퍼포먼스' });
    await expect(performance).toContainText('평균 4.0점');
    await expect(performance.getByRole('listitem')).toHaveText([/ 4점$/]);
    const topRule = a.getByRole('region', { name: '자주 한 규칙' }).getByRole('link', {
      name: new RegExp(`^${escapeRegExp(rule.ruleTitle)}, .*1경기, 1위 / 2명, 랭킹 보기$`),
    });
    await expect(topRule).toBeVisible();
    await a.screenshot({ path: test.info().outputPath('live-match-profile.png'), fullPage: true });

    // The top rule card opens the rule's ranking: both players, A (1위) above B (2위).
    await topRule.click();
    await expect(a).toHaveURL(new RegExp(`/rules/${rule.id}/ranking$`));
    await expect(a.getByRole('heading', { name: rule.ruleTitle })).toBeVisible();
    const places = a.getByRole('list', { name: '순위' }).getByRole('listitem');
    await expect(places).toHaveCount(2);
    await expect(places.nth(0)).toContainText(new RegExp(`^1위.*${nameA}`));
    await expect(places.nth(1)).toContainText(new RegExp(`^2위.*${nameB}`));
    await a.screenshot({ path: test.info().outputPath('live-match-ranking.png'), fullPage: true });
  } finally {
    await phoneB.close();
  }
});
