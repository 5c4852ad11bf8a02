import type { Db } from '../../db/db.ts';
import { InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { findActiveUser, findUserCards } from '../users/index.ts';
import * as queries from './blocks.queries.ts';

/** For later features (DM, challenges, feed): true when either player blocked the other. */
export const isBlockedBetween = (db: Db, a: number, b: number) => queries.existsBlockBetween(db, a, b);

/** For search and feeds: the players hidden from `userId` (blocked by or blocking them). */
export const hiddenUserIdsFor = (db: Db, userId: number) => queries.listBlockRelatedIds(db, userId);

const BlockCursorSchema = InstantIdCursorSchema;

export type BlocksService = ReturnType<typeof createBlocksService>;

/**
 * Told inside the block's transaction, so that a block and its consequences (friendship and
 * pending requests gone, decision 015; the pair's games, decision 018) commit together. It may
 * answer what to do once that transaction committed (telling the blocker what changed: never
 * before the commit); that must not throw. Features above blocks provide it through app.ts; blocks
 * imports none of them.
 */
export type OnBlocked = (tx: Db, blockerId: number, blockedId: number) => Promise<void | AfterBlock>;
export type AfterBlock = () => Promise<void>;

export function createBlocksService({ db, onBlocked }: { db: Db; onBlocked: OnBlocked }) {
  async function blockUser(actor: AuthUser, targetId: number) {
    if (targetId === actor.userId) throw new AppError('cannot_block_self');
    if (!(await findActiveUser(db, targetId))) throw new AppError('user_not_found');
    const afterCommit = await db.transaction(async (tx) => {
      await queries.insertBlock(tx, actor.userId, targetId);
      return onBlocked(tx, actor.userId, targetId);
    });
    if (afterCommit) await afterCommit();
  }

  async function unblockUser(actor: AuthUser, targetId: number) {
    const removed = await queries.deleteBlock(db, actor.userId, targetId);
    if (removed === 0) throw new AppError('block_not_found');
  }

  /**
   * Newest first, one page plus one row (see sendPage), each with the blocked player's card
   * (users owns those) and its list position.
   */
  async function listBlockedUsers(actor: AuthUser, { cursor, size }: ListQuery) {
    const after = decodeCursor(cursor, BlockCursorSchema);
    const blocks = await queries.listBlocks(
      db,
      actor.userId,
      after && { at: after[0], blockedId: after[1] },
      size + 1,
    );
    const cards = new Map(
      (
        await findUserCards(
          db,
          blocks.map((block) => block.blockedId),
        )
      ).map((card) => [card.id, card]),
    );
    return blocks.flatMap((block) => {
      const card = cards.get(block.blockedId);
      return card ? [{ ...card, position: [block.at, block.blockedId] as const }] : [];
    });
  }

  return { blockUser, unblockUser, listBlockedUsers };
}
