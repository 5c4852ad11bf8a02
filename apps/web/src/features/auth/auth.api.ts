import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { forgetSignedOutReason } from '@/lib/signed-out';
import { registerPushToken } from '@/lib/native-sign-in-bridge';
import { getToken, setToken, subscribeToken } from '@/lib/token-store';
import { authProvidersAnswer } from '@/landing/first-paint-answers';
import { markSignedInAfterUpdate } from '@/landing/forced-logout';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
  demoUsers: () => [...authKeys.all, 'demo-users'] as const,
};

/** Who the caller is. A 401 here only clears the token: the login guard decides where to go. */
export const sessionQueryOptions = queryOptions({
  queryKey: authKeys.session(),
  queryFn: ({ signal }) =>
    api.get(
      '/api/auth/session',
      contract((c) => c.SessionInfoSchema),
      { signal, redirectOnUnauthorized: false },
    ),
  staleTime: 5 * 60_000,
});

export const providersQueryOptions = queryOptions({
  queryKey: authKeys.providers(),
  queryFn: ({ signal }) => api.get('/api/auth/providers', authProvidersAnswer, { signal }),
  staleTime: 10 * 60_000,
});

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export function useSession() {
  const token = useToken();
  return useQuery({ ...sessionQueryOptions, enabled: token !== null });
}

export function useAuthProviders() {
  return useQuery(providersQueryOptions);
}

/**
 * Stores a fresh token, hands it to the native app for push, and forgets everything cached for
 * the previous account. Also marks this device as signed in after the 2025-07 update, so the
 * one-time forced logout never throws out a player who has just signed in.
 */
export function completeLogin(queryClient: QueryClient, token: string): void {
  markSignedInAfterUpdate();
  forgetSignedOutReason();
  setToken(token);
  // Older app builds register push themselves from the access token; newer ones hand us their
  // push token and we register it (POST /api/push/register-device).
  registerPushToken(token);
  void import('@/features/push/push-device').then((push) => push.registerPushDevice());
  forgetAccountData(queryClient);
}

/**
 * Drops what was cached for the previous account. Queries a mounted screen still watches (the
 * sign-in providers on /init) are kept: removing them would leave that screen waiting forever.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
}
