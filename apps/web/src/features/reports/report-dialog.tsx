import {
  countChars,
  REPORT_REASON_MAX,
  ReportBodySchema,
  reportMessages,
  type ReportTargetType,
} from '@hanpan/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { api, isApiError } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { Dialog, DialogClose } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { CheckCircleIcon } from '@/ui/icons';
import { TextAreaField } from '@/ui/text-area-field';
import { showToast } from '@/ui/toast';

/** Spec §8: a comment report's success stays in the dialog this long, then it closes. */
export const REPORT_SUCCESS_CLOSE_MS = 1_300;

/** POST /api/reports (decision 014), for any reportable kind. */
export function useReport() {
  return useMutation({
    mutationFn: ({
      targetType,
      targetId,
      reason,
    }: {
      targetType: ReportTargetType;
      targetId: number;
      reason: string;
    }) =>
      api.post(
        '/api/reports',
        contract((c) => c.ReportCreatedSchema),
        { targetId, targetType, reason },
      ),
  });
}

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '규칙 신고하기', '댓글 신고하기'… */
  title: string;
  /** The form's accessible name ('규칙 신고'). */
  formLabel: string;
  placeholder: string;
  /** Shown when the call fails without a server message. */
  failureMessage: string;
  /**
   * 'toast' closes at once and says it in a toast (rules); 'inline' shows the spec's confirmation
   * in the dialog and closes after REPORT_SUCCESS_CLOSE_MS (comments, spec §4 report flows).
   */
  success?: 'toast' | 'inline';
}

/** 신고하기: a reason (required, ≤ 100), POST /api/reports, then the received message. */
export function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange,
  title,
  formLabel,
  placeholder,
  failureMessage,
  success = 'toast',
}: ReportDialogProps) {
  const report = useReport();
  const [received, setReceived] = useState(false);
  const close = (next: boolean) => {
    if (report.isPending) return;
    onOpenChange(next);
  };
  // Adjusted while rendering (React's pattern for state that follows a prop): closed = a new report next time.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setReceived(false);
  }
  useEffect(() => {
    if (!received) return;
    const timer = setTimeout(() => onOpenChange(false), REPORT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [received, onOpenChange]);
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={
        received
          ? undefined
          : `신고 사유를 알려 주세요. 운영진이 ${reportMessages.promiseHours}시간 안에 확인해요.`
      }
      footer={
        received ? null : (
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
        )
      }
    >
      {!open ? null : received ? (
        <p role="status" className="flex flex-col items-center gap-3 py-4 text-center text-body text-ink">
          <CheckCircleIcon size={36} className="text-success" />
          {reportMessages.received}
        </p>
      ) : (
        <ReportForm
          id={formId}
          label={formLabel}
          placeholder={placeholder}
          failureMessage={failureMessage}
          onSend={(reason, handlers) => report.mutate({ targetType, targetId, reason }, handlers)}
          onDone={() => {
            if (success === 'inline') {
              setReceived(true);
              return;
            }
            showToast(reportMessages.received);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

const reasonSchema = ReportBodySchema.shape.reason;

/** The server (4xx) or the connection said what went wrong. */
const explained = (failure: unknown) =>
  isApiError(failure) &&
  ((failure.status >= 400 && failure.status < 500) || failure.code === 'network_error');

/**
 * The reason form every report dialog shows (the rule, comment and game dialogs): required, at most
 * 100 after trimming, the server's 4xx message on the field, the kind's fallback otherwise.
 */
export function ReportForm({
  id,
  label,
  placeholder,
  failureMessage,
  onSend,
  onDone,
}: {
  id: string;
  label: string;
  placeholder: string;
  failureMessage: string;
  onSend: (reason: string, handlers: { onSuccess: () => void; onError: (failure: unknown) => void }) => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const form = useSubmitValidation({ reason }, (values) => ({
    reason: schemaError(reasonSchema, values.reason),
  }));
  const submit = form.handleSubmit(() => {
    onSend(reason.trim(), {
      onSuccess: onDone,
      // 409: this player already reported it; the server's message says so. A failure the server
      // did not explain (5xx, a broken answer) gets the kind's own fallback (spec §8).
      onError: (failure) =>
        explained(failure)
          ? form.showRequestError(failure, 'reason', failureMessage)
          : form.setServerError(null, failureMessage),
    });
  });
  return (
    <form id={id} noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-3">
      <TextAreaField
        label="신고 사유"
        name="reason"
        rows={4}
        placeholder={placeholder}
        value={reason}
        error={form.error('reason')}
        counter={<CharCounter length={countChars(reason.trim())} max={REPORT_REASON_MAX} />}
        onChange={(event) => setReason(event.target.value)}
      />
      {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
    </form>
  );
}
