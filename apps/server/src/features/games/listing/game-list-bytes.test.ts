import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameListSchema, NEXT_CURSOR_HEADER } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSerializer } from '../../../http/compiled-serializer.ts';
import { publicBaseUrlOf } from '../../../http/public-url.ts';
import { hiddenItems, playerRatings, playerRuleRecords } from '../../../db/schema/index.ts';
import { createLocalFileStorage } from '../../../storage/local-file-storage.ts';
import {
  buildAdmin,
  buildApplication,
  buildBlock,
  buildDeletedUser,
  buildGame,
  buildRule,
  buildUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findRuleVersions } from '../../rules/index.ts';
import { findUserCards } from '../../users/index.ts';
import { ruleRecordsFrom } from '../shared/game-cards.presenter.ts';
import { findGamesByIds, listActiveApplications } from '../shared/game-lookups.queries.ts';
import { presentGameListItem } from './game-list.presenter.ts';

// GET /api/games/list is written as JSON text by its page statement (game-list.queries.ts,
// gameListItemTextSql); presentGameListItem and the compiled serializer are what it replaced. A page
// must be, byte for byte, what they make of the same games.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serialise = compileSerializer(GameListSchema);

/** The page the presenter makes of the games in `ids`, in that order, for `viewerId`. */
async function presented(ids: number[], viewerId: number) {
  const storage = createLocalFileStorage(
    join(mkdtempSync(join(tmpdir(), 'hanpan-bytes-')), 'uploads'),
    publicBaseUrlOf(t.config),
  );
  const rows = new Map((await findGamesByIds(t.db, ids)).map((game) => [game.id, game]));
  const games = ids.map((id) => rows.get(id)!);
  const applications = await listActiveApplications(t.db, ids, viewerId);
  const people = [...games.map((game) => game.ownerId), ...applications.map((a) => a.applicantId)];
  const cards = new Map((await findUserCards(t.db, people)).map((card) => [card.id, card]));
  const ruleVersions = await findRuleVersions(
    t.db,
    games.map((game) => ({ ruleId: game.ruleId, version: game.ruleVersion })),
  );
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
  const context = { viewerId, cards, ruleVersions, applications, records, storage };
  return serialise(games.flatMap((game) => presentGameListItem(game, context) ?? []));
}

describe("GET /api/games/list's bytes", () => {
  it("are the presenter's, for tricky text, places, pictures, deleted players, blocks and figures", async () => {
    const viewer = await buildUser(t.db, { region: '서울 강남구' });
    const admin = await buildAdmin(t.db, { region: '부산 해운대구' });
    const stranger = await buildUser(t.db, { region: null });
    const pictured = await buildUser(t.db, {
      nickname: 'Quote "q" \\ 😀',
      profilePictureKey: 'avatars/9/0123456789abcdef0123456789abcdef-640.webp',
    });
    const foreignPicture = await buildUser(t.db, { profilePictureKey: 'demo/한 판 "a"+b.webp' });
    const noNickname = await buildUser(t.db, { nickname: null });
    const gone = await buildDeletedUser(t.db);
    const blocked = await buildUser(t.db);
    await buildBlock(t.db, viewer, blocked);
    const rule = await buildRule(t.db, pictured, {
      title: '제목 "따옴표" \\ \u2028',
      goal: '첫 줄\u3000 \n  둘째\t줄\n\n셋째 \u00a0',
      winBy: 'TIME_LIMIT',
      pointsToWin: -1,
      durationSeconds: 600,
    });
    const plain = await buildRule(t.db, noNickname, { goal: 'a\r\nb' });
    const hiddenRule = await buildRule(t.db, noNickname);
    await t.db.insert(hiddenItems).values({ targetType: 'RULE', targetId: hiddenRule.id });
    const at = (minutes: number) => new Date(Date.UTC(2099, 0, 1, 0, minutes, 0, 999));
    const place = (road: string | null, detail: string, region: string | null) => ({
      placeRoad: road,
      placeDetail: detail,
      province: region?.split(' ')[0] ?? null,
      region,
    });
    const made = [
      await buildGame(t.db, pictured, rule, {
        ...place('서울 강남구 테헤란로 1', ' "2층" 😀 ', '서울 강남구'),
        matchDate: at(5),
      }),
      await buildGame(t.db, foreignPicture, plain, { ...place('  \u3000', '상세\\', '서울 마포구') }),
      await buildGame(t.db, noNickname, rule, {
        ...place('부산 해운대구 해변로', '\t', '부산 해운대구'),
        matchDate: at(1),
      }),
      await buildGame(t.db, gone, plain, place(null, '', null)),
      await buildGame(t.db, pictured, plain, {
        ...place('제주 제주시 1', '', '제주 제주시'),
        matchDate: at(9),
      }),
      await buildGame(t.db, pictured, hiddenRule, place('서울 강남구 2', '', '서울 강남구')),
      await buildGame(t.db, noNickname, rule, {
        ...place('서울 강남구 3', 'x', '서울 강남구'),
        status: 'SCHEDULED',
      }),
    ];
    const [first, second, third, fourth] = made as [
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
    ];
    await buildApplication(t.db, first, foreignPicture);
    await buildApplication(t.db, first, gone);
    await buildApplication(t.db, first, blocked);
    await buildApplication(t.db, first, viewer);
    await buildApplication(t.db, first, noNickname, 'REJECTED');
    await buildApplication(t.db, second, pictured, 'APPROVED');
    await buildApplication(t.db, third, admin);
    await buildApplication(t.db, fourth, stranger);
    await t.db.insert(playerRuleRecords).values([
      { userId: pictured.id, ruleId: rule.id, wins: 3, draws: 1, losses: 2 },
      { userId: foreignPicture.id, ruleId: rule.id, wins: 0, draws: 0, losses: 7 },
    ]);
    const rated = { rd: 80, volatility: 0.06, lastGameAt: new Date() };
    await t.db.insert(playerRatings).values([
      { userId: pictured.id, ruleId: rule.id, rating: 1623.5, ...rated },
      { userId: gone.id, ruleId: rule.id, rating: 1400.49, ...rated },
      { userId: pictured.id, ruleId: plain.id, rating: 1499.5, ...rated },
    ]);

    let compared = 0;
    for (const user of [viewer, admin, stranger, pictured]) {
      const headers = await t.authHeader(user);
      for (const query of [
        '',
        'sort=nearest',
        'sort=soonest',
        'region=서울',
        'sort=nearest&region=서울 강남구',
      ]) {
        for (const size of [30, 2]) {
          let cursor: string | undefined;
          do {
            const url = `/api/games/list?${new URLSearchParams({ size: String(size), ...Object.fromEntries(new URLSearchParams(query)), ...(cursor ? { cursor } : {}) })}`;
            const res = await t.app.inject({ method: 'GET', url, headers });
            expect(res.statusCode, res.body).toBe(200);
            expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
            const ids = GameListSchema.parse(res.json()).map((game) => game.id);
            expect(res.body, url).toBe(await presented(ids, user.id));
            compared += 1;
            cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
          } while (cursor);
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});
