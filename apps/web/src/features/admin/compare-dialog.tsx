import type { EditRequest } from '@hanpan/core';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { Tag } from '@/ui/tag';
import { compareEditRequest, type CompareRow } from './edit-request-compare';
import { UNKNOWN_USER, UNTITLED_RULE } from './edit-request-status';

/**
 * The comparison modal (spec §2): the rule as the request found it against the request, every
 * field the spec lists. A changed field is tinted and carries '변경됨' (read with its name); an
 * unchanged one shows its value once. Pending requests can be decided from here.
 */
export function CompareDialog({
  request,
  onClose,
  onApprove,
  onReject,
}: {
  request: EditRequest | null;
  onClose: () => void;
  onApprove: (request: EditRequest) => void;
  onReject: (request: EditRequest) => void;
}) {
  const rows = request ? compareEditRequest(request) : [];
  const changed = rows.filter((row) => row.changed).length;
  const pending = request?.status === 'PENDING';
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title="수정 내용 비교"
      description={
        request
          ? `${request.ruleTitle.trim() || UNTITLED_RULE} · ${request.requestedBy?.nickname ?? UNKNOWN_USER}님의 요청`
          : undefined
      }
      footer={
        pending && request ? (
          <>
            <Button variant="outline" fullWidth onClick={() => onReject(request)}>
              거절
            </Button>
            <Button fullWidth onClick={() => onApprove(request)}>
              승인
            </Button>
          </>
        ) : (
          <DialogClose asChild>
            <Button variant="outline" fullWidth>
              닫기
            </Button>
          </DialogClose>
        )
      }
    >
      {request?.original === null ? (
        <InlineAlert tone="info" className="mb-3">
          원래 규칙을 찾지 못해 수정된 내용만 보여 드려요.
        </InlineAlert>
      ) : (
        <p className="mb-3 text-body-sm text-ink-muted">
          {changed === 0 ? '바뀐 항목이 없어요.' : `${rows.length}개 항목 중 ${changed}개가 바뀌었어요.`}
        </p>
      )}
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <CompareField key={row.field} row={row} />
        ))}
      </dl>
    </Dialog>
  );
}

function CompareField({ row }: { row: CompareRow }) {
  return (
    <div
      data-field={row.field}
      data-changed={row.changed ? '' : undefined}
      className={cn('rounded-lg px-3 py-2.5', row.changed ? 'bg-accent-50' : 'bg-fill')}
    >
      <dt className="flex items-center gap-1.5 text-label font-semibold text-ink-muted">
        {row.label}
        {row.changed ? <Tag tone="accent">변경됨</Tag> : null}
      </dt>
      {row.changed ? (
        <>
          <dd className="mt-1.5 flex gap-2 text-body-sm">
            <span className="w-7 shrink-0 text-ink-subtle">기존</span>
            <span className="min-w-0 whitespace-pre-line break-words text-ink-muted">{row.before}</span>
          </dd>
          <dd className="mt-1 flex gap-2 text-body-sm">
            <span className="w-7 shrink-0 font-semibold text-accent-700">수정</span>
            <span className="min-w-0 whitespace-pre-line break-words font-medium text-ink">{row.after}</span>
          </dd>
        </>
      ) : (
        <dd className="mt-1 whitespace-pre-line break-words text-body-sm text-ink">{row.after}</dd>
      )}
    </div>
  );
}
