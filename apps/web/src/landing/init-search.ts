/*
 * /init's query (?error=…, ?notice=…) and why a player lands there signed out. Small and free of
 * Korean texts: the router and the 401 handling in the first page's JavaScript need it; the
 * messages live with the login screen (init-messages.ts).
 */

import type { SignedOutReason } from '@/lib/signed-out';

/** Why the player is on /init without having logged out (init-messages.ts words each one). */
export type InitNotice = 'relogin' | SignedOutReason;

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
