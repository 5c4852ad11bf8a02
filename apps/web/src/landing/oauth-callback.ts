import type { QueryClient } from '@tanstack/react-query';
import { LOCAL_KEYS, removeLocal, writeLocal } from '@/lib/local-store';
import { completeLogin } from '@/features/auth/auth.api';

/**
 * /oauth/callback?token=…&isNewUser=…&nickname=… (contract notes): the server's redirect after a
 * social sign-in. The query is read once and removed from the address bar before anything renders,
 * so the token never stays in the history, a bookmark, a screenshot or a Referer.
 */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

export interface OAuthCallbackParams {
  token: string | null;
  /** Spec §2: only the literal 'false' means a returning player. */
  isNewUser: boolean;
  nickname: string | null;
  /** A failure code, should the server send one here rather than to /init?error=. */
  error: string | null;
}

let captured: OAuthCallbackParams | null = null;

/**
 * Reads and strips the callback query when the page is /oauth/callback. main.tsx calls it before
 * the router exists. (Not later: the router's history reacts to replaceState by navigating again.)
 */
export function captureOAuthCallback(
  location: Location = window.location,
  history: History = window.history,
) {
  if (location.pathname !== OAUTH_CALLBACK_PATH || location.search === '') return;
  const params = new URLSearchParams(location.search);
  captured = {
    token: params.get('token') || null,
    isNewUser: params.get('isNewUser') !== 'false',
    nickname: params.get('nickname')?.trim() || null,
    error: params.get('error') || null,
  };
  // WARNING: must run before the first render; the token would otherwise sit in the address bar.
  history.replaceState(history.state, '', OAUTH_CALLBACK_PATH);
}

/** The captured query, handed out once. */
export function takeOAuthCallback(): OAuthCallbackParams | null {
  const result = captured;
  captured = null;
  return result;
}

/** The same values from the router's parsed search (which turns 'false' into false, '7' into 7). */
export function readOAuthSearch(search: Record<string, unknown>): OAuthCallbackParams {
  const text = (value: unknown) =>
    typeof value === 'string' ? value.trim() || null : typeof value === 'number' ? String(value) : null;
  return {
    token: text(search.token),
    isNewUser: search.isNewUser !== false && search.isNewUser !== 'false',
    nickname: text(search.nickname),
    error: text(search.error),
  };
}

export type OAuthCallbackTarget = { to: '/init'; search: { error?: string } } | { to: '/' | '/onboarding' };

/**
 * The OAuth callback route (runs in beforeLoad, before anything renders): signs in with the token
 * and says where to go — / for a returning player (isNewUser=false), /onboarding otherwise, /init
 * (with the error, if one came) when no token came.
 */
export function finishOAuthCallback(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): OAuthCallbackTarget {
  // main.tsx has usually stripped the query already; otherwise (tests, a late load) the router
  // still holds it, and the replacing redirect below removes it from the history.
  const params = takeOAuthCallback() ?? readOAuthSearch(search);
  if (!params.token) return { to: '/init', search: params.error ? { error: params.error } : {} };
  completeLogin(queryClient, params.token);
  if (params.nickname) writeLocal(LOCAL_KEYS.suggestedNickname, params.nickname);
  else removeLocal(LOCAL_KEYS.suggestedNickname);
  return { to: params.isNewUser ? '/onboarding' : '/' };
}
