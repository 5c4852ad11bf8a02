import type { GameResult } from '@hanpan/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AppBar, BackButton } from '@/ui/app-bar';
import { Avatar } from '@/ui/avatar';
import { buttonClasses } from '@/ui/button';
import { InstagramIcon, TrophyIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { useSession } from '@/features/auth';
import { AfterMatchForm } from './after-match-form';
import { listMatchMedia, type MatchMediaItem } from './match-media';
import { useGameResult } from './match.api';
import { ResultMediaPicker } from './result-media-picker';

/**
 * Result (/games/{id}/result, spec §2): the sets with their points and the winner, or that the
 * match ended without a record (abandoned) or before it was decided (finishedEarly), with me on
 * the left; then the review of the other player and the rule rating (after-match-form.tsx).
 */
export function ResultView({ gameId }: { gameId: number }) {
  const result = useGameResult(gameId);
  // A match still being played has no result yet: its play screen is where the player belongs.
  const stillLive = isApiError(result.error) && result.error.code === 'match_still_live';
  const navigate = useNavigate();
  useEffect(() => {
    if (stillLive)
      void navigate({ to: '/games/$gameId/play', params: { gameId: String(gameId) }, replace: true });
  }, [stillLive, navigate, gameId]);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <AppBar title="경기 결과" leading={<BackButton fallback="/game" />} />
      <main className="flex flex-1 flex-col gap-4 px-4 pb-safe pt-2">
        {result.isError && !stillLive ? (
          <LoadFailed
            title="결과를 불러오지 못했어요"
            error={result.error}
            onRetry={() => void result.refetch()}
          />
        ) : result.data ? (
          <ResultBody result={result.data} />
        ) : (
          <SkeletonGroup>
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-48 w-full rounded-2xl" />
          </SkeletonGroup>
        )}
      </main>
    </div>
  );
}

function headline(result: GameResult): { title: string; note: string | null } {
  if (result.abandoned) {
    return {
      title: '기록 없이 끝난 경기예요',
      note: '점수 없이 끝났거나 오래 멈춰 있어 전적에 남지 않아요.',
    };
  }
  const winner = result.winnerIdx === 1 ? result.user1 : result.winnerIdx === 2 ? result.user2 : null;
  return {
    title: winner ? `@${winner.nickname} 승리` : '무승부',
    note: result.finishedEarly ? '승부가 나기 전에 끝낸 경기라 랭킹 점수에는 반영되지 않아요.' : null,
  };
}

/** The result as `meId` sees it: me as side 1 (on the left), the other player as side 2. */
export function fromMySide(result: GameResult, meId: number | undefined): GameResult {
  if (meId === undefined || result.user2.id !== meId) return result;
  const flip = (winner: 0 | 1 | 2): 0 | 1 | 2 => (winner === 1 ? 2 : winner === 2 ? 1 : 0);
  return {
    ...result,
    user1: result.user2,
    user2: result.user1,
    user1SetCount: result.user2SetCount,
    user2SetCount: result.user1SetCount,
    winnerIdx: flip(result.winnerIdx),
    newChampionIdx: flip(result.newChampionIdx),
    setResults: result.setResults.map((set) => ({
      ...set,
      score1: set.score2,
      score2: set.score1,
      winner: flip(set.winner),
    })),
  };
}

function ResultBody({ result: stored }: { result: GameResult }) {
  const session = useSession();
  const result = fromMySide(stored, session.data?.userId);
  const { title, note } = headline(result);
  const players = [
    { player: result.user1, sets: result.user1SetCount, idx: 1 },
    { player: result.user2, sets: result.user2SetCount, idx: 2 },
  ] as const;
  return (
    <>
      <section
        aria-label="경기 결과"
        className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-4 py-5 text-center shadow-card"
      >
        <p className="text-body-sm text-ink-subtle">{result.gameSummary.rule.ruleTitle}</p>
        <h2
          className={cn(
            'flex items-center gap-2 text-headline',
            result.abandoned ? 'text-ink-muted' : 'text-ink',
          )}
        >
          {!result.abandoned && result.winnerIdx !== 0 ? (
            <TrophyIcon size={24} className="text-warning" />
          ) : null}
          {title}
        </h2>
        {note ? <p className="text-body-sm text-ink-muted">{note}</p> : null}
        <div className="flex w-full items-center justify-center gap-4 pt-1">
          {players.map(({ player, sets, idx }, index) => (
            <div key={idx} className="contents">
              {index === 1 ? (
                <p
                  className="text-display tabular-nums text-ink"
                  aria-label={`세트 ${result.user1SetCount} 대 ${result.user2SetCount}`}
                >
                  {result.user1SetCount} : {result.user2SetCount}
                </p>
              ) : null}
              <div className="flex w-24 flex-col items-center gap-1">
                <Avatar src={player.profileUrl} name={player.nickname} size={52} eager />
                <span className="w-full truncate text-label font-semibold text-ink">{player.nickname}</span>
                <span className="sr-only">{sets}세트</span>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="sets-title" className="rounded-2xl bg-surface px-4 py-4 shadow-card">
        <h2 id="sets-title" className="pb-2 text-title-sm text-ink">
          세트별 점수
        </h2>
        {result.setResults.length === 0 ? (
          <p className="py-3 text-body-sm text-ink-muted">끝난 세트가 없어요.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line">
            {result.setResults.map((set) => (
              <li key={set.set} className="flex items-center gap-3 py-2.5 text-body">
                <span className="w-12 shrink-0 text-ink-subtle">{set.set}세트</span>
                <span className="flex-1 text-center font-semibold tabular-nums text-ink">
                  {set.score1} : {set.score2}
                </span>
                <span className="w-24 shrink-0 truncate text-right text-body-sm text-ink-muted">
                  {set.winner === 1
                    ? `${result.user1.nickname} 승`
                    : set.winner === 2
                      ? `${result.user2.nickname} 승`
                      : '무승부'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {/* An abandoned match takes no media, review or rating: only what this phone kept. */}
      {result.abandoned ? <KeptMedia gameId={result.gameSummary.id} /> : null}

      <AfterMatchForm
        result={result}
        opponentNickname={result.user2.nickname}
        media={<ResultMediaPicker gameId={result.gameSummary.id} media={result.media ?? []} />}
      />

      {/* Issue 20: a picture of the match for a story; an abandoned match left nothing to show. */}
      {result.abandoned ? null : (
        <Link
          to="/insta"
          search={{ gameId: result.gameSummary.id }}
          className={buttonClasses({ variant: 'secondary', fullWidth: true })}
        >
          <InstagramIcon size={20} />
          스토리 이미지 만들기
        </Link>
      )}

      <Link to="/game" className={buttonClasses({ variant: 'outline', fullWidth: true })}>
        게임 탭으로 가기
      </Link>
    </>
  );
}

/** The photos and videos this phone kept during the match (match-media.ts). */
function KeptMedia({ gameId }: { gameId: number }) {
  const [items, setItems] = useState<Array<MatchMediaItem & { url: string }>>([]);
  useEffect(() => {
    let cancelled = false;
    let urls: string[] = [];
    listMatchMedia(gameId)
      .then((found) => {
        if (cancelled) return;
        const withUrls = found.map((item) => ({ ...item, url: URL.createObjectURL(item.data) }));
        urls = withUrls.map((item) => item.url);
        setItems(withUrls);
      })
      .catch(() => undefined); // no IndexedDB here: nothing was kept
    return () => {
      cancelled = true;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [gameId]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="media-title" className="rounded-2xl bg-surface px-4 py-4 shadow-card">
      <h2 id="media-title" className="pb-2 text-title-sm text-ink">
        이 기기에 저장한 사진과 동영상
      </h2>
      <ul className="grid grid-cols-3 gap-2">
        {items.map((item) => (
          <li key={item.id} className="aspect-square overflow-hidden rounded-lg bg-fill">
            {item.type === 'image' ? (
              <img src={item.url} alt="경기 사진" className="size-full object-cover" />
            ) : (
              <video
                src={item.url}
                controls
                playsInline
                className="size-full object-cover"
                aria-label="경기 동영상"
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
