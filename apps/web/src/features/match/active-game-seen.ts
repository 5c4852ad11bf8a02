/**
 * Games a global popup does not offer again this session (spec §4 Active game polling): kept in
 * sessionStorage, so a reload in the same tab remembers them and a new session starts afresh.
 */
function sessionIdSet(key: string) {
  function read(): Set<number> {
    try {
      const raw = sessionStorage.getItem(key);
      const ids = raw ? (JSON.parse(raw) as unknown) : [];
      return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
    } catch {
      return new Set();
    }
  }
  return {
    has: (gameId: number): boolean => read().has(gameId),
    add(gameId: number): void {
      const ids = read();
      if (ids.has(gameId)) return;
      ids.add(gameId);
      try {
        sessionStorage.setItem(key, JSON.stringify([...ids].slice(-50)));
      } catch {
        // Storage full or denied: the popup may come once more.
      }
    },
  };
}

/** 'game started': dismissed, joined, or already open on the play screen. */
const activeGameSeen = sessionIdSet('activeGameSeen');
export const isActiveGameSeen = activeGameSeen.has;
export const markActiveGameSeen = activeGameSeen.add;

/** 'review needed': dismissed, or its result page opened. */
const reviewPromptSeen = sessionIdSet('reviewPromptSeen');
export const isReviewPromptSeen = reviewPromptSeen.has;
export const markReviewPromptSeen = reviewPromptSeen.add;
