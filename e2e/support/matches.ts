import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiAs, PHOTO, postAs } from './journeys';

/**
 * A game of `rule` made by `owner` in Seoul, applied for by `opponent` and approved: ready to
 * start. Returns its id.
 */
export async function approvedGame(owner: Page, opponent: Page, ruleId: number): Promise<number> {
  const created = await postAs<number>(owner, '/api/games/create', {
    referencedRuleId: ruleId,
    friendId: null,
    placeRoad: '서울 강남구 테헤란로 152',
    placeDetail: '',
    matchDate: '',
  });
  expect(created.status).toBeLessThan(300);
  const gameId = created.body;
  const { body: opponentId } = await apiAs<number>(opponent, '/api/auth/current-user-id');
  expect((await postAs(opponent, `/api/games/${gameId}/apply`, {})).status).toBeLessThan(300);
  expect((await postAs(owner, '/api/games/approve', { gameId, userId: opponentId })).status).toBeLessThan(
    300,
  );
  return gameId;
}

/**
 * Starts an approved game as its owner through the call the start dialog makes (POST
 * /api/games/{id}/start with the start photo), for journeys about what comes after the start
 * (live-match.spec.ts walks the dialog itself).
 */
export async function startGameByApi(owner: Page, gameId: number): Promise<void> {
  const token = await owner.evaluate(() => localStorage.getItem('accessToken'));
  const res = await owner.request.post(`/api/games/${gameId}/start`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { photo: { name: 'start.png', mimeType: 'image/png', buffer: readFileSync(PHOTO) } },
  });
  expect(res.status()).toBeLessThan(300);
}
