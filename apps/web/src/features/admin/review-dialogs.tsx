import { countChars } from '@hanpan/core';
import { adminMessages, RejectEditRequestBodySchema } from '@hanpan/core/contract';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog, DialogClose } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { showToast } from '@/ui/toast';
import { useReviewEditRequest } from './admin.api';

/** Matches RejectEditRequestBodySchema's limit. */
const REJECTION_REASON_MAX = 200;

interface ReviewDialogProps {
  /** The request under review; null closes the dialog. */
  requestId: number | null;
  title: string;
  onClose: () => void;
  /** After the server accepted the decision (the toast is already shown). */
  onDone: () => void;
}

/** '승인에 실패했습니다: {server message}' (spec §8). */
function failureText(prefix: string, error: unknown): string {
  return isApiError(error) ? `${prefix}: ${error.message}` : prefix;
}

/** Asks before approving: an approval becomes the rule's new version at once. */
export function ApproveDialog({ requestId, title, onClose, onDone }: ReviewDialogProps) {
  const review = useReviewEditRequest();
  const close = (open: boolean) => {
    if (open || review.isPending) return;
    review.reset();
    onClose();
  };
  const approve = () => {
    if (requestId === null) return;
    review.mutate(
      { kind: 'approve', id: requestId },
      {
        onSuccess: () => {
          showToast(adminMessages.approved);
          review.reset();
          onDone();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={requestId !== null}
      onOpenChange={close}
      title="수정 요청을 승인할까요?"
      description={`'${title}'에 바로 반영돼요. 이미 만들어진 경기는 이전 규칙을 그대로 써요.`}
      confirmLabel="승인"
      busy={review.isPending}
      onConfirm={approve}
    >
      {review.isError ? (
        <InlineAlert>{failureText(adminMessages.approveFailed, review.error)}</InlineAlert>
      ) : null}
    </ConfirmDialog>
  );
}

/** Rejects with a reason the requester will read (required, not blank: spec §5). */
export function RejectDialog({ requestId, title, onClose, onDone }: ReviewDialogProps) {
  const review = useReviewEditRequest();
  const [reason, setReason] = useState('');
  const formId = useId();
  const form = useSubmitValidation({ rejectionReason: reason }, (values) => ({
    rejectionReason: schemaError(RejectEditRequestBodySchema.shape.rejectionReason, values.rejectionReason),
  }));

  const close = (open: boolean) => {
    if (open || review.isPending) return;
    setReason('');
    form.reset();
    review.reset();
    onClose();
  };
  const reject = form.handleSubmit(() => {
    if (requestId === null) return;
    review.mutate(
      { kind: 'reject', id: requestId, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(adminMessages.rejected);
          setReason('');
          form.reset();
          review.reset();
          onDone();
        },
        // A 400 concerns the reason (blank, too long); anything else the request as a whole.
        onError: (error) =>
          isApiError(error) && error.status === 400
            ? form.setServerError('rejectionReason', error.message)
            : form.setServerError(null, failureText(adminMessages.rejectFailed, error)),
      },
    );
  });

  return (
    <Dialog
      open={requestId !== null}
      onOpenChange={close}
      title="수정 요청 거절"
      description={`'${title}' 수정 요청을 거절해요. 거절 사유는 요청한 사람에게 보여요.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" fullWidth disabled={review.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" fullWidth loading={review.isPending}>
            거절
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={reject} className="flex flex-col gap-3">
        {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
        <TextAreaField
          label="거절 사유"
          placeholder="예: 규칙 설명이 실제 경기 방식과 달라요."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={form.error('rejectionReason')}
          counter={<CharCounter length={countChars(reason.trim())} max={REJECTION_REASON_MAX} />}
        />
      </form>
    </Dialog>
  );
}
