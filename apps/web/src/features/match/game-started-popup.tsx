import { activeGameQueue, type ActiveGame } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTopic } from '@/lib/use-topic';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { isActiveGameSeen, markActiveGameSeen } from './active-game-seen';
import { matchKeys, useActiveMyGame } from './match.api';

/** Spec §9: the popup joins by itself after 5 s. */
export const AUTO_JOIN_SECONDS = 5;

const playPath = (gameId: number) => `/games/${gameId}/play`;
const isPlayScreenOf = (pathname: string, gameId: number) =>
  pathname === playPath(gameId) || pathname === `/games/${gameId}`;

/**
 * The global 'game started' popup (spec §2 Global overlays, §4 Active game polling): polls
 * GET /api/games/active/my every 5 s (paused while the page is hidden; also pushed on
 * /user/queue/active-game), offers a newly started game with a 5-second countdown to join by
 * itself, and '참여하지 않을래요'. A game dismissed, joined or already open on its play screen is not
 * offered again this session.
 */
export function GameStartedPopup() {
  const queryClient = useQueryClient();
  const active = useActiveMyGame();
  useTopic(activeGameQueue, {}, (message) => queryClient.setQueryData(matchKeys.activeMine(), message));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [, setSeenVersion] = useState(0);
  const game = active.data?.activeGame ?? null;
  const onItsScreen = game !== null && isPlayScreenOf(pathname, game.gameId);

  useEffect(() => {
    if (game && onItsScreen) markActiveGameSeen(game.gameId);
  }, [game, onItsScreen]);

  if (!game || onItsScreen || isActiveGameSeen(game.gameId)) return null;
  return (
    <StartedDialog
      key={game.gameId}
      game={game}
      onDone={() => {
        markActiveGameSeen(game.gameId);
        setSeenVersion((version) => version + 1);
      }}
    />
  );
}

function StartedDialog({ game, onDone }: { game: ActiveGame; onDone: () => void }) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(AUTO_JOIN_SECONDS);

  const join = () => {
    onDone();
    afterOverlayCloses(() => void navigate({ href: playPath(game.gameId) }));
  };

  useEffect(() => {
    const interval = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1_000);
    return () => clearInterval(interval);
  }, []);
  const due = seconds === 0;
  useEffect(() => {
    if (due) join();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the countdown ends
  }, [due]);

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onDone()}
      kind="alert"
      title="경기가 시작됐어요"
      data-testid="game-started"
      description={`${game.player1.nickname} vs ${game.player2.nickname} · ${game.ruleTitle}`}
      footer={
        <div className="flex w-full flex-col gap-2">
          <Button fullWidth autoFocus onClick={join}>
            지금 참여하기
          </Button>
          <Button variant="ghost" fullWidth onClick={onDone}>
            참여하지 않을래요
          </Button>
        </div>
      }
    >
      <p className="pb-1 text-center text-body text-ink" aria-live="polite">
        <span className="text-headline tabular-nums text-accent-600">{seconds}</span>초 뒤에 경기 화면으로
        가요.
      </p>
    </Dialog>
  );
}
