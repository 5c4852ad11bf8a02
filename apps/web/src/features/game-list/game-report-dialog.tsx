import { countChars, REPORT_REASON_MAX, ReportBodySchema, reportMessages } from '@hanpan/core';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckCircleIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { useReportGame } from './game-list.api';
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
          onSend={(reason, showError) =>
            report.mutate(
              { gameId, reason },
              {
                onSuccess: () => {
                  setStage('received');
                  rememberReportedGame(gameId);
                },
                onError: (failure) => {
                  if (isAlreadyReported(failure)) {
                    setStage('already');
                    rememberReportedGame(gameId);
                    return;
                  }
                  showError(failure);
                },
              },
            )
          }
        />
      ) : null}
    </Dialog>
  );
}

const reasonSchema = ReportBodySchema.shape.reason;

function ReportForm({
  id,
  onSend,
}: {
  id: string;
  onSend: (reason: string, showError: (failure: unknown) => void) => void;
}) {
  const [reason, setReason] = useState('');
  const form = useSubmitValidation({ reason }, (values) => ({
    reason: schemaError(reasonSchema, values.reason),
  }));
  const submit = form.handleSubmit(() =>
    onSend(reason.trim(), (failure) => form.showRequestError(failure, 'reason', GAME_REPORT_FAILED)),
  );
  return (
    <form id={id} noValidate onSubmit={submit} aria-label="경기 신고" className="flex flex-col gap-3">
      <TextAreaField
        label="신고 사유"
        name="reason"
        rows={4}
        placeholder="예: 욕설이 들어 있어요, 장난으로 만든 경기예요"
        value={reason}
        error={form.error('reason')}
        counter={<CharCounter length={countChars(reason.trim())} max={REPORT_REASON_MAX} />}
        onChange={(event) => setReason(event.target.value)}
      />
      {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
    </form>
  );
}
