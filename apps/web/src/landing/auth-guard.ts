import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/token-store';
import { forgetAccountData, sessionQueryOptions } from '@/features/auth/auth.api';
import { applyForcedLogoutOnce } from './forced-logout';
import { rememberReturnTo, takeReturnTo } from './return-to';
import { rememberSignedOut, takeSignedOutReason } from '@/lib/signed-out';
import { OAUTH_CALLBACK_PATH } from './oauth-callback';

/** Paths a visitor without a token may open (spec §2, §6). */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/init' ||
    pathname === '/group/login' ||
    pathname === OAUTH_CALLBACK_PATH ||
    pathname.startsWith('/invite/') ||
    pathname.startsWith('/invite-fall-back/')
  );
}

/**
 * Paths a signed-in player without a username and nickname may still open: onboarding itself,
 * and settings, help and contact (so the player can log out, delete the account or ask for help).
 */
export function isOpenBeforeOnboarding(pathname: string): boolean {
  return (
    pathname === '/onboarding' ||
    pathname === '/settings' ||
    pathname.startsWith('/settings/') ||
    pathname === '/help' ||
    pathname === '/contact'
  );
}

/**
 * Runs before every navigation (root route beforeLoad):
 * - the one-time forced logout of the 2025-07 update (not on the OAuth callback, which signs in);
 * - a token at /init goes to / (spec §2);
 * - no token outside the public paths goes to /init, remembering where it was going (`href`): the
 *   first arrival on / once signed in and onboarded goes there instead (an invite link survives
 *   sign-in and onboarding);
 * - with a token, the session is verified once (GET /api/auth/session, then cached); a 401 clears
 *   the token and goes to /init. Other failures (offline, 5xx) let the screen show its own state;
 * - a player who has not chosen a username and nickname yet is sent to /onboarding.
 *
 * `whileVerifying` runs when a token exists and the path is not public, right before the session
 * is awaited: what the screen will need (its chunks, its data) starts then instead of after the
 * session check (issue 8: a cold /settings loaded them one after another). It must not navigate.
 */
export async function guardNavigation(
  pathname: string,
  queryClient: QueryClient,
  whileVerifying?: () => void,
  href = pathname,
): Promise<void> {
  if (pathname !== OAUTH_CALLBACK_PATH && applyForcedLogoutOnce()) {
    forgetAccountData(queryClient);
    if (!isPublicPath(pathname) || pathname === '/init') {
      throw redirect({ to: '/init', search: { notice: 'relogin' }, replace: true });
    }
  }
  const token = getToken();
  if (pathname === '/init' && token) throw redirect({ to: '/', replace: true });
  if (isPublicPath(pathname)) return;
  // A token a 401 removed a moment ago (another request, before a reload) still gets its reason.
  if (!token) {
    rememberReturnTo(href);
    throw redirect({ to: '/init', search: { notice: takeSignedOutReason() }, replace: true });
  }

  // The session is asked for first: its answer is what lets the screen render, and on a
  // one-thread database (PGlite) it would otherwise wait behind the screen's own data.
  const session = queryClient.ensureQueryData(sessionQueryOptions);
  whileVerifying?.();
  let onboarded = true;
  try {
    onboarded = (await session).onboarded;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // The api client remembered why (expired or ended elsewhere) when it removed the token;
      // `token` was read before the call, should it not have.
      rememberSignedOut(token);
      const notice = takeSignedOutReason();
      clearToken();
      queryClient.removeQueries({ queryKey: sessionQueryOptions.queryKey });
      throw redirect({ to: '/init', search: { notice }, replace: true });
    }
  }
  if (!onboarded && !isOpenBeforeOnboarding(pathname)) throw redirect({ to: '/onboarding', replace: true });
  if (onboarded && pathname === '/') {
    const back = takeReturnTo();
    if (back) throw redirect({ href: back, replace: true });
  }
}
