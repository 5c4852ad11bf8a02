import { MyGamesSchema, NotificationsSchema, type MyGame } from '@hanpan/core';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApplications, games, userBlocks, type RuleRow, type UserRow } from '../../../db/schema/index.ts';
import { buildApplication, buildGame, buildRule, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * What a block does to the pair's games (decision 018 "Blocks"). Issue 16 item 3: an approval racing a block used to leave the pair SCHEDULED with no application
 * row (4 of 20 tries on PostgreSQL): the block's tie-ending deleted the application the approval
 * had just moved, and the game could then never be cancelled. Each round races the two calls and
 * checks the invariant whatever the winner.
 */

let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db), { title: '배드민턴 21점' });
});
afterAll(() => t.close());

interface Player {
  user: UserRow;
  headers: Record<string, string>;
}

let seq = 0;
async function player(nickname?: string): Promise<Player> {
  seq += 1;
  const user = await buildUser(t.db, { nickname: nickname ?? `경합${seq}` });
  return { user, headers: await t.authHeader(user) };
}

const place = { placeRoad: '서울특별시 강남구 테헤란로 152', province: '서울', region: '서울 강남구' };

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * A SCHEDULED random game has exactly one APPROVED application, its opponent's, and no block
 * between the two players; a game that is not SCHEDULED has no APPROVED application.
 */
async function expectConsistent(gameId: number, round: number) {
  const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
  const applications = await t.db.select().from(gameApplications).where(eq(gameApplications.gameId, gameId));
  const approved = applications.filter((row) => row.status === 'APPROVED');
  const label = `round ${round}: ${JSON.stringify({ game: game?.status, opponent: game?.opponentId, applications })}`;
  if (game!.status !== 'SCHEDULED') {
    expect(approved, label).toEqual([]);
    expect(game!.opponentId, label).toBeNull();
    return;
  }
  expect(
    approved.map((row) => row.applicantId),
    label,
  ).toEqual([game!.opponentId]);
  const blocks = await t.db
    .select()
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, game!.ownerId), eq(userBlocks.blockedId, game!.opponentId!)),
        and(eq(userBlocks.blockerId, game!.opponentId!), eq(userBlocks.blockedId, game!.ownerId)),
      ),
    );
  expect(blocks, label).toEqual([]);
}

describe('an approval racing a block', () => {
  it('leaves either a scheduled game with its one approved opponent and no block, or no pairing at all (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const owner = await player();
      const challenger = await player();
      const game = await buildGame(t.db, owner.user, rule, { ...place, placeDetail: `경합장 ${round}` });
      const applied = await call('POST', `/api/games/${game.id}/apply`, challenger.headers);
      expect(applied.statusCode, applied.body).toBe(200);
      // Either player blocks, alternately: the tie-ending runs both ways.
      const [blocker, blocked] = round % 2 === 0 ? [owner, challenger] : [challenger, owner];
      const [approval, block] = await Promise.all([
        call('POST', '/api/games/approve', owner.headers, { gameId: game.id, userId: challenger.user.id }),
        call('POST', `/api/block/${blocked.user.id}`, blocker.headers),
      ]);
      expect(block.statusCode, block.body).toBeLessThan(300);
      // The approval either won before the block (then the block reopened the game) or lost to it.
      expect([200, 403, 404], approval.body).toContain(approval.statusCode);
      await expectConsistent(game.id, round);
      // Whatever happened, the owner can still delete the game.
      const removed = await call('DELETE', `/api/games/${game.id}/delete`, owner.headers);
      expect(removed.statusCode, removed.body).toBe(200);
    }
  });
});

async function myGames(who: Player): Promise<Map<number, MyGame>> {
  const res = await call('GET', '/api/games/my-games?size=100', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(MyGamesSchema.parse(res.json()).map((game) => [game.id, game]));
}

async function notificationsOf(who: Player) {
  const res = await call('GET', '/api/notifications?size=100', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return NotificationsSchema.parse(res.json());
}

async function applicantsOf(gameId: number) {
  return t.db
    .select({ applicantId: gameApplications.applicantId, status: gameApplications.status })
    .from(gameApplications)
    .where(eq(gameApplications.gameId, gameId));
}

describe('a block between two players with games in common (issue 16 item 18)', () => {
  it('cancels their friend and challenge games, reopens a scheduled random game, says which to the blocker and keeps saying it after an unblock', async () => {
    const me = await player('지호');
    const seoyeon = await player('서연');
    const waiting = await player();
    const newcomer = await player();

    // 나랑도 한 판: I challenge 서연, she accepts (the game is mine, SCHEDULED with her).
    const challenged = await call('POST', '/api/play-with-me-too/request', me.headers, {
      targetUserId: seoyeon.user.id,
      ruleId: rule.id,
    });
    expect(challenged.statusCode, challenged.body).toBe(201);
    const accepted = await call('POST', '/api/play-with-me-too/accept', seoyeon.headers, {
      requesterId: me.user.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [challengeGame] = await t.db.select().from(games).where(eq(games.ownerId, me.user.id));
    expect(challengeGame).toMatchObject({ status: 'SCHEDULED', opponentId: seoyeon.user.id });

    // My friend game inviting her (pending), and hers inviting me.
    const myInvite = await buildGame(t.db, me.user, rule, {
      isFriendGame: true,
      invitedFriendId: seoyeon.user.id,
    });
    // Her challenge game with me as the opponent (she challenged me, I accepted).
    const herChallenge = await buildGame(t.db, seoyeon.user, rule, {
      status: 'SCHEDULED',
      isFriendGame: true,
      invitedFriendId: me.user.id,
      opponentId: me.user.id,
    });
    const herInvite = await buildGame(t.db, seoyeon.user, rule, {
      isFriendGame: true,
      invitedFriendId: me.user.id,
    });
    // My random game with her approved and someone else waiting; her random game with me approved.
    const myRandom = await buildGame(t.db, me.user, rule, { ...place, placeDetail: '내 경기' });
    await call('POST', `/api/games/${myRandom.id}/apply`, seoyeon.headers);
    await buildApplication(t.db, myRandom, waiting.user);
    expect(
      (await call('POST', '/api/games/approve', me.headers, { gameId: myRandom.id, userId: seoyeon.user.id }))
        .statusCode,
    ).toBe(200);
    const herRandom = await buildGame(t.db, seoyeon.user, rule, { ...place, placeDetail: '서연 경기' });
    await call('POST', `/api/games/${herRandom.id}/apply`, me.headers);
    expect(
      (
        await call('POST', '/api/games/approve', seoyeon.headers, {
          gameId: herRandom.id,
          userId: me.user.id,
        })
      ).statusCode,
    ).toBe(200);

    const block = await call('POST', `/api/block/${seoyeon.user.id}`, me.headers);
    expect(block.statusCode, block.body).toBeLessThan(300);

    // What I see: the two private games cancelled (naming her), my random game open again.
    const mine = await myGames(me);
    for (const id of [challengeGame!.id, myInvite.id]) {
      expect(mine.get(id), `game ${id}`).toMatchObject({
        status: 'CANCELED',
        pairingEnded: 'BLOCKED',
        invitation: null,
        opponentId: seoyeon.user.id,
        opponentNickname: '서연',
      });
    }
    expect(mine.get(myRandom.id)).toMatchObject({
      status: 'MATCHING',
      opponentId: null,
      pairingEnded: 'BLOCKED',
    });
    expect(await applicantsOf(myRandom.id)).toEqual([{ applicantId: waiting.user.id, status: 'REQUESTED' }]);
    expect(await applicantsOf(herRandom.id)).toEqual([]);

    // The blocker hears which, one notification per game; the one still waiting hears it reopened.
    const told = (await notificationsOf(me)).map((note) => [note.title, note.message, note.url]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['경기 취소', '서연님을 차단해서 함께하기로 한 경기가 취소됐어요.', `/game?id=${challengeGame!.id}`],
        ['경기 취소', '서연님을 차단해서 함께하기로 한 경기가 취소됐어요.', `/game?id=${myInvite.id}`],
        ['경기 취소', '서연님을 차단해서 함께하기로 한 경기가 취소됐어요.', '/game'],
        [
          '다시 매칭 중',
          '서연님을 차단해서 승인이 취소됐어요. 경기가 다시 도전자를 찾고 있어요.',
          `/game?id=${myRandom.id}`,
        ],
        ['신청 취소', '서연님을 차단해서 서연님의 경기에 승인된 신청이 취소됐어요.', '/game'],
      ]),
    );
    expect(told.some(([, message]) => message?.includes('초대를 거절'))).toBe(false);
    expect((await notificationsOf(waiting)).map((note) => note.title)).toContain('다시 매칭 중');
    // The blocked player is told nothing about the block.
    expect(
      (await notificationsOf(seoyeon)).some((note) => /차단|취소/.test(`${note.title} ${note.message}`)),
    ).toBe(false);

    // Unblocking restores nothing, and the cards keep saying what happened.
    expect((await call('DELETE', `/api/block/${seoyeon.user.id}`, me.headers)).statusCode).toBeLessThan(300);
    const after = await myGames(me);
    expect(after.get(challengeGame!.id)).toMatchObject({ status: 'CANCELED', pairingEnded: 'BLOCKED' });
    expect(after.get(myInvite.id)).toMatchObject({
      status: 'CANCELED',
      pairingEnded: 'BLOCKED',
      invitation: null,
    });
    // Hers where I was the opponent shows again after the unblock, cancelled by my block.
    expect(after.get(herChallenge.id)).toMatchObject({
      status: 'CANCELED',
      pairingEnded: 'BLOCKED',
      isOwner: false,
      ownerNickname: '서연',
      opponentId: me.user.id,
    });
    // Her side: the pairing ended, without naming who or why.
    const hers = await myGames(seoyeon);
    expect(hers.get(herRandom.id)).toMatchObject({
      status: 'MATCHING',
      opponentId: null,
      pairingEnded: 'LEFT',
    });
    expect(hers.get(herInvite.id)).toMatchObject({
      status: 'CANCELED',
      pairingEnded: 'LEFT',
      opponentId: null,
    });
    expect(hers.get(herChallenge.id)).toMatchObject({
      status: 'CANCELED',
      pairingEnded: 'LEFT',
      opponentId: null,
    });
    // On my challenge game she was the opponent: she still sees herself there.
    expect(hers.get(challengeGame!.id)).toMatchObject({
      status: 'CANCELED',
      pairingEnded: 'LEFT',
      opponentId: seoyeon.user.id,
    });

    // A reopened game that finds a new opponent is no longer the block's news.
    await call('POST', `/api/games/${myRandom.id}/apply`, newcomer.headers);
    expect(
      (
        await call('POST', '/api/games/approve', me.headers, {
          gameId: myRandom.id,
          userId: newcomer.user.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await myGames(me)).get(myRandom.id)).toMatchObject({ status: 'SCHEDULED', pairingEnded: null });
  });

  it('withdraws only waiting applications when nothing was scheduled, and abandons a match under way', async () => {
    const owner = await player();
    const challenger = await player();
    const open = await buildGame(t.db, owner.user, rule, { ...place, placeDetail: '열린 경기' });
    await buildApplication(t.db, open, challenger.user);
    const live = await buildGame(t.db, owner.user, rule, {
      ...place,
      placeDetail: '진행 중',
      status: 'IN_PROGRESS',
      opponentId: challenger.user.id,
    });
    expect((await call('POST', `/api/block/${owner.user.id}`, challenger.headers)).statusCode).toBeLessThan(
      300,
    );
    expect(await applicantsOf(open.id)).toEqual([]);
    const owners = await myGames(owner);
    expect(owners.get(open.id)).toMatchObject({ status: 'MATCHING', pairingEnded: null });
    // A match under way ends abandoned (issue 18): no pairing to end, only the match's end to hear.
    expect(owners.get(live.id)).toMatchObject({ status: 'COMPLETED', pairingEnded: null });
    expect((await notificationsOf(challenger)).map((notice) => notice.type)).toEqual(['GAME_END']);
  });

  it('leaves no application between the pair when an application races a block', async () => {
    for (let round = 0; round < 10; round += 1) {
      const owner = await player();
      const challenger = await player();
      const game = await buildGame(t.db, owner.user, rule, { ...place, placeDetail: `신청 경합 ${round}` });
      const [applied, block] = await Promise.all([
        call('POST', `/api/games/${game.id}/apply`, challenger.headers),
        call('POST', `/api/block/${challenger.user.id}`, owner.headers),
      ]);
      expect(block.statusCode, block.body).toBeLessThan(300);
      expect(await applicantsOf(game.id), `round ${round}: ${applied.statusCode}`).toEqual([]);
    }
  });

  it('keeps a friend game made while a block commits from surviving it: one of the two wins whole', async () => {
    for (let round = 0; round < 6; round += 1) {
      const owner = await player();
      const friend = await player();
      await call('POST', `/api/friends/request/${friend.user.id}`, owner.headers);
      await call('POST', `/api/friends/accept/${owner.user.id}`, friend.headers);
      const [made, block] = await Promise.all([
        call('POST', '/api/games/create-friend-game', owner.headers, {
          referencedRuleId: rule.id,
          friendId: friend.user.id,
          placeRoad: null,
          placeDetail: '',
          matchDate: null,
        }),
        call('POST', `/api/block/${owner.user.id}`, friend.headers),
      ]);
      expect(block.statusCode, block.body).toBeLessThan(300);
      const open = await t.db
        .select()
        .from(games)
        .where(and(eq(games.ownerId, owner.user.id), eq(games.status, 'MATCHING')));
      expect(open, `round ${round}: ${made.statusCode} ${made.body}`).toEqual([]);
    }
  });
});
