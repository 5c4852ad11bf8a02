import type { RecentGame, TopRuleCard } from '@hanpan/core';

/** One of a profile's latest games (spec §3 Profile recentGames), as the server sends it. */
export const recentGameFixture = (overrides: Partial<RecentGame> = {}): RecentGame => ({
  gameId: 31,
  result: 'win',
  myScore: 2,
  opponentScore: 1,
  opponentNickname: '서연',
  ruleTitle: '한판 탁구',
  startPhotoUrl: null,
  playedAt: '2026-11-20T05:00:00.000Z',
  ...overrides,
});

/** Spec §3 Top rule card. */
export const topRuleCardFixture = (overrides: Partial<TopRuleCard> = {}): TopRuleCard => ({
  ruleId: 7,
  ruleTitle: '한판 탁구',
  minorCategory: '탁구',
  rating: 1500,
  playCount: 4,
  myRank: 2,
  totalPlayers: 9,
  ...overrides,
});
