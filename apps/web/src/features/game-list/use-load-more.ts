import { useEffect, useRef } from 'react';

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** Fetches the next page when the sentinel comes within 400 px of the viewport. */
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
