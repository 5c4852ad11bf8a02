import { countChars, type AdminReport } from '@hanpan/core';
import { ResolveReportBodySchema } from '@hanpan/core/contract';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogClose } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { showToast } from '@/ui/toast';
import { useResolveReport } from './admin.api';
import { reportTargetLabels } from './report-labels';

/** Matches ResolveReportBodySchema's limit. */
const NOTE_MAX = 300;

/** 신고 처리: a note (required) and whether to hide the reported item. */
export function ResolveReportDialog({
  report,
  onClose,
}: {
  report: AdminReport | null;
  onClose: () => void;
}) {
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const [hide, setHide] = useState(false);
  const formId = useId();
  const form = useSubmitValidation({ note }, (values) => ({
    note: schemaError(ResolveReportBodySchema.shape.note, values.note),
  }));

  const reset = () => {
    setNote('');
    setHide(false);
    form.reset();
    resolve.reset();
  };
  const close = (open: boolean) => {
    if (open || resolve.isPending) return;
    reset();
    onClose();
  };
  const submit = form.handleSubmit(() => {
    if (!report) return;
    resolve.mutate(
      { reportId: report.id, note: note.trim(), hideTarget: hide && !report.targetHidden },
      {
        onSuccess: () => {
          showToast(hide ? '신고를 처리하고 대상을 숨겼어요.' : '신고를 처리했어요.');
          reset();
          onClose();
        },
        onError: (error) =>
          isApiError(error) && error.status === 400
            ? form.setServerError('note', error.message)
            : form.setServerError(
                null,
                isApiError(error)
                  ? `신고를 처리하지 못했어요: ${error.message}`
                  : '신고를 처리하지 못했어요.',
              ),
      },
    );
  });

  const label = report ? reportTargetLabels[report.targetType] : '';
  const others = report ? report.openReportsOnTarget - 1 : 0;
  return (
    <Dialog
      open={report !== null}
      onOpenChange={close}
      title="신고 처리"
      description={
        others > 0
          ? `이 ${label}에 들어온 다른 처리 대기 신고 ${others}건도 함께 처리돼요.`
          : `처리 내용을 남기면 이 ${label} 신고가 처리 완료로 옮겨져요.`
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" fullWidth disabled={resolve.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} fullWidth loading={resolve.isPending}>
            처리 완료
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
        <TextAreaField
          label="처리 메모"
          placeholder="예: 욕설이 포함되어 숨김 처리했어요."
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={form.error('note')}
          counter={<CharCounter length={countChars(note.trim())} max={NOTE_MAX} />}
        />
        {report?.targetHidden ? (
          <p className="text-body-sm text-ink-subtle">이미 숨긴 항목이에요.</p>
        ) : (
          <Checkbox
            checked={hide}
            onCheckedChange={setHide}
            description={
              report?.targetType === 'GAME'
                ? // The owner's card shows this note as the reason (issue 16 item 22): say so before it is written.
                  '방장과 관리자만 볼 수 있게 돼요. 처리 메모는 방장에게 숨긴 사유로 보여요. 나중에 다시 보이게 할 수 있어요.'
                : '작성자와 관리자만 볼 수 있게 돼요. 나중에 다시 보이게 할 수 있어요.'
            }
          >
            {label} 숨기기
          </Checkbox>
        )}
      </form>
    </Dialog>
  );
}
