import { z } from 'zod';
import { gameMediaLimits } from './game-media-limits.ts';

/**
 * After a match each player attaches up to 5 photos or videos to the game (issue 19 item 1,
 * decision 026). The original client's call: POST /api/games/{id}/pictures, multipart, images in
 * parts `pictures` and videos in parts `videos`, in the order chosen (contract-notes.md).
 */
export * from './game-media-limits.ts';

export const GameMediaTypeSchema = z.enum(['IMAGE', 'VIDEO']);
export type GameMediaType = z.infer<typeof GameMediaTypeSchema>;

/** One stored item; `url` is absolute (decision 020), `duration` in seconds for videos. */
export const GameMediaSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  url: z.string(),
  mediaType: GameMediaTypeSchema,
  /** 1–5: the uploader's chosen order. */
  order: z.number().int().min(1).max(gameMediaLimits.maxItemsPerPlayer),
  contentType: z.string(),
  duration: z.number().nonnegative().nullable(),
  createdAt: z.string(),
});
export type GameMedia = z.infer<typeof GameMediaSchema>;

export const GameMediaListSchema = z.array(GameMediaSchema);
export type GameMediaList = z.infer<typeof GameMediaListSchema>;
