import type { LoginBody, RegisterBody } from '@hanpan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { clearToken } from '@/lib/token-store';
import { completeLogin } from './auth.api';

/*
 * Sign-in, registration, logout and deletion calls: used by their screens only, so they (and
 * TanStack's mutation code) stay out of the first page's JavaScript (decision 011).
 */

/**
 * Logout (spec §7, decision 002): unregister this device's push token and revoke the session,
 * both failures ignored, then forget the token. The caller navigates to /init.
 */
export async function logout(): Promise<void> {
  await import('@/features/push/push-device').then((push) => push.removePushDevice());
  try {
    await api.post('/api/auth/logout', ignoreBody, undefined, { redirectOnUnauthorized: false });
  } catch {
    // The token is removed below anyway; the session then simply expires on the server.
  }
  clearToken();
}

/** POST /api/user/remove (spec §7). On success the token is gone; the caller navigates to /init. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api.post('/api/user/remove', ignoreBody, undefined, { redirectOnUnauthorized: false }),
    onSuccess: () => clearToken(),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api.post(
        '/api/auth/login',
        contract((c) => c.LoginResponseSchema),
        body,
      ),
    onSuccess: (data) => completeLogin(queryClient, data.token),
  });
}

export function useRegisterGroupAccount() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post(
        '/api/auth/register',
        contract((c) => c.RegisterResponseSchema),
        body,
      ),
  });
}
