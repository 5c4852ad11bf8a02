import { editRequestStatusLabels, type EditRequestStatus, type Rule } from '@hanpan/core';
import { useState } from 'react';
import { shownTextFirst } from '@/lib/accessible-name';
import { isApiError } from '@/lib/api-client';
import { AppLink } from '@/ui/app-link';
import { Button, buttonClasses } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PencilIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { Tag } from '@/ui/tag';
import { showToast } from '@/ui/toast';
import { useCancelEditRequest } from './rules.api';

/** Spec §8 (rules): a failed cancel. */
export const CANCEL_FAILED = '수정 요청 취소에 실패했습니다';
export const CANCELLED_TOAST = '수정 요청을 취소했어요';

const STATUS_TONES: Record<EditRequestStatus, 'warning' | 'success' | 'danger'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/**
 * A rule can be edited unless its latest request is still PENDING. Spec §4 allowed it only with no
 * request or after a rejection; with versions an approved edit no longer closes the rule
 * (decision 013, issue 16 item 21).
 */
export function canRequestEdit(status: EditRequestStatus | null): boolean {
  return status !== 'PENDING';
}

type MyRule = Pick<Rule, 'id' | 'ruleTitle' | 'editRequestStatus' | 'editRequestId' | 'rejectionReason'>;

/** Below a card in my rules: the edit request's status (and why it was refused), edit or cancel. */
export function MyRuleStatus({ rule }: { rule: MyRule }) {
  const [confirming, setConfirming] = useState(false);
  const status = rule.editRequestStatus;
  const pendingId = status === 'PENDING' ? rule.editRequestId : null;
  return (
    <>
      {status ? (
        <div className="flex flex-col gap-1.5">
          <Tag tone={STATUS_TONES[status]} className="self-start">
            {editRequestStatusLabels[status]}
          </Tag>
          {status === 'PENDING' ? (
            <p className="text-body-sm text-ink-muted">
              관리자가 확인하고 있어요. 확인 전에는 요청을 취소할 수 있어요.
            </p>
          ) : null}
          {status === 'APPROVED' ? (
            <p className="text-body-sm text-ink-muted">
              수정 내용이 반영되었어요. 또 바꾸고 싶으면 다시 수정을 요청할 수 있어요.
            </p>
          ) : null}
          {status === 'REJECTED' && rule.rejectionReason ? (
            <p className="break-words rounded-lg bg-danger-soft/60 px-3 py-2 text-body-sm text-ink">
              <span className="font-semibold">거절 사유</span> {rule.rejectionReason}
            </p>
          ) : null}
        </div>
      ) : null}
      {canRequestEdit(status) ? (
        <AppLink
          to={`/rules/edit/${rule.id}`}
          aria-label={shownTextFirst('수정하기', rule.ruleTitle)}
          className={buttonClasses({ variant: 'outline', size: 'sm', fullWidth: true })}
        >
          <PencilIcon size={18} />
          수정하기
        </AppLink>
      ) : null}
      {pendingId !== null ? (
        <>
          <Button
            variant="outline"
            size="sm"
            fullWidth
            aria-label={shownTextFirst('수정 요청 취소', rule.ruleTitle)}
            onClick={() => setConfirming(true)}
          >
            수정 요청 취소
          </Button>
          <CancelDialog
            ruleId={rule.id}
            editRequestId={pendingId}
            open={confirming}
            onOpenChange={setConfirming}
          />
        </>
      ) : null}
    </>
  );
}

function CancelDialog({
  ruleId,
  editRequestId,
  open,
  onOpenChange,
}: {
  ruleId: number;
  editRequestId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelEditRequest();
  const close = (next: boolean) => {
    if (cancel.isPending) return;
    onOpenChange(next);
    if (!next) cancel.reset();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title="수정 요청을 취소할까요?"
      description="보낸 수정 내용은 사라지고, 규칙은 지금 모습 그대로 남아요."
      cancelLabel="닫기"
      confirmLabel="요청 취소"
      danger
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(
          { editRequestId, ruleId },
          {
            onSuccess: () => {
              onOpenChange(false);
              showToast(CANCELLED_TOAST);
            },
          },
        )
      }
    >
      {cancel.isError ? (
        <InlineAlert>
          <p>{CANCEL_FAILED}</p>
          {isApiError(cancel.error) && cancel.error.status !== 500 ? (
            <p className="mt-0.5 font-normal">{cancel.error.message}</p>
          ) : null}
        </InlineAlert>
      ) : null}
    </ConfirmDialog>
  );
}
