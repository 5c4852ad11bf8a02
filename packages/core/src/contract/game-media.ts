import { z } from 'zod';

/**
 * After a match each player attaches up to 5 photos or videos to the game (issue 19 item 1,
 * decision 026). The original client's call: POST /api/games/{id}/pictures, multipart, images in
 * parts `pictures` and videos in parts `videos`, in the order chosen (contract-notes.md).
 */
export const gameMediaLimits = {
  /** Items per player per game. */
  maxItemsPerPlayer: 5,
  /** Spec §9: 'Video max 50 MB, 120 s'. */
  videoMaxBytes: 50 * 1024 * 1024,
  videoMaxSeconds: 120,
  /** Images are compressed in the browser first; the server takes what a profile picture may be. */
  imageMaxBytes: 10_485_760,
} as const;

export const GAME_MEDIA_IMAGE_PART = 'pictures';
export const GAME_MEDIA_VIDEO_PART = 'videos';

export const gameMediaMessages = {
  tooMany: `사진과 동영상은 한 경기에 ${gameMediaLimits.maxItemsPerPlayer}개까지 올릴 수 있어요.`,
  videoTooLarge: '동영상은 50MB 이하여야 해요.',
  videoTooLong: '120초가 넘는 동영상은 올릴 수 없어요.',
} as const;

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
