import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './friends.queries.ts';
import { friendsRoutes } from './friends.routes.ts';
import { createFriendsService } from './friends.service.ts';

/** Friend requests and friendships (decision 015). Owns the `friendships` table. */
export async function friendsFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const friends = createFriendsService({ db: deps.db, notifier: deps.notifier });
  await app.register(friendsRoutes, { ...deps, friends });
}

/** Account deletion: every friendship and request of the person, both directions. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteAllOf(tx, userId);
}

/** Blocks' `onBlocked` (app.ts): a block ends the friendship and any pending request either way. */
export async function endFriendshipOnBlock(tx: Db, blockerId: number, blockedId: number): Promise<void> {
  await queries.deleteEverythingBetween(tx, blockerId, blockedId);
}

/** The profile's friend count as a SQL fragment, as the viewer would count the list (users' deps, app.ts). */
export { friendCountSql, friendIdsSql, latestFriendIdsSql } from './friends.queries.ts';

/** True when the two are friends (an accepted friendship; a block ends it, decision 015). */
export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  return (await queries.findPair(db, a, b))?.status === 'ACCEPTED';
}

/**
 * Up to `limit` friends of the player (newest first), players blocked either way left out: a
 * game's ranking shows the viewer's friends (ratings feature).
 */
export async function listFriendIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await queries.listFriendRows(db, {
    kind: 'friends',
    ownerId: userId,
    viewerId: userId,
    after: null,
    limit,
  });
  return rows.map((row) => row.otherId);
}
