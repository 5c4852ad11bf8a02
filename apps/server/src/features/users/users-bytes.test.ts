import { ProfileSchema, UserSearchResultsSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenItems, playerRatings, reviews, ruleChampions, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { compileSerializer } from '../../http/compiled-serializer.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { publicBaseUrlOf } from '../../http/public-url.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import {
  buildAdmin,
  buildBlock,
  buildDeletedUser,
  buildFriendship,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { blockedSql, notBlockedAmong } from '../blocks/index.ts';
import { friendCountSql } from '../friends/index.ts';
import { createPlayerRecords, profileRecordSql, type ProfileRecordJson } from '../match/index.ts';
import { championshipsSql, createRatings, ruleStandingSql } from '../ratings/index.ts';
import { profileReputationSql, readProfileReputation } from '../reviews/index.ts';
import { presentProfile, presentSearchResult } from './users.presenter.ts';
import { createUsersService } from './users.service.ts';

// GET /api/user-profile/{id} is written as JSON text by its statement (users.queries.ts,
// `profileTextQuery`, with match's, reviews' and ratings' text parts, issue 17). Each answer must
// be, byte for byte, what the object-built path wrote: the service reading the same statement's
// JSON columns, `presentProfile` and the compiled serializer — built here as app.ts built it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function objectBuilt() {
  const storage = createLocalFileStorage('/unused', publicBaseUrlOf(t.config));
  const ratings = createRatings({ db: t.db, notifier: t.app.notifier });
  const records = createPlayerRecords({ storage, ruleStandings: ratings.service.standingsOf });
  const users = createUsersService({
    db: t.db,
    notBlockedSql: notBlockedAmong,
    blockedSql,
    friendCountSql,
    profileRecordOf: (db, playerId, viewer, brought) =>
      records.profileRecordOf(db, playerId, viewer, brought as ProfileRecordJson | undefined),
    recordSql: (userId, viewer) => profileRecordSql(userId, viewer, ruleStandingSql),
    reputationSql: { sql: profileReputationSql, read: readProfileReputation },
    championsSql: {
      sql: championshipsSql,
      read: (value) => value as Array<{ ruleId: number; region: string; ruleTitle: string }>,
    },
  });
  const serialize = compileSerializer(ProfileSchema);
  return async (viewer: AuthUser, id: number) => {
    const { user, social, record } = await users.getProfile(viewer, id);
    return serialize(presentProfile(user, viewer.userId, storage, social, record));
  };
}

const PICTURE = 'avatars/9/0123456789abcdef0123456789abcdef-640.webp';

describe("the profile's bytes", () => {
  it('are the object-built answer for records, reviews, titles, pictures, blocks, hidden games and deleted players', async () => {
    const expected = objectBuilt();
    const player = await buildUser(t.db, {
      nickname: 'Quote "q" \\ back 😀\u2028 </script>',
      bio: '줄\n바꿈\t"인용" 😀',
      age: 31,
      gender: 'F',
      region: '서울 강남구',
      affiliation: '\u2029끝',
      profilePictureKey: PICTURE,
    });
    const admin = await buildAdmin(t.db);
    const viewer = await buildUser(t.db, { profilePictureKey: 'demo/가 b#?%.png' });
    const blockedByViewer = await buildUser(t.db);
    const blocker = await buildUser(t.db);
    const gone = await buildDeletedUser(t.db);
    const opponents = [viewer, blockedByViewer, gone, await buildUser(t.db, { nickname: null }), admin];
    await buildBlock(t.db, viewer, blockedByViewer);
    await buildBlock(t.db, blocker, viewer);
    await buildFriendship(t.db, player, viewer);
    await buildFriendship(t.db, player, blockedByViewer);
    const rules = [
      await buildRule(t.db, null, {
        title: '규칙 "하나" \\',
        goal: '  첫 줄\u3000 \n  둘째\t줄\n\n셋째 \u00a0',
      }),
      await buildRule(t.db, null, { goal: '\u2028\ufeff목표\u2029\n\u2003끝 ' }),
      await buildRule(t.db, null),
      await buildRule(t.db, null),
    ];
    // Games in four rules (the top three cards and a fourth played rule), wins, draws and losses,
    // ends to the microsecond, start photos, a hidden game and games against blocked/deleted players.
    let n = 0;
    for (const [i, rule] of rules.entries()) {
      for (let k = 0; k <= (i === 3 ? 0 : 3 - i); k += 1) {
        const opponent = opponents[n % opponents.length]!;
        const completedAt = new Date(Date.UTC(2026, 0, 1 + n, 12, 0, 0, 123));
        const owner = n % 2 === 0 ? player : opponent;
        const game = await buildPlayedGame(t.db, owner, n % 2 === 0 ? opponent : player, rule, {
          winnerIdx: n % 3,
          winnerId: n % 3 === 0 ? null : n % 3 === 1 ? owner.id : null,
          user1SetCount: n % 3,
          user2SetCount: 2 - (n % 3),
          completedAt,
        });
        if (n === 4) await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: game.id });
        n += 1;
      }
    }
    await t.db.insert(playerRatings).values({
      userId: player.id,
      ruleId: rules[0]!.id,
      rating: 1600.5,
      rd: 90,
      volatility: 0.06,
      gamesPlayed: 4,
      lastGameAt: new Date(),
      region: '서울 강남구',
    });
    await t.db
      .insert(ruleChampions)
      .values({ ruleId: rules[0]!.id, region: '서울 강남구', userId: player.id, since: new Date() });
    for (const [i, manner] of [5, 4, 4, 3].entries())
      await t.db.insert(reviews).values({
        gameId: (await buildPlayedGame(t.db, player, viewer, rules[3]!)).id,
        reviewerId: viewer.id,
        revieweeId: player.id,
        manner,
        performance: 5 - i,
        playedAt: new Date(Date.UTC(2026, 1, 1 + i, 0, 0, 0, 456)),
      });

    const viewers: Array<UserRow> = [player, viewer, admin, blockedByViewer, await buildUser(t.db)];
    const subjects = [player, viewer, admin, blockedByViewer, gone, opponents[3]!];
    let compared = 0;
    for (const who of viewers) {
      const actor: AuthUser = { userId: who.id, role: who.role, sessionId: 'test', isGroupAccount: false };
      for (const subject of [{ id: 0 }, ...subjects]) {
        const res = await t.app.inject({
          url: `/api/user-profile/${subject.id}`,
          headers: await t.authHeader(who),
        });
        const built = await expected(actor, subject.id).catch((error: AppError) => error);
        if (built instanceof AppError) {
          // A player who blocked the viewer: 404 on both paths.
          expect([res.statusCode, built.code]).toEqual([404, 'user_not_found']);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.body).toBe(built);
          ProfileSchema.parse(res.json());
        }
        compared += 1;
      }
    }
    expect(compared).toBe(viewers.length * (subjects.length + 1));
    // The player who blocked the viewer: 404, as before.
    const res = await t.app.inject({
      url: `/api/user-profile/${blocker.id}`,
      headers: await t.authHeader(viewer),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the player search's bytes", () => {
  // Written as JSON text by its statement (users.queries.ts, `userSearchPage`): each page must be
  // what `presentSearchResult` and the compiled serializer wrote, in the statement's order.
  it('are the object-built answer for tricky names, intros, pictures, blocks and pages', async () => {
    const storage = createLocalFileStorage('/unused', publicBaseUrlOf(t.config));
    const viewer = await buildUser(t.db);
    const word = '찾기';
    const found = [
      await buildUser(t.db, { nickname: `${word} "q" \\ 😀\u2028`, bio: '소개\n"인용"\t끝' }),
      await buildUser(t.db, { nickname: `${word}2`, profilePictureKey: PICTURE }),
      await buildUser(t.db, { nickname: `가${word}`, profilePictureKey: 'demo/가 b#?%.png' }),
      await buildUser(t.db, { nickname: `나${word}`, profilePictureKey: '' }),
      await buildUser(t.db, { nickname: `${word}3`, username: null }),
    ];
    const blocked = await buildUser(t.db, { nickname: `${word}4` });
    await buildBlock(t.db, viewer, blocked);
    await buildUser(t.db, { nickname: null, username: `${word}5` });
    const byId = new Map(found.map((user) => [user.id, user]));
    const serialize = compileSerializer(UserSearchResultsSchema);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({
        url: `/api/user-profile/search?keyword=${encodeURIComponent(word)}&size=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: await t.authHeader(viewer),
      });
      expect(res.statusCode, res.body).toBe(200);
      const ids = UserSearchResultsSchema.parse(res.json()).map((row) => row.id);
      expect(res.body).toBe(serialize(ids.map((id) => presentSearchResult(byId.get(id)!, storage))));
      seen.push(...ids);
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen.toSorted((a, b) => a - b)).toEqual(found.map((user) => user.id));
  });
});
