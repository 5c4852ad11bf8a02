/*
 * /init's query (?error=…, ?notice=…) and why a player lands there signed out. Small and free of
 * Korean texts: the router and the 401 handling in the first page's JavaScript need it; the
 * messages live with the login screen (init-messages.ts).
 */

/** Why the player is on /init without having logged out (init-messages.ts words each one). */
export type InitNotice = 'relogin' | 'signed_out' | 'expired';

/**
 * A rejected token (401) was either past its `exp` (expired) or ended by the server before that
 * (revoked: logout everywhere, another device). The payload is read, not verified: it only picks
 * the words; the server already decided.
 */
export function signedOutNotice(token: string | null, now: number = Date.now()): InitNotice | undefined {
  if (!token) return undefined;
  const payload = token.split('.')[1];
  if (!payload) return 'signed_out';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 <= now ? 'expired' : 'signed_out';
  } catch {
    return 'signed_out';
  }
}

export interface InitSearch {
  error?: string;
  notice?: string;
}

/** The router's default parser turns '?error=123' into a number: read every value as text. */
export function validateInitSearch(search: Record<string, unknown>): InitSearch {
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : undefined;
  const result: InitSearch = {};
  const error = text(search.error);
  const notice = text(search.notice);
  if (error) result.error = error;
  if (notice) result.notice = notice;
  return result;
}
