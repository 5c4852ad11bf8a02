import { GAME_COMMENTS_QUERY, type GameListItem, type GameListSort } from '@hanpan/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { shownTextFirst } from '@/lib/accessible-name';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { useSession } from '@/features/auth/auth.api';
import { ChallengersDialog } from '@/features/game-list/challengers-dialog';
import { GameActionBar } from '@/features/game-list/game-action-bar';
import { GameCard } from '@/features/game-list/game-card';
import { GameInviteDialog, type InviteDialogStart } from '@/features/game-list/game-invite-dialog';
import { useGameList } from '@/features/game-list/game-list.api';
import { PlusIcon, TicketIcon } from '@/features/game-list/game-list-icons';
import { GAME_LIST_FAILED, GameListEmpty, GameListSkeleton } from '@/features/game-list/game-list-states';
import { GameMoreSheet } from '@/features/game-list/game-more-sheet';
import { GameReportDialog } from '@/features/game-list/game-report-dialog';
import { PullIndicator, ScrollToTopButton } from '@/features/game-list/pull-indicator';
import { usePullToRefresh, useScrolledPastTop } from '@/features/game-list/pull-to-refresh';
import {
  NATIONWIDE_CHOICE,
  readSavedRegion,
  readSavedSort,
  regionLabel,
  regionQuery,
  saveRegion,
  saveSort,
  SORT_LABELS,
  type RegionChoice,
} from '@/features/game-list/region-filter';
import { RegionFilterSheet } from '@/features/game-list/region-filter-sheet';
import { useGameReportedIds } from '@/features/game-list/reported-games';
import { useLoadMoreWhenVisible } from '@/lib/use-load-more-when-visible';
import { RuleDetailDialog } from '@/features/rules/rule-detail-dialog';
import { AppBar, BackButton } from '@/ui/app-bar';
import { AppLink } from '@/ui/app-link';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { iconButtonClasses } from '@/ui/icon-button';
import { ChevronDownIcon, MapPinIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';

// The comments panel (tree, composer, pictures) loads with the first tap on 댓글.
const CommentsSheet = lazy(() =>
  import('@/features/comments/comments-sheet').then((module) => ({ default: module.CommentsSheet })),
);

const SORT_CHOICES = (Object.keys(SORT_LABELS) as GameListSort[]).map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/**
 * A game id from the address: `?gameId=` (invite links: that game's summary opens over the list)
 * or `?commentId=` (comment notifications, as the original client reads it: that game's comments).
 */
function linkedGameIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The game list (/game-list, spec §2): open games by region and sort, pull to refresh, the selected
 * game's action bar, the invite-code quick join and the dialogs the cards open.
 */
export function GameListScreen() {
  const search = useSearch({ strict: false }) as { gameId?: unknown; [GAME_COMMENTS_QUERY]?: unknown };
  const navigate = useNavigate();
  const myUserId = useSession().data?.userId ?? null;

  const [region, setRegion] = useState<RegionChoice>(readSavedRegion);
  const [sort, setSort] = useState<GameListSort>(readSavedSort);
  const list = useGameList({ region: regionQuery(region), sort });
  const reportedIds = useGameReportedIds();

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMemo(
    () => list.items.find((game) => game.id === selectedId) ?? null,
    [list.items, selectedId],
  );
  const [filterOpen, setFilterOpen] = useState(false);
  const [ruleInfoId, setRuleInfoId] = useState<number | null>(null);
  const [challengersOf, setChallengersOf] = useState<GameListItem | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [reportId, setReportId] = useState<number | null>(null);
  // The game whose comments the sheet shows: kept after closing, so the sheet can animate out.
  const [commentsGameId, setCommentsGameId] = useState<number | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const linkedGameId = linkedGameIdOf(search.gameId);
  const [invite, setInvite] = useState<InviteDialogStart>(null);
  // Every new ?gameId= opens its summary, also one arriving while the list is already open.
  const [openedLink, setOpenedLink] = useState<number | null>(null);
  if (linkedGameId !== openedLink) {
    setOpenedLink(linkedGameId);
    if (linkedGameId) setInvite({ kind: 'game', gameId: linkedGameId });
  }

  const closeInvite = useCallback(() => {
    setInvite(null);
    // The address loses ?gameId= once the dialog's own history entry is gone (ui/use-back-closes.ts).
    if (linkedGameId)
      afterOverlayCloses(() => void navigate({ to: '/game-list', search: {}, replace: true }));
  }, [linkedGameId, navigate]);
  const closeReport = useCallback(() => setReportId(null), []);

  // Every new ?commentId= (a GAME_COMMENT or COMMENT_REPLY notification) opens that game's comments.
  const commentsLinkId = linkedGameIdOf(search[GAME_COMMENTS_QUERY]);
  const [openedCommentsLink, setOpenedCommentsLink] = useState<number | null>(null);
  if (commentsLinkId !== openedCommentsLink) {
    setOpenedCommentsLink(commentsLinkId);
    if (commentsLinkId) {
      setCommentsGameId(commentsLinkId);
      setCommentsOpen(true);
    }
  }
  const changeCommentsOpen = useCallback(
    (open: boolean) => {
      setCommentsOpen(open);
      // As with ?gameId=: the address loses ?commentId= once the sheet's history entry is gone.
      if (!open && commentsLinkId)
        afterOverlayCloses(() => void navigate({ to: '/game-list', search: {}, replace: true }));
    },
    [commentsLinkId, navigate],
  );

  const listRef = useRef<HTMLDivElement | null>(null);
  const pull = usePullToRefresh(listRef, () => list.refetch(), !list.isPending);
  const scrolled = useScrolledPastTop();
  const sentinel = useLoadMoreWhenVisible(list);

  const applyRegion = (choice: RegionChoice) => {
    setRegion(choice);
    saveRegion(choice);
    setSelectedId(null);
  };
  const chooseSort = (next: GameListSort) => {
    setSort(next);
    saveSort(next);
    setSelectedId(null);
  };
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
        <div className="flex flex-col gap-3 pb-3 pt-1">
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={shownTextFirst(regionLabel(region), '지역 바꾸기')}
              onClick={() => setFilterOpen(true)}
              className={cn(
                buttonClasses({ variant: 'outline', size: 'sm' }),
                'min-w-0 flex-1 justify-start',
              )}
            >
              <MapPinIcon size={18} className="shrink-0 text-ink-subtle" />
              <span className="min-w-0 flex-1 truncate text-left">{regionLabel(region)}</span>
              <ChevronDownIcon size={16} className="shrink-0 text-ink-subtle" />
            </button>
            <Button
              variant="secondary"
              size="sm"
              leadingIcon={<TicketIcon size={18} />}
              aria-label="초대 번호로 찾기"
              aria-haspopup="dialog"
              onClick={() => setInvite({ kind: 'code' })}
            >
              초대 번호
            </Button>
          </div>
          <ChoiceGroup
            legend="정렬"
            hideLegend
            layout="chips"
            options={SORT_CHOICES}
            value={sort}
            onChange={chooseSort}
          />
        </div>

        <div ref={listRef} className="flex flex-1 flex-col">
          <PullIndicator state={pull} />
          {list.isPending ? (
            <GameListSkeleton />
          ) : list.isError && list.items.length === 0 ? (
            <LoadFailed title={GAME_LIST_FAILED} error={list.error} onRetry={() => void list.refetch()} />
          ) : list.items.length === 0 ? (
            <GameListEmpty
              regionLabel={regionLabel(region)}
              onNationwide={
                region.province === NATIONWIDE_CHOICE.province
                  ? undefined
                  : () => applyRegion(NATIONWIDE_CHOICE)
              }
            />
          ) : (
            <>
              <h2 className="sr-only">열린 경기</h2>
              <ul aria-label="열린 경기" className="flex flex-col gap-3">
                {list.items.map((game) => (
                  <li key={game.id}>
                    <GameCard
                      game={game}
                      selected={game.id === selectedId}
                      isMine={isMine(game)}
                      reported={reportedIds.includes(game.id)}
                      onSelect={(picked) =>
                        setSelectedId((current) => (current === picked.id ? null : picked.id))
                      }
                      onRuleInfo={setRuleInfoId}
                      onChallengers={setChallengersOf}
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

        {selected ? (
          <GameActionBar
            game={selected}
            myUserId={myUserId}
            onComments={() => {
              setCommentsGameId(selected.id);
              setCommentsOpen(true);
            }}
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
      {commentsGameId !== null ? (
        <Suspense fallback={null}>
          <CommentsSheet gameId={commentsGameId} open={commentsOpen} onOpenChange={changeCommentsOpen} />
        </Suspense>
      ) : null}
      <GameInviteDialog start={invite} myUserId={myUserId} onClose={closeInvite} />
    </>
  );
}
