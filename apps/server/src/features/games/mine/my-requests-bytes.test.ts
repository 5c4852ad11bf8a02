import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mannerScoreOf, MyRequestsSchema, NEXT_CURSOR_HEADER } from '@hanpan/core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameApplications,
  hiddenItems,
  playerRatings,
  playerRuleRecords,
  reviews,
  ruleChampions,
} from '../../../db/schema/index.ts';
import { compileSerializer } from '../../../http/compiled-serializer.ts';
import { publicBaseUrlOf } from '../../../http/public-url.ts';
import { createLocalFileStorage } from '../../../storage/local-file-storage.ts';
import {
  buildAdmin,
  buildApplication,
  buildBlock,
  buildDeletedUser,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findRuleVersions } from '../../rules/index.ts';
import { findUserCards } from '../../users/index.ts';
import { ruleRecordsFrom } from '../shared/game-cards.presenter.ts';
import { findGamesByIds, listActiveApplications } from '../shared/game-lookups.queries.ts';
import { presentMyRequest } from './my-games.presenter.ts';

// GET /api/games/my-requests is written as JSON text by its page statement (my-requests.queries.ts,
// myRequestItemTextSql); presentMyRequest and the compiled serializer are what it replaced. A page
// must be, byte for byte, what they make of the same applications.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serialise = compileSerializer(MyRequestsSchema);

/** The figures the statement reads, as the lookups beside the page answered them. */
async function figures() {
  const counts = await t.db.select().from(playerRuleRecords);
  const ratings = await t.db.select().from(playerRatings);
  const records = ruleRecordsFrom(
    [...new Set([...counts, ...ratings].map((row) => `${row.userId}:${row.ruleId}`))].map((pair) => {
      const [playerId, ruleId] = pair.split(':').map(Number) as [number, number];
      const count = counts.find((row) => row.userId === playerId && row.ruleId === ruleId);
      const rating = ratings.find((row) => row.userId === playerId && row.ruleId === ruleId);
      return {
        playerId,
        ruleId,
        stats: {
          record: count ? { wins: count.wins, draws: count.draws, losses: count.losses } : null,
          rating: rating ? Math.floor(rating.rating + 0.5) : null,
        },
      };
    }),
  );
  const manners = new Map<number, number>();
  const given = await t.db.select().from(reviews);
  for (const reviewee of new Set(given.map((review) => review.revieweeId))) {
    const mine = given.filter((review) => review.revieweeId === reviewee);
    manners.set(
      reviewee,
      mannerScoreOf(
        mine.reduce((sum, review) => sum + review.manner, 0),
        mine.length,
      ),
    );
  }
  return { records, manners, champions: await t.db.select().from(ruleChampions) };
}

/** The page the presenter makes of the applications in `ids`, in that order, for `viewerId`. */
async function presented(ids: number[], viewerId: number) {
  const storage = createLocalFileStorage(
    join(mkdtempSync(join(tmpdir(), 'hanpan-bytes-')), 'uploads'),
    publicBaseUrlOf(t.config),
  );
  if (ids.length === 0) return serialise([]);
  const byId = new Map(
    (await t.db.select().from(gameApplications).where(inArray(gameApplications.id, ids))).map((row) => [
      row.id,
      row,
    ]),
  );
  const applications = ids.map((id) => byId.get(id)!);
  const gameIds = [...new Set(applications.map((application) => application.gameId))];
  const games = new Map((await findGamesByIds(t.db, gameIds)).map((game) => [game.id, game]));
  const inLine = await listActiveApplications(t.db, gameIds, viewerId);
  const people = [...[...games.values()].map((game) => game.ownerId), ...inLine.map((a) => a.applicantId)];
  const cards = new Map((await findUserCards(t.db, people)).map((card) => [card.id, card]));
  const ruleVersions = await findRuleVersions(
    t.db,
    [...games.values()].map((game) => ({ ruleId: game.ruleId, version: game.ruleVersion })),
  );
  const { records, manners, champions } = await figures();
  const context = {
    cards,
    ruleVersions,
    applications: inLine,
    hidden: new Map(),
    records,
    manners,
    champions: new Map(
      [...games.values()].map((game) => [
        game.id,
        champions.find((row) => row.ruleId === game.ruleId && row.region === game.region)?.userId ?? null,
      ]),
    ),
  };
  return serialise(
    applications.flatMap(
      (application) =>
        presentMyRequest({ application, game: games.get(application.gameId)! }, context, storage) ?? [],
    ),
  );
}

describe("GET /api/games/my-requests's bytes", () => {
  it("are the presenter's, for every status, deleted players, undecided games, tricky text and figures", async () => {
    const me = await buildUser(t.db, {
      nickname: 'Quote "q" \\ 😀 </script>',
      profilePictureKey: 'avatars/9/0123456789abcdef0123456789abcdef-640.webp',
    });
    const admin = await buildAdmin(t.db);
    const friend = await buildUser(t.db, { profilePictureKey: 'demo/한 판 "a"+b.webp' });
    const other = await buildUser(t.db, { nickname: null, profilePictureKey: '' });
    const long = await buildUser(t.db, { nickname: '긴'.repeat(40) });
    const gone = await buildDeletedUser(t.db);
    const blocked = await buildUser(t.db);
    const blocker = await buildUser(t.db);
    await buildBlock(t.db, me, blocked);
    await buildBlock(t.db, blocker, me);
    const rule = await buildRule(t.db, friend, {
      title: '제목 "q" \\ 😀\u2028',
      goal: '첫 줄\u3000 \n  둘째 '.repeat(20),
    });
    const place = {
      placeRoad: '서울 종로구 1',
      placeDetail: ' "2층" ',
      province: '서울',
      region: '서울 종로구',
    };
    // Each game's challengers: me among them, and what the card lists beside me.
    const open = await buildGame(t.db, friend, rule, {
      ...place,
      matchDate: new Date(Date.UTC(2099, 0, 1, 0, 0, 0, 5)),
    });
    await buildApplication(t.db, open, me);
    await buildApplication(t.db, open, other);
    await buildApplication(t.db, open, blocked);
    await buildApplication(t.db, open, gone);
    await buildApplication(t.db, open, long, 'REJECTED');
    const undecided = await buildGame(t.db, other, rule, { placeRoad: null, placeDetail: '' });
    await buildApplication(t.db, undecided, me);
    await buildApplication(t.db, undecided, admin);
    const approved = await buildGame(t.db, friend, rule, {
      ...place,
      placeDetail: '\u3000 ',
      status: 'SCHEDULED',
      opponentId: me.id,
    });
    await buildApplication(t.db, approved, me, 'APPROVED');
    const taken = await buildGame(t.db, long, rule, { ...place, status: 'SCHEDULED', opponentId: other.id });
    await buildApplication(t.db, taken, other, 'APPROVED');
    await buildApplication(t.db, taken, me);
    const rejected = await buildGame(t.db, other, rule, place);
    await buildApplication(t.db, rejected, me, 'REJECTED');
    await buildApplication(t.db, rejected, friend, 'APPROVED');
    const ownerGone = await buildGame(t.db, gone, rule, place);
    await buildApplication(t.db, ownerGone, me);
    await buildApplication(t.db, ownerGone, friend);
    const played = await buildGame(t.db, friend, rule, { ...place, status: 'COMPLETED', opponentId: me.id });
    await buildApplication(t.db, played, me, 'APPROVED');
    const live = await buildGame(t.db, other, rule, { status: 'IN_PROGRESS', opponentId: friend.id });
    await buildApplication(t.db, live, friend, 'APPROVED');
    await buildApplication(t.db, live, me, 'REJECTED');
    // Left out for me: a blocked owner either way, a hidden game (its owner and admins see it).
    for (const owner of [blocked, blocker])
      await buildApplication(t.db, await buildGame(t.db, owner, rule), me);
    const hidden = await buildGame(t.db, friend, rule, place);
    await buildApplication(t.db, hidden, me);
    await buildApplication(t.db, hidden, admin);
    await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: hidden.id });

    // Records: 1 of 8 won is 12.5 % (13: Math.round goes half up, PostgreSQL's round to even).
    await t.db.insert(playerRuleRecords).values([
      { userId: other.id, ruleId: rule.id, wins: 1, draws: 3, losses: 4 },
      { userId: friend.id, ruleId: rule.id, wins: 2, draws: 0, losses: 1 },
      { userId: me.id, ruleId: rule.id, wins: 0, draws: 0, losses: 5 },
    ]);
    const rated = { rd: 80, volatility: 0.06, lastGameAt: new Date() };
    await t.db.insert(playerRatings).values([
      { userId: other.id, ruleId: rule.id, rating: 1623.5, ...rated },
      { userId: gone.id, ruleId: rule.id, rating: 1400.49, ...rated },
      { userId: admin.id, ruleId: rule.id, rating: 1499.5, ...rated },
    ]);
    await t.db
      .insert(ruleChampions)
      .values({ ruleId: rule.id, region: '서울 종로구', userId: other.id, since: new Date() });
    // Manner 13 / 3 = 4.333… (4.3) for friend, 9 / 2 = 4.5 for other; played in another rule, so
    // the records above stay as they are.
    const elsewhere = await buildRule(t.db, other);
    for (const [reviewee, reviewer, manner] of [
      [friend, me, 5],
      [friend, other, 4],
      [friend, admin, 4],
      [other, me, 5],
      [other, admin, 4],
    ] as const) {
      const game = await buildPlayedGame(t.db, reviewee, reviewer, elsewhere);
      await t.db.insert(reviews).values({
        gameId: game.id,
        reviewerId: reviewer.id,
        revieweeId: reviewee.id,
        manner,
        performance: 3,
        playedAt: new Date(),
      });
    }

    let compared = 0;
    let cards = 0;
    let bodies = '';
    for (const user of [me, friend, other, admin, long]) {
      const headers = await t.authHeader(user);
      for (const size of [30, 2]) {
        let cursor: string | undefined;
        do {
          const url = `/api/games/my-requests?size=${size}${cursor ? `&cursor=${cursor}` : ''}`;
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          const ids = MyRequestsSchema.parse(res.json()).map((item) => item.applicationId);
          expect(res.body, url).toBe(await presented(ids, user.id));
          compared += 1;
          cards += ids.length;
          bodies += res.body;
          cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
        } while (cursor);
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(cards).toBeGreaterThan(20);
    // The edges were on the pages compared, not left out of them.
    for (const shown of [
      '"status":"REQUESTED"',
      '"status":"APPROVED"',
      '"status":"REJECTED"',
      '"anotherApproved":true',
      '"ownerNickname":"탈퇴한 사용자"',
      '"applicantNickname":"탈퇴한 사용자"',
      '"matchLocation":null',
      '"matchDate":null',
      '"winRate":13',
      '"ruleRating":1624',
      '"manner":4.3',
      `"championId":${other.id}`,
      '-160.webp"',
    ])
      expect(bodies.includes(shown), shown).toBe(true);
  });
});
