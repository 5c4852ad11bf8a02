import type { Rule } from '@hanpan/core';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { useLoadMoreWhenVisible } from '@/lib/use-load-more-when-visible';

/** What RuleList needs of a `useInfiniteList` result. */
export interface RuleListState {
  items: Rule[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A cursor-paged list of rules with its states: skeleton cards while the first page loads, the
 * error with 다시 시도, `empty` when there is nothing, else the rows; the next page loads when the
 * end of the list scrolls into view (a 더 보기 button does the same for keyboards and old browsers).
 */
export function RuleList({
  list,
  label,
  errorTitle,
  empty,
  renderItem,
}: {
  list: RuleListState;
  label: string;
  errorTitle: string;
  empty: ReactNode;
  renderItem: (rule: Rule) => ReactNode;
}) {
  const sentinel = useLoadMoreWhenVisible(list);

  if (list.isPending) return <RuleListSkeleton label={label} />;
  if (list.isError && list.items.length === 0) {
    return <LoadFailed title={errorTitle} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (list.items.length === 0) return <>{empty}</>;

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {list.items.map((rule) => (
          <li key={rule.id}>{renderItem(rule)}</li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <>
          <div ref={sentinel} aria-hidden="true" className="h-px" />
          <Button
            variant="outline"
            size="sm"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchNextPageError ? '다시 불러오기' : '더 보기'}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Three cards the size of real ones, so nothing jumps when the first page arrives. */
export function RuleListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={`${label} 불러오는 중`}>
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-3 rounded-2xl border border-line p-4">
            <Skeleton className="size-12 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-24" />
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3.5 w-32" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
