import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { findActiveUser, findUserCards } from '../users/index.ts';
import * as queries from './blocks.queries.ts';

/** For later features (DM, challenges, feed): true when either player blocked the other. */
export const isBlockedBetween = (db: Db, a: number, b: number) => queries.existsBlockBetween(db, a, b);

/** For search and feeds: the players hidden from `userId` (blocked by or blocking them). */
export const hiddenUserIdsFor = (db: Db, userId: number) => queries.listBlockRelatedIds(db, userId);

export type BlocksService = ReturnType<typeof createBlocksService>;

export function createBlocksService({ db }: { db: Db }) {
  async function blockUser(actor: AuthUser, targetId: number) {
    if (targetId === actor.userId) throw new AppError('cannot_block_self');
    if (!(await findActiveUser(db, targetId))) throw new AppError('user_not_found');
    await queries.insertBlock(db, actor.userId, targetId);
  }

  async function unblockUser(actor: AuthUser, targetId: number) {
    const removed = await queries.deleteBlock(db, actor.userId, targetId);
    if (removed === 0) throw new AppError('block_not_found');
  }

  /** Newest first, each with the blocked player's card (users owns those). */
  async function listBlockedUsers(actor: AuthUser) {
    const blocks = await queries.listBlocks(db, actor.userId);
    const cards = new Map(
      (await findUserCards(db, blocks.map((block) => block.blockedId))).map((card) => [card.id, card]),
    );
    return blocks.flatMap((block) => cards.get(block.blockedId) ?? []);
  }

  return { blockUser, unblockUser, listBlockedUsers };
}
