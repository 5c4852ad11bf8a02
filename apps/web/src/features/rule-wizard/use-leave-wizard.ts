import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Leaves a wizard: back where the player came from, else to `fallback` (opened from a link). */
export function useLeaveWizard(fallback: string) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return useCallback(
    () => (canGoBack ? router.history.back() : void router.navigate({ href: fallback, replace: true })),
    [canGoBack, router, fallback],
  );
}
