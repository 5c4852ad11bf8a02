import type { Db } from '../../db/db.ts';
import { games } from '../../db/schema/index.ts';
import { assertRuleUsable } from '../rules/index.ts';

/**
 * A game two players already agreed on (an accepted play-with-me-too challenge): SCHEDULED at once
 * with `opponentId`, the rule's current version, place and time undecided. It is private like an
 * accepted friend game (`is_friend_game` with the opponent as the invitee): never listed, nobody
 * else applies, and account deletion cancels it rather than reopening it to strangers. Run it
 * inside the caller's transaction so the game and what caused it commit together.
 */
export async function createScheduledGame(
  tx: Db,
  { ownerId, opponentId, ruleId }: { ownerId: number; opponentId: number; ruleId: number },
): Promise<number> {
  // A challenge sent before its rule was hidden cannot be accepted into a game afterwards.
  const rule = await assertRuleUsable(tx, ruleId);
  const [row] = await tx
    .insert(games)
    .values({
      ownerId,
      opponentId,
      ruleId: rule.ruleId,
      ruleVersion: rule.version,
      status: 'SCHEDULED',
      isFriendGame: true,
      invitedFriendId: opponentId,
      placeRoad: null,
      placeDetail: '협의 가능',
      province: null,
      region: null,
      matchDate: null,
    })
    .returning({ id: games.id });
  return row!.id;
}
