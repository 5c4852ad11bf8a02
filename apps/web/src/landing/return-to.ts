/**
 * Where a visitor was going when the guard sent them to sign in (an invite link's
 * /game-list?gameId=…, a shared profile): kept for this tab only and taken once the player is
 * signed in and onboarded, so the invite still opens after Kakao and onboarding.
 */
const KEY = 'returnTo';

export function rememberReturnTo(href: string): void {
  // Only in-app paths: never another origin, never '//host'.
  if (!href.startsWith('/') || href.startsWith('//') || href === '/') return;
  try {
    sessionStorage.setItem(KEY, href);
  } catch {
    // Refused storage: the player lands on home instead.
  }
}

export function takeReturnTo(): string | null {
  try {
    const href = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return href;
  } catch {
    return null;
  }
}
