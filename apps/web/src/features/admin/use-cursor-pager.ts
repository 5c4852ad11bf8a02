import { useState } from 'react';

/**
 * Numbered pages over a cursor-paged list (spec §9: 10 per page with a pager): the cursors of the
 * pages visited so far, so 이전 goes back without the server knowing page numbers. The list that
 * uses it is keyed by its tab, so another tab starts again at the first page. `start`: the cursors
 * of the page to open first (a highlighted request's page).
 */
export function useCursorPager(start: (string | null)[] = [null]) {
  const [cursors, setCursors] = useState(start);
  return {
    cursor: cursors.at(-1) ?? null,
    /** 1-based. */
    page: cursors.length,
    next: (nextCursor: string) => setCursors((visited) => [...visited, nextCursor]),
    previous: () => setCursors((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)),
    first: () => setCursors([null]),
  };
}
