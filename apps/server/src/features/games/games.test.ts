import { GameListSchema, NEXT_CURSOR_HEADER, NotificationsSchema, gameMessages } from '@hanpan/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, type RuleRow, type UserRow } from '../../db/schema/index.ts';
import {
  buildAdmin,
  buildApplication,
  buildBlock,
  buildDeletedUser,
  buildFriendship,
  buildGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetUser } from './index.ts';

let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function player(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}

function payload(changes: Record<string, unknown> = {}) {
  return {
    referencedRuleId: rule.id,
    friendId: null,
    placeRoad: '서울특별시 강남구 테헤란로 152',
    placeDetail: '강남구민체육센터 2층',
    matchDate: '',
    ...changes,
  };
}

const create = (headers: Headers, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/games/create', headers, payload: body as object });

async function createGame(headers: Headers, changes: Record<string, unknown> = {}) {
  const res = await create(headers, payload(changes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as number;
}

async function list(headers: Headers, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/games/list${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { games: GameListSchema.parse(res.json()), next: res.headers[NEXT_CURSOR_HEADER.toLowerCase()] };
}

describe('POST /api/games/create', () => {
  it('creates an open random game with the place, its region and the time read in Seoul', async () => {
    const { user, headers } = await player();
    const id = await createGame(headers, { matchDate: '2099-07-21T15:05' });
    const [row] = await t.db.select().from(games).where(eq(games.id, id));
    expect(row).toMatchObject({
      ownerId: user.id,
      opponentId: null,
      status: 'MATCHING',
      isFriendGame: false,
      placeRoad: '서울특별시 강남구 테헤란로 152',
      placeDetail: '강남구민체육센터 2층',
      region: '서울 강남구',
      ruleId: rule.id,
      ruleVersion: 1,
    });
    expect(row!.matchDate!.toISOString()).toBe('2099-07-21T06:05:00.000Z');
  });

  it('stores an undecided place and time as null', async () => {
    const { headers } = await player();
    const id = await createGame(headers, { placeRoad: null, placeDetail: '협의 가능', matchDate: '' });
    const [row] = await t.db.select().from(games).where(eq(games.id, id));
    expect(row).toMatchObject({ placeRoad: null, placeDetail: '협의 가능', region: null, matchDate: null });
  });

  it.each([
    ['a missing rule', { referencedRuleId: undefined }, gameMessages.ruleRequired],
    ['a rule id that is not a number', { referencedRuleId: 'abc' }, gameMessages.ruleRequired],
    ['a friend on the random-game call', { friendId: 5 }, gameMessages.friendNotHere],
    ['a road address over 200 characters', { placeRoad: '서울 '.repeat(80) }, gameMessages.placeTooLong],
    ['a detail over 100 characters', { placeDetail: '가'.repeat(101) }, gameMessages.placeDetailTooLong],
    [
      'a control character in the detail',
      { placeDetail: '2층\u0000' },
      '상세 장소에 쓸 수 없는 문자가 있어요.',
    ],
    ['a time in another format', { matchDate: '2099/07/21 15:05' }, gameMessages.matchDateFormat],
    ['a day that does not exist', { matchDate: '2099-02-30T10:00' }, gameMessages.matchDateFormat],
    ['a time already past', { matchDate: '2020-01-01T10:00' }, gameMessages.matchDatePast],
  ])('answers 400 in Korean for %s', async (_name, changes, message) => {
    const { headers } = await player();
    const res = await create(headers, payload(changes));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 400 '장소를 찾을 수 없어요' for an address no district matches, and stores nothing", async () => {
    const { user, headers } = await player();
    const res = await create(headers, payload({ placeRoad: '화성 어딘가' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'place_not_found' } });
    expect(res.json().message).toMatch(/^장소를 찾을 수 없어요/);
    expect(await t.db.select().from(games).where(eq(games.ownerId, user.id))).toEqual([]);
  });

  it('answers 404 for an unknown rule', async () => {
    const { headers } = await player();
    const res = await create(headers, payload({ referencedRuleId: 987_654 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'rule_not_found' } });
  });

  it('answers 401 without a login, for creation and for the list', async () => {
    expect((await create({}, payload())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/games/list' })).statusCode).toBe(401);
  });

  it("records the rule's current version and keeps it after an approved edit", async () => {
    const creator = await player();
    const ownRule = await buildRule(t.db, creator.user, { title: '바뀌기 전 규칙' });
    const gameBefore = await createGame(creator.headers, { referencedRuleId: ownRule.id });

    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/rules/edit-requests',
      headers: creator.headers,
      payload: {
        originalRuleId: ownRule.id,
        ruleTitle: '바뀐 규칙',
        majorCategory: ownRule.majorCategory,
        minorCategory: ownRule.minorCategory,
        ruleGoal: ownRule.goal,
        ruleScoreDefinition: ownRule.scoreDefinition,
        rulePreparation: ownRule.preparation,
        ruleOrder: ownRule.playOrder,
        ruleDecision: ownRule.decision,
        ruleFoul: ownRule.foul,
        ruleExtraInfo: ownRule.extraInfo,
        pointsToWin: 21,
        duration: ownRule.durationSeconds,
        setsToWin: ownRule.setsToWin,
        winBy: ownRule.winBy,
      },
    });
    expect(edit.statusCode, edit.body).toBe(201);
    const admin = await t.authHeader(await buildAdmin(t.db));
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rules/edit-requests/${edit.json().id}/approve`,
      headers: admin,
    });
    expect(approve.statusCode, approve.body).toBe(200);

    const gameAfter = await createGame(creator.headers, { referencedRuleId: ownRule.id });
    const { games: listed } = await list(creator.headers, '?region=서울 강남구&size=100');
    const before = listed.find((game) => game.id === gameBefore)!;
    const after = listed.find((game) => game.id === gameAfter)!;
    expect(before.rule).toMatchObject({
      id: ownRule.id,
      version: 1,
      ruleTitle: '바뀌기 전 규칙',
      pointsToWin: 11,
    });
    expect(after.rule).toMatchObject({ id: ownRule.id, version: 2, ruleTitle: '바뀐 규칙', pointsToWin: 21 });
  });
});

describe('POST /api/games/create-friend-game', () => {
  const createFriendGame = (headers: Headers, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games/create-friend-game',
      headers,
      payload: body as object,
    });

  async function friends() {
    const owner = await player({ nickname: '초대자' });
    const friend = await player();
    await buildFriendship(t.db, owner.user, friend.user);
    return { owner, friend };
  }

  it('creates a private game for the friend (MATCHING, rule version, region) and answers the bare id', async () => {
    const { owner, friend } = await friends();
    const res = await createFriendGame(
      owner.headers,
      payload({ friendId: friend.user.id, matchDate: '2099-07-21T15:05' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json();
    expect(typeof id).toBe('number');
    const [row] = await t.db.select().from(games).where(eq(games.id, id));
    expect(row).toMatchObject({
      ownerId: owner.user.id,
      opponentId: null,
      status: 'MATCHING',
      isFriendGame: true,
      invitedFriendId: friend.user.id,
      region: '서울 강남구',
      ruleId: rule.id,
      ruleVersion: 1,
    });
    expect(row!.matchDate!.toISOString()).toBe('2099-07-21T06:05:00.000Z');

    // Never listed, not even for the friend.
    for (const headers of [owner.headers, friend.headers, (await player()).headers]) {
      const { games: listed } = await list(headers, '?size=100');
      expect(listed.map((game) => game.id)).not.toContain(id);
    }
  });

  it('tells the friend (MY_GAME, to /game?id= of the game) who invited them', async () => {
    const { owner, friend } = await friends();
    const res = await createFriendGame(owner.headers, payload({ friendId: friend.user.id }));
    expect(res.statusCode, res.body).toBe(200);
    const inbox = await t.app.inject({ url: '/api/notifications', headers: friend.headers });
    const items = NotificationsSchema.parse(inbox.json());
    expect(items[0]).toMatchObject({ type: 'MY_GAME', url: `/game?id=${res.json()}` });
    expect(items[0]!.message).toContain('초대자');
    expect(items[0]!.message).toContain(rule.title);
  });

  it('takes an undecided place and time like a random game', async () => {
    const { owner, friend } = await friends();
    const res = await createFriendGame(
      owner.headers,
      payload({ friendId: friend.user.id, placeRoad: null, placeDetail: '협의 가능', matchDate: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(games).where(eq(games.id, res.json()));
    expect(row).toMatchObject({ placeRoad: null, placeDetail: '협의 가능', region: null, matchDate: null });
  });

  it.each([
    ['no friend', { friendId: null }],
    ['a friend id that only looks like a number', { friendId: '012' }],
  ])('answers 400 in Korean for %s', async (_name, changes) => {
    const { owner } = await friends();
    const res = await createFriendGame(owner.headers, payload(changes));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(gameMessages.friendRequired);
  });

  it('refuses the same places, times and rules a random game refuses', async () => {
    const { owner, friend } = await friends();
    const unknownPlace = await createFriendGame(
      owner.headers,
      payload({ friendId: friend.user.id, placeRoad: '화성 어딘가' }),
    );
    expect(unknownPlace.json()).toMatchObject({ error: { code: 'place_not_found' } });
    const past = await createFriendGame(
      owner.headers,
      payload({ friendId: friend.user.id, matchDate: '2020-01-01T10:00' }),
    );
    expect(past.json().message).toBe(gameMessages.matchDatePast);
    const noRule = await createFriendGame(
      owner.headers,
      payload({ friendId: friend.user.id, referencedRuleId: 987_654 }),
    );
    expect(noRule.statusCode).toBe(404);
    expect(await t.db.select().from(games).where(eq(games.ownerId, owner.user.id))).toEqual([]);
  });

  it('refuses oneself, a player who is not a friend, a pending request, a deleted account and a block', async () => {
    const { owner, friend } = await friends();
    const stranger = await player();
    const asked = await player();
    await buildFriendship(t.db, owner.user, asked.user, { accepted: false });
    const gone = await buildDeletedUser(t.db);

    const cases: Array<[number, number, string]> = [
      [owner.user.id, 400, 'cannot_invite_self'],
      [stranger.user.id, 404, 'not_friends'],
      [asked.user.id, 404, 'not_friends'],
      [gone.id, 404, 'user_not_found'],
      [987_654, 404, 'user_not_found'],
    ];
    for (const [friendId, status, code] of cases) {
      const res = await createFriendGame(owner.headers, payload({ friendId }));
      expect(res.statusCode, `${friendId}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ error: { code } });
    }

    await buildBlock(t.db, owner.user, friend.user);
    const blocked = await createFriendGame(owner.headers, payload({ friendId: friend.user.id }));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: { code: 'user_blocked' } });
    expect(await t.db.select().from(games).where(eq(games.ownerId, owner.user.id))).toEqual([]);
  });

  it('answers 404 user_not_found when the friend blocked the owner', async () => {
    const { owner, friend } = await friends();
    await buildBlock(t.db, friend.user, owner.user);
    const res = await createFriendGame(owner.headers, payload({ friendId: friend.user.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'user_not_found' } });
  });

  it('answers 401 without a login', async () => {
    expect((await createFriendGame({}, payload({ friendId: 1 }))).statusCode).toBe(401);
  });
});

describe('GET /api/games/list', () => {
  // Each place lands in its region; the filter finds it by long or short province names.
  const places = {
    gwangjuBuk: '광주광역시 북구 용봉로 77',
    ulsanBuk: '울산광역시 북구 산업로 1',
    ulsanNam: '울산 남구 삼산로 100',
    daejeon: '대전광역시 유성구 대학로 99',
    sejong: '세종특별자치시 한누리대로 2130',
    gangwon: '강원특별자치도 춘천시 중앙로 1',
  } as const;
  const ids: Record<keyof typeof places, number> = {} as never;
  let viewer: Headers;
  let undecided: number;

  beforeAll(async () => {
    const owner = await player();
    for (const [key, placeRoad] of Object.entries(places))
      ids[key as keyof typeof places] = await createGame(owner.headers, { placeRoad });
    undecided = await createGame(owner.headers, { placeRoad: null, placeDetail: '협의 가능' });
    viewer = (await player()).headers;
  });

  const idsOf = async (region: string) =>
    (await list(viewer, `?region=${encodeURIComponent(region)}&size=100`)).games.map((game) => game.id);

  it.each([
    ['광주 북구', ['gwangjuBuk']],
    ['광주광역시', ['gwangjuBuk']],
    ['울산 북구', ['ulsanBuk']],
    ['울산광역시 남구', ['ulsanNam']],
    ['울산', ['ulsanBuk', 'ulsanNam']],
    ['대전 유성구', ['daejeon']],
    ['대전광역시', ['daejeon']],
    ['세종', ['sejong']],
    ['세종특별자치시', ['sejong']],
    ['세종 세종시', ['sejong']],
    ['강원도 춘천시', ['gangwon']],
    ['강원', ['gangwon']],
  ] as const)('region=%s finds exactly its games', async (region, expected) => {
    const found = (await idsOf(region)).filter((id) => Object.values(ids).includes(id));
    expect(found.sort()).toEqual(expected.map((key) => ids[key]).sort());
  });

  it.each(['전국 전국', '전국', ''])('region=%j is nationwide, undecided places included', async (region) => {
    const found = await idsOf(region);
    expect(found).toEqual(expect.arrayContaining([...Object.values(ids), undecided]));
  });

  it('is nationwide without a region parameter, newest first', async () => {
    const { games: listed } = await list(viewer, '?size=100');
    const mine = listed
      .map((game) => game.id)
      .filter((id) => [...Object.values(ids), undecided].includes(id));
    expect(mine).toEqual([undecided, ...Object.values(ids)].sort((a, b) => b - a));
    expect(listed.find((game) => game.id === undecided)).toMatchObject({ matchLocation: null, region: null });
  });

  it('answers 400 for a region it does not know', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/list?region=${encodeURIComponent('없는곳 어디')}`,
      headers: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('지원하지 않는 지역이에요.');
  });

  it('pages with X-Next-Cursor and no repeats, the header absent on the last page', async () => {
    const owner = await player();
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await createGame(owner.headers, { placeRoad: '제주특별자치도 서귀포시 중정로 1' }));
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const query = `?region=${encodeURIComponent('제주 서귀포시')}&size=2${cursor ? `&cursor=${cursor}` : ''}`;
      const { games: listed, next } = await list(viewer, query);
      seen.push(...listed.map((game) => game.id));
      if (typeof next !== 'string') break;
      cursor = next;
    }
    expect(seen).toEqual([...made].reverse());
    expect(cursor).toBeDefined();
  });

  it('leaves out games of players blocked either way, and challengers blocked by the viewer', async () => {
    const me = await player();
    const blockedByMe = await player();
    const blockerOfMe = await player();
    const shown = await player();
    const hiddenA = await createGame(blockedByMe.headers, { placeRoad: '부산광역시 해운대구 해운대로 1' });
    const hiddenB = await createGame(blockerOfMe.headers, { placeRoad: '부산광역시 해운대구 해운대로 2' });
    const visible = await createGame(shown.headers, { placeRoad: '부산광역시 해운대구 해운대로 3' });
    await buildBlock(t.db, me.user, blockedByMe.user);
    await buildBlock(t.db, blockerOfMe.user, me.user);
    await buildApplication(t.db, { id: visible }, blockedByMe.user);
    await buildApplication(t.db, { id: visible }, me.user);

    const { games: listed } = await list(
      me.headers,
      `?region=${encodeURIComponent('부산 해운대구')}&size=100`,
    );
    const found = listed.map((game) => game.id);
    expect(found).toContain(visible);
    expect(found).not.toContain(hiddenA);
    expect(found).not.toContain(hiddenB);
    const card = listed.find((game) => game.id === visible)!;
    expect(card.challengers.map((challenger) => challenger.userId)).toEqual([me.user.id]);
    expect(card).toMatchObject({
      isAppliedByMe: true,
      ownerId: shown.user.id,
      ownerNickname: shown.user.nickname,
      ruleStatisticsOfOwner: { wins: 0, draws: 0, losses: 0, ruleRating: 1500 },
    });

    // Someone else still sees the blocked players' games.
    const other = await player();
    const seenByOther = (await list(other.headers, `?region=${encodeURIComponent('부산 해운대구')}&size=100`))
      .games;
    expect(seenByOther.map((game) => game.id)).toEqual(expect.arrayContaining([hiddenA, hiddenB, visible]));
    expect(seenByOther.find((game) => game.id === visible)!.isAppliedByMe).toBe(false);
  });

  it('never lists a friend game, nor games no longer open', async () => {
    const owner = await player();
    const friend = await player();
    const region = { placeRoad: '전라남도 여수시 시청로 1', province: '전남', region: '전남 여수시' };
    const friendGame = await buildGame(t.db, owner.user, rule, {
      ...region,
      isFriendGame: true,
      invitedFriendId: friend.user.id,
    });
    const scheduled = await buildGame(t.db, owner.user, rule, {
      ...region,
      status: 'SCHEDULED',
      opponentId: friend.user.id,
    });
    const open = await buildGame(t.db, owner.user, rule, region);
    for (const headers of [friend.headers, owner.headers]) {
      const found = (await list(headers, `?region=${encodeURIComponent('전남 여수시')}`)).games.map(
        (game) => game.id,
      );
      expect(found).toEqual([open.id]);
    }
    expect([friendGame.id, scheduled.id]).not.toContain(open.id);
  });
});

describe('forgetUser (account deletion)', () => {
  it("cancels the person's open games and withdraws their applications", async () => {
    const leaving = await player();
    const other = await player();
    const own = await createGame(leaving.headers);
    const othersGame = await buildGame(t.db, other.user, rule);
    await buildApplication(t.db, othersGame, leaving.user);
    const approvedIn = await buildGame(t.db, other.user, rule, {
      status: 'SCHEDULED',
      opponentId: leaving.user.id,
    });

    await t.db.transaction((tx) => forgetUser(tx, leaving.user.id));

    const [ownRow] = await t.db.select().from(games).where(eq(games.id, own));
    expect(ownRow!.status).toBe('CANCELED');
    const [reopened] = await t.db.select().from(games).where(eq(games.id, approvedIn.id));
    expect(reopened).toMatchObject({ status: 'MATCHING', opponentId: null });
    const card = (await list(other.headers, '?size=100')).games.find((game) => game.id === othersGame.id)!;
    expect(card.challengers).toEqual([]);
  });
});
