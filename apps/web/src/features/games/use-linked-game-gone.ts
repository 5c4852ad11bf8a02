import { useEffect, useRef } from 'react';
import type { ManageCard } from './game-card-model';

/**
 * /game?id= of a game that is in none of my lists (its owner deleted it, or I can no longer see
 * it — a stale '경기 초대' notification): `onGone` says so once, instead of the screen landing
 * silently on the list (issue 16 §25d). The card may only be further down, so the remaining pages
 * load first; a load that failed decides nothing.
 */
export function useLinkedGameGone(
  linkedId: number | undefined,
  lists: {
    cards: readonly ManageCard[];
    /** Both lists answered, no page is loading and neither failed. */
    settled: boolean;
    hasMore: boolean;
    loadMore: () => void;
  },
  onGone: () => void,
): void {
  const decided = useRef<number | undefined>(undefined);
  const { cards, settled, hasMore, loadMore } = lists;
  useEffect(() => {
    if (linkedId === undefined || decided.current === linkedId || !settled) return;
    if (cards.some((card) => card.id === linkedId)) {
      decided.current = linkedId;
      return;
    }
    if (hasMore) {
      loadMore();
      return;
    }
    decided.current = linkedId;
    onGone();
  }, [linkedId, cards, settled, hasMore, loadMore, onGone]);
}
