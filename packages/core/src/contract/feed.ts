import { z } from 'zod';
import { idField } from './params.ts';
import { GameMediaTypeSchema } from './game-media.ts';
import { GameRuleSummarySchema } from './games.ts';
import { ListQuerySchema } from './list.ts';

/*
 * The feed (issue 20; spec §2 Feed, §3 Feed post and Liker, §4 feed order, §7 Feed calls). The
 * original client reads `data.items` from GET /api/feed and /api/feed/user/{id}/completed, one post
 * from /api/feed/game/{id}, and the like calls' `isLiked`/`totalCount`/`recentLikers`. Every field
 * below is additive to what it reads; the order of the tiers is decision 028.
 */

export const FEED_POST_TYPES = ['game', 'upcoming_game', 'invite', 'friend-invite'] as const;
export const FeedPostTypeSchema = z.enum(FEED_POST_TYPES);
export type FeedPostType = z.infer<typeof FeedPostTypeSchema>;

/** A player or author as the post draws them; `avatar` is an absolute URL (decision 020) or null. */
export const FeedPersonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type FeedPerson = z.infer<typeof FeedPersonSchema>;

/** A post's photo or video (the start photo first, then both players' media in their order). */
export const FeedPhotoSchema = z.object({ url: z.string(), mediaType: GameMediaTypeSchema });
export type FeedPhoto = z.infer<typeof FeedPhotoSchema>;

export const FeedSetScoreSchema = z.object({
  set: z.number().int().positive(),
  scoreA: z.number().int().nonnegative(),
  scoreB: z.number().int().nonnegative(),
});

/** A completed game's result; A is `players[0]` (the owner), B `players[1]`. */
export const FeedResultSchema = z.object({
  /** Sets won by A and by B. */
  scoreA: z.number().int().nonnegative(),
  scoreB: z.number().int().nonnegative(),
  /** The winner's user id; null for a draw. */
  winner: z.number().int().positive().nullable(),
  /** Sets played. */
  sets: z.number().int().nonnegative(),
  /** Minutes from the start to the end of the match. */
  duration: z.number().int().nonnegative(),
  setScores: z.array(FeedSetScoreSchema),
});
export type FeedResult = z.infer<typeof FeedResultSchema>;

export const FeedReviewSchema = z.object({
  id: z.number().int().positive(),
  author: FeedPersonSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type FeedReview = z.infer<typeof FeedReviewSchema>;

/** Each player's record with the post's rule (same order as `players`). */
export const FeedRuleStatisticsSchema = z.object({
  userId: z.number().int().positive(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
});

/**
 * One post (spec §3 Feed post). Game posts (`game`, `upcoming_game`) carry the game's id; the
 * app-invitation cards (`invite`, `friend-invite`) carry a string id and no game fields that matter.
 */
export const FeedPostSchema = z.object({
  id: z.union([z.number().int().positive(), z.string()]),
  type: FeedPostTypeSchema,
  /** ISO-8601 instant: the end of a completed match, else the match time (or creation when undecided). */
  date: z.string(),
  photos: z.array(FeedPhotoSchema),
  caption: z.string(),
  /** Place is null when undecided or hidden (friend and challenge games show no place). */
  meta: z.object({ place: z.string().nullable(), time: z.string().nullable() }),
  tags: z.array(z.string()),
  players: z.array(FeedPersonSchema),
  author: FeedPersonSchema.nullable(),
  result: FeedResultSchema.nullable(),
  reviews: z.array(FeedReviewSchema),
  rule: GameRuleSummarySchema.nullable(),
  ruleStatisticsList: z.array(FeedRuleStatisticsSchema),
  isFriend: z.boolean(),
  isCompleted: z.boolean(),
  isLiked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  isAppliedByMe: z.boolean(),
  /** One of the viewer's own games (ranked with the friends' tier). */
  isMyGame: z.boolean(),
  /** 'province district' of an open game's place; null otherwise. */
  region: z.string().nullable(),
  /** The champion of the rule in the game's region (game cards' `championId`), or null. */
  championId: z.number().int().positive().nullable(),
});
export type FeedPost = z.infer<typeof FeedPostSchema>;

/** GET /api/feed and /api/feed/user/{id}/completed: `{items}`; the next cursor in X-Next-Cursor. */
export const FeedPageSchema = z.object({ items: z.array(FeedPostSchema) });
export type FeedPage = z.infer<typeof FeedPageSchema>;

export const feedMessages = {
  invalidGameId: '잘못된 경기 번호예요.',
  invalidUserId: '잘못된 사용자 번호예요.',
} as const;

/** GET /api/feed?gameId= (pinned first) &cursor=&size=. */
export const FeedQuerySchema = ListQuerySchema.extend({
  gameId: idField(feedMessages.invalidGameId).optional(),
});
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

export const FeedGameParamsSchema = z.object({ id: idField(feedMessages.invalidGameId) });
export const FeedUserParamsSchema = z.object({ id: idField(feedMessages.invalidUserId) });

/** Spec §3 Liker (the original client reads these three names). */
export const LikerSchema = z.object({
  userId: z.number().int().positive(),
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type Liker = z.infer<typeof LikerSchema>;
export const LikerListSchema = z.array(LikerSchema);

/** How many likers GET /api/games/{id}/like shows beside the count. */
export const RECENT_LIKERS_SHOWN = 3;

/** GET /api/games/{id}/like. */
export const LikeStatusSchema = z.object({
  isLiked: z.boolean(),
  totalCount: z.number().int().nonnegative(),
  recentLikers: z.array(LikerSchema),
});
export type LikeStatus = z.infer<typeof LikeStatusSchema>;

/** POST /api/games/{id}/like toggles the caller's like. */
export const LikeToggleSchema = z.object({
  isLiked: z.boolean(),
  totalCount: z.number().int().nonnegative(),
});
export type LikeToggle = z.infer<typeof LikeToggleSchema>;
