import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { showToast } from '@/ui/toast';
import { completeLogin } from './auth.api';
import { PROVIDER_NAMES, type SocialProvider } from '@/landing/provider-login';

/**
 * What a wrapper hands to window.on{Kakao,Google,Apple}LoginSuccess after its provider SDK signed in
 * (landing/native-login-callbacks.ts): `{token}` (older builds: a string).
 */
export type NativeLoginPayload =
  string | { token?: string; idToken?: string; accessToken?: string } | null | undefined;

function providerTokenOf(payload: NativeLoginPayload): string | null {
  if (typeof payload === 'string') return payload || null;
  return payload?.token ?? payload?.idToken ?? payload?.accessToken ?? null;
}

export async function exchangeNativeLogin(
  provider: SocialProvider,
  payload: NativeLoginPayload,
  queryClient: QueryClient,
  navigate: (to: '/' | '/onboarding') => void,
): Promise<void> {
  const failed = `${PROVIDER_NAMES[provider]} 로그인에 실패했어요. 다시 시도해 주세요.`;
  const token = providerTokenOf(payload);
  if (!token) {
    showToast(failed);
    return;
  }
  try {
    const session = await api.post(
      `/api/auth/native/${provider}`,
      contract((c) => c.SocialLoginResponseSchema),
      { token },
      {
        redirectOnUnauthorized: false,
      },
    );
    completeLogin(queryClient, session.token);
    navigate(session.isNewUser ? '/onboarding' : '/');
  } catch (error) {
    showToast(isApiError(error) ? error.message : failed);
  }
}
