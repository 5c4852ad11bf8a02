import { REGIONS } from '@hanpan/core';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gameApplications,
  games,
  matchEvents,
  matchResults,
  matchStates,
  playerGames,
  playerRuleRecords,
  rules,
  users,
} from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo games', () => {
  it('covers every status in at least 8 regions, 광주, 대전, 울산 and 세종 among them, once', async () => {
    await harness.seed();
    const rows = await harness.db.select().from(games);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['MATCHING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED']),
    );
    const provinces = new Set(rows.map((row) => row.province).filter((province) => province !== null));
    expect(provinces.size).toBeGreaterThanOrEqual(8);
    for (const province of ['광주', '대전', '울산', '세종']) expect(provinces).toContain(province);
    for (const province of provinces) expect(REGIONS.map((region) => region.short)).toContain(province);

    const applications = await harness.db.select().from(gameApplications);
    const open = rows.filter((row) => row.status === 'MATCHING' && !row.isFriendGame);
    for (const game of open) {
      const waiting = applications.filter((a) => a.gameId === game.id && a.status === 'REQUESTED');
      expect(waiting.length, game.placeDetail).toBeGreaterThanOrEqual(1);
      expect(waiting.length, game.placeDetail).toBeLessThanOrEqual(3);
    }
    const scheduled = rows.find(
      (row) =>
        row.status === 'SCHEDULED' &&
        applications.some((a) => a.gameId === row.id && a.status === 'REQUESTED') &&
        applications.some(
          (a) => a.gameId === row.id && a.status === 'APPROVED' && a.applicantId === row.opponentId,
        ),
    );
    expect(scheduled).toBeDefined();
    for (const live of rows.filter((row) => row.status === 'IN_PROGRESS' || row.status === 'COMPLETED')) {
      expect(live.startedAt).not.toBeNull();
      expect(live.chatRoomId).not.toBeNull();
      expect(live.startPhotoKey).toMatch(/^games\/\d+\/[0-9a-f]{32}-1280\.webp$/);
    }
    // Each game under way is a live match from its start: playable, and abandoned if left.
    const matches = await harness.db.select().from(matchStates);
    for (const live of rows.filter((row) => row.status === 'IN_PROGRESS')) {
      expect(matches.find((match) => match.gameId === live.id)).toMatchObject({ seq: 0 });
    }

    await harness.seed();
    expect(await harness.db.select().from(games)).toHaveLength(rows.length);
    expect(await harness.db.select().from(gameApplications)).toHaveLength(applications.length);
  });

  it('plays its finished games through the match: real events, sets and results, counted by the rule', async () => {
    const rows = await harness.db.select().from(games).where(eq(games.status, 'COMPLETED'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const results = await harness.db.select().from(matchResults);
    const events = await harness.db.select().from(matchEvents);
    for (const game of rows) {
      const result = results.find((row) => row.gameId === game.id);
      expect(result, game.placeDetail).toMatchObject({ abandoned: false, finishedEarly: false });
      const log = events.filter((row) => row.gameId === game.id).sort((a, b) => a.seq - b.seq);
      expect(log.map((row) => row.seq)).toEqual(log.map((_, i) => i + 1));
      expect(log.at(-1)).toMatchObject({ type: 'FINISH', targetId: result!.winnerId });
      // Every set the result holds was scored point by point and closed by the server's time-up.
      for (const set of result!.setResults) {
        const points = log.filter((row) => row.type === 'SCORE' && row.setIndex === set.set);
        expect(points.filter((row) => row.targetId === game.ownerId)).toHaveLength(set.score1);
        expect(points.filter((row) => row.targetId === game.opponentId)).toHaveLength(set.score2);
        expect(log.filter((row) => row.type === 'TIME_UP' && row.delta === set.set)).toHaveLength(1);
      }
    }
    const [jegi] = await harness.db
      .select({ game: games })
      .from(games)
      .innerJoin(rules, eq(rules.id, games.ruleId))
      .where(eq(rules.title, '제기차기 1분 3판'));
    const jegiResult = results.find((row) => row.gameId === jegi!.game.id);
    expect(jegiResult).toMatchObject({ winnerIdx: 1, user1SetCount: 2, user2SetCount: 1 });
    const [rule] = await harness.db.select().from(rules).where(eq(rules.id, jegi!.game.ruleId));
    expect(rule!.playCount).toBeGreaterThanOrEqual(1);

    // A folder seeded before the match existed has the game COMPLETED by hand, with no match: the
    // next seed plays it through; a game that has its match is not played twice.
    const id = jegi!.game.id;
    await harness.db.delete(matchResults).where(eq(matchResults.gameId, id));
    await harness.db.delete(matchEvents).where(eq(matchEvents.gameId, id));
    await harness.db.delete(matchStates).where(eq(matchStates.gameId, id));
    // Such a folder's kept counts never held the game either (decisions 031 and 033: the migrations
    // count from the stored results): recount them as its migration did.
    await harness.db.execute(sql`select player_rule_records_recount()`);
    await harness.seed();
    expect(await harness.db.select().from(matchResults).where(eq(matchResults.gameId, id))).toEqual([
      expect.objectContaining({ winnerIdx: 1, user1SetCount: 2, user2SetCount: 1 }),
    ]);
    expect(await harness.db.select().from(matchEvents)).toHaveLength(events.length);
    const [again] = await harness.db.select().from(games).where(eq(games.id, id));
    expect(again!.status).toBe('COMPLETED');
    // The replayed match is counted once: what the results' trigger kept equals a recount.
    const kept = async () => ({
      records: await harness.db
        .select()
        .from(playerRuleRecords)
        .orderBy(asc(playerRuleRecords.userId), asc(playerRuleRecords.ruleId)),
      games: await harness.db
        .select()
        .from(playerGames)
        .orderBy(asc(playerGames.userId), asc(playerGames.gameId)),
    });
    const counted = await kept();
    expect(counted.games.filter((row) => row.gameId === id)).toHaveLength(2);
    await harness.db.execute(sql`select player_rule_records_recount()`);
    expect(await kept()).toEqual(counted);
  });

  it('gives 서연 (user 2) her own games in every status, a friend invitation and sent requests', async () => {
    const [seoyeon] = await harness.db.select().from(users).where(eq(users.username, 'seoyeon'));
    const rows = await harness.db.select().from(games);
    const own = rows.filter((row) => row.ownerId === seoyeon!.id);
    expect(new Set(own.map((row) => row.status)).size).toBe(5);
    expect(rows.some((row) => row.invitedFriendId === seoyeon!.id && row.opponentId === null)).toBe(true);
    const sent = (await harness.db.select().from(gameApplications)).filter(
      (a) => a.applicantId === seoyeon!.id,
    );
    expect(new Set(sent.map((a) => a.status))).toEqual(new Set(['REQUESTED', 'APPROVED', 'REJECTED']));
  });

  it('places the 한강 5km 러닝 레이스 by the Han river in Seoul, also moving it in an older data folder', async () => {
    const hanRiverRace = async () => {
      const rows = await harness.db
        .select({ game: games })
        .from(games)
        .innerJoin(rules, eq(rules.id, games.ruleId))
        .where(eq(rules.title, '한강 5km 러닝 레이스'));
      return rows.map((row) => row.game);
    };
    const [race] = await hanRiverRace();
    expect(race).toMatchObject({ province: '서울', region: '서울 영등포구' });
    expect(race!.placeRoad).toMatch(/^서울특별시 .+/);
    expect(race!.placeDetail).toContain('한강');

    // A folder seeded before the move has it at 제주 용두암: the next seed moves it, no second copy.
    await harness.db
      .update(games)
      .set({
        placeRoad: '제주특별자치도 제주시 서해안로 1',
        placeDetail: '용두암 입구 주차장',
        province: '제주',
        region: '제주 제주시',
      })
      .where(eq(games.id, race!.id));
    await harness.seed();
    // The same game back where it was; only its feed post's version moved with the two updates.
    const placeOf = ({ postVersion: _version, ...game }: typeof race & object) => game;
    expect((await hanRiverRace()).map(placeOf)).toEqual([placeOf(race!)]);
  });
});
