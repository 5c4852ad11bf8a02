import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/token-store';
import { sessionQueryOptions } from './auth.api';

/** Paths a visitor without a token may open (spec §2, §6). */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/init' ||
    pathname === '/group/login' ||
    pathname === '/oauth/callback' ||
    pathname.startsWith('/invite/') ||
    pathname.startsWith('/invite-fall-back/')
  );
}

/**
 * Runs before every navigation (root route beforeLoad):
 * - a token at /init goes to / (spec §2);
 * - no token outside the public paths goes to /init;
 * - with a token, the session is verified once (GET /api/auth/session, then cached); a 401 clears
 *   the token and goes to /init. Other failures (offline, 5xx) let the screen show its own state.
 */
export async function guardNavigation(pathname: string, queryClient: QueryClient): Promise<void> {
  const token = getToken();
  if (pathname === '/init' && token) throw redirect({ to: '/', replace: true });
  if (isPublicPath(pathname)) return;
  if (!token) throw redirect({ to: '/init', replace: true });

  try {
    await queryClient.ensureQueryData(sessionQueryOptions);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearToken();
      queryClient.removeQueries({ queryKey: sessionQueryOptions.queryKey });
      throw redirect({ to: '/init', replace: true });
    }
  }
}
