import type { Db } from '../../../db/db.ts';
import { games } from '../../../db/schema/index.ts';
import { assertNotBlocked } from '../../blocks/index.ts';
import { assertRuleUsable } from '../../rules/index.ts';
import { lockPair } from '../shared/game-blocks.queries.ts';

/**
 * A game two players already agreed on (an accepted play-with-me-too challenge): SCHEDULED at once
 * with `opponentId`, the rule's current version, place and time undecided. It is private like an
 * accepted friend game (`is_friend_game` with the opponent as the invitee): never listed, nobody
 * else applies, and account deletion cancels it rather than reopening it to strangers. Run it
 * inside the caller's transaction so the game and what caused it commit together. `opponentId` is
 * the player accepting (the block check answers from their side).
 */
export async function createScheduledGame(
  tx: Db,
  { ownerId, opponentId, ruleId }: { ownerId: number; opponentId: number; ruleId: number },
): Promise<number> {
  // A block committing meanwhile would not see this game (it is not there yet): take the pair's
  // lock the block's tie-ending takes, then look again (game-blocks.queries.ts).
  await lockPair(tx, ownerId, opponentId);
  await assertNotBlocked(tx, opponentId, ownerId);
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
