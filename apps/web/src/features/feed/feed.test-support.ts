import type { FeedPost, GameRanking, GameRankingEntry, Liker } from '@hanpan/core';
import { NEXT_CURSOR_HEADER } from '@hanpan/core/headers';
import { ruleSummary } from '@/features/games/games.test-support';

/*
 * Feed test data (house style: `xFixture(overrides)` typed by the core contract). The viewer is 민준
 * (user 1, as `session()` in src/test/render-app.tsx); 하은 (5) and 도윤 (8) are the players.
 */

/** A finished game (42) of 하은 against 도윤, 2 sets to 1, one photo and one video. */
export function feedPostFixture(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id: 42,
    type: 'game',
    date: '2026-11-20T07:30:00Z',
    photos: [
      { url: '/uploads/games/42/start.jpg', mediaType: 'IMAGE' },
      { url: '/uploads/games/42/rally.mp4', mediaType: 'VIDEO' },
    ],
    caption: '',
    meta: { place: '서울 마포구 망원한강공원', time: '2026-11-20T06:00:00Z' },
    tags: [],
    players: [
      { id: 5, name: '하은', avatar: null },
      { id: 8, name: '도윤', avatar: null },
    ],
    author: { id: 5, name: '하은', avatar: null },
    result: {
      scoreA: 2,
      scoreB: 1,
      winner: 5,
      sets: 3,
      duration: 42,
      setScores: [
        { set: 1, scoreA: 11, scoreB: 7 },
        { set: 2, scoreA: 9, scoreB: 11 },
        { set: 3, scoreA: 11, scoreB: 4 },
      ],
    },
    reviews: [
      {
        id: 3,
        author: { id: 8, name: '도윤', avatar: null },
        text: '매너가 좋았어요',
        createdAt: '2026-11-20T08:00:00Z',
      },
    ],
    rule: ruleSummary(),
    isFriend: false,
    isCompleted: true,
    isLiked: false,
    likeCount: 4,
    commentCount: 2,
    isAppliedByMe: false,
    ruleStatisticsList: [],
    isMyGame: false,
    region: null,
    championId: null,
    ...overrides,
  };
}

/** An open game (77) of 하은 looking for a challenger, time and place undecided. */
export function upcomingPostFixture(overrides: Partial<FeedPost> = {}): FeedPost {
  return feedPostFixture({
    id: 77,
    type: 'upcoming_game',
    date: '2026-11-27T01:00:00Z',
    photos: [],
    meta: { place: null, time: null },
    players: [{ id: 5, name: '하은', avatar: null }],
    result: null,
    reviews: [],
    isCompleted: false,
    likeCount: 0,
    commentCount: 0,
    region: '서울 마포구',
    ...overrides,
  });
}

/** The app-invitation card. */
export function invitePostFixture(overrides: Partial<FeedPost> = {}): FeedPost {
  return feedPostFixture({
    id: 'invite-1',
    type: 'invite',
    photos: [],
    meta: { place: null, time: null },
    players: [],
    author: null,
    result: null,
    reviews: [],
    rule: null,
    isCompleted: false,
    likeCount: 0,
    commentCount: 0,
    ...overrides,
  });
}

export function likerFixture(overrides: Partial<Liker> = {}): Liker {
  return { userId: 8, nickname: '도윤', profileImageUrl: null, ...overrides };
}

export function rankingEntryFixture(overrides: Partial<GameRankingEntry> = {}): GameRankingEntry {
  return {
    userId: 5,
    nickname: '하은',
    profilePicture: null,
    rankAfter: 1,
    ratingAfter: 1532,
    ratingChange: 16,
    rankChange: 1,
    isPlayer: true,
    ...overrides,
  };
}

export function rankingFixture(rankings: GameRankingEntry[] = [rankingEntryFixture()]): GameRanking {
  return { rankings };
}

/** A feed page as the server answers it: `{items}`, the next cursor in X-Next-Cursor. */
export function feedPage(items: FeedPost[], nextCursor?: string): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (nextCursor) headers.set(NEXT_CURSOR_HEADER, nextCursor);
  return new Response(JSON.stringify({ items }), { status: 200, headers });
}
