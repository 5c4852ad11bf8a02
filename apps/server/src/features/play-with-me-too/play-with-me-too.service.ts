import {
  type ChallengeRequestBodySchema,
  InstantIdCursorSchema,
  type ListQuery,
  type RuleVersion,
} from '@hanpan/core';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import type { PlayWithMeTooRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { assertNotBlocked, blockBetween } from '../blocks/index.ts';
import type { Notifier } from '../feature-deps.ts';
import { createScheduledGame } from '../games/index.ts';
import { assertRuleUsable, findRuleVersions } from '../rules/index.ts';
import { findActiveUser, findUserCards } from '../users/index.ts';
import * as queries from './play-with-me-too.queries.ts';

const ChallengeCursorSchema = InstantIdCursorSchema;

type UserCard = Awaited<ReturnType<typeof findUserCards>>[number];

/** What the presenter needs besides the rows. */
export interface ChallengeContext {
  cards: ReadonlyMap<number, UserCard>;
  rules: ReadonlyMap<string, RuleVersion>;
}

interface ServiceDeps {
  db: Db;
  notifier: Notifier;
}

export type PlayWithMeTooService = ReturnType<typeof createPlayWithMeTooService>;

export function createPlayWithMeTooService({ db, notifier }: ServiceDeps) {
  async function contextFor(rows: readonly PlayWithMeTooRow[]): Promise<ChallengeContext> {
    const userIds = new Set(rows.flatMap((row) => [row.fromUserId, row.toUserId]));
    const [cards, rules] = await Promise.all([
      findUserCards(db, [...userIds]),
      findRuleVersions(
        db,
        rows.map((row) => ({ ruleId: row.ruleId, version: row.ruleVersion })),
      ),
    ]);
    return { cards: new Map(cards.map((card) => [card.id, card])), rules };
  }

  async function nicknameOf(userId: number) {
    return (await findActiveUser(db, userId))?.nickname ?? '';
  }

  /** The other player as an action needs them: present, not the actor, no block between them. */
  async function counterpart(actor: AuthUser, otherId: number) {
    if (otherId === actor.userId) throw new AppError('cannot_challenge_self');
    if (!(await findActiveUser(db, otherId))) throw new AppError('user_not_found');
    await assertNotBlocked(db, actor.userId, otherId);
  }

  /** POST /request: one PENDING challenge per pair (the partial unique index answers a second). */
  async function sendChallenge(actor: AuthUser, body: z.output<typeof ChallengeRequestBodySchema>) {
    await counterpart(actor, body.targetUserId);
    // Missing or hidden by an admin: no challenge with it (issue 16 item 2).
    const rule = await assertRuleUsable(db, body.ruleId);
    const row = await queries.insertRequest(db, {
      fromUserId: actor.userId,
      toUserId: body.targetUserId,
      ruleId: rule.ruleId,
      ruleVersion: rule.version,
    });
    await notifier.notify(body.targetUserId, {
      type: 'INBOX',
      title: `${await nicknameOf(actor.userId)}님이 한 판 하자고 도전했어요`,
      message: `'${rule.ruleTitle}' 규칙으로 도전 신청이 왔어요. 대화방에서 수락하거나 거절할 수 있어요.`,
      url: `/chat/${actor.userId}`,
      actorId: actor.userId,
    });
    return { row, context: await contextFor([row]) };
  }

  /** DELETE /request: the challenger withdraws their pending challenge. */
  async function cancelChallenge(actor: AuthUser, targetUserId: number) {
    const row = await queries.answerPending(db, actor.userId, targetUserId, 'CANCELLED', new Date());
    if (!row) throw new AppError('challenge_not_found');
  }

  /**
   * POST /accept: the pending challenge turns ACCEPTED and a SCHEDULED game between the two is
   * made (the requester owns it) in one transaction. Two accepts racing: the conditional update lets
   * exactly one through, the other hears challenge_not_found, so there is exactly one game.
   */
  async function acceptChallenge(actor: AuthUser, requesterId: number): Promise<number> {
    await counterpart(actor, requesterId);
    const gameId = await db.transaction(async (tx) => {
      const row = await queries.answerPending(tx, requesterId, actor.userId, 'ACCEPTED', new Date());
      if (!row) throw new AppError('challenge_not_found');
      const id = await createScheduledGame(tx, {
        ownerId: requesterId,
        opponentId: actor.userId,
        ruleId: row.ruleId,
      });
      await queries.setGame(tx, row.id, id);
      return id;
    });
    await notifier.notify(requesterId, {
      type: 'MY_GAME',
      title: `${await nicknameOf(actor.userId)}님이 도전을 받아들였어요`,
      message: '경기가 만들어졌어요. 장소와 시간을 정해 보세요.',
      url: `/game?id=${gameId}`,
      actorId: actor.userId,
    });
    return gameId;
  }

  /** POST /reject. */
  async function rejectChallenge(actor: AuthUser, requesterId: number) {
    const row = await queries.answerPending(db, requesterId, actor.userId, 'REJECTED', new Date());
    if (!row) throw new AppError('challenge_not_found');
    await notifier.notify(requesterId, {
      type: 'MY_GAME',
      title: `${await nicknameOf(actor.userId)}님이 도전을 거절했어요`,
      message: '다른 규칙으로 다시 도전해 보세요.',
      url: `/chat/${actor.userId}`,
      actorId: actor.userId,
    });
  }

  /** GET /check-request?fromUserId=: that player's pending challenge to the caller, or null. */
  async function checkChallenge(actor: AuthUser, fromUserId: number) {
    if (fromUserId === actor.userId) return null;
    const block = await blockBetween(db, actor.userId, fromUserId);
    if (block.byOther || block.byViewer) return null;
    const row = await queries.findPending(db, fromUserId, actor.userId);
    return row ? { row, context: await contextFor([row]) } : null;
  }

  /** GET /status-with-user?otherUserId=: the latest challenge between the two (the chat banner). */
  async function statusWithUser(actor: AuthUser, otherUserId: number) {
    if (otherUserId === actor.userId) return null;
    // One statement: the block check, the challenge, its rule and game (issue 17).
    return (await queries.findStatusWithUser(db, actor.userId, otherUserId)) ?? null;
  }

  /** GET /received-requests and /sent-requests: newest first, blocked players left out. */
  async function listChallenges(actor: AuthUser, side: 'to' | 'from', query: ListQuery) {
    // The page statement brings both players' cards and the rule version (issue 17).
    return queries.listRequests(db, {
      userId: actor.userId,
      side,
      after: decodeCursor(query.cursor, ChallengeCursorSchema),
      limit: query.size + 1,
    });
  }

  return {
    sendChallenge,
    cancelChallenge,
    acceptChallenge,
    rejectChallenge,
    checkChallenge,
    statusWithUser,
    listChallenges,
  };
}
