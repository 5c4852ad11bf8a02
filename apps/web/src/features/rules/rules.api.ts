import type { RuleSort } from '@hanpan/core';
import { NEXT_CURSOR_HEADER } from '@hanpan/core/headers';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, ignoreBody, requestWithHeaders } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { useInfiniteList } from '@/lib/use-infinite-list';

/** What GET /api/rules/list is asked for; empty values are left out of the query. */
export interface RuleListFilter {
  sort: RuleSort;
  major?: string;
  minor?: string;
  search?: string;
}

/** GET /api/rules/my-rules?status= — all of the caller's rules, or those whose latest request has it. */
export type MyRulesStatus = 'PENDING' | 'REJECTED' | 'ALL';

export const ruleKeys = {
  all: ['rules'] as const,
  categories: () => [...ruleKeys.all, 'categories'] as const,
  minors: (major: string) => [...ruleKeys.categories(), major] as const,
  lists: () => [...ruleKeys.all, 'list'] as const,
  list: (filter: RuleListFilter) => [...ruleKeys.lists(), filter] as const,
  details: () => [...ruleKeys.all, 'detail'] as const,
  detail: (id: number) => [...ruleKeys.details(), id] as const,
  myRulesAll: () => [...ruleKeys.all, 'my-rules'] as const,
  myRules: (status: MyRulesStatus) => [...ruleKeys.myRulesAll(), status] as const,
  ranking: (id: number) => [...ruleKeys.all, 'ranking', id] as const,
};

export const RULE_LIST_SIZE = 20;

// The taxonomy changes only when an admin extends it.
const CATEGORY_STALE_MS = 10 * 60_000;

/** GET /api/rules/categories → the major names. */
export function useRuleCategories() {
  return useQuery({
    queryKey: ruleKeys.categories(),
    queryFn: ({ signal }) =>
      api.get(
        '/api/rules/categories',
        contract((c) => c.CategoryMajorsSchema),
        { signal },
      ),
    select: (answer) => answer.majors,
    staleTime: CATEGORY_STALE_MS,
  });
}

/** GET /api/rules/categories/{major} → the minor names of one major (off while `major` is empty). */
export function useRuleMinors(major: string | null | undefined) {
  return useQuery({
    queryKey: ruleKeys.minors(major ?? ''),
    queryFn: ({ signal }) =>
      api.get(
        `/api/rules/categories/${encodeURIComponent(major ?? '')}`,
        contract((c) => c.CategoryMinorsSchema),
        { signal },
      ),
    enabled: Boolean(major),
    staleTime: CATEGORY_STALE_MS,
  });
}

/** GET /api/rules/list, page by page (X-Next-Cursor). */
export function useRuleList(filter: RuleListFilter, enabled = true) {
  return useInfiniteList(
    ruleKeys.list(filter),
    '/api/rules/list',
    contract((c) => c.RuleListSchema),
    {
      query: { sort: filter.sort, major: filter.major, minor: filter.minor, search: filter.search },
      size: RULE_LIST_SIZE,
      enabled,
    },
  );
}

/**
 * GET /api/rules/{ruleId} (off for null). A rule an admin hid answers 404 to everyone but its author.
 * `fresh`: the rule's state as it is now, read once (the edit wizard decides from it whether the
 * player may edit); otherwise a detail seen in the last 30 s is shown at once.
 */
export function useRule(id: number | null | undefined, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: ruleKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(
        `/api/rules/${id}`,
        contract((c) => c.RuleSchema),
        { signal },
      ),
    enabled: typeof id === 'number' && id > 0,
    staleTime: fresh ? 0 : 30_000,
    refetchOnWindowFocus: !fresh,
  });
}

/** GET /api/rules/my-rules?status=, page by page. */
export function useMyRules(status: MyRulesStatus) {
  return useInfiniteList(
    ruleKeys.myRules(status),
    '/api/rules/my-rules',
    contract((c) => c.RuleListSchema),
    { query: { status: status === 'ALL' ? undefined : status }, size: RULE_LIST_SIZE },
  );
}

export const RANKING_PAGE_SIZE = 30;

/**
 * GET /api/rules/{ruleId}/rankings, page by page: the body is an object (`ruleName`,
 * `currentUserRanking` on every page) whose `rankings` are paged with `X-Next-Cursor`. `items`
 * are the rows of every page loaded so far; `head` is the first page's name and own row.
 */
export function useRuleRanking(id: number) {
  const result = useInfiniteQuery({
    queryKey: ruleKeys.ranking(id),
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await requestWithHeaders(`/api/rules/${id}/rankings`, {
        schema: contract((c) => c.RuleRankingSchema),
        query: { cursor: pageParam ?? undefined, size: RANKING_PAGE_SIZE },
        signal,
      });
      return { ranking: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = useMemo(
    () => result.data?.pages.flatMap((page) => page.ranking.rankings) ?? [],
    [result.data],
  );
  const head = result.data?.pages[0]?.ranking ?? null;
  return { ...result, items, head };
}

/** POST /api/rules/edit-requests/{editRequestId}/cancel — only while PENDING. */
export function useCancelEditRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ editRequestId }: { editRequestId: number; ruleId: number }) =>
      api.post(`/api/rules/edit-requests/${editRequestId}/cancel`, ignoreBody),
    onSettled: (_answer, _error, { ruleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.myRulesAll() }),
        queryClient.invalidateQueries({ queryKey: ruleKeys.detail(ruleId) }),
      ]),
  });
}
