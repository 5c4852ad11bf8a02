import { NEXT_CURSOR_HEADER } from '@hanpan/core/headers';
import { requestWithHeaders, type QueryValue, type SchemaSource } from './api-client';

// Lists live beside the api client, not in it: only screens with a list load this (the first
// page's JavaScript budget, decision 011).

/** One page of a list (contract notes, "Lists"): the items and the cursor of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ListOptions {
  query?: Record<string, QueryValue>;
  /** From the previous page's `nextCursor`; absent for the first page. */
  cursor?: string | null;
  size?: number;
  signal?: AbortSignal;
}

/**
 * GETs one page of a list: an array body checked by `schema` (an array schema, e.g.
 * `contract((c) => c.BlockedUserSchema.array())`), the next cursor from the `X-Next-Cursor` header.
 */
export async function apiList<T>(
  path: string,
  schema: SchemaSource<T[]>,
  { query, cursor, size, signal }: ListOptions = {},
): Promise<ListPage<T>> {
  const { data, headers } = await requestWithHeaders(path, {
    schema,
    query: { ...query, cursor: cursor ?? undefined, size },
    signal,
  });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}
