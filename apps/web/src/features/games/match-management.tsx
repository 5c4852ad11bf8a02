import type { MyGame } from '@hanpan/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { useSession } from '@/features/auth';
import { markActiveGameSeen } from '@/features/match';
import { AppLink } from '@/ui/app-link';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CompassIcon, FileTextIcon, StopwatchIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { PagedList, type PagedListState } from '@/ui/paged-list';
import { showToast } from '@/ui/toast';
import type { ApplicantsState } from './applicants-panel';
import { GameCard, type GameCardHandlers, type Me } from './game-card';
import { APPLICANTS_GAMES_LIMIT, applicantGameIds, mergeCards, type ManageCard } from './game-card-model';
import { gameScreenMessages } from './game-messages';
import { useGameApplicants, useMyGames, useMyRequests } from './games.api';
import { useLinkedGameGone } from './use-linked-game-gone';

// The dialogs load with their first use: the list paints without them (and without the places
// search, the photo upload and the rule text), and the first page's preload list stays short.
const RuleDetailDialog = lazy(() =>
  import('@/features/rules/rule-detail-dialog').then((module) => ({ default: module.RuleDetailDialog })),
);
const ApplicantsPanel = lazy(() =>
  import('./applicants-panel').then((module) => ({ default: module.ApplicantsPanel })),
);
const StartFlow = lazy(() => import('./start-flow').then((module) => ({ default: module.StartFlow })));
const DeleteGameDialog = lazy(() =>
  import('./game-dialogs').then((module) => ({ default: module.DeleteGameDialog })),
);
const DeclinedInvitationDialog = lazy(() =>
  import('./game-dialogs').then((module) => ({ default: module.DeclinedInvitationDialog })),
);

/** A lazy dialog, mounted only while it is open. */
function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** How long a card linked by /game?id= stays highlighted. */
export const HIGHLIGHT_MS = 2_500;

/**
 * Match management (/game, spec §2): the requests I sent and my games in one list, newest first,
 * polled every 3 s; every card action and dialog. `highlightId` (/game?id=) scrolls to that card
 * and highlights it (a notification's or a link's target); start and join open the play screen.
 */
export function MatchManagement({ highlightId }: { highlightId?: number }) {
  const session = useSession();
  const me: Me | null = session.data
    ? { id: session.data.userId, nickname: session.data.nickname ?? '나' }
    : null;
  const games = useMyGames();
  const requests = useMyRequests();
  const cards = useMemo(
    () =>
      mergeCards(
        { items: requests.items, hasMore: requests.hasNextPage },
        { items: games.items, hasMore: games.hasNextPage },
      ),
    [requests.items, requests.hasNextPage, games.items, games.hasNextPage],
  );

  const applicantIds = useMemo(() => applicantGameIds(cards).slice(0, APPLICANTS_GAMES_LIMIT), [cards]);
  const applicants = useGameApplicants(applicantIds);

  const [ruleId, setRuleId] = useState<number | null>(null);
  const [panelKey, setPanelKey] = useState<string | null>(null);
  const [starting, setStarting] = useState<MyGame | null>(null);
  const [deleting, setDeleting] = useState<MyGame | null>(null);
  const [declined, setDeclined] = useState<MyGame | null>(null);
  const { highlighted, register } = useHighlight(highlightId, cards);
  const navigate = useNavigate();

  const handlers: GameCardHandlers = {
    onOpenRule: setRuleId,
    onOpenApplicants: (card) => setPanelKey(card.key),
    // Spec §2: join opens the play screen.
    onJoin: (gameId) => {
      markActiveGameSeen(gameId);
      void navigate({ to: '/games/$gameId/play', params: { gameId: String(gameId) } });
    },
    onStart: setStarting,
    onDelete: setDeleting,
    onChooseAfterDecline: setDeclined,
  };

  const panelCard = panelKey ? (cards.find((card) => card.key === panelKey) ?? null) : null;
  const panelState: ApplicantsState = {
    applicants: panelCard ? applicantsOf(panelCard, applicants) : undefined,
    isError: applicants.isError,
    error: applicants.error,
    onRetry: () => void applicants.refetch(),
  };

  const loading = games.isPending || requests.isPending;
  const hasMore = games.hasNextPage || requests.hasNextPage;
  const loadingMore = games.isFetchingNextPage || requests.isFetchingNextPage;
  const loadMore = () => {
    if (games.hasNextPage) void games.fetchNextPage();
    if (requests.hasNextPage) void requests.fetchNextPage();
  };
  // The two lists as one for PagedList; a list that failed while the other has cards shows its
  // own alert above them (a failed next page shows in 더 보기's place instead).
  const both: PagedListState<ManageCard> = {
    items: cards,
    isPending: loading,
    isError: games.isError || requests.isError,
    error: games.error ?? requests.error,
    refetch: () => {
      void games.refetch();
      void requests.refetch();
    },
    hasNextPage: hasMore,
    isFetchingNextPage: loadingMore,
    isFetchNextPageError: games.isFetchNextPageError || requests.isFetchNextPageError,
    fetchNextPage: loadMore,
  };
  const partlyFailed =
    !loading &&
    cards.length > 0 &&
    ((games.isError && !games.isFetchNextPageError) || (requests.isError && !requests.isFetchNextPageError));

  useLinkedGameGone(
    highlightId,
    {
      cards,
      settled: !loading && !loadingMore && !games.isError && !requests.isError,
      hasMore,
      loadMore,
    },
    useCallback(() => {
      showToast(gameScreenMessages.linkedGameGone);
      void navigate({ to: '/game', search: {}, replace: true });
    }, [navigate]),
  );

  return (
    <div className="flex flex-1 flex-col gap-4 pt-3">
      <nav aria-label="바로가기" className="flex gap-2">
        <Link to="/rules" className={buttonClasses({ variant: 'outline', size: 'sm', fullWidth: true })}>
          <FileTextIcon size={18} />
          규칙 보기
        </Link>
        <AppLink
          to="/game-list"
          className={buttonClasses({ variant: 'secondary', size: 'sm', fullWidth: true })}
        >
          <CompassIcon size={18} />
          경기 찾기
        </AppLink>
      </nav>

      {partlyFailed ? (
        <LoadFailed
          inline
          title={games.isError ? gameScreenMessages.gamesFailed : gameScreenMessages.requestsFailed}
          error={games.error ?? requests.error}
          onRetry={() => {
            if (games.isError) void games.refetch();
            if (requests.isError) void requests.refetch();
          }}
        />
      ) : null}
      {cards.length > 0 ? <h2 className="sr-only">신청한 경기와 내 경기</h2> : null}
      <PagedList
        list={both}
        label="신청한 경기와 내 경기"
        loading={<CardSkeletons />}
        errorTitle={gameScreenMessages.loadFailed}
        errorClassName="flex-1 justify-center"
        empty={
          <EmptyState
            className="flex-1 justify-center"
            icon={<StopwatchIcon size={30} />}
            title="게임이 없습니다"
            description="신청한 경기와 내가 만든 경기가 여기에 모여요."
            action={
              <>
                <AppLink to="/game-list" className={buttonClasses({ fullWidth: true })}>
                  경기 찾아보기
                </AppLink>
                <Link to="/rules" className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
                  규칙 둘러보기
                </Link>
              </>
            }
          />
        }
        listClassName="flex flex-col gap-3"
        renderItem={(card) => (
          <li key={card.key}>
            <GameCard
              ref={register(card.id)}
              card={card}
              me={me}
              highlighted={highlighted === card.id}
              {...handlers}
            />
          </li>
        )}
      />

      <WhenOpen open={ruleId !== null}>
        <RuleDetailDialog ruleId={ruleId} onClose={() => setRuleId(null)} />
      </WhenOpen>
      <WhenOpen open={panelCard !== null}>
        <ApplicantsPanel card={panelCard} state={panelState} onClose={() => setPanelKey(null)} />
      </WhenOpen>
      <WhenOpen open={starting !== null}>
        {starting ? (
          <StartFlow
            key={starting.id}
            game={starting}
            onClose={() => setStarting(null)}
            onStarted={(gameId) => {
              setStarting(null);
              markActiveGameSeen(gameId);
              showToast(gameScreenMessages.started);
              // Spec §4 Start flow: it ends on the play screen.
              afterOverlayCloses(
                () => void navigate({ to: '/games/$gameId/play', params: { gameId: String(gameId) } }),
              );
            }}
          />
        ) : null}
      </WhenOpen>
      <WhenOpen open={deleting !== null}>
        <DeleteGameDialog game={deleting} onClose={() => setDeleting(null)} />
      </WhenOpen>
      <WhenOpen open={declined !== null}>
        <DeclinedInvitationDialog
          game={declined}
          onClose={() => setDeclined(null)}
          onDelete={(game) => {
            setDeclined(null);
            afterOverlayCloses(() => setDeleting(game));
          }}
        />
      </WhenOpen>
    </div>
  );
}

function applicantsOf(card: ManageCard, query: ReturnType<typeof useGameApplicants>) {
  const entry = query.data?.find((item) => item.gameId === card.id);
  if (entry) return entry.applicants;
  // The answer for another set of games is still on screen while this one loads.
  if (!query.data || query.isPlaceholderData) return undefined;
  return [];
}

/**
 * /game?id= (and 참여하기, and a successful start): scroll that card into view, focus it and
 * highlight it for a moment. Waits for the card if the lists are still loading.
 */
function useHighlight(linkedId: number | undefined, cards: readonly ManageCard[]) {
  const elements = useRef(new Map<number, HTMLElement>());
  const [target, setTarget] = useState<{ id: number; nonce: number } | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const handled = useRef<number | null>(null);
  const nonce = useRef(0);

  const highlight = useCallback((id: number) => setTarget({ id, nonce: ++nonce.current }), []);

  useEffect(() => {
    if (linkedId !== undefined) highlight(linkedId);
  }, [linkedId, highlight]);

  useEffect(() => {
    if (!target || handled.current === target.nonce) return;
    const element = elements.current.get(target.id);
    if (!element) return;
    handled.current = target.nonce;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
    setHighlighted(target.id);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [target, cards]);

  const register = useCallback(
    (id: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );
  return { highlighted, highlight, register };
}

function CardSkeletons() {
  return (
    <SkeletonGroup label="경기를 불러오는 중">
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <div
            key={key}
            data-testid="game-card-skeleton"
            className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
          >
            <div className="flex items-start gap-3">
              <Skeleton className="size-12 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2 pt-1">
                <Skeleton className="h-3.5 w-28" />
                <Skeleton className="h-4 w-44" />
              </div>
              <Skeleton className="h-5 w-12" />
            </div>
            <Skeleton className="h-24 rounded-xl" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <div className="flex gap-2">
              <Skeleton className="h-11 w-24 rounded-md" />
              <Skeleton className="h-11 w-24 rounded-md" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
