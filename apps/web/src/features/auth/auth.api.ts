import {
  AuthProvidersSchema,
  DemoUserSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  SessionInfoSchema,
  TokenResponseSchema,
  type DemoLoginBody,
  type LoginBody,
  type RegisterBody,
} from '@hanpan/core';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { registerPushDevice, removePushDevice } from '@/features/push/push-device';
import { api } from '@/lib/api-client';
import { registerPushToken } from '@/lib/native-bridge';
import { clearToken, getToken, setToken, subscribeToken } from '@/lib/token-store';
import { markSignedInAfterUpdate } from './forced-logout';

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
    api.get('/api/auth/session', SessionInfoSchema, { signal, redirectOnUnauthorized: false }),
  staleTime: 5 * 60_000,
});

export const providersQueryOptions = queryOptions({
  queryKey: authKeys.providers(),
  queryFn: ({ signal }) => api.get('/api/auth/providers', AuthProvidersSchema, { signal }),
  staleTime: 10 * 60_000,
});

const DemoUsersSchema = z.array(DemoUserSchema);

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

export function useDemoUsers(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.demoUsers(),
    queryFn: ({ signal }) => api.get('/api/auth/demo-users', DemoUsersSchema, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Stores a fresh token, hands it to the native app for push, and forgets everything cached for
 * the previous account. Also marks this device as signed in after the 2025-07 update, so the
 * one-time forced logout never throws out a player who has just signed in.
 */
export function completeLogin(queryClient: QueryClient, token: string): void {
  markSignedInAfterUpdate();
  setToken(token);
  // Older app builds register push themselves from the access token; newer ones hand us their
  // push token and we register it (POST /api/push/register-device).
  registerPushToken(token);
  void registerPushDevice();
  forgetAccountData(queryClient);
}

/**
 * Drops what was cached for the previous account. Queries a mounted screen still watches (the
 * sign-in providers on /init) are kept: removing them would leave that screen waiting forever.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
}

const Ignored = z.unknown();

/**
 * Logout (spec §7, decision 002): unregister this device's push token and revoke the session,
 * both failures ignored, then forget the token. The caller navigates to /init.
 */
export async function logout(): Promise<void> {
  await removePushDevice();
  try {
    await api.post('/api/auth/logout', Ignored, undefined, { redirectOnUnauthorized: false });
  } catch {
    // The token is removed below anyway; the session then simply expires on the server.
  }
  clearToken();
}

/** POST /api/user/remove (spec §7). On success the token is gone; the caller navigates to /init. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api.post('/api/user/remove', Ignored, undefined, { redirectOnUnauthorized: false }),
    onSuccess: () => clearToken(),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/api/auth/login', LoginResponseSchema, body),
    onSuccess: (data) => completeLogin(queryClient, data.token),
  });
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DemoLoginBody) => api.post('/api/auth/demo-login', TokenResponseSchema, body),
    onSuccess: (data) => completeLogin(queryClient, data.token),
  });
}

export function useRegisterGroupAccount() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post('/api/auth/register', RegisterResponseSchema, body),
  });
}
