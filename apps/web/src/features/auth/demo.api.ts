import type { DemoLoginBody, DemoUser, TokenResponse } from '@hanpan/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys, completeLogin } from './auth.api';
import {
  checked,
  isInt,
  isNullableString,
  isRecord,
  pick,
  stripped,
  type Record_,
} from '@/landing/first-paint-answers';

// Checked without zod like the providers (first-paint-answers.ts): the list paints with /init.
const DEMO_USER_KEYS = ['id', 'nickname', 'username', 'profileUrl', 'role'] as const;
function isDemoUser(data: unknown): data is DemoUser {
  return (
    isRecord(data) &&
    isInt(data.id) &&
    typeof data.nickname === 'string' &&
    isNullableString(data.username) &&
    isNullableString(data.profileUrl) &&
    (data.role === 'USER' || data.role === 'ADMIN')
  );
}

function isTokenResponse(data: unknown): data is TokenResponse {
  return isRecord(data) && typeof data.token === 'string';
}

export const demoUsersAnswer = stripped(
  checked('DemoUser[]', (data): data is DemoUser[] => Array.isArray(data) && data.every(isDemoUser)),
  (users) => users.map((user) => pick<DemoUser>(user as unknown as Record_, DEMO_USER_KEYS)),
);

export const tokenAnswer = stripped(checked('TokenResponse', isTokenResponse), (value) => ({
  token: value.token,
}));

/** GET /api/auth/demo-users and POST /api/auth/demo-login: demo servers only (decision 010). */
export const demoUsersQueryOptions = queryOptions({
  queryKey: authKeys.demoUsers(),
  queryFn: ({ signal }) => api.get('/api/auth/demo-users', demoUsersAnswer, { signal }),
  staleTime: 60_000,
});

export function useDemoUsers(enabled: boolean) {
  return useQuery({ ...demoUsersQueryOptions, enabled });
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DemoLoginBody) => api.post('/api/auth/demo-login', tokenAnswer, body),
    onSuccess: (data) => completeLogin(queryClient, data.token),
  });
}
