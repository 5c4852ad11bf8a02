/**
 * /game?id=: the game whose card to scroll to and highlight. Anything but a positive whole number
 * is ignored (a hand-typed or stale link shows the list as usual).
 */
export function readGameSearchId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
