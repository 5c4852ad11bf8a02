import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chatRooms } from './chat.ts';
import { ruleVersions, rules } from './rules.ts';
import { users } from './users.ts';

export const gameStatusEnum = pgEnum('game_status', [
  'MATCHING',
  'SCHEDULED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELED',
]);

/**
 * A game between its owner and (once approved or invited) an opponent (spec §3 Game, §4 Own game
 * status). It keeps the rule version it was created with, so an approved edit never rewrites a game
 * (contract-notes). `region` is the canonical 'province district' of `place_road` through the one
 * normaliser of @hanpan/core; `province` is its first word, kept apart so a province filter is an
 * index lookup rather than a LIKE.
 */
export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    opponentId: bigint('opponent_id', { mode: 'number' }).references(() => users.id),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id),
    ruleVersion: integer('rule_version').notNull(),
    status: gameStatusEnum('status').notNull().default('MATCHING'),
    /** A friend game is private: never listed, only the invited friend may join (issue 11 §1). */
    isFriendGame: boolean('is_friend_game').notNull().default(false),
    invitedFriendId: bigint('invited_friend_id', { mode: 'number' }).references(() => users.id),
    /** The normalised road address; null = 장소 미정. */
    placeRoad: text('place_road'),
    /** The place name plus the optional detail, or '협의 가능' style text when undecided. */
    placeDetail: text('place_detail').notNull().default(''),
    province: text('province'),
    region: text('region'),
    /** The agreed time (the client's local Korean time read in Asia/Seoul); null = 시간 미정. */
    matchDate: timestamp('match_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the invited friend declined a friend game (issue 11 §1); the owner then opens it to
     * everyone (a random game again, this cleared) or deletes it. Null otherwise.
     */
    invitationDeclinedAt: timestamp('invitation_declined_at', { withTimezone: true }),
    /**
     * When the owner deleted the game (DELETE /api/games/{id}/delete; status CANCELED). The row
     * stays for reports and history but leaves every list and call.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the owner started it (IN_PROGRESS); set exactly once (decision 018, start). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Storage key of the start photo (경기 시작 인증샷), re-encoded without metadata. */
    startPhotoKey: text('start_photo_key'),
    /** The game's chat room (the two players), created with the start. */
    chatRoomId: bigint('chat_room_id', { mode: 'number' }).references(() => chatRooms.id),
    /**
     * The player whose block ended this game's pairing before it was played (decision 018,
     * "Blocks"): a friend or challenge game CANCELED, a random game back to MATCHING without its
     * opponent. The blocker's card says so; the other player's card only says the pairing ended.
     * Cleared when a reopened game gets a new opponent.
     */
    blockEndedById: bigint('block_ended_by_id', { mode: 'number' }).references(() => users.id),
    /**
     * The version of what the game's feed post shows (decision 034): raised by triggers (migration
     * 0025) on every change of the game's row and of its result, media, reviews and players' names
     * and pictures, so the feed's cached post text is used only while its version is current.
     */
    postVersion: bigint('post_version', { mode: 'number' }).notNull().default(0),
    /**
     * The game's likes, kept by a trigger on game_likes (decision 035, migration 0026) so a feed
     * page reads a column instead of counting each post's likes. Not part of the post's version.
     */
    likeCount: integer('like_count').notNull().default(0),
    /**
     * The game's comments anyone may see (not deleted, not hidden by staff), kept by triggers on
     * game_comments and hidden_items (decision 035). A viewer whose count differs (an admin, a
     * player with blocks or hidden comments of their own) is counted apart (comments'
     * `commentCountForViewerSql`). Not part of the post's version.
     */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * The match ended abandoned (its match_results row says so), kept by a trigger on match_results
     * (decision 041, migration 0029) so the feed's completed tiers filter on the game's row instead
     * of looking up each candidate's result.
     */
    abandoned: boolean('abandoned').notNull().default(false),
    /**
     * The owner's or the opponent's account is deleted, kept by triggers on users and games
     * (decision 041): a deleted player's games are no posts (decision 028), read from the row
     * instead of two account lookups per candidate.
     */
    playerDeleted: boolean('player_deleted').notNull().default(false),
    /**
     * Staff hid the game (a hidden_items row of type GAME), kept by a trigger on hidden_items
     * (decision 041): the lists and the feed test the row instead of looking each candidate up.
     */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: 'games_rule_version_fk',
      columns: [table.ruleId, table.ruleVersion],
      foreignColumns: [ruleVersions.ruleId, ruleVersions.version],
    }),
    // The list: open random games newest first, nationwide, by province or by district.
    index('games_open_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'MATCHING' and not ${table.isFriendGame}`),
    index('games_open_province_created_idx')
      .on(table.province, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'MATCHING' and not ${table.isFriendGame}`),
    index('games_open_region_created_idx')
      .on(table.region, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'MATCHING' and not ${table.isFriendGame}`),
    // my-games: the owner's games newest first (the owner_id lookup also serves request-count).
    index('games_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    // 'soonest': open random games by match time (undecided last), nationwide or by district.
    index('games_open_match_date_idx')
      .on(table.matchDate.asc().nullsLast(), table.id)
      .where(sql`${table.status} = 'MATCHING' and not ${table.isFriendGame}`),
    index('games_open_region_match_date_idx')
      .on(table.region, table.matchDate.asc().nullsLast(), table.id)
      .where(sql`${table.status} = 'MATCHING' and not ${table.isFriendGame}`),
    // 'soonest' within a province: without it a province page reads the nationwide index and skips
    // the other provinces' games, or sorts the province's every open game (docs/performance.md).
    index('games_open_province_match_date_idx')
      .on(table.province, table.matchDate.asc().nullsLast(), table.id)
      .where(sql`${table.status} = 'MATCHING' and not ${table.isFriendGame}`),
    // The feed (issue 20, decision 028): completed games newest first (by the start), the others' tier
    // walks it and stops after a page.
    index('games_completed_started_idx')
      .on(table.startedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'COMPLETED'`),
    // The feed's friends' and player's tiers (decision 038): one player's completed games newest
    // first, as owner and as opponent, so a tier reads a few rows per player of the viewer's circle
    // instead of walking every completed game for the circle's (a new player walked them all).
    index('games_owner_completed_idx')
      .on(table.ownerId, table.startedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'COMPLETED'`),
    index('games_opponent_completed_idx')
      .on(table.opponentId, table.startedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'COMPLETED'`),
    // … and one player's games not yet finished (few per player), for the friends' upcoming tier.
    index('games_owner_live_idx')
      .on(table.ownerId)
      .where(sql`${table.status} in ('MATCHING', 'SCHEDULED', 'IN_PROGRESS')`),
    index('games_opponent_live_idx')
      .on(table.opponentId)
      .where(sql`${table.status} in ('MATCHING', 'SCHEDULED', 'IN_PROGRESS')`),
    index('games_opponent_idx').on(table.opponentId),
    index('games_invited_friend_idx').on(table.invitedFriendId),
    uniqueIndex('games_chat_room_key').on(table.chatRoomId),
    // A game that is or was being played has a start time (a later CANCELED may keep it).
    check(
      'games_started_when_live',
      sql`${table.status} not in ('IN_PROGRESS', 'COMPLETED') or ${table.startedAt} is not null`,
    ),
    check('games_friend_game_invite', sql`${table.isFriendGame} = (${table.invitedFriendId} is not null)`),
    check('games_declined_friend_game', sql`${table.invitationDeclinedAt} is null or ${table.isFriendGame}`),
    check('games_deleted_canceled', sql`${table.deletedAt} is null or ${table.status} = 'CANCELED'`),
    check('games_region_with_place', sql`(${table.placeRoad} is null) = (${table.region} is null)`),
    check('games_province_of_region', sql`(${table.province} is null) = (${table.region} is null)`),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

export const applicationStatusEnum = pgEnum('game_application_status', ['REQUESTED', 'APPROVED', 'REJECTED']);

/** A player's application to a random game (spec §4 Game application): one per player per game. */
export const gameApplications = pgTable(
  'game_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    applicantId: bigint('applicant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: applicationStatusEnum('status').notNull().default('REQUESTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_applications_game_applicant_key').on(table.gameId, table.applicantId),
    index('game_applications_applicant_idx').on(table.applicantId),
  ],
);

export type GameApplicationRow = typeof gameApplications.$inferSelect;
