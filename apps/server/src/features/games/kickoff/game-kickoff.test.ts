import {
  GameDetailSchema,
  MyGamesSchema,
  GameSummarySchema,
  InviteLinkSchema,
  encodeInviteCode,
} from '@hanpan/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRooms,
  games,
  hiddenItems,
  type GameRow,
  type RuleRow,
  type UserRow,
} from '../../../db/schema/index.ts';
import { publicBaseUrlOf } from '../../../http/public-url.ts';
import { buildApplication, buildBlock, buildGame, buildUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  jpegWithGps,
  listStoredFiles,
  multipartBody,
  type FormPart,
  uploadsTestApp,
} from '../../uploads/uploads.test-support.ts';

let t: TestApp;
let rule: RuleRow;
let root: string;
beforeAll(async () => {
  ({ t, root, rule } = await uploadsTestApp());
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function player(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}

const GANGNAM = {
  placeRoad: '서울특별시 강남구 테헤란로 152',
  placeDetail: '2층',
  province: '서울',
  region: '서울 강남구',
};

/** A SCHEDULED game of a fresh owner with an approved opponent and a place: ready to start. */
async function scheduledGame(overrides: Partial<GameRow> = {}) {
  const owner = await player();
  const opponent = await player();
  const game = await buildGame(t.db, owner.user, rule, {
    status: 'SCHEDULED',
    opponentId: opponent.user.id,
    ...GANGNAM,
    ...overrides,
  });
  await buildApplication(t.db, game, opponent.user, 'APPROVED');
  return { owner, opponent, game };
}

async function start(headers: Headers, gameId: number, parts: Record<string, FormPart> = {}) {
  const body = await multipartBody(Object.keys(parts).length === 0 ? { note: 'no photo' } : parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/start`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const photo = async () => ({
  photo: { data: await jpegWithGps(400, 300), filename: 'start.jpg', type: 'image/jpeg' },
});

const setRegion = (headers: Headers, gameId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/set-region`, headers, payload: body });

const detail = (headers: Headers, gameId: number) =>
  t.app.inject({ method: 'GET', url: `/api/games/${gameId}/detail`, headers });

const summary = (headers: Headers, gameId: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/games/summary?gameId=${gameId}`, headers });

const rowOf = async (gameId: number) => (await t.db.select().from(games).where(eq(games.id, gameId)))[0]!;

describe('POST /api/games/{id}/set-region', () => {
  it('sets the place of a scheduled game through the region normaliser', async () => {
    const { owner, game } = await scheduledGame({
      placeRoad: null,
      placeDetail: '협의 가능',
      province: null,
      region: null,
    });
    const res = await setRegion(owner.headers, game.id, {
      roadAddress: ' 대전광역시 유성구 대학로 99 ',
      detailAddress: '대전월드컵경기장 보조구장',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(GameDetailSchema.parse(res.json()).matchLocation).toBe(
      '대전광역시 유성구 대학로 99 대전월드컵경기장 보조구장',
    );
    expect(await rowOf(game.id)).toMatchObject({
      placeRoad: '대전광역시 유성구 대학로 99',
      placeDetail: '대전월드컵경기장 보조구장',
      province: '대전',
      region: '대전 유성구',
    });
  });

  it('answers 400 place_not_found for an address no district matches, and keeps the old place', async () => {
    const { owner, game } = await scheduledGame();
    const res = await setRegion(owner.headers, game.id, { roadAddress: '화성 어딘가', detailAddress: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'place_not_found' } });
    expect((await rowOf(game.id)).region).toBe('서울 강남구');
  });

  it('answers 400 in Korean for an empty address', async () => {
    const { owner, game } = await scheduledGame();
    const res = await setRegion(owner.headers, game.id, { roadAddress: '  ', detailAddress: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('경기 장소를 골라 주세요.');
  });

  it('answers 403 to anyone but the owner, the opponent included', async () => {
    const { opponent, game } = await scheduledGame();
    const res = await setRegion(opponent.headers, game.id, {
      roadAddress: '부산 해운대구 우동 1',
      detailAddress: '',
    });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(game.id)).region).toBe('서울 강남구');
  });

  it('answers 409 once the game has started, and 404 for a game that does not exist', async () => {
    const { owner, game } = await scheduledGame();
    expect((await start(owner.headers, game.id, await photo())).statusCode).toBe(200);
    const res = await setRegion(owner.headers, game.id, {
      roadAddress: '부산 해운대구 우동 1',
      detailAddress: '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'game_place_locked' } });
    expect(
      (await setRegion(owner.headers, 987_654, { roadAddress: '부산 해운대구 우동 1' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/games/{id}/start', () => {
  it('starts once: IN_PROGRESS, started_at, a chat room, the photo stored re-encoded without EXIF', async () => {
    const { owner, opponent, game } = await scheduledGame();
    const res = await start(owner.headers, game.id, await photo());
    expect(res.statusCode, res.body).toBe(200);
    const body = GameDetailSchema.parse(res.json());
    expect(body).toMatchObject({
      gameStatus: 'IN_PROGRESS',
      user1: { id: owner.user.id },
      user2: { id: opponent.user.id },
      score1: 0,
      score2: 0,
      currentSet: 1,
    });
    expect(body.chatRoomId).toEqual(expect.any(Number));
    expect(body.totalGameStartedAt).not.toBeNull();

    const row = await rowOf(game.id);
    expect(row).toMatchObject({ status: 'IN_PROGRESS', chatRoomId: body.chatRoomId });
    expect(row.startedAt).toBeInstanceOf(Date);
    expect(body.startPhotoUrl).toBe(`${publicBaseUrlOf(t.config)}/uploads/${row.startPhotoKey}`);

    const stored = listStoredFiles(root).filter((key) => key.startsWith(`games/${game.id}/`));
    expect(stored).toHaveLength(2);
    const meta = await sharp(readFileSync(join(root, row.startPhotoKey!))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // EXIF orientation 6 was applied: the 400×300 picture stands upright.
    expect([meta.width, meta.height]).toEqual([300, 400]);

    // The owner's /game card shows when it started.
    const mine = await t.app.inject({ method: 'GET', url: '/api/games/my-games', headers: owner.headers });
    const card = MyGamesSchema.parse(mine.json()).find((item) => item.id === game.id);
    expect(card).toMatchObject({ status: 'IN_PROGRESS', startedAt: row.startedAt!.toISOString() });
  });

  it("notifies the opponent with GAME_START pointing at the game's play screen", async () => {
    const { owner, opponent, game } = await scheduledGame();
    expect((await start(owner.headers, game.id, await photo())).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/notifications', headers: opponent.headers });
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'GAME_START', url: `/games/${game.id}/play` }),
      ]),
    );
  });

  it('answers 400 start_photo_required without a photo, and stays SCHEDULED', async () => {
    const { owner, game } = await scheduledGame();
    const res = await start(owner.headers, game.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'start_photo_required' },
      message: '경기 시작 인증샷을 찍어 주세요.',
    });
    expect((await rowOf(game.id)).status).toBe('SCHEDULED');
  });

  it('answers 400 start_photo_required to a start without a form at all', async () => {
    const { owner, game } = await scheduledGame();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/start`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'start_photo_required' } });
  });

  it('answers 415 for a photo that is not an image, and stores nothing', async () => {
    const { owner, game } = await scheduledGame();
    const res = await start(owner.headers, game.id, {
      photo: { data: Buffer.from('%PDF-1.4 not a picture'), filename: 'start.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'unsupported_image' } });
    expect(listStoredFiles(root).filter((key) => key.startsWith(`games/${game.id}/`))).toEqual([]);
    expect((await rowOf(game.id)).status).toBe('SCHEDULED');
  });

  it('answers 403 to the opponent and to strangers', async () => {
    const { opponent, game } = await scheduledGame();
    expect((await start(opponent.headers, game.id, await photo())).statusCode).toBe(403);
    expect((await start((await player()).headers, game.id, await photo())).statusCode).toBe(403);
    expect((await rowOf(game.id)).status).toBe('SCHEDULED');
  });

  it('answers 409 for an open game without an opponent, 400 without a place', async () => {
    const owner = await player();
    const open = await buildGame(t.db, owner.user, rule, { status: 'MATCHING', ...GANGNAM });
    const noOpponent = await start(owner.headers, open.id, await photo());
    expect(noOpponent.statusCode).toBe(409);
    expect(noOpponent.json()).toMatchObject({ error: { code: 'game_not_startable' } });

    const { owner: other, game } = await scheduledGame({ placeRoad: null, province: null, region: null });
    const noPlace = await start(other.headers, game.id, await photo());
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json()).toMatchObject({
      error: { code: 'game_place_required' },
      message: '경기 장소를 먼저 정해 주세요.',
    });
  });

  it('answers 409 to a second start, keeping the first photo and room', async () => {
    const { owner, game } = await scheduledGame();
    const first = await start(owner.headers, game.id, await photo());
    expect(first.statusCode).toBe(200);
    const second = await start(owner.headers, game.id, await photo());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'game_already_started' } });
    expect((await rowOf(game.id)).chatRoomId).toBe(first.json().chatRoomId);
    expect(listStoredFiles(root).filter((key) => key.startsWith(`games/${game.id}/`))).toHaveLength(2);
  });

  it('lets exactly one of two racing starts win: one room, one photo', async () => {
    const { owner, game } = await scheduledGame();
    const roomsBefore = (await t.db.select({ id: chatRooms.id }).from(chatRooms)).length;
    const results = await Promise.all([
      start(owner.headers, game.id, await photo()),
      start(owner.headers, game.id, await photo()),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await t.db.select({ id: chatRooms.id }).from(chatRooms)).length).toBe(roomsBefore + 1);
    expect(listStoredFiles(root).filter((key) => key.startsWith(`games/${game.id}/`))).toHaveLength(2);
  });

  it("opens the game's chat room to its two players only", async () => {
    const { owner, opponent, game } = await scheduledGame();
    const roomId = (await start(owner.headers, game.id, await photo())).json().chatRoomId as number;
    const history = async (headers: Headers) =>
      (await t.app.inject({ url: `/api/chat-room/${roomId}/chat-messages`, headers })).statusCode;
    expect(await history(owner.headers)).toBe(200);
    expect(await history(opponent.headers)).toBe(200);
    expect(await history((await player()).headers)).toBe(403);
  });
});

describe('GET /api/games/{id}/detail', () => {
  it('answers the two players, and 403 to anyone else', async () => {
    const { owner, opponent, game } = await scheduledGame();
    const mine = await detail(owner.headers, game.id);
    expect(mine.statusCode).toBe(200);
    expect(GameDetailSchema.parse(mine.json())).toMatchObject({
      gameStatus: 'SCHEDULED',
      chatRoomId: null,
      rule: { id: rule.id, pointsToWin: rule.pointsToWin, ruleTitle: rule.title },
      limitSeconds: rule.durationSeconds,
      matchLocation: '서울특별시 강남구 테헤란로 152 2층',
      startPhotoUrl: null,
    });
    expect((await detail(opponent.headers, game.id)).statusCode).toBe(200);
    expect((await detail((await player()).headers, game.id)).statusCode).toBe(403);
    expect((await detail(owner.headers, 987_654)).statusCode).toBe(404);
  });

  it('answers 404 for a deleted game, to its players too (as every comment call does)', async () => {
    const { owner, opponent, game } = await scheduledGame({ status: 'CANCELED', deletedAt: new Date() });
    for (const who of [owner, opponent]) {
      const res = await detail(who.headers, game.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('존재하지 않는 경기예요.');
    }
  });
});

describe('GET /api/games/summary', () => {
  async function openGame(overrides: Partial<GameRow> = {}) {
    const owner = await player();
    const game = await buildGame(t.db, owner.user, rule, { status: 'MATCHING', ...GANGNAM, ...overrides });
    return { owner, game };
  }

  it('answers an open random game with whether the caller applied', async () => {
    const { owner, game } = await openGame();
    const viewer = await player();
    const before = await summary(viewer.headers, game.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(GameSummarySchema.parse(before.json())).toMatchObject({
      id: game.id,
      ruleId: rule.id,
      ruleTitle: rule.title,
      ownerId: owner.user.id,
      ownerNickname: owner.user.nickname,
      matchLocation: '서울특별시 강남구 테헤란로 152 2층',
      championId: null,
      mannerScore: 4.5,
      applied: false,
    });
    expect(before.json().winCondition).toMatch(/세트/);
    await buildApplication(t.db, game, viewer.user);
    expect((await summary(viewer.headers, game.id)).json().applied).toBe(true);
  });

  it('finds the game a 4-digit code decodes to', async () => {
    const { game } = await openGame();
    const code = encodeInviteCode(game.id);
    const decoded = ((Number(code) * 7143) % 10_000) - 538;
    expect((await summary((await player()).headers, decoded)).json().id).toBe(game.id);
  });

  it.each([
    ['scheduled', { status: 'SCHEDULED' as const }],
    ['in progress', { status: 'IN_PROGRESS' as const, startedAt: new Date() }],
    ['canceled', { status: 'CANCELED' as const }],
  ])('refuses a %s game with 404 잘못된 초대 번호입니다.', async (_name, overrides) => {
    const { game } = await openGame(overrides);
    const res = await summary((await player()).headers, game.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: { code: 'invite_game_unavailable' },
      message: '잘못된 초대 번호입니다.',
    });
  });

  it('refuses a friend game, a hidden game, a blocked owner either way and an unknown id', async () => {
    const viewer = await player();
    const friend = await player();
    const friendGame = await openGame({ isFriendGame: true, invitedFriendId: friend.user.id });
    expect((await summary(viewer.headers, friendGame.game.id)).statusCode).toBe(404);
    expect((await summary(friend.headers, friendGame.game.id)).statusCode).toBe(404);

    const hidden = await openGame();
    await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: hidden.game.id });
    expect((await summary(viewer.headers, hidden.game.id)).statusCode).toBe(404);
    expect((await summary(hidden.owner.headers, hidden.game.id)).statusCode).toBe(200);

    const blocking = await openGame();
    await buildBlock(t.db, blocking.owner.user, viewer.user);
    expect((await summary(viewer.headers, blocking.game.id)).statusCode).toBe(404);
    const blocked = await openGame();
    await buildBlock(t.db, viewer.user, blocked.owner.user);
    expect((await summary(viewer.headers, blocked.game.id)).statusCode).toBe(404);

    expect((await summary(viewer.headers, 987_654)).statusCode).toBe(404);
    expect((await summary(viewer.headers, 'abc')).statusCode).toBe(400);
  });
});

describe('POST /api/invite', () => {
  const invite = (headers: Headers, gameId: number) =>
    t.app.inject({ method: 'POST', url: `/api/invite?gameId=${gameId}`, headers });

  it('answers an absolute /invite/ link whose encoded target opens the game in the list', async () => {
    const owner = await player();
    const game = await buildGame(t.db, owner.user, rule, { status: 'MATCHING', ...GANGNAM });
    const res = await invite(owner.headers, game.id);
    expect(res.statusCode, res.body).toBe(200);
    const base = publicBaseUrlOf(t.config);
    const { url } = InviteLinkSchema.parse(res.json());
    expect(url).toBe(`${base}/invite/${encodeURIComponent(`${base}/game-list?gameId=${game.id}`)}`);
    const encoded = url.slice(`${base}/invite/`.length);
    expect(new URL(decodeURIComponent(encoded)).search).toBe(`?gameId=${game.id}`);
    // Anyone who can see the open game may share it too.
    expect((await invite((await player()).headers, game.id)).statusCode).toBe(200);
  });

  it('refuses a game that is not open, like the summary', async () => {
    const { owner, game } = await scheduledGame();
    expect((await invite(owner.headers, game.id)).statusCode).toBe(404);
  });
});
