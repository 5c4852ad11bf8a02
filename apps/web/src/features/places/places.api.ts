import { PLACE_QUERY_MAX } from '@hanpan/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';

export const placeKeys = {
  all: ['places'] as const,
  search: (q: string) => [...placeKeys.all, 'search', q] as const,
};

export { PLACE_QUERY_MAX };

/**
 * GET /api/places/search?q= (off for an empty query): at most 10 places in Korea, each with its
 * canonical region. The same words asked again within a minute answer from the cache.
 */
export function usePlaceSearch(q: string) {
  // The server takes 1–50 characters (PlaceSearchQuerySchema): longer input is cut, not refused.
  const query = q.trim().slice(0, PLACE_QUERY_MAX);
  return useQuery({
    queryKey: placeKeys.search(query),
    queryFn: ({ signal }) =>
      api.get(
        '/api/places/search',
        contract((c) => c.PlacesSchema),
        { query: { q: query }, signal },
      ),
    enabled: query !== '',
    staleTime: 60_000,
    // The last answer stays while the next words are searched: the list does not blink per key.
    // (TanStack's keepPreviousData, written out: importing it grows the first page's chunk.)
    placeholderData: (previous) => previous,
  });
}
