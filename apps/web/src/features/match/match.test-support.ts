import {
  applyEvent,
  initialMatchState,
  type ActiveMyGame,
  type GameResult,
  type LiveGameDetail,
  type MatchCommand,
  type MatchRules,
  type MatchState,
  type MatchTopicMessage,
  type Review,
  type RuleRating,
} from '@hanpan/core';
import { ruleSummary } from '@/features/games/games.test-support';

/** Me (민준, the owner: user1) against 하은 (user2), in game 7 whose room is 55. */
export const ME = 1;
export const HAEUN = 5;
export const GAME_ID = 7;
export const ROOM_ID = 55;
export const roomTopicPath = `/topic/ws/${ROOM_ID}`;
export const scorePath = `/app/score/${ROOM_ID}`;

export const untimedRules: MatchRules = {
  pointsToWin: 11,
  setsToWin: 3,
  winBy: 'SETS_HALF_WIN',
  limitSeconds: -1,
};

/** A match kicked off a minute ago (untimed: set 1 is live). */
export function matchState(
  rules: Partial<MatchRules> = {},
  kickoffAt = new Date(Date.now() - 60_000),
): MatchState {
  return initialMatchState({
    rules: { ...untimedRules, ...rules },
    player1Id: ME,
    player2Id: HAEUN,
    kickoffAt: kickoffAt.toISOString(),
  });
}

/** What the server would do with a player's command now: its state and the topic messages. */
export function serverApplies(
  state: MatchState,
  actorId: number,
  command: MatchCommand,
  clientEventId: string | null = null,
  at = new Date(),
): { state: MatchState; messages: MatchTopicMessage[] } {
  const step = applyEvent(state, { ...command, actorId }, at.toISOString());
  if (step.outcome.kind !== 'applied') throw new Error(`not applied: ${JSON.stringify(step.outcome)}`);
  const entries = [...step.due, ...step.outcome.entries];
  const messages = entries.map((entry, index) => ({
    seq: entry.seq,
    type: entry.type,
    time: entry.time,
    targetId: entry.targetId,
    delta: entry.delta,
    userSummary: { nickname: entry.actorId === ME ? '민준' : entry.actorId === HAEUN ? '하은' : '' },
    clientEventId: index === entries.length - 1 ? clientEventId : null,
    state: step.state,
  }));
  return { state: step.state, messages };
}

/** GET /api/games/{id}/detail of an IN_PROGRESS game with `state`. */
export function liveDetailFixture(
  state: MatchState,
  overrides: Partial<LiveGameDetail> = {},
): LiveGameDetail {
  const set = state.sets[state.sets.length - 1];
  return {
    gameStatus: 'IN_PROGRESS',
    chatRoomId: ROOM_ID,
    user1: { id: ME, nickname: '민준', profileUrl: null },
    user2: { id: HAEUN, nickname: '하은', profileUrl: null },
    score1: set?.score1 ?? 0,
    score2: set?.score2 ?? 0,
    set1: state.set1,
    set2: state.set2,
    currentSet: set?.index ?? 1,
    rule: {
      id: 3,
      pointsToWin: state.rules.pointsToWin,
      setsToWin: state.rules.setsToWin,
      winBy: state.rules.winBy,
      ruleTitle: '한 손 탁구 11점',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
    },
    limitSeconds: state.rules.limitSeconds,
    setStartedAt: set?.startedAt ?? null,
    totalGameStartedAt: state.kickoffAt,
    matchLocation: '서울 강남구 테헤란로 152',
    matchDate: null,
    startPhotoUrl: null,
    seq: state.seq,
    state,
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}

/** GET /api/games/{id}/result: 민준 won 2–1. */
export function gameResultFixture(overrides: Partial<GameResult> = {}): GameResult {
  return {
    gameSummary: {
      id: GAME_ID,
      rule: ruleSummary(),
      matchLocation: '서울 강남구 테헤란로 152',
      matchDate: null,
      startPhotoUrl: null,
    },
    startDate: '2026-11-20T10:00:00+09:00',
    setResults: [
      { set: 1, score1: 11, score2: 7, winner: 1 },
      { set: 2, score1: 9, score2: 11, winner: 2 },
      { set: 3, score1: 11, score2: 4, winner: 1 },
    ],
    totalSetCount: 3,
    drawCount: 0,
    winnerIdx: 1,
    newChampionIdx: 0,
    user1: { id: ME, nickname: '민준', profileUrl: null },
    user2: { id: HAEUN, nickname: '하은', profileUrl: null },
    user1SetCount: 2,
    user2SetCount: 1,
    abandoned: false,
    finishedEarly: false,
    ...overrides,
  };
}

/** GET /api/games/active/my with game 9 under way. */
export function activeMyGameFixture(overrides: Partial<ActiveMyGame> = {}): ActiveMyGame {
  return {
    activeGame: {
      gameId: 9,
      ruleTitle: '한 손 탁구 11점',
      player1: { nickname: '하은' },
      player2: { nickname: '민준' },
      startedAt: new Date().toISOString(),
    },
    pendingReviewGameIds: [],
    ...overrides,
  };
}

/** POST /api/games/{id}/review's answer: my review of 하은. */
export function reviewFixture(overrides: Partial<Review> = {}): Review {
  return {
    id: 31,
    gameId: GAME_ID,
    reviewerId: ME,
    revieweeId: HAEUN,
    manner: 5,
    performance: 4,
    text: null,
    createdAt: '2026-11-20T11:00:00+09:00',
    ...overrides,
  };
}

/** POST /api/rules/{ruleId}/rating's answer. */
export function ruleRatingFixture(overrides: Partial<RuleRating> = {}): RuleRating {
  return {
    id: 41,
    gameId: GAME_ID,
    ruleId: 1,
    rating: 4,
    comment: null,
    createdAt: '2026-11-20T11:00:00+09:00',
    averageRating: 4,
    ratingCount: 1,
    ...overrides,
  };
}
