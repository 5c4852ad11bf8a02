import type { EditRequest } from '@hanpan/core';
import { formatAdminRelativeTime } from '@hanpan/core/time';
import { useId, type Ref } from 'react';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { ChevronRightIcon } from '@/ui/icons';
import { Tag } from '@/ui/tag';
import { adminStatusLabels, adminStatusTones, UNKNOWN_USER, UNTITLED_RULE } from './edit-request-status';

/**
 * One request of /admin/rule-edit-requests (spec §2): title or '제목 없음', requester or '알 수 없음',
 * relative time (admin variant), status, categories, rejection reason, reviewer and time once
 * decided. The summary opens the comparison modal; a pending one has 거절 and 승인 below it.
 */
export function EditRequestCard({
  request,
  highlighted,
  now,
  onOpen,
  onApprove,
  onReject,
  ref,
}: {
  request: EditRequest;
  highlighted: boolean;
  now: Date;
  onOpen: () => void;
  onApprove: () => void;
  onReject: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const title = request.ruleTitle.trim() || UNTITLED_RULE;
  const categories = [request.majorCategory, request.minorCategory].filter((name) => name.trim()).join(' · ');
  const detailsId = useId();
  const details = [`${detailsId}-status`, categories ? `${detailsId}-categories` : '', `${detailsId}-by`];
  return (
    <article
      ref={ref}
      aria-label={title}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted ? '' : undefined}
      className={cn(
        'scroll-mt-32 rounded-2xl border bg-surface shadow-card transition-colors',
        highlighted ? 'border-accent-500 ring-2 ring-accent-200' : 'border-line',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        // WCAG 2.5.3: named by the shown title; the lines around it are its description.
        aria-label={`${title} 수정 내용 비교`}
        aria-describedby={details.filter(Boolean).join(' ')}
        className="focus-ring flex w-full items-start gap-2 rounded-2xl p-4 text-left"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span
            id={`${detailsId}-status`}
            aria-hidden="true"
            className="flex items-center gap-1.5 text-caption text-ink-subtle"
          >
            <Tag tone={adminStatusTones[request.status]}>{adminStatusLabels[request.status]}</Tag>
            {highlighted ? <Tag tone="accent">선택한 요청</Tag> : null}
            <time dateTime={request.createdAt}>{formatAdminRelativeTime(request.createdAt, now)}</time>
          </span>
          <span className="break-words text-title-sm text-ink">{title}</span>
          {categories ? (
            <span id={`${detailsId}-categories`} aria-hidden="true" className="text-body-sm text-ink-muted">
              {categories}
            </span>
          ) : null}
          <span id={`${detailsId}-by`} aria-hidden="true" className="text-body-sm text-ink-subtle">
            요청: {request.requestedBy?.nickname ?? UNKNOWN_USER}
          </span>
        </span>
        <ChevronRightIcon size={20} className="mt-1 shrink-0 text-ink-disabled" />
      </button>
      <Decision request={request} now={now} />
      {request.status === 'PENDING' ? (
        <div className="flex gap-2 px-4 pb-4">
          <Button
            size="sm"
            variant="outline"
            fullWidth
            onClick={onReject}
            aria-label={shownTextFirst('거절', title)}
          >
            거절
          </Button>
          <Button size="sm" fullWidth onClick={onApprove} aria-label={shownTextFirst('승인', title)}>
            승인
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function Decision({ request, now }: { request: EditRequest; now: Date }) {
  if (request.status === 'PENDING') return null;
  return (
    <div className="mx-4 mb-4 flex flex-col gap-1 rounded-lg bg-fill px-3 py-2.5 text-body-sm">
      {request.status === 'REJECTED' && request.rejectionReason ? (
        <p className="whitespace-pre-line break-words text-ink">
          <span className="font-semibold text-danger">거절 사유</span> {request.rejectionReason}
        </p>
      ) : null}
      <p className="text-ink-subtle">
        검토: {request.reviewedBy?.nickname ?? UNKNOWN_USER}
        {request.reviewedAt ? (
          <>
            {' · '}
            <time dateTime={request.reviewedAt}>{formatAdminRelativeTime(request.reviewedAt, now)}</time>
          </>
        ) : null}
      </p>
    </div>
  );
}
