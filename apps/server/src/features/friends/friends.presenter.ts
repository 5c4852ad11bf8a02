import type { Friend } from '@hanpan/core';
import type { FileStorage } from '../../storage/file-storage.ts';
import { presentUserSearchResult, type findActiveUserCards } from '../users/index.ts';

type FriendCard = Awaited<ReturnType<typeof findActiveUserCards>>[number];

/** Spec §3 "Friend / request": the same card as a search result (users presents it). */
export function presentFriend(card: FriendCard, storage: FileStorage): Friend {
  return presentUserSearchResult(card, storage);
}
