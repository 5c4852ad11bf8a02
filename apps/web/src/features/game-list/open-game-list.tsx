import type { GameListItem } from '@hanpan/core';
import type { RefObject } from 'react';
import { GameCard, openCard, type useGameList } from '@/features/games';
import { PagedList } from '@/ui/paged-list';
import { GAME_LIST_FAILED, GameListEmpty, GameListSkeleton } from './game-list-states';
import { PullIndicator } from './pull-indicator';
import type { PullState } from './pull-to-refresh';

/**
 * The open games (spec §2 game list): skeleton, load failure with retry, empty (with 전국 when a
 * region is chosen), then the cards and 더 보기 (ui/paged-list); the pull indicator sits above them.
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
  return (
    <div ref={listRef} className="flex flex-1 flex-col">
      <PullIndicator state={pull} />
      {list.items.length > 0 ? <h2 className="sr-only">열린 경기</h2> : null}
      <PagedList
        list={list}
        label="열린 경기"
        loading={<GameListSkeleton />}
        errorTitle={GAME_LIST_FAILED}
        empty={<GameListEmpty regionLabel={regionLabel} onNationwide={onNationwide} />}
        loadOnScroll
        listClassName="flex flex-col gap-3"
        renderItem={(game) => (
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
        )}
      />
    </div>
  );
}
