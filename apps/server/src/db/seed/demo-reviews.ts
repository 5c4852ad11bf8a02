import { and, eq, inArray } from 'drizzle-orm';
import { createReviewsService } from '../../features/reviews/index.ts';
import type { Db } from '../db.ts';
import { games, matchResults, users } from '../schema/index.ts';

/** What one player says after a demo match: manner, performance, a line, and the rule's stars. */
const SAYINGS = [
  { manner: 5, performance: 4, text: '매너가 정말 좋았어요. 다음에 또 해요!', rating: 5 },
  { manner: 4, performance: 5, text: '실력이 대단해요. 많이 배웠어요.', rating: 4 },
  { manner: 5, performance: 3, text: '', rating: 4 },
  { manner: 4, performance: 4, text: '시간 약속을 잘 지켜 줘서 좋았어요.', rating: 5 },
  { manner: 3, performance: 4, text: '', rating: 3 },
] as const;

/**
 * Reviews and rule ratings of the demo's finished matches (issue 19 item 8), written through the
 * reviews feature's own service, so manner scores, performance charts and the rules' averages come
 * from stored reviews. 서연's latest match is left for her to review: signing in as her shows the
 * result page's form and the 'review needed' prompt. Idempotent: what a player already sent is
 * skipped. Runs after the demo games are played through the match.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  const reviews = createReviewsService({ db });
  const finished = await db
    .select({
      id: games.id,
      ruleId: games.ruleId,
      ownerId: games.ownerId,
      opponentId: games.opponentId,
      startedAt: games.startedAt,
    })
    .from(games)
    .innerJoin(matchResults, eq(matchResults.gameId, games.id))
    .innerJoin(users, eq(users.id, games.ownerId))
    .where(and(eq(games.status, 'COMPLETED'), eq(matchResults.abandoned, false), eq(users.isDemo, true)));
  if (finished.length === 0) return;
  const [seoyeon] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isDemo, true), inArray(users.username, ['seoyeon'])));
  const latestOfSeoyeon = finished
    .filter((game) => game.ownerId === seoyeon?.id || game.opponentId === seoyeon?.id)
    .sort((a, b) => (b.startedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0))[0];

  for (const [index, game] of finished.entries()) {
    if (game.opponentId === null) continue;
    for (const [side, userId] of [game.ownerId, game.opponentId].entries()) {
      if (game.id === latestOfSeoyeon?.id && userId === seoyeon?.id) continue;
      const actor = { userId };
      const done = await reviews.ownActions(actor, game.id);
      const saying = SAYINGS[(index * 2 + side) % SAYINGS.length]!;
      if (!done.reviewed)
        await reviews.writeReview(actor, game.id, {
          manner: saying.manner,
          performance: saying.performance,
          text: saying.text || null,
        });
      if (!done.ruleRated)
        await reviews.rateRule(actor, game.ruleId, {
          gameId: game.id,
          rating: saying.rating,
          comment: null,
        });
    }
  }
}
