import { errorCatalog, GameMediaListSchema, GameResultSchema, type GameMedia } from '@hanpan/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleRow, UserRow } from '../../db/schema/index.ts';
import { mp4Fixture, webmFixture } from '../../integrations/video/video-fixtures.ts';
import { buildGame, buildPlayedGame, buildUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  jpegWithGps,
  listStoredFiles,
  multipartBody,
  type FormPart,
  uploadsTestApp,
} from '../uploads/uploads.test-support.ts';

let t: TestApp;
let rule: RuleRow;
let root: string;

beforeAll(async () => {
  ({ t, root, rule } = await uploadsTestApp());
});
afterAll(() => t.close());

type Part = { name: 'pictures' | 'videos'; part: FormPart };
const photo = async (): Promise<Part> => ({
  name: 'pictures',
  part: { data: await jpegWithGps(320, 200), filename: 'photo.jpg', type: 'image/jpeg' },
});
const video = (data: Buffer, filename = 'clip.mp4', type = 'video/mp4'): Part => ({
  name: 'videos',
  part: { data, filename, type },
});

/** A multipart body with the parts in exactly this order (the chosen order). */
async function orderedBody(parts: Part[]) {
  const form = new FormData();
  for (const { name, part } of parts) {
    if (typeof part === 'string') form.append(name, part);
    else
      form.append(
        name,
        new Blob([part.data], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(user: Pick<UserRow, 'id'>, gameId: number, parts: Part[]) {
  const { payload, headers } = await orderedBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/pictures`,
    payload,
    headers: { ...headers, ...(await t.authHeader(user)) },
  });
}

async function played() {
  const owner = await buildUser(t.db);
  const opponent = await buildUser(t.db);
  const game = await buildPlayedGame(t.db, owner, opponent, rule);
  return { owner, opponent, game };
}

const pathOf = (url: string) => new URL(url).pathname;
const korean = (code: keyof typeof errorCatalog) => ({
  error: { code, message: errorCatalog[code].message },
  message: errorCatalog[code].message,
});
const storedUnder = (gameId: number) =>
  listStoredFiles(root).filter(
    (key) => key.startsWith(`game-media/${gameId}/`) || key.startsWith(`game-videos/${gameId}/`),
  );

describe('without a token', () => {
  it('POST /api/games/{id}/pictures answers 401 with the Korean error body', async () => {
    const form = await multipartBody({ pictures: { data: Buffer.from('x'), filename: 'a.jpg' } });
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/games/1/pictures', ...form }),
      await t.app.inject({ method: 'POST', url: '/api/games/1/pictures' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(korean('unauthorized'));
    }
  });
});

describe('attaching photos and videos after a match', () => {
  it('stores a photo, an MP4 and a WebM in the chosen order and shows them on the result', async () => {
    const { owner, opponent, game } = await played();
    const mp4 = mp4Fixture({ seconds: 8, mediaBytes: 4096 });
    const webm = webmFixture({ lastBlockMs: 6_000 }); // MediaRecorder: no duration header
    const res = await upload(owner, game.id, [
      video(webm, 'rec.webm', 'video/webm'),
      await photo(),
      video(mp4),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const items = GameMediaListSchema.parse(res.json());
    expect(items.map((item) => [item.order, item.mediaType, item.contentType, item.duration])).toEqual([
      [1, 'VIDEO', 'video/webm', 6],
      [2, 'IMAGE', 'image/webp', null],
      [3, 'VIDEO', 'video/mp4', 8],
    ]);
    for (const item of items) {
      expect(item.userId).toBe(owner.id);
      expect(item.url).toMatch(/^https?:\/\/[^/]+\/uploads\/game-(media|videos)\/\d+\/[0-9a-f]{32}-/);
    }

    // The photo is re-encoded and stripped (no EXIF/GPS), the videos are the bytes as recorded.
    const image = await t.app.inject({ url: pathOf(items[1]!.url) });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(200); // auto-rotated by the EXIF orientation
    expect((await t.app.inject({ url: pathOf(items[2]!.url) })).rawPayload.equals(mp4)).toBe(true);

    // Both players see them on the result; the opponent adds theirs after.
    expect((await upload(opponent, game.id, [await photo()])).statusCode).toBe(201);
    const result = await t.app.inject({
      url: `/api/games/${game.id}/result`,
      headers: await t.authHeader(opponent),
    });
    expect(result.statusCode, result.body).toBe(200);
    const media = GameResultSchema.parse(result.json()).media!;
    expect(media.map((item) => [item.userId, item.order])).toEqual(
      [
        [owner.id, 1],
        [owner.id, 2],
        [owner.id, 3],
        [opponent.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('serves a video with Range: 206 with the asked bytes, 416 past the end', async () => {
    const { owner, game } = await played();
    const mp4 = mp4Fixture({ seconds: 3, mediaBytes: 10_000 });
    const webm = webmFixture({ durationMs: 2_000, lastBlockMs: 1_000 });
    const res = await upload(owner, game.id, [video(mp4), video(webm, 'b.webm', 'video/webm')]);
    expect(res.statusCode, res.body).toBe(201);
    const [mp4Item, webmItem] = res.json() as GameMedia[];

    const whole = await t.app.inject({ url: pathOf(mp4Item!.url) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const part = await t.app.inject({ url: pathOf(mp4Item!.url), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);

    const tail = await t.app.inject({ url: pathOf(webmItem!.url), headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-type']).toBe('video/webm');
    expect(tail.rawPayload.equals(webm.subarray(webm.length - 10))).toBe(true);

    const past = await t.app.inject({
      url: pathOf(mp4Item!.url),
      headers: { range: `bytes=${mp4.length + 10}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });
});

describe('the limits', () => {
  it('refuses a 6th item per player per game in Korean, in one call or after earlier ones', async () => {
    const { owner, opponent, game } = await played();
    const six = await Promise.all(Array.from({ length: 6 }, photo));
    const all = await upload(owner, game.id, six);
    expect(all.statusCode).toBe(409);
    expect(all.json()).toEqual(korean('game_media_limit'));
    expect(storedUnder(game.id)).toEqual([]);

    expect((await upload(owner, game.id, six.slice(0, 3))).statusCode).toBe(201);
    const over = await upload(owner, game.id, six.slice(0, 3));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(korean('game_media_limit'));
    expect((await upload(owner, game.id, six.slice(0, 2))).statusCode).toBe(201);
    const sixth = await upload(owner, game.id, [video(mp4Fixture({ seconds: 2 }))]);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('사진과 동영상은 한 경기에 5개까지 올릴 수 있어요.');
    // Five stored photos (two files each), and the other player's five are their own.
    expect(storedUnder(game.id)).toHaveLength(10);
    expect((await upload(opponent, game.id, six.slice(0, 5))).statusCode).toBe(201);
  });

  it('keeps a player at five when two uploads race', async () => {
    const { owner, game } = await played();
    const three = await Promise.all(Array.from({ length: 3 }, photo));
    const answers = await Promise.all([upload(owner, game.id, three), upload(owner, game.id, three)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual(korean('game_media_limit'));
    const result = await t.app.inject({
      url: `/api/games/${game.id}/result`,
      headers: await t.authHeader(owner),
    });
    expect(GameResultSchema.parse(result.json()).media).toHaveLength(3);
    expect(storedUnder(game.id)).toHaveLength(6);
  });

  it('refuses a 51 MB video with 413 in Korean while it streams, leaving no file behind', async () => {
    const { owner, game } = await played();
    const big = mp4Fixture({ seconds: 30, mediaBytes: 51 * 1024 * 1024 });
    const res = await upload(owner, game.id, [await photo(), video(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(korean('video_too_large'));
    expect(res.json().message).toBe('동영상은 50MB 이하여야 해요.');
    // The photo stored before it is gone too (the temp file: stored-videos.test.ts).
    expect(storedUnder(game.id)).toEqual([]);
  });

  it('holds a photo to 10 MB while it streams (413 in Korean)', async () => {
    const { owner, game } = await played();
    const res = await upload(owner, game.id, [
      {
        name: 'pictures',
        part: { data: Buffer.alloc(11 * 1024 * 1024, 1), filename: 'big.jpg', type: 'image/jpeg' },
      },
      video(mp4Fixture({ seconds: 3 })),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(korean('file_too_large'));
    expect(storedUnder(game.id)).toEqual([]);
  });

  it('refuses a renamed non-video and a photo sent as a video, whatever their names say', async () => {
    const { owner, game } = await played();
    for (const data of [
      Buffer.from('not a video at all, only text '.repeat(40)),
      await jpegWithGps(64, 64),
    ]) {
      const res = await upload(owner, game.id, [video(data, 'holiday.mp4', 'video/mp4')]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(korean('unsupported_video'));
    }
    const text = await upload(owner, game.id, [
      { name: 'pictures', part: { data: Buffer.from('hello'), filename: 'a.jpg', type: 'image/jpeg' } },
    ]);
    expect(text.statusCode).toBe(415);
    expect(storedUnder(game.id)).toEqual([]);
  });

  it('refuses a video longer than 120 s in Korean (MP4 header or WebM frames), takes 120 s', async () => {
    const { owner, game } = await played();
    for (const long of [
      video(mp4Fixture({ seconds: 121 })),
      video(webmFixture({ durationMs: 121_000, lastBlockMs: 1_000 }), 'a.webm', 'video/webm'),
      video(webmFixture({ lastBlockMs: 121_000 }), 'b.webm', 'video/webm'),
    ]) {
      const res = await upload(owner, game.id, [long]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(korean('video_too_long'));
      expect(res.json().message).toBe('120초가 넘는 동영상은 올릴 수 없어요.');
    }
    expect(storedUnder(game.id)).toEqual([]);
    const exact = await upload(owner, game.id, [video(mp4Fixture({ seconds: 120 }))]);
    expect(exact.statusCode, exact.body).toBe(201);
  });
});

describe('who may attach', () => {
  it('only the two players, only after a completed match that was not abandoned', async () => {
    const { game } = await played();
    const stranger = await buildUser(t.db);
    const refused = await upload(stranger, game.id, [await photo()]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('이 경기의 선수만 사진이나 동영상을 올릴 수 있어요.');

    const owner = await buildUser(t.db);
    const opponent = await buildUser(t.db);
    const live = await buildGame(t.db, owner, rule, { status: 'IN_PROGRESS', opponentId: opponent.id });
    const early = await upload(opponent, live.id, [await photo()]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(korean('game_media_not_allowed'));

    const abandoned = await buildPlayedGame(t.db, owner, opponent, rule, { abandoned: true });
    const none = await upload(owner, abandoned.id, [await photo()]);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual(korean('game_media_abandoned'));

    const missing = await upload(owner, 987_654_321, [await photo()]);
    expect(missing.statusCode).toBe(404);
    for (const id of [game.id, live.id, abandoned.id]) expect(storedUnder(id)).toEqual([]);
  });

  it('answers 400 in Korean for a form without any file', async () => {
    const { owner, game } = await played();
    const { payload, headers } = await multipartBody({ note: '없음' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/pictures`,
      payload,
      headers: { ...headers, ...(await t.authHeader(owner)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(korean('game_media_empty'));
  });
});

describe('account deletion', () => {
  it("removes the person's items and leaves the other player's", async () => {
    const { owner, opponent, game } = await played();
    expect(
      (await upload(owner, game.id, [await photo(), video(mp4Fixture({ seconds: 2 }))])).statusCode,
    ).toBe(201);
    expect((await upload(opponent, game.id, [await photo()])).statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/user/remove',
      headers: await t.authHeader(owner),
    });
    expect(removed.statusCode).toBe(204);
    const result = await t.app.inject({
      url: `/api/games/${game.id}/result`,
      headers: await t.authHeader(opponent),
    });
    expect(GameResultSchema.parse(result.json()).media!.map((item) => item.userId)).toEqual([opponent.id]);
  });
});
