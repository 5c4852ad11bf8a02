import type { AdminReport } from '@hanpan/core';
import { formatAdminRelativeTime } from '@hanpan/core/time';
import { useId } from 'react';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { AppLink } from '@/ui/app-link';
import { Button } from '@/ui/button';
import { ChevronRightIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { Tag } from '@/ui/tag';
import { showToast } from '@/ui/toast';
import { useUnhideTarget } from './admin.api';
import { UNKNOWN_USER } from './edit-request-status';
import { reportAge } from './report-age';
import { reportTargetLabels } from './report-labels';

/**
 * One report of the moderation queue: what was reported (with a link when it can be opened), why,
 * by whom and how long ago — an open report older than the 24 hours the terms promise is marked
 * '24시간 초과'. Hidden targets can be shown again from here.
 */
export function ReportCard({
  report,
  now,
  onResolve,
}: {
  report: AdminReport;
  now: Date;
  onResolve: () => void;
}) {
  const age = reportAge(report.createdAt, now);
  const overdue = report.status === 'OPEN' && age.overdue;
  const label = reportTargetLabels[report.targetType];
  return (
    <article
      aria-label={`${label} 신고`}
      data-overdue={overdue ? '' : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-surface p-4 shadow-card',
        overdue ? 'border-danger/60' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Tag tone="accent">{label}</Tag>
        {report.targetHidden ? <Tag tone="danger">숨김</Tag> : null}
        <span className="flex-1" />
        {overdue ? <Tag tone="danger">24시간 초과</Tag> : null}
        <time
          dateTime={report.createdAt}
          className={cn('text-caption', overdue ? 'font-semibold text-danger' : 'text-ink-subtle')}
        >
          {age.label}
        </time>
      </div>
      <TargetPreview report={report} label={label} />
      <dl className="flex flex-col gap-1 text-body-sm">
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-ink-subtle">신고 사유</dt>
          <dd className="min-w-0 whitespace-pre-line break-words text-ink">{report.reason}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-ink-subtle">신고자</dt>
          <dd className="min-w-0 break-words text-ink">{report.reporterNickname ?? UNKNOWN_USER}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-ink-subtle">대기 신고</dt>
          <dd className="text-ink">
            이 {label}에 {report.openReportsOnTarget}건
          </dd>
        </div>
      </dl>
      {report.status === 'RESOLVED' ? <Resolution report={report} now={now} /> : null}
      <Actions report={report} onResolve={onResolve} />
    </article>
  );
}

function TargetPreview({ report, label }: { report: AdminReport; label: string }) {
  const preview = report.preview;
  const detailsId = useId();
  if (!preview) {
    return (
      <p className="rounded-lg bg-fill px-3 py-2.5 text-body-sm text-ink-subtle">
        삭제되어 볼 수 없는 항목이에요.
      </p>
    );
  }
  // WCAG 2.5.3: as a link it is named by what it shows first (the title, else the text); the other
  // lines are its description.
  const titled = preview.title.trim() !== '';
  const shown = titled ? preview.title : preview.text.trim();
  const linked = Boolean(preview.url);
  const asDetail = (id: string) => (linked ? { id: `${detailsId}-${id}`, 'aria-hidden': true } : {});
  const body = (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {titled ? (
          <span className="break-words text-body font-semibold text-ink">{preview.title}</span>
        ) : null}
        {preview.text.trim() ? (
          <span
            {...(titled ? asDetail('text') : {})}
            className="line-clamp-3 whitespace-pre-line break-words text-body-sm text-ink-muted"
          >
            {preview.text}
          </span>
        ) : null}
        <span {...asDetail('author')} className="text-label text-ink-subtle">
          작성자 {preview.authorNickname ?? UNKNOWN_USER}
        </span>
      </span>
      {preview.url ? <ChevronRightIcon size={20} className="mt-0.5 shrink-0 text-ink-disabled" /> : null}
    </>
  );
  const classes = 'flex items-start gap-2 rounded-lg bg-fill px-3 py-2.5 text-left';
  if (!preview.url) return <div className={classes}>{body}</div>;
  return (
    <AppLink
      to={preview.url}
      aria-label={shown ? shownTextFirst(shown, `신고된 ${label} 보기`) : `신고된 ${label} 보기`}
      aria-describedby={[titled && preview.text.trim() ? `${detailsId}-text` : '', `${detailsId}-author`]
        .filter(Boolean)
        .join(' ')}
      className={cn('focus-ring transition-colors hover:bg-fill-strong', classes)}
    >
      {body}
    </AppLink>
  );
}

function Resolution({ report, now }: { report: AdminReport; now: Date }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-success-soft/60 px-3 py-2.5 text-body-sm">
      {report.resolutionNote ? (
        <p className="whitespace-pre-line break-words text-ink">
          <span className="font-semibold text-success">처리 메모</span> {report.resolutionNote}
        </p>
      ) : null}
      <p className="text-ink-subtle">
        처리: {report.resolvedBy ?? UNKNOWN_USER}
        {report.resolvedAt ? (
          <>
            {' · '}
            <time dateTime={report.resolvedAt}>{formatAdminRelativeTime(report.resolvedAt, now)}</time>
          </>
        ) : null}
      </p>
    </div>
  );
}

function Actions({ report, onResolve }: { report: AdminReport; onResolve: () => void }) {
  const unhide = useUnhideTarget();
  if (report.status !== 'OPEN' && !report.targetHidden) return null;
  const showAgain = () =>
    unhide.mutate(
      { targetType: report.targetType, targetId: report.targetId },
      { onSuccess: () => showToast('다시 모두에게 보이게 했어요.') },
    );
  return (
    <div className="flex flex-col gap-2">
      {unhide.isError ? (
        <InlineAlert>숨김을 해제하지 못했어요. 잠시 후 다시 시도해 주세요.</InlineAlert>
      ) : null}
      <div className="flex gap-2">
        {report.targetHidden ? (
          <Button size="sm" variant="outline" fullWidth loading={unhide.isPending} onClick={showAgain}>
            숨김 해제
          </Button>
        ) : null}
        {report.status === 'OPEN' ? (
          <Button size="sm" fullWidth onClick={onResolve}>
            처리하기
          </Button>
        ) : null}
      </div>
    </div>
  );
}
