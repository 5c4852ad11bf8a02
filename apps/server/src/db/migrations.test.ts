import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';
import { buildDeletedUser, buildRule, buildUser } from '../test/factories.ts';
import { openEmptyTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import type { Db } from './db.ts';
import { runMigrations } from './migrate.ts';
import {
  gameComments,
  gameLikes,
  games,
  hiddenItems,
  matchResults,
  playerGames,
  playerOpponents,
  playerReviewTotals,
  playerRuleRecords,
  reviews,
  rules,
  ruleVersions,
  users,
  winByEnum,
} from './schema/index.ts';

/**
 * The games columns an old database has (through 0024): the schema's own table names every column
 * of today's, post_version (0025) and the counters (0026) too, which such a database lacks.
 */
const gamesBefore0025 = pgTable('games', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  opponentId: bigint('opponent_id', { mode: 'number' }),
  ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
  ruleVersion: integer('rule_version').notNull(),
  status: text('status').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
});

/** A game row as a database before 0025 takes it (only `gamesBefore0025`'s columns): its id. */
async function insertGameBefore0025(db: Db, values: typeof gamesBefore0025.$inferInsert): Promise<number> {
  const [game] = await db.insert(gamesBefore0025).values(values).returning({ id: gamesBefore0025.id });
  return game!.id;
}

describe('0028_review_totals', () => {
  it("adds up each player's reviews stored before it, then keeps the totals as reviews come and go", async () => {
    const { db } = await databaseAt('0027_feed_circle_indexes');
    const [host, guest, quiet] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const rule = await buildRule(db, null);
    const insertGame = () =>
      insertGameBefore0025(db, {
        ownerId: host.id,
        opponentId: guest.id,
        ruleId: rule.id,
        ruleVersion: rule.currentVersion,
        status: 'COMPLETED',
        startedAt: new Date(),
      });
    const [first, second, third] = [await insertGame(), await insertGame(), await insertGame()];
    const review = (
      gameId: number,
      reviewerId: number,
      revieweeId: number,
      manner: number,
      performance: number,
    ) => ({
      gameId,
      reviewerId,
      revieweeId,
      manner,
      performance,
      playedAt: new Date(),
    });
    await db
      .insert(reviews)
      .values([
        review(first, host.id, guest.id, 5, 2),
        review(second, host.id, guest.id, 3, 4),
        review(first, guest.id, host.id, 1, 1),
      ]);

    await runMigrations(handle!);

    const totals = () =>
      db
        .select({
          userId: playerReviewTotals.userId,
          count: playerReviewTotals.reviewCount,
          manner: playerReviewTotals.mannerSum,
          performance: playerReviewTotals.performanceSum,
        })
        .from(playerReviewTotals)
        .orderBy(asc(playerReviewTotals.userId));
    const sorted = <T extends { userId: number }>(rows: T[]) => [...rows].sort((a, b) => a.userId - b.userId);
    expect(await totals()).toEqual(
      sorted([
        { userId: guest.id, count: 2, manner: 8, performance: 6 },
        { userId: host.id, count: 1, manner: 1, performance: 1 },
      ]),
    );
    expect((await totals()).some((row) => row.userId === quiet.id)).toBe(false);

    // The trigger: a new review adds, a removed one takes away (reviews are written once today).
    await db.insert(reviews).values(review(third, host.id, guest.id, 4, 5));
    await db.delete(reviews).where(and(eq(reviews.gameId, first), eq(reviews.reviewerId, guest.id)));
    expect(await totals()).toEqual(
      sorted([
        { userId: guest.id, count: 3, manner: 12, performance: 11 },
        { userId: host.id, count: 0, manner: 0, performance: 0 },
      ]),
    );
  });
});

describe('0029_game_post_facts', () => {
  it('marks the games stored before it that ended abandoned, have a deleted player or were hidden, then keeps the flags', async () => {
    const { db } = await databaseAt('0028_review_totals');
    const [host, guest, other] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const gone = await buildDeletedUser(db);
    const rule = await buildRule(db, null);
    const insertGame = (opponentId: number | null, status = 'COMPLETED') =>
      insertGameBefore0025(db, {
        ownerId: host.id,
        opponentId,
        ruleId: rule.id,
        ruleVersion: rule.currentVersion,
        status,
        startedAt: status === 'COMPLETED' ? new Date() : null,
      });
    const result = (gameId: number, abandoned: boolean) => ({
      gameId,
      winnerIdx: abandoned ? 0 : 1,
      winnerId: abandoned ? null : host.id,
      setResults: [],
      user1SetCount: abandoned ? 0 : 1,
      user2SetCount: 0,
      drawCount: 0,
      abandoned,
      completedAt: new Date(),
    });
    const walkedOff = await insertGame(guest.id);
    const played = await insertGame(guest.id);
    const withGone = await insertGame(gone.id);
    await db.insert(matchResults).values([result(walkedOff, true), result(played, false)]);
    // Staff hid one game, and a rule (another kind of item, with the same id as a game).
    await db.insert(hiddenItems).values([
      { targetType: 'GAME', targetId: withGone },
      { targetType: 'RULE', targetId: played },
    ]);

    await runMigrations(handle!);

    const facts = async (id: number) => {
      const [row] = await db
        .select({ abandoned: games.abandoned, playerDeleted: games.playerDeleted, hidden: games.hidden })
        .from(games)
        .where(eq(games.id, id));
      return row;
    };
    expect(await facts(walkedOff)).toEqual({ abandoned: true, playerDeleted: false, hidden: false });
    expect(await facts(played)).toEqual({ abandoned: false, playerDeleted: false, hidden: false });
    expect(await facts(withGone)).toEqual({ abandoned: false, playerDeleted: true, hidden: true });

    // hidden_items' trigger: hiding a game marks it, showing it again clears it; other kinds do not.
    await db.insert(hiddenItems).values([
      { targetType: 'GAME', targetId: played },
      { targetType: 'COMMENT', targetId: walkedOff },
    ]);
    await db
      .delete(hiddenItems)
      .where(and(eq(hiddenItems.targetType, 'GAME'), eq(hiddenItems.targetId, withGone)));
    expect((await facts(played))?.hidden).toBe(true);
    expect((await facts(walkedOff))?.hidden).toBe(false);
    expect((await facts(withGone))?.hidden).toBe(false);

    // The result's triggers: an update and a removal move the flag.
    await db
      .update(matchResults)
      .set({ abandoned: true, winnerIdx: 0, winnerId: null })
      .where(eq(matchResults.gameId, played));
    await db.delete(matchResults).where(eq(matchResults.gameId, walkedOff));
    expect((await facts(played))?.abandoned).toBe(true);
    expect((await facts(walkedOff))?.abandoned).toBe(false);

    // The players' triggers: an account deleted marks every game of the player; a game made with a
    // deleted player, or given one as opponent, is marked as it is written.
    const open = await insertGame(null, 'MATCHING');
    expect((await facts(open))?.playerDeleted).toBe(false);
    await db.update(games).set({ opponentId: gone.id }).where(eq(games.id, open));
    expect((await facts(open))?.playerDeleted).toBe(true);
    await db.update(games).set({ opponentId: other.id }).where(eq(games.id, open));
    expect((await facts(open))?.playerDeleted).toBe(false);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, guest.id));
    expect((await facts(played))?.playerDeleted).toBe(true);
    expect((await facts(walkedOff))?.playerDeleted).toBe(true);
    expect((await facts(open))?.playerDeleted).toBe(false);
  });
});

/** A copy of the committed migrations that stops after `lastTag`: the schema as an old server left it. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hanpan-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let handle: DatabaseHandle | undefined;
const folders: string[] = [];
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function databaseAt(tag: string) {
  const folder = migrationsUpTo(tag);
  folders.push(folder);
  handle = await openEmptyTestDatabase();
  await runMigrations(handle, folder);
  return handle;
}

/**
 * The users columns these tests write, as schema 0001 had them: inserting through today's table
 * would also name columns that later migrations add.
 */
const usersAt0001 = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email'),
  isGroupAccount: boolean('is_group_account'),
  age: integer('age'),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

const at = (day: string) => new Date(`2024-${day}T00:00:00Z`);

describe('0002_group_ids_and_age', () => {
  it('keeps the oldest of case-duplicate group ids, renames the others with a free suffix, lower-cases all', async () => {
    const { db } = await databaseAt('0001_account_settings');
    const group = (email: string, createdAt: Date) => ({ email, isGroupAccount: true, createdAt });
    const inserted = await db
      .insert(usersAt0001)
      .values([
        group('grp-alpha', at('02-01')),
        group('GRP-ALPHA', at('01-01')), // the oldest: keeps the id
        group('grp-alpha-2', at('01-15')), // a real account already named like the first suffix
        group('Grp-Alpha', at('03-01')),
        group(' Club-B ', at('01-01')),
        { email: 'Player@Kakao.com', createdAt: at('01-01') }, // a social e-mail, not a group id
      ])
      .returning({ id: usersAt0001.id });
    const ids = inserted.map((row) => row.id);

    await runMigrations(handle!);

    const rows = await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id));
    expect(rows).toEqual([
      { id: ids[0], email: 'grp-alpha-3' },
      { id: ids[1], email: 'grp-alpha' },
      { id: ids[2], email: 'grp-alpha-2' },
      { id: ids[3], email: 'grp-alpha-4' },
      { id: ids[4], email: 'club-b' },
      { id: ids[5], email: 'Player@Kakao.com' },
    ]);
    // From now on the database itself refuses a group id that is not canonical.
    await expect(db.insert(users).values(group('New-Club', at('04-01')))).rejects.toThrow();
  });

  it('forgets ages under 14 so those players are asked again, and refuses them from now on', async () => {
    const { db } = await databaseAt('0001_account_settings');
    const inserted = await db
      .insert(usersAt0001)
      .values([0, 13, 14, 150, null].map((age) => ({ age })))
      .returning({ id: usersAt0001.id });

    await runMigrations(handle!);

    const rows = await db
      .select({ age: users.age, ageRecheck: users.ageRecheck })
      .from(users)
      .orderBy(asc(users.id));
    expect(rows.map((row) => row.age)).toEqual([null, null, 14, 150, null]);
    // Only the players whose age was forgotten are sent back to the age step.
    expect(rows.map((row) => row.ageRecheck)).toEqual([true, true, false, false, false]);
    expect(inserted).toHaveLength(5);
    await expect(db.insert(users).values({ age: 13 })).rejects.toThrow();
  });
});

/** The rules columns as schema 0002 had them (before versions and counters). */
const rulesAt0002 = pgTable('rules', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  majorCategory: text('major_category').notNull(),
  minorCategory: text('minor_category').notNull(),
  goal: text('goal').notNull(),
  scoreDefinition: text('score_definition').notNull(),
  preparation: text('preparation').notNull(),
  playOrder: text('play_order').notNull(),
  decision: text('decision').notNull(),
  foul: text('foul').notNull(),
  extraInfo: text('extra_info'),
  winBy: winByEnum('win_by').notNull(),
  pointsToWin: integer('points_to_win').notNull(),
  setsToWin: integer('sets_to_win').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

describe('0003_rule_versions_and_edit_requests', () => {
  it('makes every existing rule version 1 of itself, with zero counters and the search text left to the app', async () => {
    const { db } = await databaseAt('0002_group_ids_and_age');
    const content = {
      title: '11점 탁구',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
      goal: '먼저 11점을 내요.',
      scoreDefinition: '실수하면 상대 1점',
      preparation: '탁구대',
      playOrder: '서브는 두 번씩',
      decision: '합의',
      foul: '네트 터치',
      extraInfo: null,
      winBy: 'SETS_HALF_WIN' as const,
      pointsToWin: 11,
      setsToWin: 3,
      durationSeconds: -1,
    };
    const createdAt = at('03-01');
    const [old] = await db
      .insert(rulesAt0002)
      .values({ ...content, createdAt })
      .returning({ id: rulesAt0002.id });

    await runMigrations(handle!);

    const [rule] = await db.select().from(rules);
    expect(rule).toMatchObject({
      id: old!.id,
      currentVersion: 1,
      playCount: 0,
      ratingCount: 0,
      averageRating: 0,
      searchChoseong: null,
    });
    const versions = await db.select().from(ruleVersions);
    expect(versions).toEqual([{ ruleId: old!.id, version: 1, ...content, createdAt }]);
  });
});

describe('0023_profile_record_counts', () => {
  it("fills each player's seconds, last end, newest rule version and opponents from the results stored before it", async () => {
    // From before 0023 through 0024 (the latest games' walk).
    const { db } = await databaseAt('0022_comment_count_index');
    const [me, rival, quitter] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const rule = await buildRule(db, null);
    const start = new Date('2026-03-01T10:00:00Z');
    const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    // Fractions of a second add up exactly: the read-time sum was numeric too.
    const results = [
      { owner: me, opponent: rival, end: after(90.5), winnerIdx: 1, winnerId: me.id, abandoned: false },
      { owner: rival, opponent: me, end: after(30.25), winnerIdx: 0, winnerId: null, abandoned: false },
      // An abandoned match counts nowhere: neither time nor opponent.
      { owner: me, opponent: quitter, end: after(600), winnerIdx: 0, winnerId: null, abandoned: true },
    ];
    for (const { owner, opponent, end, ...result } of results) {
      const [game] = await db
        .insert(gamesBefore0025)
        .values({
          ownerId: owner.id,
          ruleId: rule.id,
          ruleVersion: rule.currentVersion,
          status: 'COMPLETED',
          opponentId: opponent.id,
          startedAt: start,
        })
        .returning({ id: gamesBefore0025.id });
      await db.insert(matchResults).values({
        gameId: game!.id,
        setResults: [],
        user1SetCount: 0,
        user2SetCount: 0,
        drawCount: 0,
        completedAt: end,
        ...result,
      });
    }

    await runMigrations(handle!);

    const kept = await db.select().from(playerRuleRecords).where(eq(playerRuleRecords.userId, me.id));
    expect(kept).toEqual([
      {
        userId: me.id,
        ruleId: rule.id,
        wins: 1,
        draws: 1,
        losses: 0,
        seconds: expect.stringMatching(/^120\.750*$/) as unknown,
        lastPlayedAt: after(90.5),
        ruleVersion: 1,
      },
    ]);
    const opponents = await db.select().from(playerOpponents).orderBy(asc(playerOpponents.userId));
    expect(opponents).toEqual([
      { userId: me.id, opponentId: rival.id },
      { userId: rival.id, opponentId: me.id },
    ]);
    // The counted games by their end, for both players (the abandoned one for nobody).
    const walked = await db
      .select()
      .from(playerGames)
      .orderBy(asc(playerGames.userId), asc(playerGames.completedAt));
    expect(walked.map(({ userId, completedAt }) => [userId, completedAt])).toEqual([
      [me.id, after(30.25)],
      [me.id, after(90.5)],
      [rival.id, after(30.25)],
      [rival.id, after(90.5)],
    ]);
  });
});

describe('0026_game_counters', () => {
  it("fills each game's like and comment counters from the rows stored before it, and leaves post versions alone", async () => {
    const { db } = await databaseAt('0025_feed_post_versions');
    const [owner, fan, other] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const rule = await buildRule(db, null);
    const insertGame = () =>
      insertGameBefore0025(db, {
        ownerId: owner.id,
        ruleId: rule.id,
        ruleVersion: rule.currentVersion,
        status: 'MATCHING',
      });
    const [busy, quiet] = [await insertGame(), await insertGame()];
    await db.insert(gameLikes).values([
      { gameId: busy, userId: fan.id },
      { gameId: busy, userId: other.id },
    ]);
    const written = await db
      .insert(gameComments)
      .values(
        ['보이는 글', '지운 글', '숨긴 글', '답글'].map((content) => ({
          gameId: busy,
          authorId: fan.id,
          content,
        })),
      )
      .returning({ id: gameComments.id });
    await db.update(gameComments).set({ deletedAt: new Date() }).where(eq(gameComments.id, written[1]!.id));
    await db.insert(hiddenItems).values({ targetType: 'COMMENT', targetId: written[2]!.id });
    const versionsBefore = await db
      .select({ id: games.id, v: games.postVersion })
      .from(games)
      .orderBy(games.id);

    await runMigrations(handle!);

    const counted = await db
      .select({ id: games.id, likes: games.likeCount, comments: games.commentCount })
      .from(games)
      .orderBy(games.id);
    expect(counted).toEqual([
      { id: busy, likes: 2, comments: 2 },
      { id: quiet, likes: 0, comments: 0 },
    ]);
    expect(await db.select({ id: games.id, v: games.postVersion }).from(games).orderBy(games.id)).toEqual(
      versionsBefore,
    );
  });
});
