import type { GameLogEntry, MatchState } from '@hanpan/core';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { logLine, winnerText, type PlayerNames } from './match-text';

/** A yes/no question before an action that cannot be taken back (ui/dialog's alert kind). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      kind="alert"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" fullWidth onClick={onClose}>
            취소
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            fullWidth
            autoFocus
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/** The server's announcement: '@nickname' or '무승부' (spec §4 Server events), then the result page. */
export function WinnerDialog({
  state,
  names,
  onResult,
}: {
  state: MatchState;
  names: PlayerNames;
  onResult: () => void;
}) {
  const result = state.result;
  const abandoned = result?.abandoned ?? false;
  const winner = winnerText(state, names);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onResult()}
      kind="alert"
      title="경기가 끝났어요"
      data-testid="winner"
      footer={
        <Button fullWidth autoFocus onClick={onResult}>
          결과 보기
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-1 py-2 text-center">
        {abandoned ? (
          <p className="text-title text-ink">점수 없이 끝나 기록되지 않아요.</p>
        ) : (
          <>
            <p className="text-display text-accent-600">{winner}</p>
            <p className="text-body text-ink-muted">{winner === '무승부' ? '비겼어요' : '승리했어요'}</p>
            <p className="text-title-sm text-ink">
              {names.byId.get(state.player1Id)} {state.set1} : {state.set2} {names.byId.get(state.player2Id)}
            </p>
            {result?.finishedEarly ? (
              <p className="text-body-sm text-ink-subtle">승부가 나기 전에 끝내서 기록에 남지 않아요.</p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}

/** The match's log (GET game-logs, then the topic), newest first. */
export function LogDialog({
  open,
  logs,
  names,
  onClose,
}: {
  open: boolean;
  logs: GameLogEntry[] | null;
  names: PlayerNames;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="경기 기록">
      {logs === null ? (
        <div className="flex justify-center py-6">
          <Spinner label="불러오는 중" />
        </div>
      ) : logs.length === 0 ? (
        <p className="py-6 text-center text-body text-ink-muted">아직 기록이 없어요.</p>
      ) : (
        <ol aria-label="경기 기록" className="flex flex-col divide-y divide-line pb-4">
          {[...logs].reverse().map((entry) => (
            <li key={entry.seq} className="flex items-baseline gap-3 py-2.5">
              <time dateTime={entry.time} className="shrink-0 text-caption tabular-nums text-ink-subtle">
                {new Date(entry.time).toLocaleTimeString('ko-KR', {
                  timeZone: 'Asia/Seoul',
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                  hour12: false,
                })}
              </time>
              <span className="text-body-sm text-ink">{logLine(entry, names)}</span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
