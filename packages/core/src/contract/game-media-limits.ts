/** Match media limits and part names, zod-free so the web's lazy chunks take only these. */
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
