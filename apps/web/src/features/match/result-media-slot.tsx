import type { ReactNode } from 'react';

/**
 * Where the result page's media picker goes (issue 19 item 1, the s19-media helper's part): up to
 * 5 photos and videos kept on this phone plus the gallery. Kept in its own file so that work
 * replaces this component without touching the review form; it renders between the review and
 * the rule rating. Until then: nothing.
 */
export function ResultMediaSlot(_props: { gameId: number }): ReactNode {
  return null;
}
