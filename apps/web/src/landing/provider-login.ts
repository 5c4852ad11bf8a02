import type { AuthProviders } from '@hanpan/core';
import { getPlatform, startNativeLogin } from '@/lib/native-sign-in-bridge';
import { showToast } from '@/ui/toast';

export type SocialProvider = 'kakao' | 'google' | 'apple';

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  kakao: '카카오',
  google: 'Google',
  apple: 'Apple',
};

export const APPLE_ONLY_ON_IOS_MESSAGE = 'Apple 로그인은 iOS 앱에서만 할 수 있어요.';

/** Which social buttons this device shows (spec §2): Google in the Android app, Apple in the iOS app. */
export function visibleProviders(platform = getPlatform()): SocialProvider[] {
  if (platform === 'android') return ['kakao', 'google'];
  if (platform === 'ios') return ['kakao', 'apple'];
  return ['kakao'];
}

/** The buttons to show: this device's providers that the server has keys for (none while unknown). */
export function offeredProviders(
  configured: AuthProviders | undefined,
  platform = getPlatform(),
): SocialProvider[] {
  if (!configured) return [];
  return visibleProviders(platform).filter((provider) => configured[provider]);
}

/**
 * Starts a social login: the app's native SDK when the wrapper offers it, else the server's OAuth
 * redirect (a full page navigation). Providers the server cannot honour yet say so in a toast.
 */
export function startSocialLogin(provider: SocialProvider, providers: AuthProviders | undefined): void {
  if (provider === 'apple' && getPlatform() !== 'ios') {
    window.alert(APPLE_ONLY_ON_IOS_MESSAGE);
    return;
  }
  if (!providers) {
    showToast('로그인 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
    return;
  }
  if (!providers[provider]) {
    showToast(`${PROVIDER_NAMES[provider]} 로그인은 아직 준비 중이에요.`);
    return;
  }
  if (startNativeLogin(provider)) return;
  window.location.assign(`/oauth2/authorization/${provider}`);
}
