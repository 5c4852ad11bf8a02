/*
 * Invite links (spec §2 Invite views, §7 POST /api/invite): the server shares
 * `/invite/{encodeURIComponent(absolute address)}`. That page tries the app, and the app (or a
 * browser) continues at `/invite-fall-back/{same}`, which opens the encoded address here.
 */

/** Spec §2: the app-open attempt after about 0.6 s, the hint 0.9 s after that. */
export const APP_OPEN_DELAY_MS = 600;
export const APP_HINT_DELAY_MS = 900;

// WARNING: the apps' published identifiers. The Android intent and the iOS scheme must match what
// the wrappers register, or the open attempt silently does nothing.
export const APP_SCHEME = 'hanpan';
export const ANDROID_PACKAGE = 'kr.hanpan.app';
export const STORE_URLS = {
  android: `https://play.google.com/store/apps/details?id=${ANDROID_PACKAGE}`,
  ios: 'https://apps.apple.com/kr/search?term=%ED%95%9C%ED%8C%90',
} as const;

export const inviteMessages = {
  appOnlyOnMobile: '앱은 모바일 기기에서만 열 수 있어요.',
  installOnlyOnMobile: '앱 설치는 모바일 기기에서만 할 수 있어요.',
} as const;

export type MobileOs = 'android' | 'ios';

/** The phone's system from its user agent (iPadOS 13+ says Macintosh, but has touch). */
export function mobileOsOf(userAgent: string, maxTouchPoints = 0): MobileOs | null {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** What the page tries to open: the Android intent, or the iOS custom scheme `invite/{encoded}`. */
export function appOpenUrl(os: MobileOs, encodedUrl: string): string {
  const path = `invite/${encodedUrl}`;
  return os === 'android'
    ? `intent://${path}#Intent;scheme=${APP_SCHEME};package=${ANDROID_PACKAGE};end`
    : `${APP_SCHEME}://${path}`;
}

/** The segment after `prefix` in the raw address, still encoded as the server wrote it. */
export function encodedSegment(pathname: string, prefix: '/invite/' | '/invite-fall-back/'): string {
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
}

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The in-app address (path, query, hash) an invite's encoded URL points at, or null when it cannot
 * be read or points anywhere but this site: an invite must never become an open redirect. A relative
 * path ('/game-list?gameId=3') counts as this site; invite pages themselves are refused (no loops).
 */
export function decodeInviteTarget(encoded: string, origin: string): string | null {
  let text = encoded.trim();
  // Decoded once by the browser or a router, or twice encoded by a share sheet: read until plain.
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(text); round++) {
    const decoded = decodeOnce(text);
    if (decoded === null) return null;
    text = decoded;
  }
  if (text === '' || text.includes('\\') || [...text].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let target: URL;
  try {
    target = new URL(text, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.pathname.startsWith('/invite/') || target.pathname.startsWith('/invite-fall-back/')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
