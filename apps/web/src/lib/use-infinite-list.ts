import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SchemaSource } from './api-client';
import { apiList, type ListOptions, type ListPage } from './api-list';

export type InfiniteList<T> = InfiniteData<ListPage<T>, string | null>;

/**
 * A server list read page by page (contract notes, "Lists"): `fetchNextPage()` follows the
 * `X-Next-Cursor` of the last page; `items` is every page loaded so far, in order.
 */
export function useInfiniteList<T>(
  queryKey: QueryKey,
  path: string,
  schema: SchemaSource<T[]>,
  options: Pick<ListOptions, 'query' | 'size'> & { enabled?: boolean } = {},
) {
  const { query, size, enabled } = options;
  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiList(path, schema, { query, size, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
    enabled,
  });
  const items = useMemo(() => result.data?.pages.flatMap((page) => page.items) ?? [], [result.data]);
  return { ...result, items };
}

/** Removes matching items from every loaded page (optimistic updates). */
export function removeFromInfiniteList<T>(
  data: InfiniteList<T> | undefined,
  remove: (item: T) => boolean,
): InfiniteList<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !remove(item)) })),
  };
}
