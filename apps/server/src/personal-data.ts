import * as account from './features/account/index.ts';
import * as auth from './features/auth/index.ts';
import * as blocks from './features/blocks/index.ts';
import * as chat from './features/chat/index.ts';
import * as comments from './features/comments/index.ts';
import * as contact from './features/contact/index.ts';
import * as friends from './features/friends/index.ts';
import * as gameMedia from './features/game-media/index.ts';
import * as games from './features/games/index.ts';
import * as likes from './features/likes/index.ts';
import * as match from './features/match/index.ts';
import type { PersonalDataOwner } from './features/feature-deps.ts';
import * as notificationPreferences from './features/notification-preferences/index.ts';
import * as notifications from './features/notifications/index.ts';
import * as oauth from './features/oauth/index.ts';
import * as playWithMeToo from './features/play-with-me-too/index.ts';
import * as ratings from './features/ratings/index.ts';
import * as rules from './features/rules/index.ts';
import * as reports from './features/reports/index.ts';
import * as reviews from './features/reviews/index.ts';
import * as users from './features/users/index.ts';

/**
 * Who forgets what when an account is deleted: every feature holding personal data, with the
 * tables its forgetUser handles. personal-data.test.ts walks the live schema's foreign keys to
 * `users` and fails when a referencing table is in no entry here and not in KEPT_REFERENCES.
 * WARNING: users stays last; its forgetUser anonymises the row the others' rows point at.
 */
export const personalDataOwners: readonly PersonalDataOwner[] = [
  { feature: 'oauth', tables: ['external_identities'], forgetUser: oauth.forgetUser },
  { feature: 'auth', tables: ['sessions'], forgetUser: auth.forgetUser },
  { feature: 'account', tables: ['push_devices', 'daily_accesses'], forgetUser: account.forgetUser },
  { feature: 'blocks', tables: ['user_blocks'], forgetUser: blocks.forgetUser },
  { feature: 'friends', tables: ['friendships'], forgetUser: friends.forgetUser },
  {
    feature: 'notification-preferences',
    tables: ['notification_preferences'],
    forgetUser: notificationPreferences.forgetUser,
  },
  { feature: 'notifications', tables: ['notifications'], forgetUser: notifications.forgetUser },
  { feature: 'contact', tables: ['contact_messages'], forgetUser: contact.forgetUser },
  // rules.created_by_id and the requests' requester/reviewer keep pointing at the anonymised row
  // ('탈퇴한 사용자'): shared content, nothing personal left. Open requests are withdrawn.
  { feature: 'rules', tables: ['rules', 'rule_edit_requests'], forgetUser: rules.forgetUser },
  { feature: 'reports', tables: ['reports', 'hidden_items'], forgetUser: reports.forgetUser },
  // The person's lines are erased and they leave their DM rooms; partners keep their own lines.
  { feature: 'chat', tables: ['chat_messages', 'dm_members'], forgetUser: chat.forgetUser },
  // Games that never started are cancelled or reopened and their applications withdrawn; played
  // games keep pointing at the anonymised row (decision 018).
  // A live match of theirs ends abandoned (before games: it completes the game); played matches'
  // logs, results and records keep pointing at the anonymised row, like the games.
  {
    feature: 'match',
    tables: [
      'match_states',
      'match_events',
      'match_results',
      'player_rule_records',
      'player_opponents',
      'player_games',
    ],
    forgetUser: match.forgetUser,
  },
  // Their photos and videos of played games go (files by the orphan sweep); the other player's stay.
  { feature: 'game-media', tables: ['game_media'], forgetUser: gameMedia.forgetUser },
  // Ratings, history and champion titles go (after match: an abandoned match rates nothing); the
  // districts they held get their next champion.
  {
    feature: 'ratings',
    tables: ['player_ratings', 'rating_history', 'rule_champions'],
    forgetUser: ratings.forgetUser,
  },
  { feature: 'games', tables: ['games', 'game_applications'], forgetUser: games.forgetUser },
  // The texts they wrote (review text, rule comments) are erased; the 1–5 numbers stay so the
  // other players' manner scores and the rules' averages do not move (decision 025), nor do the
  // totals kept of them (decision 040).
  {
    feature: 'reviews',
    tables: ['reviews', 'player_review_totals', 'rule_ratings'],
    forgetUser: reviews.forgetUser,
  },
  // Their comments are emptied (threads with replies stay as '삭제된 댓글입니다'), likes and mentions go.
  {
    feature: 'comments',
    tables: ['game_comments', 'comment_likes'],
    forgetUser: comments.forgetUser,
  },
  // Their likes of matches go; the games' counts drop with them (decision 029).
  { feature: 'likes', tables: ['game_likes'], forgetUser: likes.forgetUser },
  // Challenges sent or received are deleted (a game made from one is the games feature's).
  {
    feature: 'play-with-me-too',
    tables: ['play_with_me_too_requests'],
    forgetUser: playWithMeToo.forgetUser,
  },
  { feature: 'users', tables: ['users'], forgetUser: users.forgetUser },
];

/**
 * Tables that reference `users` and are deliberately left as they are, with the reason. Keep this
 * short: a new table with a personal column belongs to a feature's forgetUser instead.
 */
export const KEPT_REFERENCES: Readonly<Record<string, string>> = {};
