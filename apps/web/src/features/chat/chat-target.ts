/** The partner's id in /chat/{targetUserId}, or null for an address that names nobody. */
export function parseTargetId(param: string): number | null {
  return /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}
