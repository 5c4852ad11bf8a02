import type { Rule } from '@hanpan/core';
import type { ReactNode } from 'react';
import { PagedList, type PagedListState } from '@/ui/paged-list';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

/**
 * A cursor-paged list of rules (ui/paged-list.tsx): skeleton cards while the first page loads, the
 * error with 다시 시도, `empty` when there is nothing, else the cards; the next page loads when the
 * end of the list scrolls into view (a 더 보기 button does the same for keyboards and old browsers).
 */
export function RuleList({
  list,
  label,
  errorTitle,
  empty,
  renderItem,
}: {
  list: PagedListState<Rule>;
  label: string;
  errorTitle: string;
  empty: ReactNode;
  renderItem: (rule: Rule) => ReactNode;
}) {
  return (
    <PagedList
      list={list}
      label={label}
      loading={<RuleListSkeleton label={label} />}
      errorTitle={errorTitle}
      empty={empty}
      loadOnScroll
      listClassName="flex flex-col gap-3"
      renderItem={(rule) => <li key={rule.id}>{renderItem(rule)}</li>}
    />
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
