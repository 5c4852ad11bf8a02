import type { QueryClient } from '@tanstack/react-query';
import type { SocialProvider } from './provider-login';

/** What a wrapper hands back after its provider SDK signed in: `{token}` (older builds: a string). */
export type NativeLoginPayload =
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
      void import('./native-login').then(({ exchangeNativeLogin }) =>
        exchangeNativeLogin(provider, payload, queryClient, navigate),
      );
  }
}
