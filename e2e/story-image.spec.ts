import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpPlayer, tag, TOUCH_PHONE } from './support/journeys';
import { approvedGame, startGameByApi } from './support/matches';
import { createRule } from './support/rules.ts';

// Issue 20 item 6 at 390×844: after a finished match, a player opens the story image from the
// result page, picks a background and saves it; the browser downloads a 1080×1080 PNG that holds
// the opponent's uploaded picture (loaded with CORS, so the canvas stayed exportable).

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

test('a player saves the story image of a finished match as a 1080×1080 PNG', async ({
  page: a,
  browser,
}) => {
  test.setTimeout(180_000); // two sign-ups through every onboarding step, then a one-set match
  const phoneB = await browser.newContext(TOUCH_PHONE);
  try {
    const b = await phoneB.newPage();
    const id = tag();
    const nameA = `작가${id}`;
    const nameB = `상대${id}`;
    // Both finish onboarding with a profile picture (an upload on this server).
    await Promise.all([signUpPlayer(a, nameA), signUpPlayer(b, nameB)]);

    // One set to 2 points, untimed: two taps end the match.
    const rule = await createRule(a, undefined, {
      pointsToWin: 2,
      duration: -1,
      setsToWin: 1,
      winBy: 'SETS_HALF_WIN',
    });
    const gameId = await approvedGame(a, b, rule.id);
    await startGameByApi(a, gameId);

    await a.goto(`/games/${gameId}/play`);
    const plus = a.getByRole('button', { name: `${nameA} 1점 더하기` });
    await plus.click();
    await plus.click();
    const over = a.getByRole('alertdialog', { name: '경기가 끝났어요' });
    await expect(over).toBeVisible({ timeout: 15_000 });
    await over.getByRole('button', { name: '결과 보기' }).click();
    await expect(a).toHaveURL(new RegExp(`/games/${gameId}/result$`));

    // The result page offers the story image of this match.
    await a.getByRole('link', { name: '스토리 이미지 만들기' }).click();
    await expect(a).toHaveURL(new RegExp(`/insta\\?gameId=${gameId}$`));
    const picture = a.getByRole('img', { name: /^스토리 이미지 미리보기: / });
    await expect(picture).toHaveAttribute('data-state', 'ready');
    // B's uploaded picture loaded with CORS and was drawn (not the initial in its place).
    await expect(picture).toHaveAttribute('data-opponent-picture', 'drawn');
    await expect(picture).toHaveAttribute(
      'aria-label',
      new RegExp(`${rule.ruleTitle}.*승리 1 대 0, 상대 ${nameB}$`),
    );

    // A light background (dark text), then save: a browser downloads the PNG.
    const lemon = a.getByRole('radio', { name: '배경 7, 레몬' });
    await lemon.check();
    await expect(lemon).toBeChecked();
    const downloading = a.waitForEvent('download');
    await a.getByRole('button', { name: '이미지 저장하기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`hanpan-story-${gameId}.png`);
    await expect(a.getByText('스토리 이미지를 저장했어요.')).toBeVisible();
    const file = readFileSync(await download.path());
    expect(pngSize(file)).toEqual({ width: 1080, height: 1080 });
    await a.screenshot({ path: test.info().outputPath('story-image.png'), fullPage: true });
  } finally {
    await phoneB.close();
  }
});
