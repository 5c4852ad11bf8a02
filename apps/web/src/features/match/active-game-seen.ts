/**
 * Games the 'game started' popup does not offer again this session (spec §4 Active game
 * polling): dismissed, joined, or already open on the play screen. Kept in sessionStorage, so a
 * reload in the same tab remembers them and a new session starts afresh.
 */
const KEY = 'activeGameSeen';

function read(): Set<number> {
  try {
    const raw = sessionStorage.getItem(KEY);
    const ids = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function isActiveGameSeen(gameId: number): boolean {
  return read().has(gameId);
}

export function markActiveGameSeen(gameId: number): void {
  const ids = read();
  if (ids.has(gameId)) return;
  ids.add(gameId);
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...ids].slice(-50)));
  } catch {
    // Storage full or denied: the popup may come once more.
  }
}
