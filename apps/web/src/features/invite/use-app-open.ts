import { useEffect, useState } from 'react';
import { APP_HINT_DELAY_MS, APP_OPEN_DELAY_MS, appOpenUrl, type MobileOs } from './invite-links';

/**
 * Spec §2 /invite: on a phone, about 0.6 s after the page opens it tries the app; 0.9 s later the
 * hint shows (the app did not take over: not installed, or the browser asked first). Elsewhere
 * nothing is tried and the hint shows at once.
 */
export function useAppOpenAttempt(os: MobileOs | null, encodedUrl: string): { hint: boolean } {
  const tries = os !== null && encodedUrl !== '';
  const [hintLater, setHint] = useState(false);
  useEffect(() => {
    if (os === null || encodedUrl === '') return;
    const open = window.setTimeout(() => {
      window.location.href = appOpenUrl(os, encodedUrl);
    }, APP_OPEN_DELAY_MS);
    const later = window.setTimeout(() => setHint(true), APP_OPEN_DELAY_MS + APP_HINT_DELAY_MS);
    return () => {
      window.clearTimeout(open);
      window.clearTimeout(later);
    };
  }, [os, encodedUrl]);
  return { hint: !tries || hintLater };
}
