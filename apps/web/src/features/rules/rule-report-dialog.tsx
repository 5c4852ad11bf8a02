import { ReportDialog } from '@/features/reports';

export const REPORT_FAILED = '신고하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** 신고하기 for a rule: the shared report dialog, a toast when received. */
export function RuleReportDialog({
  ruleId,
  open,
  onOpenChange,
}: {
  ruleId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ReportDialog
      targetType="RULE"
      targetId={ruleId}
      open={open}
      onOpenChange={onOpenChange}
      title="규칙 신고하기"
      formLabel="규칙 신고"
      placeholder="예: 욕설이 들어 있어요, 다른 사람의 규칙을 베꼈어요"
      failureMessage={REPORT_FAILED}
    />
  );
}
