import {
  DELETED_USER_NICKNAME,
  type FeedPerson,
  type FeedPhoto,
  type FeedPost,
  type FeedReview,
} from '@hanpan/core';
import type { FileStorage } from '../../storage/file-storage.ts';
import { matchLocationOf, presentRuleSummary, type FeedPlayerCard } from '../games/index.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { InvitationType } from './feed-order.ts';
import type { FeedPostRead } from './feed.queries.ts';

type Card = FeedPlayerCard | null;

/** A player as a post draws them; a deleted account shows the one deleted name, no picture. */
export function presentPerson(card: Card, storage: FileStorage): FeedPerson | null {
  if (card === null) return null;
  if (card.deletedAt) return { id: card.id, name: DELETED_USER_NICKNAME, avatar: null };
  return {
    id: card.id,
    name: card.nickname ?? '',
    avatar: avatarThumbnailUrl(card.profilePictureKey, storage),
  };
}

/** What a post shows the same to every viewer who may see it: the part the feed caches (decision 034). */
export type FeedPostContentFields = Omit<FeedPost, FeedViewerField>;

/** The fields that differ by viewer (or change without the post's version): the post's last ones. */
export type FeedViewerField = (typeof FEED_VIEWER_FIELDS)[number];

/**
 * FeedPostSchema's last keys, in its order: what the page statement writes for each viewer
 * (feed.queries.ts `viewerTextSql`). The cached text of a post ends before the first of them
 * (feed-post-text.ts).
 */
export const FEED_VIEWER_FIELDS = [
  'isFriend',
  'isCompleted',
  'isLiked',
  'likeCount',
  'commentCount',
  'isAppliedByMe',
  'isMyGame',
  'region',
  'championId',
] as const;

/** The viewer fields of a post no viewer has anything to do with (an invitation card's). */
export const NO_VIEWER_FIELDS: Pick<FeedPost, FeedViewerField> = {
  isFriend: false,
  isCompleted: false,
  isLiked: false,
  likeCount: 0,
  commentCount: 0,
  isAppliedByMe: false,
  isMyGame: false,
  region: null,
  championId: null,
};

/** The content of the post `read` (a post read whole): everything but the viewer's fields. */
export function presentPostContent(read: FeedPostRead, storage: FileStorage): FeedPostContentFields {
  const { game } = read;
  const players = [presentPerson(read.owner, storage), presentPerson(read.opponent, storage)].filter(
    (person): person is FeedPerson => person !== null,
  );
  const completed = game.status === 'COMPLETED';
  const result = read.result ? { ...read.result, completedAt: new Date(read.result.completedAt) } : null;
  const photos: FeedPhoto[] = [
    ...(game.startPhotoKey
      ? [{ url: storage.publicUrl(game.startPhotoKey), mediaType: 'IMAGE' as const }]
      : []),
    ...read.media.map((item) => ({ url: storage.publicUrl(item.fileKey), mediaType: item.mediaType })),
  ];
  // A friend or challenge game keeps its place private (issue 20 item 2).
  const place = game.isFriendGame ? null : matchLocationOf(game);
  const date = completed && result ? result.completedAt : (game.matchDate ?? game.createdAt);
  return {
    id: game.id,
    type: completed ? 'game' : 'upcoming_game',
    date: date.toISOString(),
    photos,
    caption: read.rule?.ruleTitle ?? '',
    meta: { place, time: game.matchDate?.toISOString() ?? null },
    tags: read.rule ? [read.rule.majorCategory, read.rule.minorCategory] : [],
    players,
    author: presentPerson(read.owner, storage),
    result:
      completed && result
        ? {
            scoreA: result.user1SetCount,
            scoreB: result.user2SetCount,
            winner: result.winnerId,
            sets: result.setResults.length,
            duration: game.startedAt
              ? Math.max(0, Math.floor((result.completedAt.getTime() - game.startedAt.getTime()) / 60_000))
              : 0,
            setScores: result.setResults.map((set) => ({
              set: set.set,
              scoreA: set.score1,
              scoreB: set.score2,
            })),
          }
        : null,
    reviews: read.reviews.map((review): FeedReview => ({
      id: review.id,
      author: presentPerson(review.reviewer, storage) ?? { id: 0, name: DELETED_USER_NICKNAME, avatar: null },
      text: review.text ?? '',
      createdAt: new Date(review.createdAt).toISOString(),
    })),
    rule: read.rule ? presentRuleSummary(read.rule) : null,
    ruleStatisticsList: read.records,
  };
}

/** The app-invitation card (the original client draws 'invite' and 'friend-invite' alike). */
export function presentInvitation(type: InvitationType, now: Date): FeedPost {
  return {
    id: type,
    type,
    date: now.toISOString(),
    photos: [],
    caption:
      type === 'friend-invite' ? '친구를 더 초대해 함께 경기해 보세요.' : '친구를 초대해 함께 경기해 보세요.',
    meta: { place: null, time: null },
    tags: [],
    players: [],
    author: null,
    result: null,
    reviews: [],
    rule: null,
    ruleStatisticsList: [],
    ...NO_VIEWER_FIELDS,
  };
}
