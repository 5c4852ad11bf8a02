import type { RuleRow, UserRow } from '../../db/schema/index.ts';
import { matchResults } from '../../db/schema/index.ts';
import { buildApplication, buildGame, buildRule, buildUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * A game two new players finished (COMPLETED with a stored result, as the match feature leaves it
 * after a FINISH): `abandoned` for one that ended without a result, `completedAt` to place it in time.
 */
export async function finishedGame(
  t: TestApp,
  options: {
    abandoned?: boolean;
    completedAt?: Date;
    rule?: RuleRow;
    players?: { owner: UserRow; opponent: UserRow };
  } = {},
) {
  const owner = options.players?.owner ?? (await buildUser(t.db));
  const opponent = options.players?.opponent ?? (await buildUser(t.db));
  const rule = options.rule ?? (await buildRule(t.db, owner));
  const completedAt = options.completedAt ?? new Date();
  const game = await buildGame(t.db, owner, rule, {
    status: 'COMPLETED',
    opponentId: opponent.id,
    startedAt: new Date(completedAt.getTime() - 30 * 60_000),
  });
  await buildApplication(t.db, game, opponent, 'APPROVED');
  const abandoned = options.abandoned ?? false;
  await t.db.insert(matchResults).values({
    gameId: game.id,
    winnerIdx: abandoned ? 0 : 1,
    winnerId: abandoned ? null : owner.id,
    setResults: abandoned ? [] : [{ set: 1, score1: 11, score2: 7, winner: 1 }],
    user1SetCount: abandoned ? 0 : 1,
    user2SetCount: 0,
    drawCount: 0,
    abandoned,
    completedAt,
  });
  return { owner, opponent, rule, game };
}
