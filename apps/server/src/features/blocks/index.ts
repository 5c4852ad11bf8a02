import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import * as queries from './blocks.queries.ts';
import { blocksRoutes, type BlocksFeatureDeps } from './blocks.routes.ts';
import { createBlocksService } from './blocks.service.ts';

export type { BlocksFeatureDeps };
export type { AfterBlock, OnBlocked } from './blocks.service.ts';

/** Block, unblock, the blocked list. Owns the `user_blocks` table. */
export async function blocksFeature(app: FastifyInstance, deps: BlocksFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const blocks = createBlocksService({ db: deps.db, onBlocked: deps.onBlocked });
  await app.register(blocksRoutes, { ...deps, blocks });
}

/** Account deletion: blocks made by the person and against them. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteBlocksOf(tx, userId);
}

export { hiddenUserIdsFor, isBlockedBetween } from './blocks.service.ts';
// The one way every feature honours blocks (CONVENTIONS.md "Blocks", decision 015).
export {
  assertNotBlocked,
  blockBetween,
  blockRelatedIdsSql,
  notBlockedAmong,
  notBlockedIn,
  notBlockedWith,
} from './block-rules.ts';
/** Whether one player blocked another, as a column of the profile's statement (via app.ts). */
export { blockedSql, hasAnyBlockSql } from './blocks.queries.ts';
