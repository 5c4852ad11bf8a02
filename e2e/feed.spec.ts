import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, declineLiveGamePopup, postAs, signUpPlayer, tag, TOUCH_PHONE } from './support/journeys';
import { approvedGame, startGameByApi } from './support/matches';
import { createRule } from './support/rules.ts';

// Issue 20 at 390×844: a player walks the feed as on a phone. Two players finish a match; a third
// (the viewer) swipes between posts and between the finished post's pages, likes it by a double
// tap, holds the like button for the likers, comments, reports it (it leaves the feed) and applies
// from an open game's post; a player of the match opens their finished games from the profile.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A vertical or horizontal drag of the mouse across the feed (the swipe takes pointer events). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/**
 * The post on screen is the one not made inert (the others stay drawn beside it). After a page
 * load the feed waits for the app's chunks, the session and its page: on a loaded CI machine (two
 * browsers and the server's one database thread on two CPUs) that once took longer than 7 s.
 */
async function expectOnScreen(post: Locator, afterLoad = false) {
  await expect(post).toBeVisible(afterLoad ? { timeout: 20_000 } : undefined);
  await expect(post).not.toHaveAttribute('inert');
}

test('a player swipes, likes, comments, reports and applies in the feed', async ({ page: a, browser }) => {
  test.setTimeout(240_000); // three sign-ups through every onboarding step, then a one-set match
  const phoneB = await browser.newContext(TOUCH_PHONE);
  const phoneC = await browser.newContext(TOUCH_PHONE);
  try {
    const b = await phoneB.newPage();
    const c = await phoneC.newPage();
    const id = tag();
    const nameA = `선수${id}`;
    const nameB = `상대${id}`;
    const nameC = `관객${id}`;
    await Promise.all([signUpPlayer(a, nameA), signUpPlayer(b, nameB), signUpPlayer(c, nameC)]);

    // A and B finish a one-set match to 2 points on A's play screen.
    const rule = await createRule(a, undefined, {
      pointsToWin: 2,
      duration: -1,
      setsToWin: 1,
      winBy: 'SETS_HALF_WIN',
    });
    const finishedId = await approvedGame(a, b, rule.id);
    await startGameByApi(a, finishedId);
    await a.goto(`/games/${finishedId}/play`);
    const plus = a.getByRole('button', { name: `${nameA} 1점 더하기` });
    await plus.click();
    await plus.click();
    await expect(a.getByRole('alertdialog', { name: '경기가 끝났어요' })).toBeVisible({ timeout: 15_000 });

    // A also opens a game of the same rule that anyone may apply for.
    const opened = await postAs<number>(a, '/api/games/create', {
      referencedRuleId: rule.id,
      friendId: null,
      placeRoad: '서울 강남구 테헤란로 152',
      placeDetail: '',
      matchDate: '',
    });
    expect(opened.status).toBeLessThan(300);
    const openId = opened.body;

    // C's feed pinned on the finished match (the link a share makes).
    await c.goto(`/?gameId=${finishedId}`);
    const feed = c.getByRole('region', { name: '피드', exact: true });
    // Named by its players: a retry's post of the same rule title is in the feed too.
    const finished = feed.getByRole('region', { name: `${nameA} vs ${nameB} · ${rule.ruleTitle}` });
    await expectOnScreen(finished, true);
    await expect(finished.getByRole('group', { name: /^1\/\d+ 사진 1$/ })).not.toHaveAttribute('inert');

    // Between its pages: a drag to the left shows the game's information, one to the right goes back.
    await drag(c, { x: 320, y: 360 }, { x: 60, y: 360 });
    await expect(finished.getByRole('group', { name: /^2\/\d+ 경기 정보$/ })).not.toHaveAttribute('inert');
    await drag(c, { x: 60, y: 360 }, { x: 330, y: 360 });
    await expect(finished.getByRole('group', { name: /^1\/\d+ 사진 1$/ })).not.toHaveAttribute('inert');

    // Between posts: a drag upwards shows the next post, ArrowUp brings the pinned one back.
    await drag(c, { x: 195, y: 560 }, { x: 195, y: 200 });
    await expect(finished).toHaveAttribute('inert');
    await feed.focus();
    await c.keyboard.press('ArrowUp');
    await expectOnScreen(finished);
    await c.keyboard.press('ArrowDown');
    await expect(finished).toHaveAttribute('inert');
    await c.keyboard.press('ArrowUp');
    await expectOnScreen(finished);

    // A double tap on the photo likes the match: a heart, the button pressed, the count up by one.
    const menu = finished.getByRole('list', { name: '게시물 메뉴' });
    await expect(menu.getByRole('button', { name: '좋아요 0개, 좋아요한 사람 보기' })).toBeVisible();
    await c.mouse.dblclick(195, 330);
    await expect(finished.getByTestId('like-heart')).toBeVisible();
    await expect(menu.getByRole('button', { name: '좋아요', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(menu.getByRole('button', { name: '좋아요 1개, 좋아요한 사람 보기' })).toBeVisible();

    // Holding the like button shows who liked it, and does not unlike.
    await menu.getByRole('button', { name: '좋아요', exact: true }).hover();
    await c.mouse.down();
    const likers = c.getByRole('dialog', { name: '좋아요' });
    await expect(likers).toBeVisible();
    await c.mouse.up();
    await expect(likers.getByText(nameC, { exact: true })).toBeVisible();
    await c.keyboard.press('Escape');
    await expect(likers).toBeHidden();
    await expect(menu.getByRole('button', { name: '좋아요 1개, 좋아요한 사람 보기' })).toBeVisible();

    // A comment from the post's comments sheet.
    await menu.getByRole('button', { name: '댓글' }).click();
    const sheet = c.getByRole('dialog', { name: '댓글' });
    await sheet.getByRole('textbox', { name: '댓글 입력' }).fill('멋진 경기였어요!');
    await sheet.getByRole('button', { name: '올리기' }).click();
    await expect(sheet.getByRole('article', { name: `${nameC}님의 댓글` })).toContainText('멋진 경기였어요!');
    await c.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // Reporting the post: the form, the received message, and the post leaves the feed.
    await menu.getByRole('button', { name: '신고하기' }).click();
    const report = c.getByRole('dialog', { name: '경기 신고하기' });
    await report.getByRole('textbox', { name: '신고 사유' }).fill('장난으로 만든 경기 같아요');
    await report.getByRole('button', { name: '신고하기' }).click();
    const received = c.getByRole('alertdialog', { name: '신고가 접수되었습니다.' });
    await expect(received).toBeVisible();
    await received.getByRole('button', { name: '확인' }).click();
    await expect(finished).toHaveCount(0);

    // Applying from an open game's post (pinned): the button turns to 신청 취소, also after a reload.
    await c.goto(`/?gameId=${openId}`);
    const open = feed.getByRole('region', { name: `${nameA}님의 경기 · ${rule.ruleTitle}` });
    await expectOnScreen(open, true);
    await expect(open.getByRole('group', { name: /^1\/2 경기 정보$/ })).not.toHaveAttribute('inert');
    await open.getByRole('button', { name: '신청하기' }).click();
    await expect(c.getByText('신청했어요')).toBeVisible();
    await expect(open.getByRole('button', { name: '신청 취소' })).toBeVisible();
    await c.reload();
    await expect(open.getByRole('button', { name: '신청 취소' })).toBeVisible();

    // A's recent game on the profile opens A's finished games only.
    await a.goto('/profile/0');
    await declineLiveGamePopup(a);
    await a
      .getByRole('link', { name: new RegExp(`^승, .*${escape(nameB)}님과 ${escape(rule.ruleTitle)}`) })
      .click();
    const { body: idA } = await apiAs<number>(a, '/api/auth/current-user-id');
    await expect(a).toHaveURL(new RegExp(`/feed\\?userId=${idA}$`));
    const feedA = a.getByRole('region', { name: '피드', exact: true });
    await expectOnScreen(
      feedA.getByRole('region', { name: `${nameA} vs ${nameB} · ${rule.ruleTitle}` }),
      true,
    );
    // One finished game: one post, no next one (the open game is not in it).
    await expect(feedA.getByRole('region', { name: / vs / })).toHaveCount(1);
    await expect(feedA.getByRole('button', { name: '다음 게시물', includeHidden: true })).toBeDisabled();
    await a.screenshot({ path: test.info().outputPath('feed.png') });
  } finally {
    await phoneB.close();
    await phoneC.close();
  }
});
