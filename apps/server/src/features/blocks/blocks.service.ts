import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { findActiveUser } from '../users/users.queries.ts';
import * as queries from './blocks.queries.ts';

/** For later features (DM, challenges, feed): true when either player blocked the other. */
export const isBlockedBetween = (db: Database, a: number, b: number) => queries.existsBlockBetween(db, a, b);

export type BlocksService = ReturnType<typeof createBlocksService>;

export function createBlocksService({ db }: { db: Database }) {
  async function blockUser(actor: AuthUser, targetId: number) {
    if (targetId === actor.userId) throw new AppError('cannot_block_self');
    if (!(await findActiveUser(db, targetId))) throw new AppError('user_not_found');
    await queries.insertBlock(db, actor.userId, targetId);
  }

  async function unblockUser(actor: AuthUser, targetId: number) {
    const removed = await queries.deleteBlock(db, actor.userId, targetId);
    if (removed === 0) throw new AppError('block_not_found');
  }

  /** Newest first. Not paged: the list is the player's own and short in practice. */
  async function listBlockedUsers(actor: AuthUser) {
    return queries.listBlockedUsers(db, actor.userId);
  }

  return { blockUser, unblockUser, listBlockedUsers };
}
