import {
  GameRankingSchema,
  isProvisional,
  RuleRankingSchema,
  type GameRanking,
  type RuleRanking,
} from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerRatings, ratingHistory, type UserRow } from '../../db/schema/index.ts';
import { compileSerializer } from '../../http/compiled-serializer.ts';
import {
  buildBlock,
  buildDeletedUser,
  buildFriendship,
  buildGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { publicBaseUrlOf } from '../../http/public-url.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';

// The rankings are written as JSON text by their statements (ratings.queries.ts, issue 17). Each
// answer must be, byte for byte, what the object-built presenter and the compiled serializer wrote:
// the objects are built here as the presenter built them, then serialised with the route's schema.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = '알 수 없음';
const PICTURE = 'avatars/9/0123456789abcdef0123456789abcdef-640.webp';

/** Players with the names and pictures that test the text: quotes, emoji, none, deleted, odd keys. */
async function trickyPlayers() {
  return [
    await buildUser(t.db, { nickname: 'Quote "q" \\ back 😀\u2028 </script>' }),
    await buildUser(t.db, { nickname: null }),
    await buildUser(t.db, { profilePictureKey: PICTURE }),
    await buildUser(t.db, { profilePictureKey: 'demo/가 b#?%.png' }),
    await buildUser(t.db, { profilePictureKey: '' }),
    await buildDeletedUser(t.db),
    await buildUser(t.db),
  ];
}

// The test app's storage: local files under PUBLIC_URL's base (the same function the app holds).
const pictureOf = (user: UserRow | undefined) =>
  user?.profilePictureKey ? storage().publicUrl(user.profilePictureKey) : null;
const storage = () => createLocalFileStorage('/unused', publicBaseUrlOf(t.config));

async function body(viewer: UserRow, url: string) {
  const res = await t.app.inject({ url, headers: await t.authHeader(viewer) });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, next: res.headers['x-next-cursor'] as string | undefined };
}

describe("the rule ranking's bytes", () => {
  it('are the presenter’s answer for tricky names, pictures, half ratings, provisional edges, blocks and pages', async () => {
    const rule = await buildRule(t.db, null);
    const viewer = await buildUser(t.db);
    const players = [...(await trickyPlayers()), viewer];
    const blocked = await buildUser(t.db);
    await buildBlock(t.db, viewer, blocked);
    // Half ratings round up as Math.round does (PostgreSQL's round goes to even); -0.4 writes 0.
    // Three players share 1700, so pages of 3 split the tie (the next page's rank counts from its
    // own top); the blocked player sits at 1500.5, inside the second page's span, and still counts.
    const ratings = [1500.5, 1499.5, 2500.4999, -0.4, 1700, 1700, 1234.5678, 1700];
    const rds = [110, 109.99, 350, 50, 110.0001, 80, 200, 60];
    const rows = [...players, blocked].map((user, i) => ({
      userId: user.id,
      ruleId: rule.id,
      rating: ratings[i % ratings.length]!,
      rd: rds[i % rds.length]!,
      volatility: 0.06,
      gamesPlayed: i,
      lastGameAt: new Date(),
    }));
    await t.db.insert(playerRatings).values(rows);
    const byId = new Map([...players, blocked].map((user) => [user.id, user]));
    const ranked = [...rows].sort((a, b) => b.rating - a.rating || a.userId - b.userId);
    const rankOf = (rating: number) => rows.filter((row) => row.rating > rating).length + 1;
    const mine = rows.find((row) => row.userId === viewer.id)!;
    const serialize = compileSerializer(RuleRankingSchema);
    const expected = (page: typeof rows): RuleRanking => ({
      ruleName: rule.title,
      rankings: page.map((row) => ({
        rank: rankOf(row.rating),
        userId: row.userId,
        userName: byId.get(row.userId)?.nickname ?? UNKNOWN,
        userAvatar: pictureOf(byId.get(row.userId)),
        rating: Math.round(row.rating),
        playCount: row.gamesPlayed,
        isCurrentUser: row.userId === viewer.id,
        provisional: isProvisional(row),
      })),
      currentUserRanking: {
        rank: rankOf(mine.rating),
        rating: Math.round(mine.rating),
        playCount: mine.gamesPlayed,
        userName: viewer.nickname ?? UNKNOWN,
        userAvatar: pictureOf(viewer),
        provisional: isProvisional(mine),
      },
    });
    const visible = ranked.filter((row) => row.userId !== blocked.id);
    for (const size of [3, 100]) {
      let cursor: string | undefined;
      let from = 0;
      do {
        const page = await body(
          viewer,
          `/api/rules/${rule.id}/rankings?size=${size}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        const slice = visible.slice(from, from + size);
        expect(page.text).toBe(serialize(expected(slice)));
        RuleRankingSchema.parse(JSON.parse(page.text));
        from += size;
        cursor = page.next;
        expect(cursor === undefined).toBe(from >= visible.length);
      } while (cursor);
    }
    // A viewer without a rating: no row of their own; an empty ranking.
    const stranger = await buildUser(t.db);
    const all = await body(stranger, `/api/rules/${rule.id}/rankings?size=100`);
    expect(JSON.parse(all.text).currentUserRanking).toBeNull();
    const empty = await buildRule(t.db, null);
    expect((await body(stranger, `/api/rules/${empty.id}/rankings`)).text).toBe(
      serialize({ ruleName: empty.title, rankings: [], currentUserRanking: null }),
    );
  });
});

describe("the game ranking's bytes", () => {
  it('are the presenter’s answer for players, friends, deleted accounts, ties and half ratings', async () => {
    const rule = await buildRule(t.db, null);
    const viewer = await buildUser(t.db);
    const [p1, p2] = [await buildUser(t.db, { profilePictureKey: PICTURE }), await buildUser(t.db)];
    const friends = await trickyPlayers();
    for (const friend of friends) await buildFriendship(t.db, viewer, friend);
    const game = await buildGame(t.db, p1, rule, { status: 'COMPLETED', opponentId: p2.id });
    const earlier = new Date(Date.now() - 60_000);
    const at = new Date();
    const history = (
      user: UserRow,
      gameId: number,
      before: number,
      after: number,
      rankBefore: number | null,
      rankAfter: number,
      ratedAt: Date,
    ) => ({
      gameId,
      userId: user.id,
      ruleId: rule.id,
      score: 1,
      ratingBefore: before,
      ratingAfter: after,
      rdAfter: 100,
      rankBefore,
      rankAfter,
      ratedAt,
    });
    const players = [
      history(p1, game.id, 1500.5, 1600.5, null, 2, at),
      history(p2, game.id, 1499.5, 1399.4, 3, 4, at),
    ];
    // Friends' rows come from their own earlier games in the rule (another game id each).
    const friendGames = await Promise.all(
      friends.map((friend) => buildGame(t.db, friend, rule, { status: 'COMPLETED', opponentId: viewer.id })),
    );
    const friendRows = friends.map((friend, i) =>
      history(friend, friendGames[i]!.id, 1500, 1450.5 + i, 2, 2 + (i % 3), earlier),
    );
    // The first friend also has an older row and a later one in the rule: the ranking shows the
    // last at or before the game (friendRows'), not these.
    const [older, later] = [
      await buildGame(t.db, friends[0]!, rule, { status: 'COMPLETED', opponentId: viewer.id }),
      await buildGame(t.db, friends[0]!, rule, { status: 'COMPLETED', opponentId: viewer.id }),
    ];
    const outside = [
      history(friends[0]!, older.id, 1400, 1300, 5, 9, new Date(earlier.getTime() - 60_000)),
      history(friends[0]!, later.id, 1500, 2222, 5, 1, new Date(at.getTime() + 60_000)),
    ];
    await t.db.insert(ratingHistory).values([...players, ...friendRows, ...outside]);
    const byId = new Map([p1, p2, ...friends].map((user) => [user.id, user]));
    const entry = (row: (typeof players)[number], isPlayer: boolean) => ({
      userId: row.userId,
      nickname: byId.get(row.userId)?.nickname ?? UNKNOWN,
      profilePicture: pictureOf(byId.get(row.userId)),
      rankAfter: row.rankAfter,
      ratingAfter: Math.round(row.ratingAfter),
      ratingChange: isPlayer ? Math.round(row.ratingAfter) - Math.round(row.ratingBefore) : 0,
      rankChange: isPlayer && row.rankBefore !== null ? row.rankBefore - row.rankAfter : 0,
      isPlayer,
    });
    const live = (row: (typeof players)[number]) => !byId.get(row.userId)?.deletedAt;
    const expected: GameRanking = {
      rankings: [
        ...players.filter(live).map((row) => entry(row, true)),
        ...friendRows.filter(live).map((row) => entry(row, false)),
      ].sort(
        (a, b) => a.rankAfter - b.rankAfter || Number(b.isPlayer) - Number(a.isPlayer) || a.userId - b.userId,
      ),
    };
    const page = await body(viewer, `/api/games/${game.id}/ranking`);
    expect(page.text).toBe(compileSerializer(GameRankingSchema)(expected));
    expect(expected.rankings.length).toBe(2 + friends.length - 1);
  });
});
