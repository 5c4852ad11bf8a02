import { useEffect, useRef } from 'react';

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Infinite scroll for `lib/use-infinite-list.ts` lists: the returned ref goes on a sentinel after
 * the last item, and the next page is fetched when it comes within 400 px of the viewport.
 */
export function useLoadMoreWhenVisible(list: Pager) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const armed = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  useEffect(() => {
    const element = ref.current;
    if (!element || !armed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void latest.current.fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [armed]);
  return ref;
}
