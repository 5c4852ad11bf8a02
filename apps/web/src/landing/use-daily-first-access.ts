import { useEffect } from 'react';
import { useToken } from '@/features/auth/auth.api';

// The call and its contract schema load only for a signed-in player, after the first paint.
const sendLater = () =>
  import('@/features/access/daily-access').then(({ sendDailyFirstAccess }) => sendDailyFirstAccess());

/** While signed in: on start, after sign-in, and when the app comes back to the foreground. */
export function useDailyFirstAccess(): void {
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    void sendLater();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void sendLater();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [token]);
}
