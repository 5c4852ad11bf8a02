import type { GameSummary } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { showToast } from '@/ui/toast';
import { actionBarState, failureText, gameActionMessages } from './game-actions';
import { gameSummaryOptions, useApplyToGame, useCancelGameRequest, useGameSummary } from '@/features/games';
import { GameSummaryView } from './game-summary-view';
import {
  canConfirmInviteCode,
  cleanInviteCodeInput,
  gameIdOfInviteCode,
  inviteCodeMessages,
} from './invite-code';

/** How the dialog opens: at the code field, or at one game's summary (`?gameId=`, invite links). */
export type InviteDialogStart = { kind: 'code' } | { kind: 'game'; gameId: number } | null;

const SUMMARY_LOAD_FAILED = '경기 정보를 불러오지 못했어요.';

/**
 * The invite-code quick join (spec §2, §5): exactly four digits, decoded on the phone, then the
 * game's summary from the server with an apply button. A code that points at no game the caller
 * may see says '잘못된 초대 번호입니다.'.
 */
export function GameInviteDialog({
  start,
  myUserId,
  onClose,
}: {
  start: InviteDialogStart;
  myUserId: number | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [gameId, setGameId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  // A new start (the code button, another link) begins afresh: adjusted while rendering, not in
  // an effect, so the old game never flashes.
  const [shownStart, setShownStart] = useState<InviteDialogStart>(null);
  if (start !== shownStart) {
    setShownStart(start);
    if (start !== null) {
      setGameId(start.kind === 'game' ? start.gameId : null);
      setCode('');
      setError(null);
    }
  }

  const submit = async () => {
    if (!canConfirmInviteCode(code) || busy) return;
    const decoded = gameIdOfInviteCode(code);
    if (decoded === null) {
      setError(inviteCodeMessages.invalid);
      return;
    }
    setBusy(true);
    try {
      await queryClient.fetchQuery(gameSummaryOptions(decoded));
      setGameId(decoded);
    } catch (failure) {
      // 404 (no such open game, or one the caller may not see) and 400 read the same to the player.
      setError(isNotFound(failure) ? inviteCodeMessages.invalid : failureText(failure, SUMMARY_LOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const open = start !== null;
  const atCode = gameId === null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={atCode ? '초대 번호로 찾기' : '초대받은 경기'}
      description={atCode ? '친구에게 받은 4자리 초대 번호를 넣어 주세요.' : undefined}
      data-testid="invite-dialog"
      footer={
        !open ? null : atCode ? (
          <>
            <DialogClose asChild>
              <Button variant="outline" fullWidth>
                취소
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={formId}
              fullWidth
              disabled={!canConfirmInviteCode(code)}
              loading={busy}
            >
              확인
            </Button>
          </>
        ) : (
          <SummaryFooter gameId={gameId} myUserId={myUserId} />
        )
      }
    >
      {!open ? null : atCode ? (
        <form
          id={formId}
          noValidate
          aria-label="초대 번호 입력"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="초대 번호"
            hideLabel
            value={code}
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={4}
            placeholder="0000"
            className="[&_input]:text-center [&_input]:text-headline [&_input]:tracking-[0.5em]"
            error={error}
            hint={inviteCodeMessages.format}
            onChange={(event) => {
              setCode(cleanInviteCodeInput(event.target.value));
              setError(null);
            }}
          />
        </form>
      ) : (
        <SummaryBody gameId={gameId} />
      )}
    </Dialog>
  );
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function SummaryBody({ gameId }: { gameId: number }) {
  const summary = useGameSummary(gameId);
  if (summary.isSuccess) return <GameSummaryView summary={summary.data} />;
  if (summary.isError) {
    if (isNotFound(summary.error)) {
      return (
        <EmptyState
          className="py-6"
          icon={<AlertIcon size={30} />}
          title={inviteCodeMessages.invalid}
          description="경기가 이미 시작했거나 매칭이 끝났을 수 있어요."
        />
      );
    }
    return (
      <LoadFailed
        className="py-6"
        title={SUMMARY_LOAD_FAILED}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <SkeletonGroup label="경기 정보를 불러오는 중">
      <div className="flex flex-col gap-4 pb-2">
        <div className="flex items-center gap-3">
          <Skeleton className="size-16 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-10 rounded-xl" />
      </div>
    </SkeletonGroup>
  );
}

function SummaryFooter({ gameId, myUserId }: { gameId: number; myUserId: number | null }) {
  const summary = useGameSummary(gameId);
  if (!summary.isSuccess) {
    return (
      <DialogClose asChild>
        <Button variant="outline" fullWidth>
          닫기
        </Button>
      </DialogClose>
    );
  }
  return <ApplyFromSummary summary={summary.data} myUserId={myUserId} />;
}

function ApplyFromSummary({ summary, myUserId }: { summary: GameSummary; myUserId: number | null }) {
  const apply = useApplyToGame();
  const cancel = useCancelGameRequest();
  const state = actionBarState({ ownerId: summary.ownerId, isAppliedByMe: summary.applied }, myUserId);
  const busy = apply.isPending || cancel.isPending;
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline" fullWidth>
          닫기
        </Button>
      </DialogClose>
      {state.apply === 'apply' ? (
        <Button
          fullWidth
          loading={busy}
          onClick={() =>
            apply.mutate(summary.id, {
              onSuccess: () => showToast(gameActionMessages.applied, { action: { to: '/game' } }),
              onError: (error) => showToast(failureText(error, gameActionMessages.applyFailed)),
            })
          }
        >
          신청하기
        </Button>
      ) : state.apply === 'cancel' ? (
        <Button
          fullWidth
          variant="secondary"
          loading={busy}
          onClick={() =>
            cancel.mutate(summary.id, {
              onSuccess: () => showToast(gameActionMessages.cancelled),
              onError: (error) => showToast(failureText(error, gameActionMessages.cancelFailed)),
            })
          }
        >
          신청 취소
        </Button>
      ) : null}
    </>
  );
}
