import { and, asc, eq } from 'drizzle-orm';
import { isBlockedBetween } from '../../features/blocks/index.ts';
import { insertLikes } from '../../features/likes/index.ts';
import type { Db } from '../db.ts';
import { games, matchResults, users } from '../schema/index.ts';

/** Minutes between a match's end and each like of it. */
const LIKE_GAP_MINUTES = 7;

/**
 * Likes of the demo's finished matches (issue 20 item 7): each one liked by two to four demo
 * players other than its two (a different number and a different first liker per match, so the
 * feed shows varied counts and likers), a few minutes after it ended. Players blocked with either
 * player never like it. Idempotent: likes already there stay, none is added twice. Runs after the
 * demo games are played through the match.
 */
export async function seedDemoLikes(db: Db): Promise<void> {
  const demoPlayers = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(asc(users.id));
  const finished = await db
    .select({
      id: games.id,
      ownerId: games.ownerId,
      opponentId: games.opponentId,
      completedAt: matchResults.completedAt,
    })
    .from(games)
    .innerJoin(matchResults, eq(matchResults.gameId, games.id))
    .innerJoin(users, eq(users.id, games.ownerId))
    .where(and(eq(games.status, 'COMPLETED'), eq(matchResults.abandoned, false), eq(users.isDemo, true)))
    .orderBy(asc(matchResults.completedAt), asc(games.id));

  const likes: Array<{ gameId: number; userId: number; createdAt: Date }> = [];
  for (const [index, game] of finished.entries()) {
    const players = [game.ownerId, game.opponentId];
    const others: number[] = [];
    for (const { id } of demoPlayers) {
      if (players.includes(id)) continue;
      if (await isBlockedBetween(db, id, game.ownerId)) continue;
      if (game.opponentId !== null && (await isBlockedBetween(db, id, game.opponentId))) continue;
      others.push(id);
    }
    if (others.length === 0) continue;
    const wanted = Math.min(others.length, 2 + (index % 3));
    for (let k = 0; k < wanted; k += 1)
      likes.push({
        gameId: game.id,
        userId: others[(index + k) % others.length]!,
        createdAt: new Date(game.completedAt.getTime() + (k + 1) * LIKE_GAP_MINUTES * 60_000),
      });
  }
  await insertLikes(db, likes);
}
