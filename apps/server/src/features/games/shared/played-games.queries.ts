import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { games } from '../../../db/schema/index.ts';

/**
 * Games that were played to the end (COMPLETED, with an opponent), as a subquery another feature's
 * statement joins (games owns `games`): the match feature's records join it with their results
 * (features/match/records.queries.ts). A plain filter, so PostgreSQL flattens it into the outer
 * statement and the owner and opponent indexes still serve a player's lookup.
 */
export function playedGamesSubquery(db: Db) {
  return db
    .select({
      id: games.id,
      ownerId: games.ownerId,
      opponentId: games.opponentId,
      ruleId: games.ruleId,
      ruleVersion: games.ruleVersion,
      startedAt: games.startedAt,
      startPhotoKey: games.startPhotoKey,
    })
    .from(games)
    .where(and(eq(games.status, 'COMPLETED'), isNotNull(games.opponentId)))
    .as('played_games');
}

export type PlayedGamesSubquery = ReturnType<typeof playedGamesSubquery>;
