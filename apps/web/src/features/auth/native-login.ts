import { SocialLoginResponseSchema } from '@hanpan/core';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { showToast } from '@/ui/toast';
import { completeLogin } from './auth.api';
import { PROVIDER_NAMES, type SocialProvider } from './provider-login';

/** What a wrapper hands back after its provider SDK signed in: `{token}` (older builds: a string). */
type NativeLoginPayload =
  string | { token?: string; idToken?: string; accessToken?: string } | null | undefined;

declare global {
  interface Window {
    onKakaoLoginSuccess?: (payload: NativeLoginPayload) => void;
    onGoogleLoginSuccess?: (payload: NativeLoginPayload) => void;
    onAppleLoginSuccess?: (payload: NativeLoginPayload) => void;
  }
}

const CALLBACKS = {
  kakao: 'onKakaoLoginSuccess',
  google: 'onGoogleLoginSuccess',
  apple: 'onAppleLoginSuccess',
} as const satisfies Record<SocialProvider, keyof Window>;

function providerTokenOf(payload: NativeLoginPayload): string | null {
  if (typeof payload === 'string') return payload || null;
  return payload?.token ?? payload?.idToken ?? payload?.accessToken ?? null;
}

/**
 * The Android/iOS wrappers sign in with Kakao, Google or Apple natively and call these globals with
 * the provider's token; the server verifies it (POST /api/auth/native/{provider}) and answers our
 * session, which is then handled exactly like the web's /oauth/callback.
 */
export function installNativeLoginCallbacks(
  queryClient: QueryClient,
  navigate: (to: '/' | '/onboarding') => void,
) {
  for (const [provider, name] of Object.entries(CALLBACKS) as [
    SocialProvider,
    keyof typeof window & string,
  ][]) {
    (window as unknown as Record<string, unknown>)[name] = (payload: NativeLoginPayload) =>
      void exchangeNativeLogin(provider, payload, queryClient, navigate);
  }
}

export async function exchangeNativeLogin(
  provider: SocialProvider,
  payload: NativeLoginPayload,
  queryClient: QueryClient,
  navigate: (to: '/' | '/onboarding') => void,
): Promise<void> {
  const failed = `${PROVIDER_NAMES[provider]} 로그인에 실패했습니다. 다시 시도해주세요.`;
  const token = providerTokenOf(payload);
  if (!token) {
    showToast(failed);
    return;
  }
  try {
    const session = await api.post(
      `/api/auth/native/${provider}`,
      SocialLoginResponseSchema,
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
