import type { QueryClient } from '@tanstack/react-query';
// WARNING: type only. The exchange is loaded with import() below; a value import would put it (and
// the contract schemas) on the first page, and any import back from it would be a cycle.
import type { NativeLoginPayload } from '@/features/auth/native-login';
import type { SocialProvider } from './provider-login';

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
    // The exchange (and the contract schemas it checks with) loads when a wrapper calls back.
    (window as unknown as Record<string, unknown>)[name] = (payload: NativeLoginPayload) =>
      void import('@/features/auth/native-login').then(({ exchangeNativeLogin }) =>
        exchangeNativeLogin(provider, payload, queryClient, navigate),
      );
  }
}
