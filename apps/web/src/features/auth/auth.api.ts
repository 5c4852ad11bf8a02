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
import { api } from '@/lib/api-client';
import { registerPushToken } from '@/lib/native-bridge';
import { getToken, setToken, subscribeToken } from '@/lib/token-store';

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

/** Stores a fresh token, hands it to the native app for push, and forgets the old session. */
export function completeLogin(queryClient: QueryClient, token: string): void {
  setToken(token);
  registerPushToken(token);
  queryClient.removeQueries({ queryKey: authKeys.session() });
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
