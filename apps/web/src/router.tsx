import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { guardNavigation } from '@/features/auth/auth-guard';
import { AppLayout } from '@/routes/app-layout';
import { GroupLoginScreen } from '@/routes/group-login-screen';
import { GroupRegisterScreen } from '@/routes/group-register-screen';
import { HomeScreen } from '@/routes/home-screen';
import { InitScreen } from '@/routes/init-screen';
import { NotFoundScreen } from '@/routes/not-found-screen';
import { RootLayout, SplashScreen } from '@/routes/root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

/*
 * Code-based route tree. Screens of later work (/game, /profile/$id, /dm …) are added here when
 * they exist; until then their paths show the not-found page.
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => guardNavigation(location.pathname, context.queryClient),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});

const initRoute = createRoute({ getParentRoute: () => rootRoute, path: '/init', component: InitScreen });

const groupLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/group/login',
  component: GroupLoginScreen,
});

/** Signed-in screens share the global header and the bottom tabs. */
const appLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: AppLayout });

const homeRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/', component: HomeScreen });

const groupRegisterRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/group/register',
  component: GroupRegisterScreen,
  staticData: { title: '단체 계정 만들기' },
});

export const routeTree = rootRoute.addChildren([
  initRoute,
  groupLoginRoute,
  appLayoutRoute.addChildren([homeRoute, groupRegisterRoute]),
]);

export function createAppRouter({
  queryClient,
  history,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPendingComponent: SplashScreen,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
