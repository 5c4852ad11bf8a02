import { describe, expect, it } from 'vitest';
import {
  assemblePage,
  compareInTier,
  cursorOf,
  cursorPosition,
  FeedCursorSchema,
  isAfter,
  joinSteps,
  MAIN_TIERS,
  rankInstant,
  readSteps,
  tierOf,
  tiersToRead,
  USER_TIERS,
  type FeedCursor,
  type FeedGameFacts,
  type FeedMode,
  type FeedViewerFacts,
  type RankedGame,
  type TierRead,
} from './feed-order.ts';

/*
 * The feed's order without a database (decision 028): `tierOf` decides each game's tier, a fake
 * page statement reads the tiers `tiersToRead` asks for (each in `compareInTier` order, at most
 * `limit` rows after the cursor), and `assemblePage` makes the page and its cursor, which goes
 * through the wire format before the next page. The API tests check the SQL agrees.
 */

const ME = 1;
const FRIEND = 2;
const STRANGER = 3;
const STRANGER_2 = 4;
const BLOCKED = 5;

const viewer: FeedViewerFacts = {
  userId: ME,
  isAdmin: false,
  friendIds: new Set([FRIEND]),
  blockedIds: new Set([BLOCKED]),
};

let nextId = 1;
function game(overrides: Partial<FeedGameFacts>): FeedGameFacts {
  return {
    id: nextId++,
    status: 'COMPLETED',
    isFriendGame: false,
    ownerId: STRANGER,
    opponentId: STRANGER_2,
    invitedFriendId: null,
    invitationDeclined: false,
    deleted: false,
    startedAt: '2026-11-01T10:00:00.000Z',
    matchDate: null,
    abandoned: false,
    hidden: false,
    ruleHidden: false,
    playerDeleted: false,
    ...overrides,
  };
}
const day = (d: number, hour = 10) =>
  `2026-11-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const open = (overrides: Partial<FeedGameFacts>) =>
  game({ status: 'MATCHING', opponentId: null, startedAt: null, ...overrides });

/** A world of games covering every tier and every reason to leave a game out. */
function world() {
  nextId = 1;
  const g = {
    friendDone1: game({ ownerId: FRIEND, startedAt: day(5) }),
    myDone: game({ ownerId: ME, startedAt: day(7) }),
    friendDoneSameStart: game({ opponentId: FRIEND, startedAt: day(5) }),
    friendOpenSoon: open({ ownerId: FRIEND, matchDate: day(20) }),
    friendOpenUndecided: open({ ownerId: FRIEND }),
    invitationToMe: open({ ownerId: FRIEND, isFriendGame: true, invitedFriendId: ME, matchDate: day(18) }),
    myScheduled: game({ ownerId: ME, status: 'SCHEDULED', startedAt: null, matchDate: day(25) }),
    othersDoneOld: game({ startedAt: day(2) }),
    othersDoneNew: game({ startedAt: day(9) }),
    othersOpenLate: open({ matchDate: day(28) }),
    othersOpenEarly: open({ matchDate: day(15) }),
    othersOpenUndecided1: open({}),
    othersOpenUndecided2: open({}),
    // Never shown to me:
    blockedDone: game({ opponentId: BLOCKED, startedAt: day(8) }),
    blockedOpen: open({ ownerId: BLOCKED }),
    hiddenDone: game({ hidden: true, startedAt: day(8) }),
    cancelled: game({ status: 'CANCELED', startedAt: null }),
    deletedGame: game({ status: 'CANCELED', deleted: true, startedAt: null }),
    abandoned: game({ abandoned: true, startedAt: day(8) }),
    withDeletedPlayer: game({ playerDeleted: true, startedAt: day(8) }),
    othersChallenge: game({ status: 'SCHEDULED', isFriendGame: true, startedAt: null }),
    othersScheduledRandom: game({ status: 'SCHEDULED', startedAt: null, matchDate: day(16) }),
    othersInProgress: game({ status: 'IN_PROGRESS', startedAt: day(9) }),
    declinedInvitation: open({
      ownerId: STRANGER,
      isFriendGame: true,
      invitedFriendId: ME,
      invitationDeclined: true,
    }),
    openOfHiddenRule: open({ ruleHidden: true }),
  };
  return g;
}

/** The page statement, faked: each tier read in its order after its cursor, `limit` rows in all. */
function fakeStatement(
  games: readonly FeedGameFacts[],
  viewerFacts: FeedViewerFacts,
  mode: FeedMode,
  cursor: FeedCursor | null,
  limit: number,
): RankedGame[] {
  const pinnedId = cursor?.pinnedId ?? (mode.kind === 'main' ? mode.pinnedId : null);
  const effective: FeedMode = mode.kind === 'main' ? { kind: 'main', pinnedId } : mode;
  // As the service reads: the first step, then the rest only when the first left room.
  const [first, rest] = readSteps(tiersToRead(effective, cursor));
  const firstRows = readTiers(first, limit);
  if (firstRows.length >= limit) return firstRows;
  return joinSteps(firstRows, readTiers(rest, limit - firstRows.length));

  function readTiers(reads: readonly TierRead[], stepLimit: number): RankedGame[] {
    const rows: RankedGame[] = [];
    for (const read of reads) {
      const inTier = games
        .map((facts) => ({ facts, tier: tierOf(facts, viewerFacts, effective) }))
        .filter(({ tier }) => tier === read.tier)
        .map(({ facts, tier }) => ({ id: facts.id, tier: tier!, at: rankInstant(facts, tier!) }))
        .filter((row) => isAfter(row, read.after))
        .sort(compareInTier)
        .slice(0, stepLimit);
      rows.push(...inTier);
    }
    return rows.slice(0, stepLimit);
  }
}

/** Every page, the cursor sent through its wire form (JSON) between pages. */
function pageThrough(
  games: readonly FeedGameFacts[],
  mode: FeedMode,
  size: number,
  viewerFacts: FeedViewerFacts = viewer,
): Array<number | string> {
  const seen: Array<number | string> = [];
  let cursor: FeedCursor | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const rows = fakeStatement(games, viewerFacts, mode, cursor, size + 1);
    const { entries, next } = assemblePage(rows, {
      mode,
      cursor,
      size,
      hasFriends: viewerFacts.friendIds.size > 0,
    });
    expect(entries.length).toBeLessThanOrEqual(size);
    seen.push(...entries.map((entry) => (entry.kind === 'game' ? entry.row.id : entry.type)));
    if (next === null) return seen;
    const wire = FeedCursorSchema.parse(JSON.parse(JSON.stringify(cursorPosition(next))));
    cursor = cursorOf(wire, mode);
    expect(cursor).not.toBeNull();
  }
  throw new Error('no last page');
}

describe('feed order', () => {
  const g = world();
  const all = Object.values(g);
  const main: FeedMode = { kind: 'main', pinnedId: null };
  const expected = [
    // completed friend games (mine among them), newest first, ties by id
    g.myDone.id,
    g.friendDoneSameStart.id,
    g.friendDone1.id,
    // upcoming friend games soonest first, undecided last (the invitation to me among them)
    g.invitationToMe.id,
    g.friendOpenSoon.id,
    g.myScheduled.id,
    g.friendOpenUndecided.id,
    // the card, then the others' completed newest first and upcoming soonest first
    'friend-invite',
    g.othersDoneNew.id,
    g.othersDoneOld.id,
    g.othersOpenEarly.id,
    g.othersOpenLate.id,
    g.othersOpenUndecided1.id,
    g.othersOpenUndecided2.id,
  ];

  it('orders the tiers as spec §4 says, leaving out blocked, hidden, cancelled and abandoned games', () => {
    expect(pageThrough(all, main, 100)).toEqual(expected);
  });

  it.each(Array.from({ length: expected.length + 1 }, (_, i) => i + 1))(
    'pages of %i cross the tiers without a duplicate or a gap',
    (size) => {
      expect(pageThrough(all, main, size)).toEqual(expected);
    },
  );

  it('puts the pinned game first and never repeats it, at every page size', () => {
    for (const size of [1, 2, 3, 7]) {
      const pinned = pageThrough(all, { kind: 'main', pinnedId: g.othersOpenLate.id }, size);
      expect(pinned).toEqual([g.othersOpenLate.id, ...expected.filter((id) => id !== g.othersOpenLate.id)]);
    }
  });

  it('ignores a pin the viewer may not see', () => {
    expect(pageThrough(all, { kind: 'main', pinnedId: g.blockedDone.id }, 4)).toEqual(expected);
  });

  it('shows no card when no post of a non-friend follows, and an invite card to a player without friends', () => {
    const friendsOnly = [g.friendDone1, g.myScheduled, g.cancelled];
    expect(pageThrough(friendsOnly, main, 1)).toEqual([g.friendDone1.id, g.myScheduled.id]);
    const loner = { ...viewer, friendIds: new Set<number>() };
    const ids = pageThrough([g.myDone, g.othersDoneNew, g.friendDone1], main, 2, loner);
    expect(ids).toEqual([g.myDone.id, 'invite', g.othersDoneNew.id, g.friendDone1.id]);
  });

  it("the user feed is that player's completed games only, newest first, without a card", () => {
    for (const size of [1, 2, 5]) {
      expect(pageThrough(all, { kind: 'user', userId: FRIEND }, size)).toEqual([
        g.friendDoneSameStart.id,
        g.friendDone1.id,
      ]);
    }
    // A blocked player's games stay out of their page too.
    expect(pageThrough(all, { kind: 'user', userId: BLOCKED }, 3)).toEqual([]);
  });

  it("shows an admin hidden games, and an owner their own (in the friends' tier, as theirs)", () => {
    const admin = { ...viewer, isAdmin: true };
    expect(tierOf(g.hiddenDone, admin, main)).toBe('othersCompleted');
    expect(tierOf(g.hiddenDone, { ...viewer, userId: STRANGER }, main)).toBe('friendsCompleted');
    expect(tierOf(g.hiddenDone, viewer, main)).toBeNull();
  });

  it('refuses a cursor of another mode', () => {
    const wire = FeedCursorSchema.parse(
      cursorPosition({ tier: 'othersCompleted', after: null, pinnedId: null }),
    );
    expect(cursorOf(wire, { kind: 'user', userId: 2 })).toBeNull();
    // A completed tier's position always has its instant; the card has no position inside it.
    const main: FeedMode = { kind: 'main', pinnedId: null };
    expect(cursorOf([4, '', 12, 0], main)).toBeNull();
    expect(cursorOf([3, '', 12, 0], main)).toBeNull();
    expect(cursorOf([5, '', 12, 0], main)).toEqual({
      tier: 'othersUpcoming',
      after: { at: null, id: 12 },
      pinnedId: null,
    });
    expect(MAIN_TIERS).not.toContain(USER_TIERS[0]);
  });

  it('reads the leading tiers up to the first game tier first, and the rest second', () => {
    const pinned = tiersToRead({ kind: 'main', pinnedId: 9 }, null);
    const [first, rest] = readSteps(pinned);
    expect(first.map((read) => read.tier)).toEqual(['pinned', 'friendsCompleted']);
    expect(rest.map((read) => read.tier)).toEqual(['friendsUpcoming', 'othersCompleted', 'othersUpcoming']);
    const later = tiersToRead(main, {
      tier: 'othersCompleted',
      after: { at: day(3), id: 7 },
      pinnedId: null,
    });
    expect(readSteps(later)).toEqual([
      [{ tier: 'othersCompleted', after: { at: day(3), id: 7 } }],
      [{ tier: 'othersUpcoming', after: null }],
    ]);
    expect(readSteps([])).toEqual([[], []]);
  });

  it('joins the steps without a game the first already brought', () => {
    const row = (id: number): RankedGame => ({ id, tier: 'friendsCompleted', at: day(1) });
    expect(joinSteps([row(1), row(2)], [row(2), row(3)]).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(joinSteps([], [row(4)]).map((r) => r.id)).toEqual([4]);
  });
});
