import type { GameListItem, GameSummary } from '@hanpan/core';

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
