import type { ReportTargetType } from '@hanpan/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameComments, hiddenItems, reports, type GameRow, type UserRow } from '../../db/schema/index.ts';
import { buildAdmin, buildBlock, buildGame, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * A player reports only what they can see (issue 16 §6): with the real kinds of rules, games and
 * comments, an item that is private to others, deleted, hidden by staff or behind a block answers
 * exactly the 404 of a missing id, and no report is stored; the same item visible to the reporter
 * is accepted. (reports.test.ts covers the module with fake kinds.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { code: 'report_target_not_found', message: '신고할 항목을 찾을 수 없어요.' };
const MISSING_ID = 987_654_321;

async function report(reporter: UserRow, targetType: ReportTargetType, targetId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: await t.authHeader(reporter),
    payload: { targetType, targetId, reason: '부적절한 내용이에요' },
  });
}

/** The answer to an item `reporter` cannot see: the missing id's, and nothing stored. */
async function expectUnseen(reporter: UserRow, targetType: ReportTargetType, targetId: number) {
  const res = await report(reporter, targetType, targetId);
  expect([res.statusCode, res.json().error]).toEqual([404, NOT_FOUND]);
  const stored = await t.db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));
  expect(stored.filter((row) => row.reporterId === reporter.id)).toEqual([]);
}

async function expectAccepted(reporter: UserRow, targetType: ReportTargetType, targetId: number) {
  const res = await report(reporter, targetType, targetId);
  expect(res.statusCode, res.body).toBe(201);
}

const hide = (targetType: ReportTargetType, targetId: number) =>
  t.db.insert(hiddenItems).values({ targetType, targetId });

async function commentOn(game: Pick<GameRow, 'id'>, author: UserRow, deletedAt: Date | null = null) {
  const [row] = await t.db
    .insert(gameComments)
    .values({ gameId: game.id, authorId: author.id, content: '댓글이에요', deletedAt })
    .returning();
  return row!;
}

/** An open random game, a friend game inviting `friend`, and an accepted challenge with `opponent`. */
async function gamesOf(owner: UserRow, friend: UserRow, opponent: UserRow) {
  const rule = await buildRule(t.db, owner);
  return {
    open: await buildGame(t.db, owner, rule),
    friend: await buildGame(t.db, owner, rule, { isFriendGame: true, invitedFriendId: friend.id }),
    challenge: await buildGame(t.db, owner, rule, {
      isFriendGame: true,
      invitedFriendId: opponent.id,
      opponentId: opponent.id,
      status: 'SCHEDULED',
    }),
    deleted: await buildGame(t.db, owner, rule, { status: 'CANCELED', deletedAt: new Date() }),
  };
}

describe('POST /api/reports of a GAME', () => {
  it('answers 404 for a friend game, a challenge game, a deleted one, a hidden one and behind a block; 201 when seen', async () => {
    const owner = await buildUser(t.db);
    const friend = await buildUser(t.db);
    const opponent = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const games = await gamesOf(owner, friend, opponent);
    await expectUnseen(stranger, 'GAME', MISSING_ID);
    await expectUnseen(stranger, 'GAME', games.friend.id);
    await expectUnseen(stranger, 'GAME', games.challenge.id);
    await expectUnseen(stranger, 'GAME', games.deleted.id);

    // Its players see a private game, so they may report it.
    await expectAccepted(friend, 'GAME', games.friend.id);
    await expectAccepted(opponent, 'GAME', games.challenge.id);

    const hidden = await buildGame(t.db, owner, await buildRule(t.db, owner));
    await hide('GAME', hidden.id);
    await expectUnseen(stranger, 'GAME', hidden.id);
    await expectAccepted(await buildAdmin(t.db), 'GAME', hidden.id);

    const blockedByOwner = await buildUser(t.db);
    const blockingOwner = await buildUser(t.db);
    await buildBlock(t.db, owner, blockedByOwner);
    await buildBlock(t.db, blockingOwner, owner);
    await expectUnseen(blockedByOwner, 'GAME', games.open.id);
    await expectUnseen(blockingOwner, 'GAME', games.open.id);
    await expectAccepted(stranger, 'GAME', games.open.id);
  });
});

describe('POST /api/reports of a COMMENT', () => {
  it('answers 404 for a comment inside a private or deleted game, a deleted, hidden or blocked one; 201 when seen', async () => {
    const owner = await buildUser(t.db);
    const friend = await buildUser(t.db);
    const opponent = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const games = await gamesOf(owner, friend, opponent);
    await expectUnseen(stranger, 'COMMENT', MISSING_ID);
    const inFriendGame = await commentOn(games.friend, friend);
    const inChallenge = await commentOn(games.challenge, opponent);
    const inDeletedGame = await commentOn(games.deleted, owner);
    const deleted = await commentOn(games.open, owner, new Date());
    const hidden = await commentOn(games.open, owner);
    await hide('COMMENT', hidden.id);
    await expectUnseen(stranger, 'COMMENT', inFriendGame.id);
    await expectUnseen(stranger, 'COMMENT', inChallenge.id);
    await expectUnseen(stranger, 'COMMENT', inDeletedGame.id);
    await expectUnseen(stranger, 'COMMENT', deleted.id);
    await expectUnseen(stranger, 'COMMENT', hidden.id);

    const blockingAuthor = await buildUser(t.db);
    const author = await buildUser(t.db);
    const visible = await commentOn(games.open, author);
    await buildBlock(t.db, blockingAuthor, author);
    await expectUnseen(blockingAuthor, 'COMMENT', visible.id);

    await expectAccepted(stranger, 'COMMENT', visible.id);
    await expectAccepted(owner, 'COMMENT', inFriendGame.id);
    await expectAccepted(owner, 'COMMENT', inChallenge.id);
  });
});

describe('POST /api/reports of a RULE', () => {
  it('answers 404 for a rule staff hid (its author still may not report it: 400) and 201 for a visible one', async () => {
    const creator = await buildUser(t.db);
    const reporter = await buildUser(t.db);
    await expectUnseen(reporter, 'RULE', MISSING_ID);
    const hidden = await buildRule(t.db, creator);
    await hide('RULE', hidden.id);
    await expectUnseen(reporter, 'RULE', hidden.id);
    expect((await report(creator, 'RULE', hidden.id)).json().error.code).toBe('cannot_report_own');
    await expectAccepted(reporter, 'RULE', (await buildRule(t.db, creator)).id);
  });
});
