/*
 * Why a player was signed out without logging out: the server refused the token (401). Kept in
 * sessionStorage for this tab until /init shows it, so the reason survives a reload or a second
 * request racing the first (issue 8: "a revoked token drops the user on /init without a word").
 */

export type SignedOutReason = 'signed_out' | 'expired';

const KEY = 'hanpan.signedOutReason';

/**
 * A rejected token (401) was either past its `exp` (expired) or ended by the server before that
 * (revoked: logout everywhere, another device). The payload is read, not verified: it only picks
 * the words; the server already decided.
 */
export function signedOutReason(token: string | null, now: number = Date.now()): SignedOutReason | undefined {
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

/** The api client calls this with the token a 401 refused, before removing it. */
export function rememberSignedOut(token: string | null): void {
  const reason = signedOutReason(token);
  if (!reason) return;
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Private modes may refuse storage: /init then simply shows no reason.
  }
}

/**
 * The reason remembered for this tab. Read, not consumed: a redirect and a reload racing each other
 * must both find it. A sign-in forgets it (forgetSignedOutReason).
 */
export function takeSignedOutReason(): SignedOutReason | undefined {
  try {
    const reason = sessionStorage.getItem(KEY);
    return reason === 'signed_out' || reason === 'expired' ? reason : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignedOutReason(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // see rememberSignedOut
  }
}
