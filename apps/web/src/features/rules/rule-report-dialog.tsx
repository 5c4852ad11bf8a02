import { countChars, REPORT_REASON_MAX, ReportBodySchema, reportMessages } from '@hanpan/core';
import { useId, useState } from 'react';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { Dialog, DialogClose } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { showToast } from '@/ui/toast';
import { useReportRule } from './rules.api';

export const REPORT_FAILED = '신고하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** 신고하기 for a rule: a reason (required, ≤ 100), POST /api/reports, a toast when received. */
export function RuleReportDialog({
  ruleId,
  open,
  onOpenChange,
}: {
  ruleId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useReportRule();
  const close = (next: boolean) => {
    if (report.isPending) return;
    onOpenChange(next);
  };
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="규칙 신고하기"
      description={`신고 사유를 알려 주세요. 운영진이 ${reportMessages.promiseHours}시간 안에 확인해요.`}
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
      {open ? (
        <ReportForm id={formId} ruleId={ruleId} report={report} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

const reasonSchema = ReportBodySchema.shape.reason;

function ReportForm({
  id,
  ruleId,
  report,
  onDone,
}: {
  id: string;
  ruleId: number;
  report: ReturnType<typeof useReportRule>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const form = useSubmitValidation({ reason }, (values) => ({
    reason: schemaError(reasonSchema, values.reason),
  }));
  const submit = form.handleSubmit(() => {
    report.mutate(
      { ruleId, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(reportMessages.received);
          onDone();
        },
        // 409: this player already reported the rule; the server's message says so.
        onError: (failure) => form.showRequestError(failure, 'reason', REPORT_FAILED),
      },
    );
  });
  return (
    <form id={id} noValidate onSubmit={submit} aria-label="규칙 신고" className="flex flex-col gap-3">
      <TextAreaField
        label="신고 사유"
        name="reason"
        rows={4}
        placeholder="예: 욕설이 들어 있어요, 다른 사람의 규칙을 베꼈어요"
        value={reason}
        error={form.error('reason')}
        counter={<CharCounter length={countChars(reason.trim())} max={REPORT_REASON_MAX} />}
        onChange={(event) => setReason(event.target.value)}
      />
      {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
    </form>
  );
}
