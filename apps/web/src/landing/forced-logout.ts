import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/local-store';
import { clearToken, getToken } from '@/lib/token-store';

/**
 * The one-time forced logout of the 2025-07 update (spec §3, §9). A device that has not seen the
 * flag loses its token once. Every successful sign-in sets the flag, so a player who signed in on
 * this device after the update is never thrown out by it.
 */
export function markSignedInAfterUpdate(): void {
  writeLocal(LOCAL_KEYS.forcedLogout, '1');
}

/** True when this call removed the token (the caller sends the player to /init). */
export function applyForcedLogoutOnce(): boolean {
  if (readLocal(LOCAL_KEYS.forcedLogout)) return false;
  // WARNING: the flag is written before the token is cleared; the other order could log the
  // player out on every start if writing failed after clearing.
  markSignedInAfterUpdate();
  if (!getToken()) return false;
  clearToken();
  return true;
}
