import type { QueryClient } from '@tanstack/react-query';
import { providersQueryOptions } from '@/features/auth/auth.api';
import { DemoUsersSection } from './demo-users-lazy';

/**
 * What /init shows below the brand depends on two answers: the configured sign-in providers and, on
 * demo servers, the demo accounts. Loading them before the first paint (route loader) means the
 * page never jumps when they arrive (issue 8: CLS was 0.162 from the demo list). A failure is left
 * to the screen, which shows its own retry.
 */
export async function preloadInitData(queryClient: QueryClient): Promise<void> {
  const providers = await queryClient.ensureQueryData(providersQueryOptions).catch(() => null);
  if (!providers?.demo) return;
  // The demo list's code (a lazy chunk of /init, never loaded in production) brings its query.
  const demo = await import('@/features/auth/demo.api').catch(() => null);
  await Promise.all([
    demo ? queryClient.ensureQueryData(demo.demoUsersQueryOptions).catch(() => null) : null,
    Promise.resolve(DemoUsersSection.preload?.()).catch(() => null),
  ]);
}
