import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The demo list (demo servers only; production never loads its code). Once preloaded it renders
 * synchronously — unlike React.lazy, which suspends for a tick even for a loaded module and so
 * painted the page without the list first (the 0.14 CLS issue 8 measured).
 */
export const DemoUsersSection = lazyRouteComponent(
  () => import('@/features/auth/demo-users-section'),
  'DemoUsersSection',
);
