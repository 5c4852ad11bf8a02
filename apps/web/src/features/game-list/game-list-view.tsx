import type { GameListItem } from '@hanpan/core';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSession } from '@/features/auth';
import { useGameList } from '@/features/games';
import { RuleDetailDialog } from '@/features/rules';
import { AppBar, BackButton } from '@/ui/app-bar';
import { AppLink } from '@/ui/app-link';
import { iconButtonClasses } from '@/ui/icon-button';
import { ScreenBody } from '@/ui/safe-area';
import { ChallengersDialog } from './challengers-dialog';
import { GameActionBar } from './game-action-bar';
import { GameInviteDialog } from './game-invite-dialog';
import { GameListFilters } from './game-list-filters';
import { PlusIcon } from './game-list-icons';
import { GameMoreSheet } from './game-more-sheet';
import { GameReportDialog } from './game-report-dialog';
import { OpenGameList } from './open-game-list';
import { ScrollToTopButton } from './pull-indicator';
import { usePullToRefresh, useScrolledPastTop } from './pull-to-refresh';
import { isNationwide, NATIONWIDE_CHOICE, regionLabel } from './region-filter';
import { RegionFilterSheet } from './region-filter-sheet';
import { useGameReportedIds } from './reported-games';
import { useGameListFilter } from './use-game-list-filter';
import { useGameListLinks } from './use-game-list-links';

// The comments panel (tree, composer, pictures) loads with the first tap on 댓글.
const CommentsSheet = lazy(() =>
  import('@/features/comments/comments-sheet').then((module) => ({ default: module.CommentsSheet })),
);

/**
 * The game list (/game-list, spec §2): open games by region and sort, pull to refresh, the selected
 * game's action bar, the invite-code quick join and the dialogs the cards open.
 */
export function GameListView() {
  const myUserId = useSession().data?.userId ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { region, sort, filter, applyRegion, chooseSort } = useGameListFilter(() => setSelectedId(null));
  const list = useGameList(filter);
  const reportedIds = useGameReportedIds();
  const links = useGameListLinks();
  const selected = useMemo(
    () => list.items.find((game) => game.id === selectedId) ?? null,
    [list.items, selectedId],
  );
  const [filterOpen, setFilterOpen] = useState(false);
  const [ruleInfoId, setRuleInfoId] = useState<number | null>(null);
  const [challengersOf, setChallengersOf] = useState<GameListItem | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [reportId, setReportId] = useState<number | null>(null);
  const closeReport = useCallback(() => setReportId(null), []);

  const listRef = useRef<HTMLDivElement | null>(null);
  const pull = usePullToRefresh(listRef, () => list.refetch(), !list.isPending);
  const scrolled = useScrolledPastTop();
  const isMine = (game: GameListItem) => myUserId !== null && game.ownerId === myUserId;

  return (
    <>
      <AppBar
        leading={<BackButton fallback="/" />}
        title="경기 찾기"
        actions={
          <AppLink to="/create-game" aria-label="경기 만들기" className={iconButtonClasses()}>
            <PlusIcon />
          </AppLink>
        }
      />
      <ScreenBody>
        <GameListFilters
          region={region}
          sort={sort}
          onOpenRegion={() => setFilterOpen(true)}
          onInviteCode={links.openInviteCode}
          onSort={chooseSort}
        />
        <OpenGameList
          list={list}
          listRef={listRef}
          pull={pull}
          regionLabel={regionLabel(region)}
          onNationwide={isNationwide(region) ? undefined : () => applyRegion(NATIONWIDE_CHOICE)}
          selectedId={selectedId}
          onSelect={(picked) => setSelectedId((current) => (current === picked ? null : picked))}
          isMine={isMine}
          reportedIds={reportedIds}
          onOpenRule={setRuleInfoId}
          onOpenChallengers={setChallengersOf}
        />
        {selected ? (
          <GameActionBar
            game={selected}
            myUserId={myUserId}
            onComments={() => links.comments.show(selected.id)}
            onMore={() => setMoreOpen(true)}
          />
        ) : null}
      </ScreenBody>

      <ScrollToTopButton visible={scrolled} raised={selected !== null} />
      <RegionFilterSheet
        open={filterOpen}
        onOpenChange={setFilterOpen}
        value={region}
        onApply={applyRegion}
      />
      <RuleDetailDialog ruleId={ruleInfoId} onClose={() => setRuleInfoId(null)} />
      <ChallengersDialog game={challengersOf} onClose={() => setChallengersOf(null)} />
      {selected ? (
        <GameMoreSheet
          game={selected}
          isMine={isMine(selected)}
          open={moreOpen}
          onOpenChange={setMoreOpen}
          onReport={() => setReportId(selected.id)}
        />
      ) : null}
      <GameReportDialog gameId={reportId} onClose={closeReport} />
      {links.comments.gameId !== null ? (
        <Suspense fallback={null}>
          <CommentsSheet
            gameId={links.comments.gameId}
            open={links.comments.open}
            onOpenChange={links.comments.onOpenChange}
          />
        </Suspense>
      ) : null}
      <GameInviteDialog start={links.invite} myUserId={myUserId} onClose={links.closeInvite} />
    </>
  );
}
