import { iosHandler, IOS_HANDLERS } from './native-sign-in-bridge';

/*
 * The native app bridge beyond sign-in (clipboard, camera, share, push token, outside links).
 * Platform detection, native login and the push token hand-off live in native-sign-in-bridge.ts
 * (on the first page); they are re-exported here so callers keep one import.
 */
export * from './native-sign-in-bridge';

/**
 * The Android app's second bridge object (the original client's `window.AndroidApp`, beside
 * `AndroidBridge`): the camera of the play screen and the gallery save of the story image.
 */
export interface AndroidApp {
  openCamera?(): void;
  openVideoCamera?(): void;
  /** Takes the whole `data:image/png;base64,…` URL, as the original client sends it. */
  saveImageToGalleryWithBase64?(dataUrl: string): void;
}

declare global {
  interface Window {
    AndroidApp?: AndroidApp;
  }
}

/** The iOS app's general message handler (camera, gallery save): `{ action, … }` messages. */
export const IOS_BRIDGE = 'iosBridge';

/**
 * Hands a PNG to the app's photo gallery (spec §2 Share-image maker): the Android app's
 * `AndroidApp.saveImageToGalleryWithBase64(dataUrl)`, the iOS app's `iosBridge` message
 * `{action: 'saveImageToGalleryWithBase64', base64: dataUrl}` — the calls the original client makes.
 * False where no app is around (a browser downloads instead; `makeDataUrl` is then never called);
 * the app answers nothing back.
 */
export function saveImageToGallery(makeDataUrl: () => string): boolean {
  const android = window.AndroidApp;
  if (android?.saveImageToGalleryWithBase64) {
    android.saveImageToGalleryWithBase64(makeDataUrl());
    return true;
  }
  const ios = iosHandler(IOS_BRIDGE);
  if (ios) {
    ios.postMessage({ action: 'saveImageToGalleryWithBase64', base64: makeDataUrl() });
    return true;
  }
  return false;
}

/** The event the iOS app's answer to requestPushToken becomes (see hanpanReceivePushToken). */
export const PUSH_TOKEN_EVENT = 'hanpan:push-token';

/** Copies text: native bridge, then the Clipboard API, then a hidden textarea. */
export async function copyText(text: string): Promise<boolean> {
  if (window.AndroidBridge?.copyToClipboard) {
    window.AndroidBridge.copyToClipboard(text);
    return true;
  }
  const ios = iosHandler(IOS_HANDLERS.copyToClipboard);
  if (ios) {
    ios.postMessage({ text });
    return true;
  }
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or insecure context: fall through to the legacy path.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

/**
 * Opens the camera (or the photo picker where there is no camera) and resolves with the chosen
 * image, or null when the user cancels. Must be called from a user gesture.
 */
export function captureImage(options: { capture?: 'environment' | 'user' } = {}): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.setAttribute('capture', options.capture ?? 'environment');
    input.style.display = 'none';
    const finish = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => finish(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => finish(null), { once: true });
    document.body.appendChild(input);
    input.click();
  });
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What to tell the user after shareLink fell back to copying (the caller shows it as a toast). */
export const SHARE_RESULT_MESSAGES = {
  copied: '링크가 복사되었어요.',
  failed: '복사에 실패했습니다!',
} as const;

/**
 * Shares a link: the native share sheet in the apps, the Web Share API where there is one, else
 * copies the link. On 'copied' or 'failed' the caller shows SHARE_RESULT_MESSAGES[result] in a
 * toast (lib/ sits below ui/, so it cannot show one itself).
 */
export async function shareLink(link: { url: string; title?: string; text?: string }): Promise<ShareResult> {
  const title = link.title ?? '한판';
  if (window.AndroidBridge?.share) {
    window.AndroidBridge.share(link.url, title);
    return 'shared';
  }
  const ios = iosHandler(IOS_HANDLERS.share);
  if (ios) {
    ios.postMessage({ url: link.url, title });
    return 'shared';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url: link.url, title, text: link.text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Other failures (not allowed here): fall back to copying.
    }
  }
  return (await copyText(link.url)) ? 'copied' : 'failed';
}

export interface PushTokenAnswer {
  token: string;
  platform: 'android' | 'ios';
}

/**
 * Asks the app for this device's push token. Android answers at once (getPushToken); iOS answers
 * later by calling `window.hanpanReceivePushToken(token)`. Null on the web, when the app has no
 * token, or when no answer came within `timeoutMs`.
 */
export function requestPushToken(timeoutMs = 5_000): Promise<PushTokenAnswer | null> {
  if (window.AndroidBridge?.getPushToken) {
    let token: string | null = null;
    try {
      token = window.AndroidBridge.getPushToken() || null;
    } catch {
      token = null; // an older app without the method body: behave as if there were none
    }
    return Promise.resolve(token ? { token, platform: 'android' } : null);
  }
  const ios = iosHandler(IOS_HANDLERS.requestPushToken);
  if (!ios) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (token: string | null) => {
      window.clearTimeout(timer);
      window.removeEventListener(PUSH_TOKEN_EVENT, onEvent);
      resolve(token ? { token, platform: 'ios' } : null);
    };
    const onEvent = (event: Event) =>
      finish((event as CustomEvent<{ token?: string | null }>).detail?.token ?? null);
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    window.addEventListener(PUSH_TOKEN_EVENT, onEvent);
    window.hanpanReceivePushToken = (token) =>
      window.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail: { token } }));
    ios.postMessage({});
  });
}

/** Opens an outside page: the system browser in the apps, a new tab on the web. */
export function openExternal(url: string): void {
  if (window.AndroidBridge?.openExternal) {
    window.AndroidBridge.openExternal(url);
    return;
  }
  const ios = iosHandler(IOS_HANDLERS.openExternal);
  if (ios) {
    ios.postMessage({ url });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
