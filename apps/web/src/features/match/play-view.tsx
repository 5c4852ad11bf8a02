import {
  currentSetOf,
  type GamePlayer,
  type MatchCommand,
  type MatchSet,
  type MatchState,
} from '@hanpan/core';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RuleDetailDialog } from '@/features/rules';
import { cn } from '@/lib/cn';
import { stompConnection, type ConnectionState } from '@/lib/stomp-client';
import { AppBar, BackButton } from '@/ui/app-bar';
import { Button } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';
import { CameraIcon, InfoIcon, StopwatchIcon, WifiOffIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { markActiveGameSeen } from './active-game-seen';
import { CameraButtons } from './camera-buttons';
import { alertOvertime, useWakeLock } from './device';
import { ConfirmDialog, LogDialog, WinnerDialog } from './match-dialogs';
import { FlagIcon, ListIcon, RotateIcon } from './match-icons';
import { rulesText, setClock, type PlayerNames } from './match-text';
import { playMessages } from './play-messages';
import { PlayerPanel } from './player-panel';
import { useLiveMatch } from './use-live-match';

type Confirming = 'end-set' | 'finish' | 'reset' | null;

const NO_SET: MatchSet = {
  index: 1,
  phase: 'over',
  score1: 0,
  score2: 0,
  startedAt: null,
  endedAt: null,
  winner: null,
  endedBy: null,
};

/**
 * Play (/games/{id}/play and /games/{id}, spec §2, §4 Play): the live scoreboard two phones share.
 * The server decides; this phone draws its own presses at once (use-live-match.ts).
 */
export function PlayView({ gameId }: { gameId: number }) {
  const match = useLiveMatch(gameId);
  const navigate = useNavigate();
  const detail = match.detail.data;
  const goToResult = () =>
    void navigate({ to: '/games/$gameId/result', params: { gameId: String(gameId) }, replace: true });

  // Not (or no longer) under way: the result page (spec §2 Play).
  const notLive = detail !== undefined && detail.gameStatus !== 'IN_PROGRESS';
  useEffect(() => {
    if (notLive)
      void navigate({ to: '/games/$gameId/result', params: { gameId: String(gameId) }, replace: true });
  }, [notLive, navigate, gameId]);

  // On the play screen the 'game started' popup has nothing to offer for this game.
  useEffect(() => markActiveGameSeen(gameId), [gameId]);

  const live = match.confirmed?.status === 'playing' && !notLive;
  useWakeLock(live);

  if (match.detail.isError) {
    const error = match.detail.error;
    return (
      <Screen title="경기">
        <LoadFailed
          title={playMessages.loadFailed}
          error={error}
          onRetry={() => void match.detail.refetch()}
        />
      </Screen>
    );
  }
  if (!detail || notLive || !match.drawn || !detail.user2 || match.me === null) {
    return (
      <Screen title="경기">
        <PlaySkeleton />
      </Screen>
    );
  }

  return (
    <LiveBoard
      gameId={gameId}
      match={match}
      title={detail.rule.ruleTitle}
      ruleId={detail.rule.id}
      players={{ 1: detail.user1, 2: detail.user2 }}
      state={match.drawn}
      live={live}
      onResult={goToResult}
    />
  );
}

function Screen({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <AppBar title={title} leading={<BackButton fallback="/game" />} actions={actions} />
      <main className="flex flex-1 flex-col gap-3 px-4 pb-safe pt-2">{children}</main>
    </div>
  );
}

function PlaySkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton className="h-10 w-full rounded-xl" />
      <div className="flex gap-3">
        <Skeleton className="h-72 flex-1 rounded-2xl" />
        <Skeleton className="h-72 flex-1 rounded-2xl" />
      </div>
      <Skeleton className="h-12 w-full rounded-lg" />
    </SkeletonGroup>
  );
}

function LiveBoard({
  gameId,
  match,
  title,
  ruleId,
  players,
  state,
  live,
  onResult,
}: {
  gameId: number;
  match: ReturnType<typeof useLiveMatch>;
  title: string;
  ruleId: number;
  players: { 1: GamePlayer; 2: GamePlayer };
  state: MatchState;
  live: boolean;
  onResult: () => void;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showLog, setShowLog] = useState(false);
  const [showRule, setShowRule] = useState(false);
  const me = match.me!;
  // A match finished before any set went live keeps no set at all.
  const set = currentSetOf(state) ?? NO_SET;
  const clock = setClock(state.rules, set, match.nowMs);
  const names: PlayerNames = useMemo(
    () => ({ byId: new Map([players[1], players[2]].map((player) => [player.id, player.nickname])) }),
    [players],
  );
  // The original puts the phone's owner on the left.
  const order: Array<1 | 2> = me === players[2].id ? [2, 1] : [1, 2];

  useOvertimeAlert(set.index, set.phase);

  const score = (side: 1 | 2, delta: 1 | -1): MatchCommand => ({
    type: 'SCORE',
    userId: players[side].id,
    setIndex: set.index,
    scoreDelta: delta,
  });
  const nextSet =
    state.status === 'playing' && (set.phase === 'waiting' || set.phase === 'over')
      ? set.phase === 'waiting'
        ? set.index
        : set.index + 1
      : null;
  const endSet: MatchCommand = { type: 'END_SET', setIndex: set.index };
  const reset: MatchCommand = { type: 'RESET', setIndex: set.index };
  const finish: MatchCommand = { type: 'FINISH' };
  const counting = clock.countdown !== null;

  return (
    <Screen
      title={title}
      actions={
        <>
          <IconButton
            label="경기 기록"
            icon={<ListIcon size={22} />}
            onClick={() => {
              setShowLog(true);
              if (match.logs === null) void match.loadLogs();
            }}
          />
          <IconButton label="규칙 보기" icon={<InfoIcon size={22} />} onClick={() => setShowRule(true)} />
        </>
      }
    >
      <div className="flex items-center justify-between gap-2 rounded-xl bg-surface px-4 py-2.5 shadow-card">
        <div className="min-w-0">
          <p className="text-title-sm text-ink">{set.index}세트</p>
          <p className="text-caption text-ink-subtle">{rulesText(state.rules)}</p>
        </div>
        <p
          data-testid="set-clock"
          className={cn(
            'flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-title-sm tabular-nums',
            clock.overtime ? 'bg-danger-soft text-danger' : 'bg-fill text-ink',
          )}
        >
          <StopwatchIcon size={18} />
          {clock.overtime ? <span className="text-label font-semibold">연장</span> : null}
          {clock.text}
        </p>
      </div>

      <div className="relative flex gap-3">
        {order.map((side) => (
          <PlayerPanel
            key={side}
            player={players[side]}
            isMe={players[side].id === me}
            score={side === 1 ? set.score1 : set.score2}
            setWins={side === 1 ? state.set1 : state.set2}
            canPlus={match.can(score(side, 1))}
            canMinus={match.can(score(side, -1))}
            onPlus={() => match.act(score(side, 1))}
            onMinus={() => match.act(score(side, -1))}
          />
        ))}
        {counting ? (
          <div
            role="status"
            aria-label={`${set.index}세트 시작까지 ${clock.countdown}초`}
            className="absolute inset-0 flex flex-col items-center justify-center rounded-2xl bg-ink/70 text-white"
          >
            <span aria-hidden="true" className="text-[6rem] font-extrabold leading-none tabular-nums">
              {clock.countdown}
            </span>
            <span aria-hidden="true" className="text-title-sm">
              {set.index}세트 곧 시작해요
            </span>
          </div>
        ) : null}
      </div>

      {nextSet !== null ? (
        <Button
          size="lg"
          fullWidth
          onClick={() => match.act({ type: 'SET', setIndex: nextSet })}
          disabled={!match.can({ type: 'SET', setIndex: nextSet })}
        >
          {nextSet}세트 시작
        </Button>
      ) : null}
      {set.phase === 'over' && state.status === 'playing' ? (
        <p className="text-center text-body-sm text-ink-muted">
          {set.index}세트{' '}
          {set.winner === 0 || set.winner === null ? '무승부' : `${players[set.winner].nickname} 승`}
        </p>
      ) : null}

      <div className="grid grid-cols-3 gap-2">
        <Button
          variant="outline"
          size="sm"
          leadingIcon={<FlagIcon size={18} />}
          disabled={!match.can(endSet)}
          onClick={() => setConfirming('end-set')}
        >
          세트 끝내기
        </Button>
        <Button
          variant="outline"
          size="sm"
          leadingIcon={<RotateIcon size={18} />}
          disabled={!match.can(reset)}
          onClick={() => setConfirming('reset')}
        >
          처음부터
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={!match.can(finish)}
          onClick={() => setConfirming('finish')}
        >
          경기 끝내기
        </Button>
      </div>

      <CameraButtons gameId={gameId} />
      <HouseBanner />

      <ConfirmDialog
        open={confirming === 'end-set'}
        title={`${set.index}세트를 끝낼까요?`}
        description={
          state.rules.winBy === 'SETS_HALF_WIN'
            ? '이 세트는 무승부로 기록돼요.'
            : '점수가 높은 쪽이 이 세트를 가져가요. 같으면 무승부예요.'
        }
        confirmLabel="세트 끝내기"
        onConfirm={() => match.act(endSet)}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'reset'}
        title={`${set.index}세트를 처음부터 할까요?`}
        description="이번 세트 점수가 0점이 되고 5초 뒤에 다시 시작해요. 끝난 세트는 그대로예요."
        confirmLabel="처음부터"
        onConfirm={() => match.act(reset)}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'finish'}
        title="경기를 끝낼까요?"
        description={
          set.score1 + set.score2 === 0 && state.set1 + state.set2 === 0 && state.sets.length <= 1
            ? '아직 점수가 없어서 기록 없이 끝나요.'
            : '지금 세트까지의 결과로 경기가 끝나요. 되돌릴 수 없어요.'
        }
        confirmLabel="경기 끝내기"
        danger
        onConfirm={() => match.act(finish)}
        onClose={() => setConfirming(null)}
      />
      <LogDialog open={showLog} logs={match.logs} names={names} onClose={() => setShowLog(false)} />
      <RuleDetailDialog ruleId={showRule ? ruleId : null} onClose={() => setShowRule(false)} />
      {match.confirmed?.status === 'over' ? (
        <WinnerDialog state={match.confirmed} names={names} onResult={onResult} />
      ) : null}
      {live ? <ConnectionOverlay state={match.connection} /> : null}
      <LeaveGuard active={live} />
    </Screen>
  );
}

/** Once per set, when it runs into overtime here (not when the screen opens already in it). */
function useOvertimeAlert(setIndex: number, phase: string) {
  const previous = useRef<{ setIndex: number; phase: string } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { setIndex, phase };
    if (phase === 'overtime' && before?.setIndex === setIndex && before.phase === 'live') alertOvertime();
  }, [setIndex, phase]);
}

/** Spec §4 Play: connecting (the reconnecting overlay) and disconnected. */
export function ConnectionOverlay({ state }: { state: ConnectionState }) {
  if (state === 'connected') return null;
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-ink/60 px-8">
      <div
        role="status"
        className="flex w-full max-w-[20rem] flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-6 text-center shadow-raised"
      >
        {state === 'connecting' ? (
          <>
            <Spinner size={28} className="text-accent-500" />
            <p className="text-title-sm text-ink">{playMessages.connecting}</p>
            <p className="text-body-sm text-ink-muted">{playMessages.connectingHint}</p>
          </>
        ) : (
          <>
            <WifiOffIcon size={28} className="text-danger" />
            <p className="text-title-sm text-ink">{playMessages.disconnected}</p>
            <Button fullWidth onClick={() => stompConnection.reconnectNow()}>
              {playMessages.reconnect}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** Back (or any link) asks before leaving a live match; dialogs of this screen pass. */
function LeaveGuard({ active }: { active: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      current.pathname !== next.pathname && !next.pathname.startsWith('/init'),
    disabled: !active,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/50 px-5">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-title"
        aria-describedby="leave-body"
        className="w-full max-w-[22rem] rounded-2xl bg-surface px-6 pb-6 pt-6 shadow-raised"
      >
        <h2 id="leave-title" className="text-title text-ink">
          {playMessages.leaveTitle}
        </h2>
        <p id="leave-body" className="pt-2 text-body text-ink-muted">
          {playMessages.leaveBody}
        </p>
        <div className="flex gap-2 pt-5">
          <Button variant="outline" fullWidth autoFocus onClick={() => blocker.reset()}>
            머무르기
          </Button>
          <Button fullWidth onClick={() => blocker.proceed()}>
            나가기
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A slot for the house's own notices (spec §2 "ad banner"): no third-party ads or tracking. */
function HouseBanner() {
  return (
    <aside
      aria-label="한판 소식"
      className="mt-auto flex items-center gap-3 rounded-xl bg-accent-50 px-4 py-3 text-body-sm text-accent-800"
    >
      <CameraIcon size={20} className="shrink-0" />
      <span>경기 사진과 동영상은 이 기기에만 저장돼요. 결과 화면에서 다시 볼 수 있어요.</span>
    </aside>
  );
}
