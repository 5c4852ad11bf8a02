import { z } from 'zod';
import { singleLineText } from '../validation/text.ts';
import { genderSchema, nicknameSchema, usernameSchema } from '../validation/profile.ts';
import { ListQuerySchema } from './list.ts';

/** What a deleted player shows as wherever their past games still appear. */
export const DELETED_USER_NICKNAME = '탈퇴한 사용자';

/** The stored profile fields, as the caller's own profile (my/profile, save) answers them too. */
export const BasicProfileSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: genderSchema.nullable(),
  /** 'province district' ('서울 강남구'), see regions. */
  region: z.string().nullable(),
  bio: z.string().nullable(),
  /** `bio` again, under the older clients' name. */
  intro: z.string().nullable(),
  affiliation: z.string().nullable(),
  /** Absolute URLs (from PUBLIC_URL), or null without a picture. */
  profilePicture: z.string().nullable(),
  profilePictureThumbnail: z.string().nullable(),
  isMe: z.boolean(),
  isDeleted: z.boolean(),
});
export type BasicProfile = z.infer<typeof BasicProfileSchema>;

const count = z.number().int().nonnegative();

/** One point of the profile's performance chart. */
export const PerformancePointSchema = z.object({ playedAt: z.string(), performance: z.number() });

export const ProfileStatsSchema = z.object({
  wins: count,
  draws: count,
  losses: count,
  /** Percent of finished games won, 0–100. */
  winRate: z.number().min(0).max(100),
  /** Average performance rating received in reviews (1–5, one decimal); 0 before the first. */
  performance: z.number().min(0).max(5),
  /** The last 30 performance ratings received, oldest first (the chart, y axis 0–5). */
  performanceHistory: z.array(PerformancePointSchema),
  /** Number of friends, as the caller sees the list (players blocked either way left out). */
  friends: count,
});
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

/** A rule the player has played (spec §3 Profile: playedRules). */
export const PlayedRuleSchema = z.object({
  id: z.number().int(),
  ruleTitle: z.string(),
  majorCategory: z.string(),
  minorCategory: z.string(),
  ruleDescription: z.string(),
});

/** Spec §3 "Top rule card". */
export const TopRuleCardSchema = z.object({
  ruleId: z.number().int(),
  ruleTitle: z.string(),
  minorCategory: z.string(),
  rating: z.number(),
  playCount: count,
  myRank: z.number().int().positive(),
  totalPlayers: count,
});
export type TopRuleCard = z.infer<typeof TopRuleCardSchema>;

/** A rule in which the player is the champion of a region. */
export const ChampionTitleSchema = z.object({
  ruleId: z.number().int(),
  region: z.string(),
  ruleTitle: z.string(),
});
export type ChampionTitle = z.infer<typeof ChampionTitleSchema>;

export const RecentGameSchema = z.object({
  /** The game (this app scrolls `/profile/0?id={gameId}` to it; the original client ignores it). */
  gameId: z.number().int(),
  result: z.enum(['win', 'loss', 'draw']),
  myScore: count,
  opponentScore: count,
  opponentNickname: z.string(),
  ruleTitle: z.string(),
  startPhotoUrl: z.string().nullable(),
  playedAt: z.string(),
});
export type RecentGame = z.infer<typeof RecentGameSchema>;

/**
 * GET /api/user-profile/{id} (0 = the caller). Spec §3 "Profile": the stored fields plus the
 * player's record. WARNING: every field is always present — empty lists and zeros until games
 * exist — because the clients in the field crash on a missing one (`playedRules.map`).
 */
export const ProfileSchema = BasicProfileSchema.extend({
  /** `profilePicture` again, under the older clients' name. */
  avatar: z.string().nullable(),
  /** `region` again: the profile screen shows its last word ('강남구'). */
  location: z.string().nullable(),
  stats: ProfileStatsSchema,
  playedRules: z.array(PlayedRuleSchema),
  recentGames: z.array(RecentGameSchema),
  top3Rules: z.array(TopRuleCardSchema).max(3),
  myChampions: z.array(ChampionTitleSchema),
  /** Minutes from kick-off to the end of every counted game (abandoned ones count nowhere). */
  playTime: count,
  /** Average manner rating received in reviews (1–5, one decimal); 4.5 before the first (spec §9). */
  mannerScore: z.number().min(0).max(5),
  /** How many reviews the manner score rests on (0: the score is the default 4.5). */
  mannerReviewCount: count,
  /** Different players the player has finished a counted game against (decision 027). */
  totalPlayers: count,
  /**
   * The caller blocked this player (decision 015): the screen offers to unblock instead of the
   * friend and chat buttons. A player who blocked the caller answers 404 instead.
   */
  blockedByMe: z.boolean().default(false),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * What a player's stored results add up to (decision 027): the profile fields the match feature's
 * records fill; reviews and ratings fill the rest.
 */
export type PlayerRecord = Pick<
  Profile,
  'playedRules' | 'recentGames' | 'top3Rules' | 'playTime' | 'totalPlayers'
> & {
  stats: Pick<ProfileStats, 'wins' | 'draws' | 'losses' | 'winRate'>;
};

/** GET /api/user-profile/my/profile — the caller's own, with what onboarding needs to resume. */
export const MyProfileSchema = BasicProfileSchema.extend({
  isGroupAccount: z.boolean(),
  isInitialGroup: z.boolean(),
  /** The first onboarding step (0–9) still to do; 9 = done. */
  onboardingStep: z.number().int().min(0).max(9),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

/** GET /api/user-profile/search?keyword=&cursor=&size= — answers an array (contract notes). */
export const UserSearchQuerySchema = ListQuerySchema.extend({
  keyword: singleLineText('검색어', { search: true }).trim().max(50).default(''),
});

export const UserSearchResultSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  intro: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;
export const UserSearchResultsSchema = z.array(UserSearchResultSchema);

/** POST /api/auth/check-username */
export const CheckUsernameBodySchema = z.object({ username: usernameSchema });
export const CheckUsernameResponseSchema = z.object({ exists: z.boolean() });

/** POST /api/auth/complete — onboarding steps 1–2. */
export const CompleteSignupBodySchema = z.object({
  username: usernameSchema,
  nickname: nicknameSchema,
});
export type CompleteSignupBody = z.infer<typeof CompleteSignupBodySchema>;

/**
 * PATCH /api/user-profile/save is multipart: text parts age, gender, region, bio, affiliation,
 * nickname (each optional: absent = unchanged, empty = cleared where the field may be empty) and the
 * file part profile_picture (absent = unchanged; the text value 'null' = delete). Answers MyProfile.
 */
export const PROFILE_PICTURE_PART = 'profile_picture';
