/**
 * The Android and iOS apps are thin WebView wrappers around this web app. They announce themselves
 * by appending a marker to the WebView's user agent:
 *   Android: `HanpanAndroid/<version>`   (e.g. "… Chrome/124.0 Mobile Safari/537.36 HanpanAndroid/1.0")
 *   iOS:     `HanpaniOS/<version>`       (e.g. "… Mobile/15E148 HanpaniOS/1.0")
 * and expose a bridge object:
 *   Android: `window.AndroidBridge` (addJavascriptInterface) with the methods typed below;
 *   iOS:     `window.webkit.messageHandlers.<name>.postMessage(payload)` with the handler names below.
 * Every function here has a web fallback, so the same screen works in a plain browser.
 *
 * This file holds what the sign-in page needs (platform, native login, the token hand-off for push):
 * it is part of the first page's JavaScript. Everything else lives in native-bridge.ts, which
 * re-exports this file and loads with the screens that use it (decision 011 budget).
 */
export const NATIVE_UA_MARKERS = { android: 'HanpanAndroid', ios: 'HanpaniOS' } as const;

export type Platform = 'android' | 'ios' | 'web';

interface AndroidBridge {
  registerPushToken?(accessToken: string): void;
  /** This device's push (FCM) token, or an empty string while the app has none yet. */
  getPushToken?(): string | null;
  openExternal?(url: string): void;
  copyToClipboard?(text: string): void;
  share?(url: string, title: string): void;
  loginWithKakao?(): void;
  loginWithGoogle?(): void;
}

interface WebkitMessageHandler {
  postMessage(message: unknown): void;
}

/** iOS message handler names. */
export const IOS_HANDLERS = {
  registerPushToken: 'registerPushToken',
  copyToClipboard: 'copyToClipboard',
  share: 'share',
  loginWithKakao: 'loginWithKakao',
  loginWithApple: 'loginWithApple',
  /** Asks for the push token; the app answers through `window.hanpanReceivePushToken(token)`. */
  requestPushToken: 'requestPushToken',
  openExternal: 'openExternal',
} as const;

declare global {
  interface Window {
    AndroidBridge?: AndroidBridge;
    webkit?: { messageHandlers?: Partial<Record<string, WebkitMessageHandler>> };
    /** Called by the iOS app (evaluateJavaScript) with the push token it was asked for. */
    hanpanReceivePushToken?: (token: string | null) => void;
  }
}

export function detectPlatform(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): Platform {
  if (userAgent.includes(NATIVE_UA_MARKERS.android)) return 'android';
  if (userAgent.includes(NATIVE_UA_MARKERS.ios)) return 'ios';
  return 'web';
}

export function getPlatform(): Platform {
  return detectPlatform();
}

export function isNativeApp(): boolean {
  return getPlatform() !== 'web';
}

export function iosHandler(name: string): WebkitMessageHandler | undefined {
  return window.webkit?.messageHandlers?.[name];
}

/** Hands the access token to the app so it can register this device for push. No-op on the web. */
export function registerPushToken(accessToken: string): boolean {
  if (window.AndroidBridge?.registerPushToken) {
    window.AndroidBridge.registerPushToken(accessToken);
    return true;
  }
  const ios = iosHandler(IOS_HANDLERS.registerPushToken);
  if (ios) {
    ios.postMessage({ accessToken });
    return true;
  }
  return false;
}

/** Starts a provider's native login in the apps; false when no bridge handles it (use OAuth). */
export function startNativeLogin(provider: 'kakao' | 'google' | 'apple'): boolean {
  if (provider === 'kakao' && window.AndroidBridge?.loginWithKakao) {
    window.AndroidBridge.loginWithKakao();
    return true;
  }
  if (provider === 'google' && window.AndroidBridge?.loginWithGoogle) {
    window.AndroidBridge.loginWithGoogle();
    return true;
  }
  const handlerName =
    provider === 'kakao'
      ? IOS_HANDLERS.loginWithKakao
      : provider === 'apple'
        ? IOS_HANDLERS.loginWithApple
        : null;
  const ios = handlerName ? iosHandler(handlerName) : undefined;
  if (ios) {
    ios.postMessage({});
    return true;
  }
  return false;
}
