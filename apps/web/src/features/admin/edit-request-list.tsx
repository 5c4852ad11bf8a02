import type { EditRequest, EditRequestStatus } from '@hanpan/core';
import { ADMIN_PAGE_SIZE } from '@hanpan/core/contract';
import { useRef } from 'react';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ChevronLeftIcon, ChevronRightIcon, FileTextIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { useEditRequestPage, useLocateEditRequest } from './admin.api';
import { EditRequestCard } from './edit-request-card';
import { adminStatusLabels } from './edit-request-status';
import { useLeaveIfRefused, useMayCallAdmin } from './use-admin-gate';
import { useCursorPager } from './use-cursor-pager';
import { useNow } from './use-now';

export interface ReviewHandlers {
  onOpen: (request: EditRequest) => void;
  onApprove: (request: EditRequest) => void;
  onReject: (request: EditRequest) => void;
}

/**
 * One tab of /admin/rule-edit-requests. With a highlighted id it first finds the page holding it
 * (a few pages at most), then shows the list from there.
 */
export function EditRequestsPanel({
  status,
  highlight,
  total,
  handlers,
}: {
  status: EditRequestStatus;
  highlight: number | null;
  total: number | undefined;
  handlers: ReviewHandlers;
}) {
  const locate = useLocateEditRequest(status, highlight, useMayCallAdmin());
  const leaving = useLeaveIfRefused('/admin', [locate.error]);
  if (leaving) return null;
  if (highlight !== null && locate.isPending) return <ListSkeleton />;
  return (
    <EditRequestList
      key={`${status}-${highlight}`}
      status={status}
      highlight={highlight}
      startCursors={locate.data ?? [null]}
      notFound={highlight !== null && locate.isSuccess && locate.data === null}
      total={total}
      handlers={handlers}
    />
  );
}

function EditRequestList({
  status,
  highlight,
  startCursors,
  notFound,
  total,
  handlers,
}: {
  status: EditRequestStatus;
  highlight: number | null;
  startCursors: (string | null)[];
  notFound: boolean;
  total: number | undefined;
  handlers: ReviewHandlers;
}) {
  const pager = useCursorPager(startCursors);
  const page = useEditRequestPage(status, pager.cursor, useMayCallAdmin());
  const leaving = useLeaveIfRefused('/admin', [page.error]);
  const now = useNow();
  // Scrolled once per highlight, not again on every refetch.
  const scrolledTo = useRef<number | null>(null);
  const scrollIntoView = (element: HTMLElement | null) => {
    if (!element || highlight === null || scrolledTo.current === highlight) return;
    scrolledTo.current = highlight;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  if (leaving) return null;
  if (page.isPending) return <ListSkeleton />;
  if (page.isError) {
    return (
      <LoadFailed
        title="수정 요청을 불러오지 못했어요"
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  }

  const { items, nextCursor } = page.data;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-3 pt-4" aria-busy={page.isPlaceholderData || undefined}>
      {notFound ? (
        <InlineAlert tone="info">
          선택한 요청을 이 목록에서 찾지 못했어요. 이미 처리되었거나 오래된 요청일 수 있어요.
        </InlineAlert>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon size={30} />}
          title={
            pager.page > 1 ? '이 페이지에 남은 요청이 없어요' : `${adminStatusLabels[status]} 요청이 없어요`
          }
          action={pager.page > 1 ? <Button onClick={pager.first}>첫 페이지로</Button> : undefined}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`${adminStatusLabels[status]} 수정 요청`}>
          {items.map((request) => (
            <li key={request.id}>
              <EditRequestCard
                ref={request.id === highlight ? scrollIntoView : undefined}
                request={request}
                highlighted={request.id === highlight}
                now={now}
                onOpen={() => handlers.onOpen(request)}
                onApprove={() => handlers.onApprove(request)}
                onReject={() => handlers.onReject(request)}
              />
            </li>
          ))}
        </ul>
      )}
      {pager.page > 1 || nextCursor ? (
        <nav aria-label="페이지" className="mt-2 flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={pager.page <= 1 || page.isPlaceholderData}
            onClick={pager.previous}
            leadingIcon={<ChevronLeftIcon size={18} />}
          >
            이전
          </Button>
          <span className="text-body-sm tabular-nums text-ink-muted" aria-live="polite">
            {pages === undefined ? `${pager.page}페이지` : `${pager.page} / ${pages}페이지`}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={!nextCursor || page.isPlaceholderData}
            onClick={() => nextCursor && pager.next(nextCursor)}
          >
            다음
            <ChevronRightIcon size={18} />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <SkeletonGroup label="수정 요청을 불러오는 중">
      <div className="flex flex-col gap-3 pt-4">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex flex-col gap-2 rounded-2xl border border-line p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
