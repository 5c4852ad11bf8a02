import { adminMessages } from '@hanpan/core/contract';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/ui/toast';

/** Two admin screens may refuse one after the other (requests → /admin → /game): one message. */
const REPEAT_WINDOW_MS = 3_000;
let lastShownAt = 0;

function announceNeedsAdmin(): void {
  const now = Date.now();
  if (now - lastShownAt < REPEAT_WINDOW_MS) return;
  lastShownAt = now;
  showToast(adminMessages.needsAdmin);
}

export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** False once the session says the player is not an admin: no admin call is then made. */
export function useMayCallAdmin(): boolean {
  const session = useSession();
  return session.data === undefined || session.data.role === 'ADMIN';
}

/**
 * Spec §8: an admin screen whose calls are refused says '관리자 권한이 필요합니다.' and leaves — the
 * dashboard for /game, the requests and reports screens for /admin. The session already tells the
 * player's role, so a player without it leaves for /game before any admin call is made; the server
 * stays the authority (a 403 in any of `errors` leaves too). Network and server failures are not
 * a refusal: the screen shows them with 다시 시도.
 *
 * Returns whether the screen is leaving (it then shows nothing).
 */
export function useLeaveIfRefused(leaveTo: '/game' | '/admin', errors: readonly unknown[]): boolean {
  const router = useRouter();
  const notAdmin = !useMayCallAdmin();
  const leaving = notAdmin || errors.some(isForbidden);
  const destination = notAdmin ? '/game' : leaveTo;

  useEffect(() => {
    if (!leaving) return;
    announceNeedsAdmin();
    void router.navigate({ href: destination, replace: true });
  }, [leaving, destination, router]);

  return leaving;
}
