import type { FeedPhoto, FeedPost, GameRankingEntry } from '@hanpan/core';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { Avatar } from '@/ui/avatar';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { useGameRanking } from './feed.api';
import { MEDIA_HEIGHT, MEDIA_WIDTH, mediaClasses } from './feed-media';
import { categoriesOf, isCompletedPost, placeOf, timeOf, winnerText, type GamePost } from './feed-post-model';

/*
 * The pages of a post (spec §4): a photo or video, the game's information, the friend ranking.
 * Each page fills the post; the overlay (like, comments…) is drawn above it by the view.
 */

/**
 * A photo or a video. Images load lazily except the first post's headline (the landing screen's
 * largest paint); videos are muted, inline, and play only while their page is on screen.
 */
export function MediaPage({
  photo,
  visible,
  priority,
}: {
  photo: FeedPhoto;
  visible: boolean;
  priority: boolean;
}) {
  if (photo.mediaType === 'VIDEO') return <FeedVideo url={photo.url} visible={visible} />;
  return (
    <img
      src={photo.url}
      alt=""
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={mediaClasses}
    />
  );
}

function FeedVideo({ url, visible }: { url: string; visible: boolean }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!visible) {
      video.pause();
      return;
    }
    // play() is refused until the page had a gesture in some browsers: the first frame stays.
    video.play()?.catch(() => {});
  }, [visible]);
  return (
    <video
      ref={ref}
      src={url}
      muted
      playsInline
      loop
      preload="metadata"
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
      data-playing={visible || undefined}
      className={mediaClasses}
    />
  );
}

/** Rule, categories, place, time; for a finished game the result, each set and the reviews. */
export function GameInfoPage({ post }: { post: GamePost }) {
  const categories = categoriesOf(post);
  const winner = winnerText(post);
  const [a, b] = post.players;
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto bg-surface px-gutter pb-36 pt-6">
      <div>
        {categories ? <p className="text-body-sm text-ink-subtle">{categories}</p> : null}
        <h2 className="text-title text-ink">{post.rule?.ruleTitle ?? '경기'}</h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body">
        <dt className="text-ink-subtle">장소</dt>
        <dd className="text-ink">{placeOf(post)}</dd>
        <dt className="text-ink-subtle">시간</dt>
        <dd className="text-ink">{timeOf(post)}</dd>
      </dl>
      {isCompletedPost(post) && post.result ? (
        <section aria-label="경기 결과" className="rounded-2xl bg-fill p-4">
          <p className="flex items-center justify-between text-title-sm text-ink">
            <span>{a?.name}</span>
            <span aria-label={`세트 ${post.result.scoreA} 대 ${post.result.scoreB}`}>
              {post.result.scoreA} : {post.result.scoreB}
            </span>
            <span>{b?.name}</span>
          </p>
          {winner ? (
            <p className="mt-1 text-center text-body-sm font-semibold text-accent-600">{winner}</p>
          ) : null}
          {post.result.setScores.length > 0 ? (
            <ul aria-label="세트별 점수" className="mt-3 flex flex-col gap-1 text-body-sm">
              {post.result.setScores.map((set) => (
                <li key={set.set} className="flex justify-between text-ink-muted">
                  <span>{set.set}세트</span>
                  <span>
                    {set.scoreA} : {set.scoreB}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {post.reviews.length > 0 ? (
        <section aria-label="후기" className="flex flex-col gap-2">
          <h3 className="text-body font-semibold text-ink">후기</h3>
          <ul className="flex flex-col gap-2">
            {post.reviews.map((review) => (
              <li key={review.id} className="flex gap-2">
                <Avatar src={review.author.avatar} name={review.author.name} size={32} />
                <p className="min-w-0 text-body-sm">
                  <span className="font-semibold text-ink">{review.author.name}</span>{' '}
                  <span className="text-ink-muted">{review.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const RANKING_FAILED = '랭킹 정보를 불러오는 데 실패했어요.';

/** The spec's 'unavailable' state: a game with no rated history (before the ranking system, or not played yet). */
export function rankingUnavailableText(post: FeedPost): string {
  return isCompletedPost(post)
    ? '랭킹 기록이 없는 경기예요. 2025년 10월 7일부터 치른 경기에 랭킹이 남아요.'
    : '경기가 끝나면 두 선수와 친구들의 랭킹을 보여 드려요.';
}

/**
 * The friend ranking after this game (spec §4 post ranking state): the list, 'unavailable' for a
 * 404, or the failure with 다시 시도. Asked for only once the page is on screen.
 */
export function RankingPage({ post, visible }: { post: GamePost; visible: boolean }) {
  const ranking = useGameRanking(post.id, visible);
  return (
    <section
      aria-label="친구 랭킹"
      className="flex h-full flex-col gap-3 overflow-y-auto bg-surface px-gutter pb-36 pt-6"
    >
      <h2 className="text-title text-ink">친구 랭킹</h2>
      {post.rule ? <p className="-mt-2 text-body-sm text-ink-subtle">{post.rule.ruleTitle}</p> : null}
      {ranking.isPending && ranking.fetchStatus === 'idle' ? (
        // Not asked for yet (the page is off screen): a quiet frame, not a 'loading' status that
        // would stay busy for screen readers and wait-for-idle checks.
        <div aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="mb-2 h-12 w-full" />
          ))}
        </div>
      ) : ranking.isPending ? (
        <SkeletonGroup label="랭킹을 불러오는 중">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="mb-2 h-12 w-full" />
          ))}
        </SkeletonGroup>
      ) : ranking.isError && isApiError(ranking.error) && ranking.error.status === 404 ? (
        <p className="text-body text-ink-muted">{rankingUnavailableText(post)}</p>
      ) : ranking.isError ? (
        <LoadFailed
          inline
          title={RANKING_FAILED}
          error={ranking.error}
          onRetry={() => void ranking.refetch()}
        />
      ) : ranking.data.rankings.length === 0 ? (
        <p className="text-body text-ink-muted">{rankingUnavailableText(post)}</p>
      ) : (
        <ol aria-label="랭킹" className="flex flex-col gap-2">
          {ranking.data.rankings.map((entry) => (
            <RankingRow key={entry.userId} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function RankingRow({ entry }: { entry: GameRankingEntry }) {
  return (
    <li
      className={`flex items-center gap-3 rounded-xl px-3 py-2 ${entry.isPlayer ? 'bg-accent-50' : 'bg-fill'}`}
    >
      <span className="w-8 text-center text-title-sm text-ink">{entry.rankAfter}위</span>
      <Avatar src={entry.profilePicture} name={entry.nickname} size={36} />
      <span className="min-w-0 flex-1 truncate text-body text-ink">
        {entry.nickname}
        {entry.isPlayer ? <span className="ml-1 text-body-sm text-accent-600">경기 선수</span> : null}
      </span>
      <span className="text-body-sm text-ink-muted">
        {entry.ratingAfter}
        {entry.ratingChange !== 0 ? ` (${signed(entry.ratingChange)})` : ''}
      </span>
    </li>
  );
}
