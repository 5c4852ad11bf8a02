import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useToken } from '@/features/auth';
import { takeSignedOutReason } from '@/lib/signed-out';

/**
 * Shared by both signed-in layouts. Its own file so the plain layout (settings, onboarding…) does
 * not load the app shell's header, tabs and notification sheet with it.
 *
 * A token removed elsewhere (a 401, another tab logging out) sends this tab to /init, saying why
 * when a 401 removed it.
 */
export function useLeaveWhenSignedOut(): void {
  const token = useToken();
  const router = useRouter();
  useEffect(() => {
    if (token !== null) return;
    const notice = takeSignedOutReason();
    void router.navigate({ to: '/init', search: { notice }, replace: true });
  }, [token, router]);
}
