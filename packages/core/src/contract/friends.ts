import { z } from 'zod';
import { ListQuerySchema } from './list.ts';
import { userIdOrSelfField } from './params.ts';
import { UserSearchResultSchema } from './profile.ts';

/**
 * Spec §3 "Friend / request": a row of the friends, sent and received lists — the same card as a
 * search result (id, nickname, username, avatar as an absolute URL or null, intro).
 */
export const FriendSchema = UserSearchResultSchema;
export type Friend = z.infer<typeof FriendSchema>;
/** GET /api/friends/my, /my/sent, /my/received: a list (cursor/size, X-Next-Cursor), newest first. */
export const FriendsSchema = z.array(FriendSchema);

/** GET /api/friends/my?userId= — someone else's friends; absent or 0 = the caller's own. */
export const FriendsQuerySchema = ListQuerySchema.extend({
  userId: userIdOrSelfField.optional(),
});

/**
 * GET /api/friends/status/{id}, also the answer of every friends action: where the caller stands
 * with that player. `sent` = the caller asked and waits; `received` = the player asked the caller.
 */
export const FriendStatusSchema = z.object({
  sent: z.boolean(),
  isFriend: z.boolean(),
  received: z.boolean(),
});
export type FriendStatus = z.infer<typeof FriendStatusSchema>;

/** Spec §4 "Friend request": the four places a player can stand with another. */
export type FriendState = 'none' | 'sent' | 'received' | 'friends';
export function friendStateOf(status: FriendStatus): FriendState {
  if (status.isFriend) return 'friends';
  if (status.received) return 'received';
  if (status.sent) return 'sent';
  return 'none';
}

/**
 * What the screens say about friends. The 합니다체 ones are spec §8's quotes, kept as quoted; the
 * second of each pair is the profile's variant ('승인에 실패했습니다.').
 */
export const friendMessages = {
  acceptFailed: '친구 요청 수락에 실패했습니다.',
  acceptFailedOnProfile: '승인에 실패했습니다.',
  rejectFailed: '친구 요청 거절에 실패했습니다.',
  rejectFailedOnProfile: '거부에 실패했습니다.',
  /** Shown when the server's answer carries no message of its own. */
  requestFailed: '이미 요청했거나 친구 상태입니다.',
  cancelFailed: '요청 취소에 실패했습니다.',
  unfriendFailed: '친구 끊기에 실패했습니다.',
  /** Beside a retry button. */
  listFailed: '친구 목록을 불러오지 못했어요.',
  /** As an alert, without a retry. */
  listFailedAlert: '친구 목록을 불러오지 못했습니다.',
  empty: '친구가 없습니다',
  /** A received request's row after 수락, removed after FRIEND_ACCEPTED_ROW_MS (spec §4, §9). */
  accepted: '친구가 되었어요',
  /** …and after 거절, removed after FRIEND_REJECTED_ROW_MS. */
  rejected: '거절했어요',
} as const;

/** Spec §9: an answered request's row stays this long with its outcome before it leaves the list. */
export const FRIEND_ACCEPTED_ROW_MS = 2_000;
export const FRIEND_REJECTED_ROW_MS = 1_500;
