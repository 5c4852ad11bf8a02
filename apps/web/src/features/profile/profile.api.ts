import { ProfileSchema } from '@hanpan/core';
import { useQuery } from '@tanstack/react-query';
import { profileKeys } from '@/features/my-profile';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { useInfiniteList } from '@/lib/use-infinite-list';

/** GET /api/user-profile/{id}; 0 is the caller (contract notes). */
export function useUserProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.user(id),
    queryFn: ({ signal }) => api.get(`/api/user-profile/${id}`, ProfileSchema, { signal }),
    staleTime: 30_000,
  });
}

/** GET /api/user-profile/search?keyword= (trimmed), page by page; nothing is asked for a blank one. */
export function useUserSearch(keyword: string) {
  return useInfiniteList(
    profileKeys.search(keyword),
    '/api/user-profile/search',
    contract((c) => c.UserSearchResultsSchema),
    { query: { keyword }, size: 20, enabled: keyword !== '' },
  );
}
