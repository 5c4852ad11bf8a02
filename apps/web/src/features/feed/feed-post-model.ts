import { formatKoreanDateTime, formatMatchDate, type FeedPost } from '@hanpan/core';

/*
 * What a post shows, decided from its data alone (spec §4 "Pages within a post"): which pages, in
 * which order, and the words the screen and screen readers use for it.
 */

/** A game's post (finished or open); the app-invitation cards are the other kind. */
export type GamePost = FeedPost & { id: number; type: 'game' | 'upcoming_game' };

export function isGamePost(post: FeedPost): post is GamePost {
  return typeof post.id === 'number' && (post.type === 'game' || post.type === 'upcoming_game');
}

/** A finished game: likes, its result, the story image. */
export function isCompletedPost(post: FeedPost): boolean {
  return isGamePost(post) && post.type === 'game' && post.isCompleted;
}

export type PageKind =
  { kind: 'media'; index: number } | { kind: 'info' } | { kind: 'ranking' } | { kind: 'invite' };

/**
 * Spec §4: completed = the headline photo (or video), game info, friend ranking, then the further
 * photos; upcoming = game info, friend ranking; an invitation card is one page.
 */
export function pageKindsOf(post: FeedPost): PageKind[] {
  if (!isGamePost(post)) return [{ kind: 'invite' }];
  if (!isCompletedPost(post)) return [{ kind: 'info' }, { kind: 'ranking' }];
  const media = post.photos.map((_photo, index): PageKind => ({ kind: 'media', index }));
  return [...media.slice(0, 1), { kind: 'info' }, { kind: 'ranking' }, ...media.slice(1)];
}

export function pageKey(page: PageKind): string {
  return page.kind === 'media' ? `media-${page.index}` : page.kind;
}

/** Read by screen readers as each page's name. */
export function pageLabel(post: FeedPost, page: PageKind): string {
  switch (page.kind) {
    case 'media':
      return `${post.photos[page.index]?.mediaType === 'VIDEO' ? '영상' : '사진'} ${page.index + 1}`;
    case 'info':
      return '경기 정보';
    case 'ranking':
      return '친구 랭킹';
    case 'invite':
      return post.type === 'friend-invite' ? '친구 초대' : '한판 초대';
  }
}

/** '서연 vs 도윤 · 딱지치기', '서연님의 경기 · 딱지치기', '한판 초대'. */
export function postLabel(post: FeedPost): string {
  if (!isGamePost(post)) return post.type === 'friend-invite' ? '친구 초대' : '한판 초대';
  const names = post.players.map((player) => player.name);
  const who =
    names.length >= 2 ? `${names[0]} vs ${names[1]}` : `${names[0] ?? post.author?.name ?? ''}님의 경기`;
  return post.rule ? `${who} · ${post.rule.ruleTitle}` : who;
}

export const PLACE_UNDECIDED = '장소 미정';

/** The place, or '장소 미정' (also for friend and challenge games, whose place the feed hides). */
export function placeOf(post: FeedPost): string {
  return post.meta.place?.trim() || PLACE_UNDECIDED;
}

/** In Seoul: when a finished game was played, when an open game will be ('시간 미정'). */
export function timeOf(post: FeedPost): string {
  if (isCompletedPost(post))
    return formatKoreanDateTime(post.meta.time ?? post.date) || formatMatchDate(null);
  return formatMatchDate(post.meta.time);
}

/** '탁구 · 기존 스포츠 > 탁구' pieces: the categories line of a rule. */
export function categoriesOf(post: FeedPost): string | null {
  return post.rule ? `${post.rule.majorCategory} > ${post.rule.minorCategory}` : null;
}

/** '하은 승리', '무승부' of a finished game. */
export function winnerText(post: FeedPost): string | null {
  if (!post.result) return null;
  if (post.result.winner === null) return '무승부';
  const winner = post.players.find((player) => player.id === post.result?.winner);
  return winner ? `${winner.name} 승리` : null;
}
