import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleRow, UserRow } from '../../db/schema/index.ts';
import { buildFriendship, buildGame, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AVATAR_VARIANTS } from '../../integrations/images/image-processor.ts';
import { storeImage } from './stored-images.ts';
import { jpegWithGps, multipartBody, pngImage } from './uploads.test-support.ts';

// Issue 16 §10 / decision 020: /uploads serves a file to whoever holds its URL, so the URL must be
// a capability: 128 random bits, nothing listable, nothing derivable from an id, gone on delete.
let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

const UPLOAD_KEY = /^(avatars|comments|games)\/(\d+)\/([0-9a-f]{32})-[0-9]+\.webp$/;
const pathOf = (url: string) => new URL(url).pathname;

async function commentWithPicture(author: Pick<UserRow, 'id'>, gameId: number) {
  const { payload, headers } = await multipartBody({
    content: '비공개 경기 사진',
    image: { data: await jpegWithGps(200, 100), filename: 'a.jpg', type: 'image/jpeg' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/comments`,
    payload,
    headers: { ...headers, ...(await t.authHeader(author)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; imageUrl: string };
}

describe('upload keys', () => {
  it('carry 128 random bits: 32 hex digits, all different, none sharing a prefix with the next', async () => {
    const image = await pngImage(16, 16);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const keys = await storeImage(t.app.deps.storage, 'avatars/1', image, AVATAR_VARIANTS);
      ids.push(UPLOAD_KEY.exec(keys['640']!)![3]!);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Not a counter or a clock: consecutive ids share no leading digits beyond chance (1 in 16).
    const sharedPrefixes = ids.slice(1).filter((id, i) => id.slice(0, 4) === ids[i]!.slice(0, 4));
    expect(sharedPrefixes).toEqual([]);
    // Every hex digit shows up across the ids (a narrow alphabet would mean fewer bits).
    expect(new Set(ids.join('')).size).toBe(16);
  });
});

describe('/uploads', () => {
  it("serves a private game's comment picture by its URL only, and not once the comment is deleted", async () => {
    const owner = await buildUser(t.db);
    const friend = await buildUser(t.db);
    await buildFriendship(t.db, owner, friend);
    const game = await buildGame(t.db, owner, rule, { isFriendGame: true, invitedFriendId: friend.id });
    const comment = await commentWithPicture(owner, game.id);
    const key = pathOf(comment.imageUrl).replace('/uploads/', '');
    const [, , gameId, id] = UPLOAD_KEY.exec(key)!;
    expect(Number(gameId)).toBe(game.id);

    expect((await t.app.inject({ url: pathOf(comment.imageUrl) })).statusCode).toBe(200);
    // Nothing lists the folder, and no id leads to the file.
    for (const guess of [
      '/uploads/',
      '/uploads/comments/',
      `/uploads/comments/${game.id}`,
      `/uploads/comments/${game.id}/`,
      `/uploads/comments/${game.id}/${comment.id}.webp`,
      `/uploads/comments/${game.id}/${comment.id}-800.webp`,
      `/uploads/comments/${game.id}/${id!.slice(0, 31)}-800.webp`,
      `/uploads/comments/${game.id}/..%2F..%2F`,
    ]) {
      const res = await t.app.inject({ url: guess });
      expect(res.statusCode, guess).toBe(404);
      expect(res.body, guess).not.toContain(id);
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${comment.id}`,
      headers: await t.authHeader(owner),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: pathOf(comment.imageUrl) })).statusCode).toBe(404);
  });

  it('asks search engines not to index a picture and sends no referrer from the app', async () => {
    const author = await buildUser(t.db);
    const game = await buildGame(t.db, author, rule);
    const { imageUrl } = await commentWithPicture(author, game.id);
    const res = await t.app.inject({ url: pathOf(imageUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
