import { reportMessages } from '@hanpan/core';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckCircleIcon } from '@/ui/icons';
import { ReportForm } from '@/features/reports';
import { useReportGame } from '@/features/games';
import { rememberReportedGame, useGameReportedOnDevice } from './reported-games';

export const GAME_REPORT_FAILED = '신고하지 못했어요. 잠시 후 다시 시도해 주세요.';
/** Spec §8 (comment report, the same flow for games): the confirmation stays this long. */
export const REPORT_RECEIVED_CLOSE_MS = 1_300;

/** True for the server's "this player already reported this game" (409 game_already_reported). */
export function isAlreadyReported(error: unknown): boolean {
  return isApiError(error) && error.code === 'game_already_reported';
}

type Stage = 'form' | 'received' | 'already';

/**
 * 신고하기 for a game (spec §4 report flows: form → confirmation; §5 once per device). A game this
 * device reported before opens straight at '신고 접수가 완료된 경기입니다.'; so does the server's 409.
 */
export function GameReportDialog({ gameId, onClose }: { gameId: number | null; onClose: () => void }) {
  const reportedHere = useGameReportedOnDevice(gameId);
  const report = useReportGame();
  const [stage, setStage] = useState<Stage>('form');
  const open = gameId !== null;
  const shown: Stage = stage === 'form' && reportedHere ? 'already' : stage;

  // Each opening starts at the form (or at 'already reported'): reset while rendering.
  const [shownFor, setShownFor] = useState(gameId);
  if (gameId !== shownFor) {
    setShownFor(gameId);
    setStage('form');
  }
  useEffect(() => {
    if (stage !== 'received') return;
    const timer = setTimeout(onClose, REPORT_RECEIVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [stage, onClose]);

  const formId = useId();
  const close = (next: boolean) => {
    if (!next && !report.isPending) onClose();
  };

  if (shown !== 'form') {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        kind="alert"
        title={shown === 'received' ? reportMessages.received : reportMessages.gameAlreadyReported}
        description={
          shown === 'received'
            ? `운영진이 ${reportMessages.promiseHours}시간 안에 확인해요.`
            : '같은 경기는 한 번만 신고할 수 있어요.'
        }
        footer={
          <DialogClose asChild>
            <Button fullWidth>확인</Button>
          </DialogClose>
        }
        data-testid="game-report"
      >
        {shown === 'received' ? (
          <p role="status" className="flex justify-center py-2 text-success">
            <CheckCircleIcon size={36} />
            <span className="sr-only">{reportMessages.received}</span>
          </p>
        ) : null}
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="경기 신고하기"
      description={`신고 사유를 알려 주세요. 운영진이 ${reportMessages.promiseHours}시간 안에 확인해요.`}
      data-testid="game-report"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" fullWidth disabled={report.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" fullWidth loading={report.isPending}>
            신고하기
          </Button>
        </>
      }
    >
      {gameId !== null ? (
        <ReportForm
          id={formId}
          label="경기 신고"
          placeholder="예: 욕설이 들어 있어요, 장난으로 만든 경기예요"
          failureMessage={GAME_REPORT_FAILED}
          onSend={(reason, handlers) =>
            report.mutate(
              { gameId, reason },
              {
                onSuccess: () => {
                  rememberReportedGame(gameId);
                  handlers.onSuccess();
                },
                onError: (failure) => {
                  if (isAlreadyReported(failure)) {
                    setStage('already');
                    rememberReportedGame(gameId);
                    return;
                  }
                  handlers.onError(failure);
                },
              },
            )
          }
          onDone={() => setStage('received')}
        />
      ) : null}
    </Dialog>
  );
}
