import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mannerScoreOf, MyGamesSchema, NEXT_CURSOR_HEADER } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenItems, playerRuleRecords, reports, reviews, ruleChampions } from '../../../db/schema/index.ts';
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
import { hiddenTargetReasons } from '../../reports/index.ts';
import { findRuleVersions } from '../../rules/index.ts';
import { findUserCards } from '../../users/index.ts';
import { ruleRecordsFrom } from '../shared/game-cards.presenter.ts';
import { findGamesByIds, listActiveApplications } from '../shared/game-lookups.queries.ts';
import { presentMyGame } from './my-games.presenter.ts';

// GET /api/games/my-games is written as JSON text by its page statement (my-games.queries.ts,
// myGameItemTextSql); presentMyGame and the compiled serializer are what it replaced. A page must
// be, byte for byte, what they make of the same games.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serialise = compileSerializer(MyGamesSchema);

/** The page the presenter makes of the games in `ids`, in that order, for `viewerId`. */
async function presented(ids: number[], viewerId: number) {
  const storage = createLocalFileStorage(
    join(mkdtempSync(join(tmpdir(), 'hanpan-bytes-')), 'uploads'),
    publicBaseUrlOf(t.config),
  );
  const rows = new Map((await findGamesByIds(t.db, ids)).map((game) => [game.id, game]));
  const games = ids.map((id) => rows.get(id)!);
  const people = games.flatMap((game) => [game.ownerId, game.opponentId ?? 0, game.invitedFriendId ?? 0]);
  const cards = new Map((await findUserCards(t.db, people)).map((card) => [card.id, card]));
  const ruleVersions = await findRuleVersions(
    t.db,
    games.map((game) => ({ ruleId: game.ruleId, version: game.ruleVersion })),
  );
  const counts = await t.db.select().from(playerRuleRecords);
  const records = ruleRecordsFrom(
    counts.map((row) => ({
      playerId: row.userId,
      ruleId: row.ruleId,
      stats: { record: { wins: row.wins, draws: row.draws, losses: row.losses }, rating: null },
    })),
  );
  const manners = new Map<number, number>();
  for (const owner of new Set(games.map((game) => game.ownerId))) {
    const given = (await t.db.select().from(reviews)).filter((review) => review.revieweeId === owner);
    if (given.length > 0)
      manners.set(
        owner,
        mannerScoreOf(
          given.reduce((sum, review) => sum + review.manner, 0),
          given.length,
        ),
      );
  }
  const champions = await t.db.select().from(ruleChampions);
  const context = {
    cards,
    ruleVersions,
    applications: await listActiveApplications(t.db, ids, viewerId),
    hidden: await hiddenTargetReasons(t.db, 'GAME', ids),
    records,
    manners,
    champions: new Map(
      games.map((game) => [
        game.id,
        champions.find((row) => row.ruleId === game.ruleId && row.region === game.region)?.userId ?? null,
      ]),
    ),
  };
  return serialise(games.flatMap((game) => presentMyGame(game, viewerId, context, storage) ?? []));
}

describe("GET /api/games/my-games's bytes", () => {
  it("are the presenter's, for invitations, blocks, hidden games, deleted players, codes and figures", async () => {
    const me = await buildUser(t.db, {
      nickname: 'Quote "q" \\ 😀',
      profilePictureKey: 'avatars/9/0123456789abcdef0123456789abcdef-640.webp',
    });
    const admin = await buildAdmin(t.db);
    const friend = await buildUser(t.db, { profilePictureKey: 'demo/한 판 "a"+b.webp' });
    const other = await buildUser(t.db, { nickname: null });
    const gone = await buildDeletedUser(t.db);
    const blocked = await buildUser(t.db);
    await buildBlock(t.db, me, blocked);
    const rule = await buildRule(t.db, friend, { title: '제목 "q"', goal: '첫 줄\u3000 \n  둘째' });
    const place = {
      placeRoad: '서울 종로구 1',
      placeDetail: ' "2층" ',
      province: '서울',
      region: '서울 종로구',
    };
    const friendGame = (owner: { id: number }, invited: { id: number }, extra = {}) =>
      buildGame(t.db, owner, rule, { ...place, isFriendGame: true, invitedFriendId: invited.id, ...extra });
    const open = await buildGame(t.db, me, rule, {
      ...place,
      matchDate: new Date(Date.UTC(2099, 0, 1, 0, 0, 0, 5)),
    });
    await buildApplication(t.db, open, friend);
    await buildApplication(t.db, open, blocked);
    await buildApplication(t.db, open, gone, 'APPROVED');
    await friendGame(friend, me);
    await friendGame(me, friend, { invitationDeclinedAt: new Date() });
    await friendGame(other, me, { invitationDeclinedAt: new Date() });
    await friendGame(me, gone);
    await friendGame(friend, me, { status: 'CANCELED', blockEndedById: me.id });
    await friendGame(me, other, { status: 'CANCELED', blockEndedById: other.id });
    await buildGame(t.db, me, rule, { ...place, blockEndedById: me.id });
    await buildGame(t.db, other, rule, {
      ...place,
      status: 'SCHEDULED',
      opponentId: me.id,
      blockEndedById: other.id,
    });
    await buildGame(t.db, me, rule, { ...place, status: 'SCHEDULED', opponentId: gone.id });
    await buildGame(t.db, me, rule, {
      placeRoad: null,
      placeDetail: '',
      status: 'IN_PROGRESS',
      opponentId: friend.id,
    });
    for (const [reason, note] of [
      ['욕설 "심함" \\ 😀', '  \u3000'],
      ['  ', ' 운영자 메모\n '],
      [null, null],
    ] as const) {
      const hidden = await buildGame(t.db, me, rule, place);
      const report = reason
        ? (
            await t.db
              .insert(reports)
              .values({
                targetType: 'GAME',
                targetId: hidden.id,
                reporterId: other.id,
                reason,
                status: 'RESOLVED',
                resolutionNote: note,
                resolvedAt: new Date(),
                resolvedById: admin.id,
              })
              .returning()
          )[0]
        : undefined;
      await t.db
        .insert(hiddenItems)
        .values({ targetType: 'GAME', targetId: hidden.id, reportId: report?.id ?? null });
    }
    await t.db
      .insert(playerRuleRecords)
      .values({ userId: me.id, ruleId: rule.id, wins: 3, draws: 1, losses: 2 });
    await t.db
      .insert(ruleChampions)
      .values({ ruleId: rule.id, region: '서울 종로구', userId: friend.id, since: new Date() });
    // Manner 13 / 3 = 4.333… (4.3) for me, 9 / 2 = 4.5 for friend.
    for (const [reviewee, reviewer, manner] of [
      [me, friend, 5],
      [me, other, 4],
      [me, admin, 4],
      [friend, me, 5],
      [friend, other, 4],
    ] as const) {
      const played = await buildPlayedGame(t.db, reviewee, reviewer, rule);
      await t.db.insert(reviews).values({
        gameId: played.id,
        reviewerId: reviewer.id,
        revieweeId: reviewee.id,
        manner,
        performance: 3,
        playedAt: new Date(),
      });
    }

    let compared = 0;
    for (const user of [me, friend, other, admin]) {
      const headers = await t.authHeader(user);
      for (const size of [30, 3]) {
        let cursor: string | undefined;
        do {
          const url = `/api/games/my-games?size=${size}${cursor ? `&cursor=${cursor}` : ''}`;
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          const ids = MyGamesSchema.parse(res.json()).map((game) => game.id);
          expect(res.body, url).toBe(await presented(ids, user.id));
          compared += 1;
          cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
        } while (cursor);
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
