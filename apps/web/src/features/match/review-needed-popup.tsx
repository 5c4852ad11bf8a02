import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { isReviewPromptSeen, markReviewPromptSeen } from './active-game-seen';
import { useActiveMyGame } from './match.api';

const resultPath = (gameId: number) => `/games/${gameId}/result`;
const RESULT_PAGE = /^\/games\/\d+\/result\/?$/;

/**
 * The global 'review needed' popup (spec §2 Global overlays, §4; issue 19 item 2): reads the same
 * GET /api/games/active/my poll as the 'game started' popup and, outside any result page, offers
 * the first of `pendingReviewGameIds` with a button to its result page. A game dismissed (or whose
 * result page was opened) is not offered again this session. It stays away while a game is under
 * way, so it never stands on the 'game started' popup.
 */
export function ReviewNeededPopup() {
  const active = useActiveMyGame();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [, setSeenVersion] = useState(0);
  const onResultPage = RESULT_PAGE.test(pathname);
  const pending = active.data?.pendingReviewGameIds ?? [];
  const gameId = pending.find((id) => !isReviewPromptSeen(id)) ?? null;

  // Opening a result page (from the popup, a notification or a link) settles its prompt.
  const openResultId = onResultPage ? Number(pathname.split('/')[2]) : null;
  const openIsPending = openResultId !== null && pending.includes(openResultId);
  useEffect(() => {
    if (openIsPending) markReviewPromptSeen(openResultId);
  }, [openIsPending, openResultId]);

  if (!active.data || active.data.activeGame !== null || onResultPage || gameId === null) return null;
  const done = () => {
    markReviewPromptSeen(gameId);
    setSeenVersion((version) => version + 1);
  };
  return <PromptDialog key={gameId} gameId={gameId} onDone={done} />;
}

function PromptDialog({ gameId, onDone }: { gameId: number; onDone: () => void }) {
  const navigate = useNavigate();
  const open = () => {
    onDone();
    afterOverlayCloses(() => void navigate({ href: resultPath(gameId) }));
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onDone()}
      kind="alert"
      title="상대를 평가해 주세요"
      data-testid="review-needed"
      description="끝난 경기의 후기를 아직 남기지 않았어요. 상대의 매너와 실력을 알려 주세요."
      footer={
        <div className="flex w-full flex-col gap-2">
          <Button fullWidth autoFocus onClick={open}>
            후기 남기러 가기
          </Button>
          <Button variant="ghost" fullWidth onClick={onDone}>
            다음에 할게요
          </Button>
        </div>
      }
    />
  );
}
