import type {
  GameActionResult,
  GameApplicant,
  GameListItem,
  GameRuleSummary,
  GameSummary,
  MyGame,
  MyRequest,
} from '@hanpan/core';
import { screen } from '@testing-library/react';
import { listPage } from '@/features/rules/rules.test-support';
import { json, mockApi, renderApp, session } from '@/test/render-app';

/** The rule of a game card (GameRuleSummarySchema). */
export function ruleSummary(overrides: Partial<GameRuleSummary> = {}): GameRuleSummary {
  return {
    id: 3,
    version: 1,
    ruleTitle: '한 손 탁구 11점',
    majorCategory: '기존 스포츠',
    minorCategory: '탁구',
    ruleDescription: '한 손으로만 쳐서 먼저 11점을 내면 이겨요.',
    winBy: 'SETS_HALF_WIN',
    pointsToWin: 11,
    setsToWin: 3,
    duration: 1800,
    ...overrides,
  };
}

/** An open game as GET /api/games/list answers it (owner 5, viewer 1 in the tests). */
export function gameFixture(overrides: Partial<GameListItem> = {}): GameListItem {
  return {
    id: 12,
    ownerId: 5,
    ownerNickname: '하은',
    ownerProfileUrl: null,
    createdAt: '2026-11-20T10:00:00+09:00',
    matchLocation: '서울 강남구 테헤란로 123 3층 코트',
    matchDate: '2026-11-28T15:00:00+09:00',
    placeRoad: '서울 강남구 테헤란로 123',
    placeDetail: '3층 코트',
    region: '서울 강남구',
    status: 'MATCHING',
    rule: {
      id: 3,
      version: 1,
      ruleTitle: '한 손 탁구 11점',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
      ruleDescription: '한 손으로만 치는 탁구',
      winBy: 'SETS_HALF_WIN',
      pointsToWin: 11,
      setsToWin: 3,
      duration: -1,
    },
    ruleStatisticsOfOwner: { wins: 3, draws: 1, losses: 2, ruleRating: 1204.4 },
    challengers: [],
    isAppliedByMe: false,
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    id: 12,
    ruleId: 3,
    ruleTitle: '한 손 탁구 11점',
    majorCategory: '기존 스포츠',
    minorCategory: '탁구',
    ruleDescription: '한 손으로만 치는 탁구',
    winCondition: '점수 선취',
    points: 11,
    sets: 3,
    duration: -1,
    matchLocation: '서울 강남구 테헤란로 123 3층 코트',
    matchDate: null,
    createdAt: '2026-11-20T10:00:00+09:00',
    ownerId: 5,
    ownerNickname: '하은',
    ownerProfileUrl: null,
    championId: null,
    mannerScore: 0,
    applied: false,
    ...overrides,
  };
}

/** One of my games as GET /api/games/my-games answers it: mine (player 1, 민준), open, no opponent. */
export function myGameFixture(overrides: Partial<MyGame> = {}): MyGame {
  return {
    id: 21,
    status: 'MATCHING',
    matchDate: '2026-11-28T15:00:00+09:00',
    startedAt: null,
    createdAt: '2026-11-20T10:00:00+09:00',
    matchLocation: '서울 강남구 테헤란로 152 강남구민체육관 2층',
    placeRoad: '서울 강남구 테헤란로 152',
    placeDetail: '강남구민체육관 2층',
    region: '서울 강남구',
    ownerId: 1,
    ownerNickname: '민준',
    ownerProfileUrl: null,
    opponentId: null,
    opponentNickname: null,
    opponentProfileUrl: null,
    isOwner: true,
    isFriendGame: false,
    invitation: null,
    inviteCode: '4321',
    championId: null,
    rule: ruleSummary(),
    ownerStatistics: { wins: 3, draws: 1, losses: 2, manner: 4.5 },
    applicantCount: 0,
    pairingEnded: null,
    hiddenByAdmin: false,
    hiddenReason: null,
    ...overrides,
  };
}

/** A request I sent, as GET /api/games/my-requests answers it: waiting, to 하은's game. */
export function myRequestFixture(overrides: Partial<MyRequest> = {}): MyRequest {
  return {
    id: 31,
    applicationId: 301,
    status: 'REQUESTED',
    championId: null,
    gameStatus: 'MATCHING',
    matchDate: null,
    createdAt: '2026-11-19T10:00:00+09:00',
    matchLocation: null,
    placeRoad: null,
    placeDetail: '',
    region: null,
    ownerId: 5,
    ownerNickname: '하은',
    ownerProfileUrl: null,
    rule: ruleSummary({ id: 4, ruleTitle: '배드민턴 한 세트', minorCategory: '배드민턴' }),
    anotherApproved: false,
    applicantCount: 2,
    applicants: [applicantFixture({ userId: 1 }), applicantFixture({ userId: 8, applicantNickname: '도윤' })],
    ownerStatistics: { wins: 10, draws: 0, losses: 5, manner: 4.8 },
    ...overrides,
  };
}

export function applicantFixture(overrides: Partial<GameApplicant> = {}): GameApplicant {
  return {
    userId: 7,
    applicantNickname: '서연',
    applicantProfileUrl: null,
    approved: false,
    status: 'REQUESTED',
    wins: 4,
    draws: 0,
    losses: 1,
    winRate: 80,
    applicantGameStatisticsDTO: { wins: 4, draws: 0, losses: 1, ruleRating: 0 },
    ...overrides,
  };
}

/** A GameActionResult for a stubbed action. */
export function actionResult(gameId: number, overrides: Partial<GameActionResult> = {}): GameActionResult {
  return { gameId, gameStatus: 'MATCHING', opponentId: null, applicationStatus: null, ...overrides };
}

/** The server's error body for a refused action. */
export function refusal(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message }, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type Handlers = Parameters<typeof mockApi>[0];

/**
 * /game on a stubbed server: my games and requests as given, no challengers; `handlers` add or
 * replace calls. `calls` records every action (not the polled reads) with its body.
 */
export function renderGames(
  { games = [], requests = [] }: { games?: MyGame[]; requests?: MyRequest[] },
  handlers: Handlers = {},
  path = '/game',
) {
  const calls: { key: string; body: unknown }[] = [];
  const all: Handlers = {
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/games/my-games': () => listPage(games),
    'GET /api/games/my-requests': () => listPage(requests),
    'GET /api/games/my-games/applicants': () => json(200, []),
    ...handlers,
  };
  // Every action (not the polled reads) is recorded with its body.
  const fetchMock = mockApi(
    Object.fromEntries(
      Object.entries(all).map(([key, handler]) => [
        key,
        (request: Parameters<typeof handler>[0]) => {
          if (!key.startsWith('GET ')) calls.push({ key, body: request.body });
          return handler(request);
        },
      ]),
    ),
  );
  const view = renderApp(path, { token: 't' });
  const requested = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), window.location.origin).pathname === path)
      .length;
  return { ...view, calls, requested, fetchMock };
}

/** A card by its rule title. */
export const card = (title: string) => screen.findByRole('article', { name: title }, { timeout: 3_000 });
