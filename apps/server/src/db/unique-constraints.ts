import type { ErrorCode } from '@hanpan/core';
import { sqlConstraint } from './sql-errors.ts';

/**
 * What a person hears when a unique index or primary key refuses a write, by constraint NAME.
 * The error handler reads this table for every 23505, so a service does not need its own catch
 * to answer honestly. unique-constraints.test.ts reads the live schema and fails when a unique
 * index has no row here: add one with each migration that creates a unique index.
 *
 * 'conflict' ('이미 있는 항목이에요.') is the honest answer where no action-specific message exists:
 * generated identities and random keys, and tables written only with ON CONFLICT (upserts).
 */
export const uniqueConstraintErrors: Record<string, ErrorCode> = {
  // page versions (decision 043): shards come from a sequence, written only by triggers.
  table_versions_pk: 'conflict',
  // users
  users_pkey: 'conflict',
  users_username_key: 'username_taken',
  users_group_email_key: 'email_taken',
  // sign-in
  sessions_pkey: 'conflict',
  external_identities_pkey: 'conflict',
  // Two first sign-ins of one provider account: oauth.service resolves the race itself.
  external_identities_provider_subject_key: 'conflict',
  oauth_states_pkey: 'conflict',
  // rules and categories
  rule_categories_pkey: 'conflict',
  rule_categories_major_minor_key: 'conflict',
  rules_pkey: 'conflict',
  // Versions are written by the server in the approval's transaction, never by a client.
  rule_versions_rule_id_version_pk: 'conflict',
  rule_edit_requests_pkey: 'conflict',
  // One PENDING request per rule: a second submit (or two racing) hears the same 409.
  rule_edit_requests_one_pending_key: 'edit_request_pending',
  // reports: the service inserts with ON CONFLICT DO NOTHING and answers the 409 by target type
  // (rule_already_reported, game_already_reported…); the index is the guarantee behind it.
  reports_pkey: 'conflict',
  reports_reporter_target_key: 'conflict',
  hidden_items_target_type_target_id_pk: 'conflict',
  // account settings (upserts: ON CONFLICT DO UPDATE / NOTHING)
  user_blocks_blocker_id_blocked_id_pk: 'conflict',
  // games (issue 11): identities; one application per player per game (applying twice → 409)
  games_pkey: 'conflict',
  game_applications_pkey: 'conflict',
  game_applications_game_applicant_key: 'game_already_applied',
  // A game's chat room is created in the start's transaction, once (a conditional update).
  games_chat_room_key: 'conflict',
  // game comments: likes are toggled with ON CONFLICT DO NOTHING (a second like is an unlike).
  game_comments_pkey: 'conflict',
  comment_likes_comment_user_pk: 'conflict',
  // game likes: one row per player per game; the toggle deletes or inserts under an advisory lock
  // with ON CONFLICT DO NOTHING, so this never surfaces (decision 029).
  game_likes_game_user_pk: 'conflict',
  // play-with-me-too: one PENDING challenge per (from, to) pair; a second (or two racing) → 409.
  play_with_me_too_requests_pkey: 'conflict',
  play_with_me_too_one_pending_key: 'challenge_already_sent',
  notification_preferences_user_id_type_pk: 'conflict',
  daily_accesses_user_id_device_id_access_date_pk: 'conflict',
  push_devices_pkey: 'conflict',
  push_devices_token_key: 'conflict',
  contact_messages_pkey: 'conflict',
  // notifications: generated identity only
  notifications_pkey: 'conflict',
  // friends: one row per pair whatever the direction (decision 015); the service inserts with
  // ON CONFLICT DO NOTHING and answers already_friends / friend_request_exists itself.
  friendships_user_low_user_high_pk: 'friend_request_exists',
  // DM chat: opening a room races are resolved by the chat service (the loser reads the winner's room).
  chat_rooms_pkey: 'conflict',
  chat_messages_pkey: 'conflict',
  dm_members_room_id_user_id_pk: 'conflict',
  dm_members_user_peer_key: 'conflict',
  // live match (issue 18): written only under the match row's lock, which makes seq contiguous and
  // answers a resent clientEventId before inserting; these indexes are the guarantee behind it.
  match_states_pkey: 'conflict',
  match_events_game_seq_pk: 'conflict',
  match_events_client_event_key: 'conflict',
  match_results_pkey: 'conflict',
  // Records (issue 17): written only by the results' trigger, with ON CONFLICT DO UPDATE / NOTHING.
  player_rule_records_pk: 'conflict',
  player_opponents_pk: 'conflict',
  player_games_pk: 'conflict',
  // Match media (decision 026): two uploads racing for the same order slot; the loser hears the limit.
  game_media_pkey: 'conflict',
  game_media_uploader_position_key: 'game_media_limit',
  // reviews (issue 19): one review and one rule rating per player per game; a repeat or a race of
  // two submits answers 409 with the feature's Korean message.
  reviews_pkey: 'conflict',
  reviews_game_reviewer_key: 'review_already_written',
  // Written only by reviews' trigger, with ON CONFLICT (decision 040).
  player_review_totals_pkey: 'conflict',
  rule_ratings_pkey: 'conflict',
  rule_ratings_game_player_key: 'rule_already_rated',
  // ratings (decision 024): written only inside the completing match's transaction.
  player_ratings_pk: 'conflict',
  rating_history_pk: 'conflict',
  rule_champions_pkey: 'conflict',
  rule_champions_rule_region_key: 'conflict',
};

/** The code for a unique violation: the constraint's entry, or the neutral 'conflict'. */
export function uniqueViolationCode(error: unknown): ErrorCode {
  const name = sqlConstraint(error);
  return (name && Object.hasOwn(uniqueConstraintErrors, name) && uniqueConstraintErrors[name]) || 'conflict';
}
