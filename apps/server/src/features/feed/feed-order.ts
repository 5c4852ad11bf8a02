import { CursorIdSchema, CursorInstantSchema } from '@hanpan/core';
import { z } from 'zod';
import type { FeedGameTier } from '../games/index.ts';

/*
 * The feed's order and paging (spec §4 "Feed order", decision 028), without a database: which
 * tiers a page reads, how the rows the page statement brings become the page (with the
 * invitation card in its place), and the cursor that carries the next page across tiers. The page
 * statement (games' feed-page.queries.ts) reads each tier in the order `compareInTier` states;
 * `tierOf` is the same rule written for one game, the reference the unit tests page through.
 */

/** Every position of the main feed, in order; the card is not a game tier. */
export const MAIN_TIERS = [
  'pinned',
  'friendsCompleted',
  'friendsUpcoming',
  'card',
  'othersCompleted',
  'othersUpcoming',
] as const;
/** /api/feed/user/{id}/completed: that player's completed games, newest first. */
export const USER_TIERS = ['userCompleted'] as const;

export type FeedTier = (typeof MAIN_TIERS)[number] | (typeof USER_TIERS)[number];

export type FeedMode = { kind: 'main'; pinnedId: number | null } | { kind: 'user'; userId: number };

/** Where the next page starts: in `tier`, after `after` (null: at the tier's start). */
export interface FeedCursor {
  tier: FeedTier;
  after: { at: string | null; id: number } | null;
  /** The pinned game, left out of every later page (the client may drop `?gameId=` when paging). */
  pinnedId: number | null;
}

const ALL_TIERS: readonly FeedTier[] = [...MAIN_TIERS, ...USER_TIERS];

/**
 * Cursor on the wire: [tier index, after instant ('' for none or an undecided time), after id
 * (0 for the tier's start), pinned id (0 for none)].
 */
export const FeedCursorSchema = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(ALL_TIERS.length - 1),
  z.union([CursorInstantSchema, z.literal('')]),
  z.union([CursorIdSchema, z.literal(0)]),
  z.union([CursorIdSchema, z.literal(0)]),
]);

export function cursorPosition(cursor: FeedCursor): [number, string, number, number] {
  return [
    ALL_TIERS.indexOf(cursor.tier),
    cursor.after?.at ?? '',
    cursor.after?.id ?? 0,
    cursor.pinnedId ?? 0,
  ];
}

/** The cursor a decoded position stands for; null when it does not belong to `mode`. */
export function cursorOf(
  [tierIndex, at, id, pinnedId]: z.output<typeof FeedCursorSchema>,
  mode: FeedMode,
): FeedCursor | null {
  const tier = ALL_TIERS[tierIndex]!;
  if (!tiersOf(mode).includes(tier) || tier === 'pinned') return null;
  if (id === 0 && at !== '') return null;
  // The card has no position inside it; a completed tier's rows always have an instant.
  if (id !== 0 && (tier === 'card' || (at === '' && isNewestFirst(tier)))) return null;
  return {
    tier,
    after: id === 0 ? null : { at: at === '' ? null : at, id },
    pinnedId: mode.kind === 'main' && pinnedId !== 0 ? pinnedId : null,
  };
}

export function tiersOf(mode: FeedMode): readonly FeedTier[] {
  return mode.kind === 'main' ? MAIN_TIERS : USER_TIERS;
}

/** Completed tiers run newest first (by the start), upcoming ones soonest first (undecided last). */
export function isNewestFirst(tier: FeedGameTier | 'card'): boolean {
  return tier !== 'friendsUpcoming' && tier !== 'othersUpcoming';
}

/** One tier the page statement reads: from its start, or after the cursor's row. */
export interface TierRead {
  tier: FeedGameTier;
  after: { at: string | null; id: number } | null;
}

/**
 * The game tiers a page reads, in order: the cursor's tier from its position, every later one from
 * its start; the pinned game only on the first page (no cursor) of the main feed with `?gameId=`.
 */
export function tiersToRead(mode: FeedMode, cursor: FeedCursor | null): TierRead[] {
  const tiers = tiersOf(mode);
  const from = cursor === null ? 0 : tiers.indexOf(cursor.tier);
  const reads: TierRead[] = [];
  tiers.forEach((tier, index) => {
    if (index < from || tier === 'card') return;
    if (tier === 'pinned' && (mode.kind !== 'main' || mode.pinnedId === null)) return;
    reads.push({ tier, after: index === from && cursor !== null ? cursor.after : null });
  });
  return reads;
}

/**
 * A page's reads in two steps (decision 037): first the leading tiers up to and including the first
 * one that is not the pinned game, then the rest — read only when the first step left room. The
 * statement carries every tier it may read, and each costs its start-up even when it reads nothing
 * (~0.07 ms a tier, docs/performance.md): a viewer whose friends' games fill the page pays for one
 * tier, not four. Either step may be empty.
 */
export function readSteps(reads: readonly TierRead[]): [TierRead[], TierRead[]] {
  const firstGameTier = reads.findIndex((read) => read.tier !== 'pinned');
  const end = firstGameTier < 0 ? reads.length : firstGameTier + 1;
  return [reads.slice(0, end), reads.slice(end)];
}

/**
 * The rows of both steps as one statement would have read them: the second step's after the
 * first's, without a game the first step already brought (the steps are two snapshots: a game whose
 * tier changed between them, a friendship ended say, would otherwise come twice).
 */
export function joinSteps<Row extends { id: number }>(first: readonly Row[], second: readonly Row[]): Row[] {
  if (second.length === 0) return [...first];
  const seen = new Set(first.map((row) => row.id));
  return [...first, ...second.filter((row) => !seen.has(row.id))];
}

/** A game row as the page statement ranks it: its tier and the instant it is ordered by there. */
export interface RankedGame {
  id: number;
  tier: FeedGameTier;
  /** Completed tiers: the start; upcoming tiers: the match time (null = undecided, last). */
  at: string | null;
}

/** In-tier order: the page statement's ORDER BY for each tier. */
export function compareInTier(a: RankedGame, b: RankedGame): number {
  const newest = isNewestFirst(a.tier);
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    const diff = Date.parse(a.at) - Date.parse(b.at);
    if (diff !== 0) return newest ? -diff : diff;
  }
  return newest ? b.id - a.id : a.id - b.id;
}

/** Whether `game` comes after the cursor position `after` in its tier. */
export function isAfter(game: RankedGame, after: { at: string | null; id: number } | null): boolean {
  if (after === null) return true;
  return compareInTier({ id: after.id, tier: game.tier, at: after.at }, game) < 0;
}

/** The app-invitation card: 'friend-invite' for a player with friends, 'invite' for one without. */
export type InvitationType = 'invite' | 'friend-invite';

export type PageEntry<Row extends RankedGame> =
  { kind: 'game'; row: Row } | { kind: 'card'; type: InvitationType };

/**
 * The page from the rows of `tiersToRead` (sorted by tier, then `compareInTier`; the statement reads
 * at most `size + 1` of them, enough for a full page with the card plus one to know more exist).
 * The invitation card stands between the friends' tiers and the others' (decision 028): only in the
 * main feed, only when a non-friend post follows it, once. `next` is null on the last page.
 */
export function assemblePage<Row extends RankedGame>(
  rows: readonly Row[],
  {
    mode,
    cursor,
    size,
    hasFriends,
  }: { mode: FeedMode; cursor: FeedCursor | null; size: number; hasFriends: boolean },
): { entries: Array<PageEntry<Row>>; next: FeedCursor | null } {
  const tiers = tiersOf(mode);
  const cardIndex = tiers.indexOf('card' as FeedTier);
  let cardPending = cardIndex >= 0 && (cursor === null || tiers.indexOf(cursor.tier) <= cardIndex);
  const pinnedId = cursor?.pinnedId ?? (mode.kind === 'main' ? mode.pinnedId : null);
  const entries: Array<PageEntry<Row>> = [];
  const full = () => entries.length >= size;
  for (const row of rows) {
    const afterCard = cardIndex >= 0 && tiers.indexOf(row.tier) > cardIndex;
    if (afterCard && cardPending) {
      if (full()) return { entries, next: { tier: 'card', after: null, pinnedId } };
      entries.push({ kind: 'card', type: hasFriends ? 'friend-invite' : 'invite' });
      cardPending = false;
    }
    if (full()) return { entries, next: positionAfter(entries.at(-1)!, tiers, pinnedId) };
    entries.push({ kind: 'game', row });
  }
  return { entries, next: null };
}

function positionAfter<Row extends RankedGame>(
  entry: PageEntry<Row>,
  tiers: readonly FeedTier[],
  pinnedId: number | null,
): FeedCursor {
  // After the card (or the pinned game) the next page starts at the following tier's beginning.
  const tier = entry.kind === 'card' ? 'card' : entry.row.tier;
  if (tier === 'card' || tier === 'pinned')
    return { tier: tiers[tiers.indexOf(tier) + 1]!, after: null, pinnedId };
  if (entry.kind !== 'game') throw new Error('unreachable');
  return { tier, after: { at: entry.row.at, id: entry.row.id }, pinnedId };
}

/** A game as the visibility rule reads it (the statement's WHERE, for one row). */
export interface FeedGameFacts {
  id: number;
  status: 'MATCHING' | 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELED';
  isFriendGame: boolean;
  ownerId: number;
  opponentId: number | null;
  invitedFriendId: number | null;
  invitationDeclined: boolean;
  deleted: boolean;
  startedAt: string | null;
  matchDate: string | null;
  /** The match ended abandoned (match results). */
  abandoned: boolean;
  /** An admin hid the game (hidden_items), or its rule (open games leave the list then). */
  hidden: boolean;
  ruleHidden: boolean;
  /** A player's account was deleted. */
  playerDeleted: boolean;
}

export interface FeedViewerFacts {
  userId: number;
  isAdmin: boolean;
  friendIds: ReadonlySet<number>;
  /** Players blocked by or blocking the viewer. */
  blockedIds: ReadonlySet<number>;
}

/**
 * The tier of `game` for `viewer` in `mode`, or null when the viewer may not see it (spec §4,
 * issue 20 item 2; decision 028). The page statement applies the same rule in SQL.
 */
export function tierOf(game: FeedGameFacts, viewer: FeedViewerFacts, mode: FeedMode): FeedGameTier | null {
  const players = [game.ownerId, game.opponentId].filter((id): id is number => id !== null);
  if (game.deleted || players.some((id) => viewer.blockedIds.has(id))) return null;
  if (game.hidden && !viewer.isAdmin && game.ownerId !== viewer.userId) return null;
  const mine =
    players.includes(viewer.userId) || (game.invitedFriendId === viewer.userId && !game.invitationDeclined);
  const completed = game.status === 'COMPLETED' && !game.abandoned && !game.playerDeleted;
  const open = game.status === 'MATCHING' && !game.isFriendGame && (!game.ruleHidden || viewer.isAdmin);
  const upcoming = (mine && ['MATCHING', 'SCHEDULED', 'IN_PROGRESS'].includes(game.status)) || open;
  if (mode.kind === 'user') return completed && players.includes(mode.userId) ? 'userCompleted' : null;
  if (game.id === mode.pinnedId && (completed || upcoming)) return 'pinned';
  const friendly = mine || players.some((id) => viewer.friendIds.has(id));
  if (completed) return friendly ? 'friendsCompleted' : 'othersCompleted';
  if (upcoming) return friendly ? 'friendsUpcoming' : 'othersUpcoming';
  return null;
}

/** The instant a game is ordered by in `tier`. */
export function rankInstant(game: Pick<FeedGameFacts, 'startedAt' | 'matchDate'>, tier: FeedGameTier) {
  return isNewestFirst(tier) ? game.startedAt : game.matchDate;
}
