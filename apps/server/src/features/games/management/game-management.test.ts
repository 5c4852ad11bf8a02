import {
  GameActionResultSchema,
  GameApplicantsSchema,
  GameListSchema,
  GameRequestCountSchema,
  MyGamesSchema,
  MyRequestsSchema,
  NEXT_CURSOR_HEADER,
  NotificationsSchema,
  encodeInviteCode,
  errorCatalog,
  gameManagementMessages,
} from '@hanpan/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameApplications,
  games,
  hiddenItems,
  type GameRow,
  type RuleRow,
  type UserRow,
} from '../../../db/schema/index.ts';
import {
  buildAdmin,
  buildApplication,
  buildBlock,
  buildGame,
  buildRule,
  buildUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db), { title: '탁구 11점 단판' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface Player {
  user: UserRow;
  headers: Headers;
}

let nicknameSeq = 0;
async function player(): Promise<Player> {
  nicknameSeq += 1;
  const user = await buildUser(t.db, { nickname: `선수${nicknameSeq}` });
  return { user, headers: await t.authHeader(user) };
}

const place = { placeRoad: '서울특별시 강남구 테헤란로 152', province: '서울', region: '서울 강남구' };

function openGame(owner: Player, overrides: Parameters<typeof buildGame>[3] = {}) {
  return buildGame(t.db, owner.user, rule, { ...place, placeDetail: '강남구민체육센터', ...overrides });
}

function friendGame(owner: Player, friend: Player, overrides: Parameters<typeof buildGame>[3] = {}) {
  return openGame(owner, { isFriendGame: true, invitedFriendId: friend.user.id, ...overrides });
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return GameActionResultSchema.parse(res.json());
}

const apply = (who: Player, gameId: number) => call('POST', `/api/games/${gameId}/apply`, who.headers);
const approve = (who: Player, gameId: number, userId: number) =>
  call('POST', '/api/games/approve', who.headers, { gameId, userId });
const cancelApprove = (who: Player, gameId: number, userId: number) =>
  call('POST', '/api/games/cancel-approve', who.headers, { gameId, userId });
const cancelRequest = (who: Player, gameId: number) =>
  call('POST', '/api/games/cancel-request', who.headers, { gameId });
const remove = (who: Player, gameId: number) => call('DELETE', `/api/games/${gameId}/delete`, who.headers);

async function gameRow(gameId: number): Promise<GameRow> {
  const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
  return row!;
}

async function applicationsOf(gameId: number) {
  return t.db
    .select({ applicantId: gameApplications.applicantId, status: gameApplications.status })
    .from(gameApplications)
    .where(eq(gameApplications.gameId, gameId))
    .orderBy(gameApplications.id);
}

async function myGames(who: Player, query = '') {
  const res = await call('GET', `/api/games/my-games${query}`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { games: MyGamesSchema.parse(res.json()), next: res.headers[NEXT_CURSOR_HEADER.toLowerCase()] };
}

async function myRequests(who: Player, query = '') {
  const res = await call('GET', `/api/games/my-requests${query}`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return {
    requests: MyRequestsSchema.parse(res.json()),
    next: res.headers[NEXT_CURSOR_HEADER.toLowerCase()],
  };
}

async function applicants(who: Player, query = '') {
  const res = await call('GET', `/api/games/my-games/applicants${query}`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return GameApplicantsSchema.parse(res.json());
}

async function requestCount(who: Player) {
  const res = await call('GET', '/api/games/request-count', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return GameRequestCountSchema.parse(res.json()).count;
}

async function notificationsOf(who: Player) {
  const res = await call('GET', '/api/notifications?size=100', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return NotificationsSchema.parse(res.json());
}

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
}

describe('POST /api/games/{id}/apply', () => {
  it('puts the player in line (REQUESTED) and tells the owner', async () => {
    const owner = await player();
    const challenger = await player();
    const game = await openGame(owner);
    const answer = await ok(await apply(challenger, game.id));
    expect(answer).toEqual({
      gameId: game.id,
      gameStatus: 'MATCHING',
      opponentId: null,
      applicationStatus: 'REQUESTED',
    });
    expect(await applicationsOf(game.id)).toEqual([{ applicantId: challenger.user.id, status: 'REQUESTED' }]);
    const [told] = await notificationsOf(owner);
    expect(told).toMatchObject({
      type: 'MY_GAME',
      message: `${challenger.user.nickname}님이 내 경기에 도전 신청을 보냈어요.`,
      url: `/game?id=${game.id}`,
    });
  });

  it('answers 409 to a second application, also when two arrive at once: one row', async () => {
    const owner = await player();
    const challenger = await player();
    const game = await openGame(owner);
    const answers = await Promise.all([apply(challenger, game.id), apply(challenger, game.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expectError((await apply(challenger, game.id)) as never, 409, 'game_already_applied');
    expect(await applicationsOf(game.id)).toHaveLength(1);
  });

  it('answers 400 for the own game', async () => {
    const owner = await player();
    const game = await openGame(owner);
    const res = await apply(owner, game.id);
    expectError(res, 400, 'cannot_apply_own_game');
    expect(await applicationsOf(game.id)).toEqual([]);
  });

  it('answers 409 once the game is no longer open, 404 for a friend game, a deleted or unknown one', async () => {
    const owner = await player();
    const challenger = await player();
    const friend = await player();
    const scheduled = await openGame(owner, { status: 'SCHEDULED', opponentId: friend.user.id });
    expectError(await apply(challenger, scheduled.id), 409, 'game_not_open');
    const inProgress = await openGame(owner, { status: 'IN_PROGRESS', opponentId: friend.user.id });
    expectError(await apply(challenger, inProgress.id), 409, 'game_not_open');
    const privateGame = await friendGame(owner, friend);
    expectError(await apply(challenger, privateGame.id), 404, 'game_not_found');
    expectError(await apply(friend, privateGame.id), 404, 'game_not_found');
    const deleted = await openGame(owner);
    await ok(await remove(owner, deleted.id));
    expectError(await apply(challenger, deleted.id), 404, 'game_not_found');
    expectError(await apply(challenger, 987_654_321), 404, 'game_not_found');
    const badId = await call('POST', '/api/games/abc/apply', challenger.headers);
    expectError(badId, 400, 'validation_failed');
    expect(badId.json().message).toBe('잘못된 경기 번호예요.');
  });

  it('is refused across a block, whoever blocked', async () => {
    const owner = await player();
    const blockedByOwner = await player();
    const blocker = await player();
    const game = await openGame(owner);
    await buildBlock(t.db, owner.user, blockedByOwner.user);
    await buildBlock(t.db, blocker.user, owner.user);
    expectError(await apply(blockedByOwner, game.id), 404, 'user_not_found');
    expectError(await apply(blocker, game.id), 403, 'user_blocked');
  });

  it('works again after the player withdrew', async () => {
    const owner = await player();
    const challenger = await player();
    const game = await openGame(owner);
    await ok(await apply(challenger, game.id));
    expect(await ok(await cancelRequest(challenger, game.id))).toMatchObject({ applicationStatus: null });
    expect(await applicationsOf(game.id)).toEqual([]);
    await ok(await apply(challenger, game.id));
    expect(await applicationsOf(game.id)).toHaveLength(1);
  });

  it('answers 401 without a login', async () => {
    const owner = await player();
    const game = await openGame(owner);
    expect((await call('POST', `/api/games/${game.id}/apply`, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/games/my-games', {})).statusCode).toBe(401);
  });
});

describe('POST /api/games/approve', () => {
  it('schedules the game with that challenger; the others stay in line and see another was approved', async () => {
    const owner = await player();
    const first = await player();
    const second = await player();
    const game = await openGame(owner);
    await ok(await apply(first, game.id));
    await ok(await apply(second, game.id));

    const answer = await ok(await approve(owner, game.id, first.user.id));
    expect(answer).toEqual({
      gameId: game.id,
      gameStatus: 'SCHEDULED',
      opponentId: first.user.id,
      applicationStatus: 'APPROVED',
    });
    expect(await gameRow(game.id)).toMatchObject({ status: 'SCHEDULED', opponentId: first.user.id });
    expect(await applicationsOf(game.id)).toEqual([
      { applicantId: first.user.id, status: 'APPROVED' },
      { applicantId: second.user.id, status: 'REQUESTED' },
    ]);
    expect((await notificationsOf(first))[0]).toMatchObject({
      type: 'MY_GAME',
      title: '도전 승인',
      url: `/game?id=${game.id}`,
    });

    const secondCard = (await myRequests(second)).requests.find((request) => request.id === game.id)!;
    expect(secondCard).toMatchObject({ status: 'REQUESTED', gameStatus: 'SCHEDULED', anotherApproved: true });
    const firstCard = (await myRequests(first)).requests.find((request) => request.id === game.id)!;
    expect(firstCard).toMatchObject({ status: 'APPROVED', gameStatus: 'SCHEDULED', anotherApproved: false });

    // A second approval answers the phrase existing clients look for.
    const again = await approve(owner, game.id, second.user.id);
    expectError(again, 409, 'game_approval_taken');
    expect(again.json().message).toContain('한 명만 승인 가능');
    expect(again.json().message).toBe(gameManagementMessages.approvalTaken);
  });

  it('lets exactly one of 50 concurrent approvals win; the others answer 409 한 명만 승인 가능', async () => {
    const owner = await player();
    const game = await openGame(owner);
    const challengers: Player[] = [];
    for (let i = 0; i < 10; i += 1) {
      const challenger = await player();
      await buildApplication(t.db, game, challenger.user);
      challengers.push(challenger);
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => approve(owner, game.id, challengers[i % 10]!.user.id)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(res.json().message).toContain('한 명만 승인 가능');
    const winner = GameActionResultSchema.parse(answers.find((res) => res.statusCode === 200)!.json());
    expect(await gameRow(game.id)).toMatchObject({ status: 'SCHEDULED', opponentId: winner.opponentId });
    const approved = (await applicationsOf(game.id)).filter((row) => row.status === 'APPROVED');
    expect(approved).toEqual([{ applicantId: winner.opponentId, status: 'APPROVED' }]);
  });

  it('is the owner’s only (403), needs a waiting application (404) and an open game (409)', async () => {
    const owner = await player();
    const challenger = await player();
    const stranger = await player();
    const game = await openGame(owner);
    await ok(await apply(challenger, game.id));
    expectError(await approve(challenger, game.id, challenger.user.id), 403, 'not_game_owner');
    expectError(await approve(owner, game.id, stranger.user.id), 404, 'application_not_found');
    expectError(await approve(owner, 987_654_321, challenger.user.id), 404, 'game_not_found');
    await t.db
      .update(games)
      .set({ status: 'IN_PROGRESS', opponentId: stranger.user.id, startedAt: new Date() })
      .where(eq(games.id, game.id));
    expectError(await approve(owner, game.id, challenger.user.id), 409, 'game_not_open');
  });

  it('answers 400 in Korean for a body without ids', async () => {
    const owner = await player();
    const res = await call('POST', '/api/games/approve', owner.headers, { gameId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('잘못된 사용자 번호예요.');
  });
});

describe('POST /api/games/cancel-approve', () => {
  it('reopens the game, the challenger back in line, and tells the waiting ones', async () => {
    const owner = await player();
    const first = await player();
    const waiting = await player();
    const game = await openGame(owner);
    await ok(await apply(first, game.id));
    await ok(await apply(waiting, game.id));
    await ok(await approve(owner, game.id, first.user.id));

    const answer = await ok(await cancelApprove(owner, game.id, first.user.id));
    expect(answer).toEqual({
      gameId: game.id,
      gameStatus: 'MATCHING',
      opponentId: null,
      applicationStatus: 'REQUESTED',
    });
    expect(await gameRow(game.id)).toMatchObject({ status: 'MATCHING', opponentId: null });
    expect(await applicationsOf(game.id)).toEqual([
      { applicantId: first.user.id, status: 'REQUESTED' },
      { applicantId: waiting.user.id, status: 'REQUESTED' },
    ]);
    expect((await notificationsOf(first))[0]).toMatchObject({ title: '승인 취소' });
    expect((await notificationsOf(waiting))[0]).toMatchObject({
      title: '다시 매칭 중',
      url: `/game?id=${game.id}`,
    });
    // Listed again, and the other challenger can now be approved.
    const listed = GameListSchema.parse(
      (await call('GET', '/api/games/list?size=100', waiting.headers)).json(),
    ).map((item) => item.id);
    expect(listed).toContain(game.id);
    await ok(await approve(owner, game.id, waiting.user.id));
  });

  it('answers 409 while the game is in progress or completed, and changes nothing', async () => {
    const owner = await player();
    const challenger = await player();
    const game = await openGame(owner);
    await ok(await apply(challenger, game.id));
    await ok(await approve(owner, game.id, challenger.user.id));
    for (const status of ['IN_PROGRESS', 'COMPLETED'] as const) {
      await t.db.update(games).set({ status, startedAt: new Date() }).where(eq(games.id, game.id));
      expectError(await cancelApprove(owner, game.id, challenger.user.id), 409, 'game_already_started');
      expect(await gameRow(game.id)).toMatchObject({ status, opponentId: challenger.user.id });
    }
  });

  it('is the owner’s only, and only for the approved challenger', async () => {
    const owner = await player();
    const challenger = await player();
    const other = await player();
    const game = await openGame(owner);
    await ok(await apply(challenger, game.id));
    await ok(await apply(other, game.id));
    expectError(await cancelApprove(owner, game.id, challenger.user.id), 409, 'not_approved_applicant');
    await ok(await approve(owner, game.id, challenger.user.id));
    expectError(await cancelApprove(challenger, game.id, challenger.user.id), 403, 'not_game_owner');
    expectError(await cancelApprove(owner, game.id, other.user.id), 409, 'not_approved_applicant');
  });
});

describe('POST /api/games/cancel-request', () => {
  it('withdraws a waiting application; 404 without one; 409 for a rejected one', async () => {
    const owner = await player();
    const challenger = await player();
    const rejected = await player();
    const game = await openGame(owner);
    expectError(await cancelRequest(challenger, game.id), 404, 'application_not_found');
    await ok(await apply(challenger, game.id));
    await ok(await apply(rejected, game.id));
    expect(await requestCount(owner)).toBe(2);
    await ok(
      await call('POST', '/api/games/reject', owner.headers, { gameId: game.id, userId: rejected.user.id }),
    );
    expect((await notificationsOf(rejected))[0]).toMatchObject({ title: '도전 거절' });
    expectError(await cancelRequest(rejected, game.id), 409, 'application_rejected');
    expectError(await apply(rejected, game.id), 409, 'game_already_applied');
    await ok(await cancelRequest(challenger, game.id));
    expect(await applicationsOf(game.id)).toEqual([{ applicantId: rejected.user.id, status: 'REJECTED' }]);
    expect(await requestCount(owner)).toBe(0);
  });

  it('lets the approved challenger leave: the game reopens and the owner and waiting ones are told', async () => {
    const owner = await player();
    const approved = await player();
    const waiting = await player();
    const game = await openGame(owner);
    await ok(await apply(approved, game.id));
    await ok(await apply(waiting, game.id));
    await ok(await approve(owner, game.id, approved.user.id));

    const answer = await ok(await cancelRequest(approved, game.id));
    expect(answer).toEqual({
      gameId: game.id,
      gameStatus: 'MATCHING',
      opponentId: null,
      applicationStatus: null,
    });
    expect(await gameRow(game.id)).toMatchObject({ status: 'MATCHING', opponentId: null });
    expect(await applicationsOf(game.id)).toEqual([{ applicantId: waiting.user.id, status: 'REQUESTED' }]);
    expect((await notificationsOf(owner))[0]).toMatchObject({ title: '도전 취소' });
    expect((await notificationsOf(waiting))[0]).toMatchObject({ title: '다시 매칭 중' });
  });

  it('answers 409 once the game started', async () => {
    const owner = await player();
    const approved = await player();
    const game = await openGame(owner);
    await ok(await apply(approved, game.id));
    await ok(await approve(owner, game.id, approved.user.id));
    await t.db
      .update(games)
      .set({ status: 'IN_PROGRESS', startedAt: new Date() })
      .where(eq(games.id, game.id));
    expectError(await cancelRequest(approved, game.id), 409, 'game_already_started');
    expect(await gameRow(game.id)).toMatchObject({ status: 'IN_PROGRESS', opponentId: approved.user.id });
  });
});

describe('DELETE /api/games/{id}/delete', () => {
  it('cancels the game, takes it out of every list and tells the challengers', async () => {
    const owner = await player();
    const challenger = await player();
    const game = await openGame(owner);
    await ok(await apply(challenger, game.id));
    const answer = await ok(await remove(owner, game.id));
    expect(answer).toMatchObject({ gameId: game.id, gameStatus: 'CANCELED' });
    expect((await gameRow(game.id)).deletedAt).not.toBeNull();
    expect((await myGames(owner)).games.map((item) => item.id)).not.toContain(game.id);
    expect((await myRequests(challenger)).requests.map((item) => item.id)).not.toContain(game.id);
    const listed = GameListSchema.parse(
      (await call('GET', '/api/games/list?size=100', challenger.headers)).json(),
    );
    expect(listed.map((item) => item.id)).not.toContain(game.id);
    expect((await notificationsOf(challenger))[0]).toMatchObject({ title: '경기 삭제', url: '/game' });
    expectError(await remove(owner, game.id), 404, 'game_not_found');
  });

  it("answers 403 '내가 만든 경기만 삭제할 수 있어요' to anyone else and 404 '존재하지 않는 경기예요'", async () => {
    const owner = await player();
    const other = await player();
    const game = await openGame(owner);
    const res = await remove(other, game.id);
    expectError(res, 403, 'not_game_owner_delete');
    expect(res.json().message).toBe('내가 만든 경기만 삭제할 수 있어요.');
    expect((await gameRow(game.id)).status).toBe('MATCHING');
    const missing = await remove(owner, 987_654_321);
    expectError(missing, 404, 'game_not_found');
    expect(missing.json().message).toBe('존재하지 않는 경기예요.');
  });

  it('answers 409 while in progress or completed; a scheduled game may be deleted', async () => {
    const owner = await player();
    const opponent = await player();
    for (const status of ['IN_PROGRESS', 'COMPLETED'] as const) {
      const game = await openGame(owner, { status, opponentId: opponent.user.id });
      expectError(await remove(owner, game.id), 409, 'game_already_started');
      expect((await gameRow(game.id)).deletedAt).toBeNull();
    }
    const scheduled = await openGame(owner, { status: 'SCHEDULED', opponentId: opponent.user.id });
    await ok(await remove(owner, scheduled.id));
    expect((await notificationsOf(opponent))[0]).toMatchObject({ title: '경기 삭제' });
  });
});

describe('friend-game invitations', () => {
  it('shows the invitation to both; accept makes it SCHEDULED with the friend and tells the owner', async () => {
    const owner = await player();
    const friend = await player();
    const game = await friendGame(owner, friend);

    const ownerCard = (await myGames(owner)).games.find((item) => item.id === game.id)!;
    expect(ownerCard).toMatchObject({
      isOwner: true,
      isFriendGame: true,
      invitation: 'PENDING',
      inviteCode: null,
      opponentId: friend.user.id,
      opponentNickname: friend.user.nickname,
    });
    const friendCard = (await myGames(friend)).games.find((item) => item.id === game.id)!;
    expect(friendCard).toMatchObject({ isOwner: false, invitation: 'PENDING', ownerId: owner.user.id });

    expect(await ok(await call('POST', `/api/games/${game.id}/invitation/accept`, friend.headers))).toEqual({
      gameId: game.id,
      gameStatus: 'SCHEDULED',
      opponentId: friend.user.id,
      applicationStatus: null,
    });
    expect((await notificationsOf(owner))[0]).toMatchObject({
      title: '초대 수락',
      url: `/game?id=${game.id}`,
    });
    const accepted = (await myGames(friend)).games.find((item) => item.id === game.id)!;
    expect(accepted).toMatchObject({ status: 'SCHEDULED', invitation: null, opponentId: friend.user.id });
    expectError(
      await call('POST', `/api/games/${game.id}/invitation/accept`, friend.headers),
      409,
      'invitation_answered',
    );
    expectError(
      await call('POST', `/api/games/${game.id}/invitation/decline`, friend.headers),
      409,
      'invitation_answered',
    );
  });

  it('is answered only by the invited friend', async () => {
    const owner = await player();
    const friend = await player();
    const stranger = await player();
    const game = await friendGame(owner, friend);
    for (const who of [stranger, owner])
      expectError(
        await call('POST', `/api/games/${game.id}/invitation/accept`, who.headers),
        404,
        'invitation_not_found',
      );
    expect((await myGames(stranger)).games.map((item) => item.id)).not.toContain(game.id);
  });

  it('decline: the owner is told and chooses; open makes it a listed random game anyone may apply to', async () => {
    const owner = await player();
    const friend = await player();
    const challenger = await player();
    const game = await friendGame(owner, friend);
    expectError(
      await call('POST', `/api/games/${game.id}/open`, owner.headers),
      409,
      'invitation_not_declined',
    );

    await ok(await call('POST', `/api/games/${game.id}/invitation/decline`, friend.headers));
    expect((await notificationsOf(owner))[0]).toMatchObject({ title: '초대 거절' });
    expect((await myGames(owner)).games.find((item) => item.id === game.id)).toMatchObject({
      invitation: 'DECLINED',
      status: 'MATCHING',
    });
    expect((await myGames(friend)).games.map((item) => item.id)).not.toContain(game.id);
    expectError(await apply(challenger, game.id), 404, 'game_not_found');
    expectError(await call('POST', `/api/games/${game.id}/open`, friend.headers), 403, 'not_game_owner');

    expect(await ok(await call('POST', `/api/games/${game.id}/open`, owner.headers))).toMatchObject({
      gameStatus: 'MATCHING',
      opponentId: null,
    });
    expect(await gameRow(game.id)).toMatchObject({ isFriendGame: false, invitedFriendId: null });
    const listed = GameListSchema.parse(
      (await call('GET', '/api/games/list?size=100', challenger.headers)).json(),
    );
    expect(listed.map((item) => item.id)).toContain(game.id);
    expect((await myGames(owner)).games.find((item) => item.id === game.id)).toMatchObject({
      invitation: null,
      isFriendGame: false,
      inviteCode: encodeInviteCode(game.id),
    });
    await ok(await apply(challenger, game.id));
  });

  it('decline then delete: the game leaves the owner’s list', async () => {
    const owner = await player();
    const friend = await player();
    const game = await friendGame(owner, friend);
    await ok(await call('POST', `/api/games/${game.id}/invitation/decline`, friend.headers));
    await ok(await remove(owner, game.id));
    expect((await myGames(owner)).games.map((item) => item.id)).not.toContain(game.id);
  });

  it('a friend game is never listed', async () => {
    const owner = await player();
    const friend = await player();
    const game = await friendGame(owner, friend);
    for (const who of [owner, friend]) {
      const listed = GameListSchema.parse(
        (await call('GET', '/api/games/list?size=100', who.headers)).json(),
      );
      expect(listed.map((item) => item.id)).not.toContain(game.id);
    }
  });
});

describe('GET /api/games/my-games', () => {
  it('lists own games, games played without an application and invitations; newest first, paged', async () => {
    const me = await player();
    const other = await player();
    const own = await openGame(me);
    const playWithMe = await openGame(other, { status: 'SCHEDULED', opponentId: me.user.id });
    const invitation = await friendGame(other, me);
    const appliedTo = await openGame(other);
    await ok(await apply(me, appliedTo.id));
    const approvedIn = await openGame(other);
    await ok(await apply(me, approvedIn.id));
    await ok(await approve(other, approvedIn.id, me.user.id));
    await openGame(other); // not mine at all

    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const { games: listed, next } = await myGames(me, `?size=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...listed.map((item) => item.id));
      if (typeof next !== 'string') break;
      cursor = next;
    }
    expect(seen).toEqual([invitation.id, playWithMe.id, own.id]);

    const { games: listed } = await myGames(me);
    expect(listed.find((item) => item.id === own.id)).toMatchObject({
      isOwner: true,
      status: 'MATCHING',
      inviteCode: encodeInviteCode(own.id),
      invitation: null,
      championId: null,
      startedAt: null,
      matchLocation: '서울특별시 강남구 테헤란로 152 강남구민체육센터',
      region: '서울 강남구',
      ownerStatistics: { wins: 0, draws: 0, losses: 0, manner: 4.5 },
      rule: { id: rule.id, ruleTitle: '탁구 11점 단판' },
    });
    expect(listed.find((item) => item.id === playWithMe.id)).toMatchObject({
      isOwner: false,
      inviteCode: null,
      opponentId: me.user.id,
      ownerNickname: other.user.nickname,
    });
  });

  it('counts the challengers in line, leaving out the blocked ones', async () => {
    const me = await player();
    const a = await player();
    const b = await player();
    const game = await openGame(me);
    await ok(await apply(a, game.id));
    await ok(await apply(b, game.id));
    expect((await myGames(me)).games.find((item) => item.id === game.id)!.applicantCount).toBe(2);
    await buildBlock(t.db, b.user, me.user);
    expect((await myGames(me)).games.find((item) => item.id === game.id)!.applicantCount).toBe(1);
    expect(await requestCount(me)).toBe(1);
  });

  it('leaves out other owners’ games across a block', async () => {
    const me = await player();
    const other = await player();
    const game = await openGame(other, { status: 'SCHEDULED', opponentId: me.user.id });
    expect((await myGames(me)).games.map((item) => item.id)).toContain(game.id);
    await buildBlock(t.db, other.user, me.user);
    expect((await myGames(me)).games.map((item) => item.id)).not.toContain(game.id);
  });
});

describe('GET /api/games/my-games/applicants', () => {
  it('answers the challengers of my open games, or of the games asked for that I own or applied to', async () => {
    const me = await player();
    const a = await player();
    const b = await player();
    const stranger = await player();
    const mine = await openGame(me);
    const empty = await openGame(me);
    const others = await openGame(stranger);
    await ok(await apply(a, mine.id));
    await ok(await apply(b, mine.id));
    await ok(await approve(me, mine.id, b.user.id));
    await ok(await apply(a, others.id));

    const answer = await applicants(me);
    expect(answer.find((entry) => entry.gameId === empty.id)).toEqual({ gameId: empty.id, applicants: [] });
    expect(answer.find((entry) => entry.gameId === mine.id)!.applicants).toEqual([
      expect.objectContaining({ userId: a.user.id, approved: false, status: 'REQUESTED', winRate: 0 }),
      expect.objectContaining({
        userId: b.user.id,
        applicantNickname: b.user.nickname,
        approved: true,
        status: 'APPROVED',
        wins: 0,
        draws: 0,
        losses: 0,
      }),
    ]);
    expect(answer.map((entry) => entry.gameId)).not.toContain(others.id);

    // Asked for by id: mine and the one `a` applied to; a stranger's game stays out.
    const asked = await applicants(a, `?gameIds=${mine.id},${others.id},${empty.id}`);
    expect(asked.map((entry) => entry.gameId)).toEqual([mine.id, others.id]);
    expect((await call('GET', '/api/games/my-games/applicants?gameIds=x', me.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/games/my-requests', () => {
  it('lists my applications newest first with the game and the owner, paged', async () => {
    const me = await player();
    const owner = await player();
    const first = await openGame(owner, {
      placeRoad: null,
      province: null,
      region: null,
      placeDetail: '협의 가능',
    });
    const second = await openGame(owner);
    await ok(await apply(me, first.id));
    await ok(await apply(me, second.id));
    const page1 = await myRequests(me, '?size=1');
    expect(page1.requests.map((item) => item.id)).toEqual([second.id]);
    const page2 = await myRequests(me, `?size=1&cursor=${page1.next}`);
    expect(page2.requests).toEqual([
      expect.objectContaining({
        id: first.id,
        status: 'REQUESTED',
        gameStatus: 'MATCHING',
        matchLocation: null,
        placeDetail: '협의 가능',
        ownerId: owner.user.id,
        ownerNickname: owner.user.nickname,
        anotherApproved: false,
        applicantCount: 1,
      }),
    ]);
    expect(page2.next).toBeUndefined();
  });

  it('leaves out games whose owner has a block with me', async () => {
    const me = await player();
    const owner = await player();
    const game = await openGame(owner);
    await ok(await apply(me, game.id));
    await buildBlock(t.db, me.user, owner.user);
    expect((await myRequests(me)).requests.map((item) => item.id)).not.toContain(game.id);
  });
});

describe('GET /api/games/request-count', () => {
  it('counts waiting challengers of my open and scheduled games only', async () => {
    const me = await player();
    const a = await player();
    const b = await player();
    const c = await player();
    expect(await requestCount(me)).toBe(0);
    const open = await openGame(me);
    await ok(await apply(a, open.id));
    await ok(await apply(b, open.id));
    await ok(await approve(me, open.id, a.user.id));
    const started = await openGame(me, { status: 'IN_PROGRESS', opponentId: a.user.id });
    await buildApplication(t.db, started, c.user);
    expect(await requestCount(me)).toBe(1); // b waits; a is approved; the started game is over
  });
});

describe('blocking', () => {
  it('withdraws applications between the pair; an approved one reopens the game', async () => {
    const owner = await player();
    const approved = await player();
    const waiting = await player();
    const game = await openGame(owner);
    const otherGame = await openGame(owner);
    await ok(await apply(approved, game.id));
    await ok(await apply(waiting, otherGame.id));
    await ok(await approve(owner, game.id, approved.user.id));

    expect((await call('POST', `/api/block/${approved.user.id}`, owner.headers)).statusCode).toBeLessThan(
      300,
    );
    expect(await gameRow(game.id)).toMatchObject({ status: 'MATCHING', opponentId: null });
    expect(await applicationsOf(game.id)).toEqual([]);

    expect((await call('POST', `/api/block/${owner.user.id}`, waiting.headers)).statusCode).toBeLessThan(300);
    expect(await applicationsOf(otherGame.id)).toEqual([]);
  });

  // What a block does to friend, challenge and scheduled games: game-blocks.test.ts.
});

describe('games an admin hid', () => {
  it('take no new applications and leave the challengers’ lists; the owner still sees theirs', async () => {
    const owner = await player();
    const challenger = await player();
    const late = await player();
    const game = await openGame(owner);
    await ok(await apply(challenger, game.id));
    await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: game.id });
    expectError(await apply(late, game.id), 404, 'content_hidden');
    expect((await myRequests(challenger)).requests.map((item) => item.id)).not.toContain(game.id);
    expect((await myGames(owner)).games.map((item) => item.id)).toContain(game.id);
  });

  it('show their owner that they are hidden and why, without an invite code; the invite link is refused', async () => {
    const owner = await player();
    const reporter = await player();
    const admin = await buildAdmin(t.db);
    const adminHeaders = await t.authHeader(admin);
    const game = await openGame(owner);
    const shown = (await myGames(owner)).games.find((item) => item.id === game.id);
    expect(shown).toMatchObject({
      hiddenByAdmin: false,
      hiddenReason: null,
      inviteCode: encodeInviteCode(game.id),
    });
    expect((await call('POST', `/api/invite?gameId=${game.id}`, owner.headers)).statusCode).toBe(200);

    const reported = await call('POST', '/api/reports', reporter.headers, {
      targetId: game.id,
      targetType: 'GAME',
      reason: '연락처로 외부 거래를 유도해요',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const queue = await call('GET', '/api/admin/reports', adminHeaders);
    const report = (queue.json() as Array<{ id: number; targetId: number; targetType: string }>).find(
      (item) => item.targetType === 'GAME' && item.targetId === game.id,
    )!;
    const resolved = await call('POST', `/api/admin/reports/${report.id}/resolve`, adminHeaders, {
      note: '외부 거래 유도는 허용되지 않아요.',
      hideTarget: true,
    });
    expect(resolved.statusCode, resolved.body).toBeLessThan(300);

    const hidden = (await myGames(owner)).games.find((item) => item.id === game.id);
    expect(hidden).toMatchObject({
      status: 'MATCHING',
      hiddenByAdmin: true,
      hiddenReason: '외부 거래 유도는 허용되지 않아요.',
      inviteCode: null,
    });
    expectError(await call('POST', `/api/invite?gameId=${game.id}`, owner.headers), 404, 'content_hidden');

    // Hidden without a report (an admin's own decision): hidden, no reason to show.
    const other = await openGame(owner);
    await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: other.id });
    expect((await myGames(owner)).games.find((item) => item.id === other.id)).toMatchObject({
      hiddenByAdmin: true,
      hiddenReason: null,
      inviteCode: null,
    });

    // Shown again: the code comes back.
    expect((await call('DELETE', `/api/admin/hidden/GAME/${game.id}`, adminHeaders)).statusCode).toBeLessThan(
      300,
    );
    expect((await myGames(owner)).games.find((item) => item.id === game.id)).toMatchObject({
      hiddenByAdmin: false,
      inviteCode: encodeInviteCode(game.id),
    });
  });
});

describe('reports', () => {
  it("takes a game report once; the second answers 409 '신고 접수가 완료된 경기입니다.'", async () => {
    const owner = await player();
    const reporter = await player();
    const game = await openGame(owner);
    const report = () =>
      call('POST', '/api/reports', reporter.headers, {
        targetId: game.id,
        targetType: 'GAME',
        reason: '욕설',
      });
    expect((await report()).statusCode).toBe(201);
    const again = await report();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('신고 접수가 완료된 경기입니다.');
  });
});

describe('error catalogue', () => {
  it('keeps the contract’s approve message and the spec’s delete wording', () => {
    expect(errorCatalog.game_approval_taken.message).toBe(gameManagementMessages.approvalTaken);
    expect(errorCatalog.not_game_owner_delete.message).toBe(gameManagementMessages.deleteNotOwner);
    expect(errorCatalog.game_not_found.message).toBe(gameManagementMessages.gameNotFound);
  });
});
