import type { GameListItem } from '@hanpan/core';
import type { RefObject } from 'react';
import { GameCard, openCard, type useGameList } from '@/features/games';
import { useLoadMoreWhenVisible } from '@/lib/use-load-more-when-visible';
import { Button } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { GAME_LIST_FAILED, GameListEmpty, GameListSkeleton } from './game-list-states';
import { PullIndicator } from './pull-indicator';
import type { PullState } from './pull-to-refresh';

/**
 * The open games (spec §2 game list): skeleton, load failure with retry, empty (with 전국 when a
 * region is chosen), then the cards and 더 보기; the pull indicator sits above them.
 */
export function OpenGameList({
  list,
  listRef,
  pull,
  regionLabel,
  onNationwide,
  selectedId,
  onSelect,
  isMine,
  reportedIds,
  onOpenRule,
  onOpenChallengers,
}: {
  list: ReturnType<typeof useGameList>;
  listRef: RefObject<HTMLDivElement | null>;
  pull: PullState;
  regionLabel: string;
  onNationwide: (() => void) | undefined;
  selectedId: number | null;
  onSelect: (gameId: number) => void;
  isMine: (game: GameListItem) => boolean;
  reportedIds: readonly number[];
  onOpenRule: (ruleId: number) => void;
  onOpenChallengers: (game: GameListItem) => void;
}) {
  const sentinel = useLoadMoreWhenVisible(list);
  return (
    <div ref={listRef} className="flex flex-1 flex-col">
      <PullIndicator state={pull} />
      {list.isPending ? (
        <GameListSkeleton />
      ) : list.isError && list.items.length === 0 ? (
        <LoadFailed title={GAME_LIST_FAILED} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.items.length === 0 ? (
        <GameListEmpty regionLabel={regionLabel} onNationwide={onNationwide} />
      ) : (
        <>
          <h2 className="sr-only">열린 경기</h2>
          <ul aria-label="열린 경기" className="flex flex-col gap-3">
            {list.items.map((game) => (
              <li key={game.id}>
                <GameCard
                  card={openCard(game, isMine(game), reportedIds.includes(game.id))}
                  me={null}
                  selected={game.id === selectedId}
                  onSelect={onSelect}
                  onOpenRule={onOpenRule}
                  onOpenApplicants={() => onOpenChallengers(game)}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex flex-col items-stretch pt-3">
              <div ref={sentinel} aria-hidden="true" className="h-px" />
              <Button
                variant="outline"
                size="sm"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchNextPageError ? '다시 불러오기' : '더 보기'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
