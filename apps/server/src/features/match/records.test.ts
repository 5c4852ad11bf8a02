import { GameListSchema, MyGamesSchema, ProfileSchema, type Profile } from '@hanpan/core';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, hiddenItems, matchResults, type RuleRow, type UserRow } from '../../db/schema/index.ts';
import {
  buildAdmin,
  buildApplication,
  buildGame,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jpegWithGps, multipartBody } from '../uploads/uploads.test-support.ts';
import { movableClock, scheduledGame, startAs } from './match.test-support.ts';

// Records (issue 19 item 7): the profile and the game cards add up the stored results. Every
// expected number here is computed by the test from the games it played, not by the code.

const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });
const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

type Ending = 'owner' | 'opponent' | 'draw' | 'abandoned' | 'owner-early';
interface Played {
  gameId: number;
  owner: UserRow;
  opponent: UserRow;
  rule: RuleRow;
  ending: Ending;
}

/** Starts a game between the two and plays it to `ending` through the match service. */
async function play(owner: UserRow, opponent: UserRow, rule: RuleRow, ending: Ending): Promise<Played> {
  const { game } = await scheduledGame(t, rule, { owner, opponent });
  const started = await startAs(t, owner, game.id, startForm);
  expect(started.statusCode, started.body).toBe(200);
  const roomId = started.json().chatRoomId as number;
  const send = async (by: UserRow, command: Parameters<typeof t.app.liveMatch.service.submitEvent>[2]) =>
    t.app.liveMatch.service.submitEvent({ userId: by.id }, roomId, command, null);
  const point = (to: UserRow) => send(owner, { type: 'SCORE', userId: to.id, setIndex: 1, scoreDelta: 1 });
  // Some minutes pass on the server's clock (kick-off is the database's instant).
  clock.advance(7 * 60_000);
  if (ending === 'owner' || ending === 'owner-early') await point(owner).then(() => point(owner));
  if (ending === 'opponent') await point(opponent).then(() => point(opponent));
  if (ending === 'draw') await send(owner, { type: 'END_SET', setIndex: 1 });
  if (ending === 'abandoned' || ending === 'owner-early') await send(opponent, { type: 'FINISH' });
  const result = await t.app.inject({
    url: `/api/games/${game.id}/result`,
    headers: await t.authHeader(owner),
  });
  expect(result.json()).toMatchObject({
    abandoned: ending === 'abandoned',
    finishedEarly: ending === 'owner-early',
  });
  return { gameId: game.id, owner, opponent, rule, ending };
}

/** What a player's record must be, from the games the test played (abandoned ones left out). */
function expectedRecordOf(player: UserRow, played: Played[]) {
  const counted = played.filter(
    (game) => game.ending !== 'abandoned' && (game.owner.id === player.id || game.opponent.id === player.id),
  );
  const outcome = (game: Played) => {
    if (game.ending === 'draw') return 'draw';
    const winner = game.ending === 'opponent' ? game.opponent : game.owner;
    return winner.id === player.id ? 'win' : 'loss';
  };
  const wins = counted.filter((game) => outcome(game) === 'win').length;
  const draws = counted.filter((game) => outcome(game) === 'draw').length;
  const losses = counted.filter((game) => outcome(game) === 'loss').length;
  const opponentOf = (game: Played) => (game.owner.id === player.id ? game.opponent : game.owner);
  return { counted, outcome, opponentOf, wins, draws, losses };
}

async function profileOf(viewer: UserRow, id: number): Promise<Profile> {
  const response = await t.app.inject({
    url: `/api/user-profile/${id}`,
    headers: await t.authHeader(viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProfileSchema.parse(response.json());
}

/** Minutes from kick-off to the end, summed over the given games, read from the stored rows. */
async function storedMinutes(gameIds: number[]): Promise<number> {
  if (gameIds.length === 0) return 0;
  const starts = await t.db
    .select({ id: games.id, startedAt: games.startedAt })
    .from(games)
    .where(inArray(games.id, gameIds));
  const ends = await t.db
    .select({ id: matchResults.gameId, completedAt: matchResults.completedAt })
    .from(matchResults)
    .where(inArray(matchResults.gameId, gameIds));
  const endOf = new Map(ends.map((row) => [row.id, row.completedAt.getTime()]));
  const ms = starts.reduce((sum, row) => sum + (endOf.get(row.id)! - row.startedAt!.getTime()), 0);
  return Math.floor(ms / 60_000);
}

describe('the profile record', () => {
  let me: UserRow, rival: UserRow, friend: UserRow, quitter: UserRow, stranger: UserRow;
  let ping: RuleRow, chess: RuleRow, darts: RuleRow, go: RuleRow;
  const played: Played[] = [];

  beforeAll(async () => {
    [me, rival, friend, quitter, stranger] = (await Promise.all(
      [1, 2, 3, 4, 5].map(() => buildUser(t.db)),
    )) as [UserRow, UserRow, UserRow, UserRow, UserRow];
    const oneSet = { pointsToWin: 2, setsToWin: 1 };
    ping = await buildRule(t.db, null, { ...oneSet, title: '기록 탁구', minorCategory: '탁구' });
    chess = await buildRule(t.db, null, { ...oneSet, title: '기록 체스', minorCategory: '체스' });
    darts = await buildRule(t.db, null, { ...oneSet, title: '기록 다트', minorCategory: '다트' });
    go = await buildRule(t.db, null, {
      pointsToWin: 2,
      setsToWin: 3,
      title: '기록 바둑',
      minorCategory: '바둑',
    });
    played.push(await play(me, rival, ping, 'owner'));
    played.push(await play(rival, me, ping, 'owner'));
    played.push(await play(me, friend, ping, 'draw'));
    played.push(await play(me, friend, chess, 'opponent'));
    played.push(await play(me, quitter, darts, 'abandoned'));
    played.push(await play(me, rival, go, 'owner-early'));
    played.push(await play(quitter, rival, ping, 'opponent'));
  }, 60_000);

  it('adds up wins, draws, losses, win rate, opponents and minutes from the stored results', async () => {
    const expected = expectedRecordOf(me, played);
    const profile = await profileOf(me, 0);
    const games = expected.wins + expected.draws + expected.losses;
    expect(profile.stats).toMatchObject({
      wins: expected.wins,
      draws: expected.draws,
      losses: expected.losses,
      winRate: Math.round((expected.wins / games) * 100),
    });
    // The abandoned game's opponent is no opponent met.
    expect(profile.totalPlayers).toBe(
      new Set(expected.counted.map((game) => expected.opponentOf(game).id)).size,
    );
    expect(profile.playTime).toBe(await storedMinutes(expected.counted.map((game) => game.gameId)));
    expect(profile.playTime).toBeGreaterThan(0);
    // Someone else sees the same numbers.
    expect((await profileOf(stranger, me.id)).stats).toEqual(profile.stats);
  });

  it('lists the latest games from my side, newest first, and the rules I played', async () => {
    const expected = expectedRecordOf(me, played);
    const profile = await profileOf(me, 0);
    const newestFirst = [...expected.counted].reverse();
    expect(
      profile.recentGames.map((game) => [game.gameId, game.result, game.opponentNickname, game.ruleTitle]),
    ).toEqual(
      newestFirst.map((game) => [
        game.gameId,
        expected.outcome(game),
        expected.opponentOf(game).nickname,
        game.rule.title,
      ]),
    );
    // Set wins from my side: a one-set win is 1:0, a draw 0:0.
    expect(profile.recentGames.map((game) => [game.myScore, game.opponentScore])).toEqual(
      newestFirst.map((game) => {
        const outcome = expected.outcome(game);
        return outcome === 'win' ? [1, 0] : outcome === 'loss' ? [0, 1] : [0, 0];
      }),
    );
    expect(profile.recentGames.every((game) => game.startPhotoUrl !== null)).toBe(true);
    // Rules by the last time played, each once.
    const byLastPlayed = [...new Map(newestFirst.map((game) => [game.rule.id, game.rule])).values()];
    expect(profile.playedRules.map((rule) => [rule.id, rule.ruleTitle])).toEqual(
      byLastPlayed.map((rule) => [rule.id, rule.title]),
    );
  });

  it('shows the three most played rules with my plays and my place among their players', async () => {
    const expected = expectedRecordOf(me, played);
    const profile = await profileOf(me, 0);
    const plays = new Map<number, number>();
    for (const game of expected.counted) plays.set(game.rule.id, (plays.get(game.rule.id) ?? 0) + 1);
    // Most played first; a tie goes to the rule played last.
    const lastIndex = (ruleId: number) => expected.counted.findLastIndex((game) => game.rule.id === ruleId);
    const order = [...plays.keys()].sort(
      (a, b) => plays.get(b)! - plays.get(a)! || lastIndex(b) - lastIndex(a),
    );
    expect(profile.top3Rules.map((card) => [card.ruleId, card.playCount])).toEqual(
      order.slice(0, 3).map((ruleId) => [ruleId, plays.get(ruleId)]),
    );
    const pingCard = profile.top3Rules.find((card) => card.ruleId === ping.id)!;
    // The card's standing is the rule ranking's (the ratings feature's, decision 024): my rank and
    // rating there, and as many players as that ranking lists.
    const ranking = (
      await t.app.inject({
        url: `/api/rules/${ping.id}/rankings?size=100`,
        headers: await t.authHeader(me),
      })
    ).json() as { rankings: unknown[]; currentUserRanking: { rank: number; rating: number } };
    expect(pingCard).toMatchObject({
      ruleTitle: '기록 탁구',
      minorCategory: '탁구',
      totalPlayers: ranking.rankings.length,
      myRank: ranking.currentUserRanking.rank,
      rating: ranking.currentUserRanking.rating,
    });
    // Rival won 2 rated ping games against me, I won 1: rival rates above me.
    expect(pingCard.myRank).toBeGreaterThan(1);
  });

  it('counts the rule plays of every finished game but never an abandoned one', async () => {
    for (const rule of [ping, darts]) {
      const response = await t.app.inject({ url: `/api/rules/${rule.id}`, headers: await t.authHeader(me) });
      const finished = played.filter((game) => game.rule.id === rule.id && game.ending !== 'abandoned');
      expect(response.json()).toMatchObject({ playCount: finished.length });
    }
  });

  it("keeps a deleted opponent's games in my record under '탈퇴한 사용자', and shows nothing of theirs", async () => {
    const gone = await buildUser(t.db);
    const mine = await buildUser(t.db);
    const local: Played[] = [await play(mine, gone, ping, 'owner'), await play(gone, mine, chess, 'owner')];
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/user/remove',
      headers: await t.authHeader(gone),
    });
    expect(removed.statusCode).toBe(204);
    const expected = expectedRecordOf(mine, local);
    const profile = await profileOf(mine, 0);
    expect(profile.stats).toMatchObject({
      wins: expected.wins,
      draws: expected.draws,
      losses: expected.losses,
    });
    expect(profile.recentGames.map((game) => game.opponentNickname)).toEqual([
      '탈퇴한 사용자',
      '탈퇴한 사용자',
    ]);
    // The kept totals stay: the deleted player is still an opponent met, their minutes still played.
    expect(profile.totalPlayers).toBe(1);
    expect(profile.playTime).toBe(await storedMinutes(local.map((game) => game.gameId)));
    const theirs = await profileOf(mine, gone.id);
    expect(theirs).toMatchObject({
      isDeleted: true,
      stats: { wins: 0, losses: 0 },
      recentGames: [],
      top3Rules: [],
    });
  });

  it('leaves games against a player blocked either way out of the latest games, never out of the totals', async () => {
    const viewer = await buildUser(t.db);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/block/${friend.id}`,
      headers: await t.authHeader(viewer),
    });
    expect(blocked.statusCode).toBeLessThan(300);
    const expected = expectedRecordOf(me, played);
    const seen = await profileOf(viewer, me.id);
    expect(seen.stats).toMatchObject({ wins: expected.wins, draws: expected.draws, losses: expected.losses });
    expect(seen.recentGames.map((game) => game.gameId)).toEqual(
      [...expected.counted]
        .reverse()
        .filter((game) => expected.opponentOf(game).id !== friend.id)
        .map((game) => game.gameId),
    );
  });

  it('leaves a game an admin hid out of the latest games for everyone but its owner, never out of the totals', async () => {
    const hider = await buildUser(t.db);
    const host = await buildUser(t.db);
    const local = [await play(host, hider, ping, 'owner'), await play(host, hider, chess, 'draw')];
    const hidden = local[0]!;
    await t.db.insert(hiddenItems).values({ targetType: 'GAME', targetId: hidden.gameId });
    const expected = expectedRecordOf(hider, local);
    const seen = await profileOf(hider, 0);
    expect(seen.stats).toMatchObject({ wins: expected.wins, draws: expected.draws, losses: expected.losses });
    expect(seen.recentGames.map((game) => game.gameId)).toEqual([local[1]!.gameId]);
    // Its owner still sees it, and so does an admin (their profile statement is another one).
    expect((await profileOf(host, 0)).recentGames.map((game) => game.gameId)).toEqual(
      [...local].reverse().map((game) => game.gameId),
    );
    const admin = await buildAdmin(t.db);
    expect((await profileOf(admin, hider.id)).recentGames.map((game) => game.gameId)).toEqual(
      [...local].reverse().map((game) => game.gameId),
    );
    expect((await profileOf(stranger, hider.id)).recentGames.map((game) => game.gameId)).toEqual([
      local[1]!.gameId,
    ]);
  });

  it('lists the ten newest games the viewer may see, walking past hidden ones, whatever the count', async () => {
    const [busy, other] = [await buildUser(t.db), await buildUser(t.db)];
    const ends = Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)));
    const local = [];
    for (const completedAt of ends)
      local.push(await buildPlayedGame(t.db, busy, other, ping, { completedAt }));
    // The two newest hidden: the walk goes on to the next ones. Written out of order of their ends.
    await t.db
      .insert(hiddenItems)
      .values(local.slice(-2).map((game) => ({ targetType: 'GAME' as const, targetId: game.id })));
    const seen = await profileOf(stranger, busy.id);
    expect(seen.recentGames.map((game) => game.gameId)).toEqual(
      local
        .slice(1, 11)
        .reverse()
        .map((game) => game.id),
    );
    expect(seen.stats.wins).toBe(13);
  });

  it('answers zeros and empty lists for a player without a counted game', async () => {
    const profile = await profileOf(me, quitter.id);
    const expected = expectedRecordOf(quitter, played);
    expect(profile.stats).toMatchObject({ wins: expected.wins, draws: 0, losses: expected.losses });
    const newcomer = await buildUser(t.db);
    expect(await profileOf(newcomer, 0)).toMatchObject({
      stats: { wins: 0, draws: 0, losses: 0, winRate: 0 },
      totalPlayers: 0,
      playTime: 0,
      top3Rules: [],
      playedRules: [],
      recentGames: [],
    });
  });

  it("shows the owner's and each challenger's record in the game's rule on the list and /game cards", async () => {
    const open = await buildGame(t.db, me, ping, {
      status: 'MATCHING',
      placeRoad: '서울 강남구 테헤란로 1',
      province: '서울',
      region: '서울 강남구',
    });
    await buildApplication(t.db, open, friend, 'REQUESTED');
    await buildApplication(t.db, open, stranger, 'REQUESTED');
    const inPing = (player: UserRow) => {
      const record = expectedRecordOf(
        player,
        played.filter((game) => game.rule.id === ping.id),
      );
      return { wins: record.wins, draws: record.draws, losses: record.losses };
    };

    const list = GameListSchema.parse(
      (await t.app.inject({ url: '/api/games/list?size=100', headers: await t.authHeader(rival) })).json(),
    );
    const card = list.find((item) => item.id === open.id)!;
    expect(card.ruleStatisticsOfOwner).toMatchObject(inPing(me));
    // The rating beside the record is the player's in the rule ranking (ratings, decision 024); a
    // stranger never rated in it shows the 1500 everyone starts from.
    const ranking = (
      await t.app.inject({ url: `/api/rules/${ping.id}/rankings?size=100`, headers: await t.authHeader(me) })
    ).json() as { rankings: Array<{ userId: number; rating: number }> };
    const ratingOf = (player: UserRow) =>
      ranking.rankings.find((row) => row.userId === player.id)?.rating ?? 1500;
    expect(card.ruleStatisticsOfOwner.ruleRating).toBe(ratingOf(me));
    expect(ratingOf(me)).not.toBe(1500);
    expect(
      Object.fromEntries(card.challengers.map((c) => [c.userId, c.applicantGameStatisticsDTO.ruleRating])),
    ).toEqual({ [friend.id]: ratingOf(friend), [stranger.id]: ratingOf(stranger) });
    expect(
      Object.fromEntries(card.challengers.map((c) => [c.userId, c.applicantGameStatisticsDTO])),
    ).toMatchObject({ [friend.id]: inPing(friend), [stranger.id]: inPing(stranger) });

    const mine = MyGamesSchema.parse(
      (await t.app.inject({ url: '/api/games/my-games?size=100', headers: await t.authHeader(me) })).json(),
    );
    expect(mine.find((game) => game.id === open.id)!.ownerStatistics).toMatchObject(inPing(me));

    const panel = await t.app.inject({
      url: `/api/games/my-games/applicants?gameIds=${open.id}`,
      headers: await t.authHeader(me),
    });
    const applicants = (panel.json() as Array<{ applicants: Array<Record<string, unknown>> }>)[0]!.applicants;
    expect(applicants.find((a) => a.userId === friend.id)).toMatchObject({
      ...inPing(friend),
      applicantGameStatisticsDTO: inPing(friend),
    });
  });

  it('keeps the per-rule counts equal to a recount of every stored result, whoever wrote it', async () => {
    const counts = async () =>
      (
        await t.db.execute<{ user_id: string; rule_id: string; wins: number; draws: number; losses: number }>(
          sql`select user_id, rule_id, wins, draws, losses from player_rule_records order by user_id, rule_id`,
        )
      ).rows.map((row) => ({ ...row, user_id: Number(row.user_id), rule_id: Number(row.rule_id) }));
    // What the profile adds up besides (decision 033), as text so both drivers compare alike.
    const profileCounts = async () =>
      (
        await t.db.execute<{ row: string }>(
          sql`select concat_ws(' ', 'rule', user_id, rule_id, seconds, extract(epoch from last_played_at), rule_version) as row from player_rule_records
            union all select concat_ws(' ', 'opponent', user_id, opponent_id) from player_opponents
            union all select concat_ws(' ', 'game', user_id, game_id, extract(epoch from completed_at)) from player_games order by 1`,
        )
      ).rows.map((row) => row.row);
    const countOf = (rows: Awaited<ReturnType<typeof counts>>, player: UserRow, rule: RuleRow) => {
      const row = rows.find((r) => r.user_id === player.id && r.rule_id === rule.id);
      return { wins: row?.wins ?? 0, draws: row?.draws ?? 0, losses: row?.losses ?? 0 };
    };
    const before = await counts();
    // Results written outside the match service (seeds, factories) are counted by the same
    // trigger: a draw, an abandoned match (no record) and a game against oneself (counted once).
    await buildPlayedGame(t.db, rival, stranger, ping, { winnerIdx: 0, winnerId: null });
    await buildPlayedGame(t.db, stranger, rival, ping, { abandoned: true });
    const selfGame = await buildPlayedGame(t.db, stranger, stranger, chess);
    const kept = await counts();
    const keptForProfile = await profileCounts();
    const moved = (player: UserRow, rule: RuleRow) => {
      const [was, is] = [countOf(before, player, rule), countOf(kept, player, rule)];
      return { wins: is.wins - was.wins, draws: is.draws - was.draws, losses: is.losses - was.losses };
    };
    expect(moved(rival, ping)).toEqual({ wins: 0, draws: 1, losses: 0 });
    expect(moved(stranger, ping)).toEqual({ wins: 0, draws: 1, losses: 0 });
    expect(moved(stranger, chess)).toEqual({ wins: 1, draws: 0, losses: 0 });
    // Playing oneself makes oneself an opponent, once (as counting the games did).
    expect(keptForProfile).toContain(`opponent ${stranger.id} ${stranger.id}`);
    expect(
      keptForProfile.filter((row) => row.startsWith(`game ${stranger.id} ${selfGame.id} `)),
    ).toHaveLength(1);
    // The recount the migration runs agrees with what the trigger kept, the profile's columns too.
    await t.db.execute(sql`select player_rule_records_recount()`);
    expect(await counts()).toEqual(kept);
    expect(await profileCounts()).toEqual(keptForProfile);
  });
});
