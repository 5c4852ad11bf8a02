// The bench-only data of `npm run bench:http` (bench/http.ts), written after the server's demo
// seed: a player with 200 played matches (completed, rated, reviewed by both sides) against 60
// extra players in two demo rules (and 40 matches among those players), so the ranking page, the
// per-game ranking and the profile are measured at a realistic size. Never part of the demo seed
// (a demo player's screens stay small).
// Every match goes through the match's own `playRecordedMatch` (results, the game's COMPLETED, the
// rule's play count), then ratings' `backfillRatings` (Glicko-2, history, champions: the recorded
// match runs no completion hook) and the reviews service (reviews and rule ratings), so the rows
// are the ones a played match leaves.
import { formatRegion, normaliseRegionText } from '@hanpan/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/db.ts';
import { friendships, gameApplications, games, ruleVersions, rules, users } from '../src/db/schema/index.ts';
import { beginMatch, playRecordedMatch, type RecordedEvent } from '../src/features/match/index.ts';
import { backfillRatings, createRatings } from '../src/features/ratings/index.ts';
import { insertLikes } from '../src/features/likes/index.ts';
import { createReviewsService } from '../src/features/reviews/index.ts';

export const BENCH_MATCHES = 200;
export const BENCH_PLAYERS = 60;
/** The bench player's friends among the extra players (the per-game ranking lists them). */
const BENCH_FRIENDS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BenchIds {
  /** The player with 200 played matches (a demo account, so the bench signs in as them). */
  playerId: number;
  /** The rule most of those matches were played in (the ranking page's rule). */
  rankedRuleId: number;
  /** The player's latest match in the ranked rule (the per-game ranking). */
  latestGameId: number;
  /** An open random game of an extra player in the ranked rule at the matches' place (the summary). */
  openGameId: number;
}

/** One set's points interleaved, one every `every` seconds from `from`, each on the scorer's phone. */
function setPoints(setIndex: number, owner: number, opponent: number, from: number, every: number) {
  const events: RecordedEvent[] = [];
  const left = { owner, opponent };
  let at = from;
  while (left.owner + left.opponent > 0) {
    const by: 'owner' | 'opponent' =
      left.owner / Math.max(1, owner) >= left.opponent / Math.max(1, opponent) ? 'owner' : 'opponent';
    left[by] -= 1;
    events.push({ at, by, command: { type: 'SCORE', player: by, setIndex, scoreDelta: 1 } });
    at += every;
  }
  return events;
}

const startSet = (setIndex: number, at: number): RecordedEvent => ({
  at,
  by: 'owner',
  command: { type: 'SET', setIndex },
});

/** The two demo rules with recorded scripts (demo-games.ts): a one-minute set, three timed sets. */
const RULES = [
  {
    title: '1분 팔굽혀펴기 대결',
    // i-th match: the bench player's count and the other's; about 55 % wins, some draws.
    script(i: number, benchIsOwner: boolean) {
      const mine = 24 + ((i * 7) % 9);
      const theirs = 24 + ((i * 5) % 8);
      const [owner, opponent] = benchIsOwner ? [mine, theirs] : [theirs, mine];
      return { events: [startSet(1, 0), ...setPoints(1, owner, opponent, 6, 0.9)], endAt: 70 };
    },
  },
  {
    title: '제기차기 1분 3판',
    script(i: number, benchIsOwner: boolean) {
      // Best of three: a third set only after a split; no set drawn.
      const events: RecordedEvent[] = [];
      let won = 0;
      for (const set of [0, 1, 2]) {
        if (set === 2 && won !== 1) break;
        const mine = 6 + ((i + set * 3) % 6);
        const theirs = mine === 5 + ((i * 3 + set) % 7) ? mine + 1 : 5 + ((i * 3 + set) % 7);
        if (mine > theirs) won += 1;
        const [owner, opponent] = benchIsOwner ? [mine, theirs] : [theirs, mine];
        events.push(startSet(set + 1, set * 90), ...setPoints(set + 1, owner, opponent, set * 90 + 8, 2));
      }
      return { events, endAt: 260 };
    },
  },
];

const PLACE_ROAD = '경기도 성남시 분당구 성남대로 550';
const REGIONS = ['서울 강남구', '서울 마포구', '경기 성남시', '부산 해운대구', '대전 유성구', '광주 북구'];

/** Creates the bench player, the extra players and the 200 played matches. Not idempotent: run once. */
export async function seedHttpBenchData(db: Db): Promise<BenchIds> {
  const [player] = await db
    .insert(users)
    .values({
      username: 'bench200',
      nickname: '벤치이백',
      role: 'USER',
      age: 30,
      gender: 'M',
      region: '서울 강남구',
      bio: '경기 200번 한 벤치 선수예요.',
      // A demo account only so the bench can sign in as them (demo-login).
      isDemo: true,
    })
    .returning({ id: users.id });
  const others = await db
    .insert(users)
    .values(
      Array.from({ length: BENCH_PLAYERS }, (_, i) => ({
        username: `bench-player-${i + 1}`,
        nickname: `벤치상대${i + 1}`,
        role: 'USER' as const,
        age: 20 + (i % 25),
        gender: (['M', 'F', 'O'] as const)[i % 3],
        region: REGIONS[i % REGIONS.length]!,
      })),
    )
    .returning({ id: users.id });
  const playerId = player!.id;
  await db.insert(friendships).values(
    others.slice(0, BENCH_FRIENDS).map(({ id }) => ({
      userLow: Math.min(playerId, id),
      userHigh: Math.max(playerId, id),
      requesterId: playerId,
      status: 'ACCEPTED' as const,
      acceptedAt: new Date(),
    })),
  );

  const ruleRows = await db
    .select({ id: rules.id, version: rules.currentVersion, title: ruleVersions.title })
    .from(ruleVersions)
    .innerJoin(rules, eq(rules.id, ruleVersions.ruleId))
    .where(
      and(
        eq(ruleVersions.version, 1),
        inArray(
          ruleVersions.title,
          RULES.map((rule) => rule.title),
        ),
      ),
    );
  const ruleOf = new Map(ruleRows.map((row) => [row.title, row]));

  // 200 matches over 200 days, oldest first; 70 % in the ranked rule. After every fourth match in
  // it (40 in all) its opponent also plays the next opponent, so the ranking holds players the
  // bench player never met.
  const now = Date.now();
  const place = normaliseRegionText(PLACE_ROAD);
  if (!place) throw new Error(`bench place does not normalise: ${PLACE_ROAD}`);
  let latestGameId = 0;
  const play = async (
    i: number,
    ownerId: number,
    opponentId: number,
    benchIsOwner: boolean,
    rank: number,
  ) => {
    const spec = RULES[rank]!;
    const rule = ruleOf.get(spec.title);
    if (!rule) throw new Error(`demo rule missing: ${spec.title}`);
    const startedAt = new Date(now - (BENCH_MATCHES - i) * DAY_MS - 3 * 60 * 60 * 1000);
    const match = spec.script(i, benchIsOwner);
    return db.transaction(async (tx) => {
      const [game] = await tx
        .insert(games)
        .values({
          ownerId,
          opponentId,
          ruleId: rule.id,
          ruleVersion: rule.version,
          status: 'IN_PROGRESS',
          placeRoad: PLACE_ROAD,
          placeDetail: `벤치 경기장 ${i + 1}`,
          province: place.province,
          region: formatRegion(place.province, place.district),
          matchDate: startedAt,
          createdAt: new Date(startedAt.getTime() - 2 * DAY_MS),
          startedAt,
        })
        .returning();
      await tx.insert(gameApplications).values({
        gameId: game!.id,
        applicantId: opponentId,
        status: 'APPROVED',
        createdAt: new Date(startedAt.getTime() - DAY_MS),
      });
      await beginMatch(tx, game!);
      await playRecordedMatch(tx, game!.id, match.events, match.endAt);
      return game!.id;
    });
  };
  for (let i = 0; i < BENCH_MATCHES; i += 1) {
    const other = others[i % others.length]!.id;
    const benchIsOwner = i % 2 === 0;
    const rank = i % 10 < 7 ? 0 : 1;
    const gameId = await play(
      i,
      benchIsOwner ? playerId : other,
      benchIsOwner ? other : playerId,
      benchIsOwner,
      rank,
    );
    if (rank === 0) latestGameId = gameId;
    if (i % 4 === 0 && rank === 0) {
      const next = others[(i + 1) % others.length]!.id;
      await play(i, other, next, true, 0);
    }
  }

  // Ratings in completion order, as the live completion hook would have applied them.
  await backfillRatings(
    db,
    createRatings({ db, notifier: { notify: async () => {}, notifyAll: async () => {} } }),
  );

  // Both players review each other and rate the rule, through the reviews service.
  const reviews = createReviewsService({ db });
  const played = await db
    .select({ id: games.id, ruleId: games.ruleId, ownerId: games.ownerId, opponentId: games.opponentId })
    .from(games)
    .where(
      and(eq(games.status, 'COMPLETED'), inArray(games.ownerId, [playerId, ...others.map((o) => o.id)])),
    );
  for (const [index, game] of played.entries()) {
    for (const [side, userId] of [game.ownerId, game.opponentId!].entries()) {
      const actor = { userId };
      await reviews.writeReview(actor, game.id, {
        manner: 3 + ((index + side) % 3),
        performance: 2 + ((index * 3 + side) % 4),
        text: side === 0 && index % 5 === 0 ? '좋은 경기였어요.' : null,
      });
      await reviews.rateRule(actor, game.ruleId, { gameId: game.id, rating: 3 + (index % 3), comment: null });
    }
  }
  // Every extra player liked the latest match, a minute apart (issue 20): the likers list's two
  // full pages of 30.
  const likedFrom = now - DAY_MS;
  await insertLikes(
    db,
    others.map(({ id }, i) => ({
      gameId: latestGameId,
      userId: id,
      createdAt: new Date(likedFrom + i * 60_000),
    })),
  );
  // One open random game of the first extra player (reviewed 200 times over) in the ranked rule at
  // the matches' district, which has a champion: the invite summary's case (issue 17).
  const ranked = ruleOf.get(RULES[0]!.title)!;
  const [open] = await db
    .insert(games)
    .values({
      ownerId: others[0]!.id,
      ruleId: ranked.id,
      ruleVersion: ranked.version,
      status: 'MATCHING',
      placeRoad: PLACE_ROAD,
      placeDetail: '벤치 경기장',
      province: place.province,
      region: formatRegion(place.province, place.district),
      matchDate: new Date(now + DAY_MS),
    })
    .returning({ id: games.id });
  return { playerId, rankedRuleId: ranked.id, latestGameId, openGameId: open!.id };
}
