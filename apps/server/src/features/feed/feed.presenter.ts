import {
  DELETED_USER_NICKNAME,
  type FeedPerson,
  type FeedPhoto,
  type FeedPost,
  type FeedReview,
  type GameMedia,
} from '@hanpan/core';
import type { FileStorage } from '../../storage/file-storage.ts';
import { matchLocationOf, presentRuleSummary, type FeedGameRow } from '../games/index.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { InvitationType } from './feed-order.ts';

type Card = FeedGameRow['owner'];

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

/** What the post shows besides the game's own row, each looked up once for the whole page. */
export interface PostExtras {
  result:
    | {
        winnerId: number | null;
        user1SetCount: number;
        user2SetCount: number;
        setResults: Array<{ set: number; score1: number; score2: number }>;
        completedAt: Date;
      }
    | undefined;
  media: ReadonlyArray<{ url: string; mediaType: GameMedia['mediaType'] }>;
  reviews: Array<{ id: number; text: string | null; createdAt: Date; reviewer: Card }>;
  commentCount: number;
  like: { likeCount: number; isLiked: boolean } | undefined;
  records: ReadonlyMap<string, { wins: number; draws: number; losses: number }>;
  championId: number | null;
}

export function presentGamePost(
  row: FeedGameRow,
  extras: PostExtras,
  viewerId: number,
  storage: FileStorage,
): FeedPost {
  const { game } = row;
  const players = [presentPerson(row.owner, storage), presentPerson(row.opponent, storage)].filter(
    (person): person is FeedPerson => person !== null,
  );
  const completed = game.status === 'COMPLETED';
  const result = extras.result;
  const photos: FeedPhoto[] = [
    ...(game.startPhotoKey
      ? [{ url: storage.publicUrl(game.startPhotoKey), mediaType: 'IMAGE' as const }]
      : []),
    ...extras.media.map((item) => ({ url: item.url, mediaType: item.mediaType })),
  ];
  // A friend or challenge game keeps its place private (issue 20 item 2).
  const place = game.isFriendGame ? null : matchLocationOf(game);
  const isOpen = game.status === 'MATCHING' && !game.isFriendGame;
  const date = completed && result ? result.completedAt : (game.matchDate ?? game.createdAt);
  return {
    id: game.id,
    type: completed ? 'game' : 'upcoming_game',
    date: date.toISOString(),
    photos,
    caption: row.rule?.ruleTitle ?? '',
    meta: { place, time: game.matchDate?.toISOString() ?? null },
    tags: row.rule ? [row.rule.majorCategory, row.rule.minorCategory] : [],
    players,
    author: presentPerson(row.owner, storage),
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
    reviews: extras.reviews.map((review): FeedReview => ({
      id: review.id,
      author: presentPerson(review.reviewer, storage) ?? { id: 0, name: DELETED_USER_NICKNAME, avatar: null },
      text: review.text ?? '',
      createdAt: review.createdAt.toISOString(),
    })),
    rule: row.rule ? presentRuleSummary(row.rule) : null,
    isFriend: row.ownerIsFriend || row.opponentIsFriend,
    isCompleted: completed,
    isLiked: extras.like?.isLiked ?? false,
    likeCount: extras.like?.likeCount ?? 0,
    commentCount: extras.commentCount,
    isAppliedByMe: row.isAppliedByMe,
    ruleStatisticsList: players.map((player) => {
      const record = extras.records.get(`${player.id}:${game.ruleId}`);
      return {
        userId: player.id,
        wins: record?.wins ?? 0,
        losses: record?.losses ?? 0,
        draws: record?.draws ?? 0,
      };
    }),
    isMyGame: game.ownerId === viewerId || game.opponentId === viewerId,
    region: isOpen ? game.region : null,
    championId: extras.championId,
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
    isFriend: false,
    isCompleted: false,
    isLiked: false,
    likeCount: 0,
    commentCount: 0,
    isAppliedByMe: false,
    ruleStatisticsList: [],
    isMyGame: false,
    region: null,
    championId: null,
  };
}
