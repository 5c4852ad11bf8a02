import { z } from 'zod';
import { CursorIdSchema } from './cursor.ts';

/**
 * Ratings, rankings and champions (issue 19, decision 024). The rule ranking's body is
 * `RuleRankingSchema` (rules.ts); its `rankings` are paged with `X-Next-Cursor`.
 */

/** A ranking page's position: the last row's rating (a finite number) and user id. */
export const RatingIdCursorSchema = z.tuple([z.number().finite().min(-100_000).max(100_000), CursorIdSchema]);

/** GET /api/games/{id}/ranking: one entry (spec §3 Per-game ranking). */
export const GameRankingEntrySchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  profilePicture: z.string().nullable(),
  rankAfter: z.number().int().positive(),
  ratingAfter: z.number().int(),
  /** After minus before (0 for a friend who did not play this game). */
  ratingChange: z.number().int(),
  /** Places gained (positive = up); 0 for a first rating and for friends. */
  rankChange: z.number().int(),
  isPlayer: z.boolean(),
});
export type GameRankingEntry = z.infer<typeof GameRankingEntrySchema>;

/** The players and the viewer's friends rated in the game's rule, by rankAfter. */
export const GameRankingSchema = z.object({ rankings: z.array(GameRankingEntrySchema) });
export type GameRanking = z.infer<typeof GameRankingSchema>;
