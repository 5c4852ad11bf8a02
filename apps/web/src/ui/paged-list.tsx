import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLoadMoreWhenVisible } from '@/lib/use-load-more-when-visible';
import { Button } from './button';
import { LoadFailed } from './load-failed';

/** What PagedList reads of a `useInfiniteList` result (lib/use-infinite-list.ts). */
export interface PagedListState<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The one cursor-paged list with its states: `loading` (skeletons the size of the rows) while the
 * first page loads; LoadFailed with 다시 시도 when it failed; `empty` when there is nothing; else
 * the rows in a labelled <ul>, then 더 보기 for the next page (or, when that page failed, the
 * failure with 다시 시도 in its place). `loadOnScroll` also fetches the next page when the end of
 * the list comes near the viewport (the button stays for keyboards and old browsers).
 * `renderItem` returns the <li> (with its key).
 */
export function PagedList<T>({
  list,
  rows = list.items,
  renderItem,
  label,
  loading,
  errorTitle,
  inlineError = false,
  empty,
  moreLabel = '더 보기',
  loadOnScroll = false,
  className,
  listClassName,
  errorClassName,
}: {
  list: PagedListState<T>;
  /** The rows to draw when they are not just `list.items` (answered rows that linger a moment). */
  rows?: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  loading: ReactNode;
  errorTitle: string;
  /** The failure as a one-line alert, for a list inside a dialog or one section of a screen. */
  inlineError?: boolean;
  empty: ReactNode;
  moreLabel?: string;
  loadOnScroll?: boolean;
  className?: string;
  listClassName?: string;
  errorClassName?: string;
}) {
  const sentinel = useLoadMoreWhenVisible(list);

  if (list.isPending) return <>{loading}</>;
  if (list.isError && rows.length === 0) {
    return (
      <LoadFailed
        inline={inlineError}
        className={errorClassName}
        title={errorTitle}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (rows.length === 0) return <>{empty}</>;

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ul aria-label={label} aria-busy={list.isFetching || undefined} className={listClassName}>
        {rows.map(renderItem)}
      </ul>
      {list.isFetchNextPageError ? (
        <LoadFailed inline title={errorTitle} error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : list.hasNextPage ? (
        <>
          {loadOnScroll ? <div ref={sentinel} aria-hidden="true" className="-mt-3 h-px" /> : null}
          <Button
            variant="outline"
            size="sm"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {moreLabel}
          </Button>
        </>
      ) : null}
    </div>
  );
}
