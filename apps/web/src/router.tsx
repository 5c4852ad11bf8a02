import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { guardNavigation } from '@/features/auth/auth-guard';
import { validateInitSearch } from '@/features/auth/init-messages';
import { finishOAuthCallback } from '@/features/auth/oauth-callback';
import { isSetProfileInitDone, validateSetProfileSearch } from '@/features/profile/set-profile-search';
import { AboutScreen } from '@/routes/about-screen';
import { AppLayout } from '@/routes/app-layout';
import { ContactScreen } from '@/routes/contact-screen';
import { GroupLoginScreen } from '@/routes/group-login-screen';
import { GroupRegisterScreen } from '@/routes/group-register-screen';
import { HelpScreen } from '@/routes/help-screen';
import { HomeScreen } from '@/routes/home-screen';
import { InitScreen } from '@/routes/init-screen';
import { NotFoundScreen } from '@/routes/not-found-screen';
import { NotificationSettingsScreen } from '@/routes/notification-settings-screen';
import { OnboardingScreen } from '@/routes/onboarding-screen';
import { PlainLayout } from '@/routes/plain-layout';
import { RootLayout, SplashScreen } from '@/routes/root-layout';
import { SetProfileScreen } from '@/routes/set-profile-screen';
import { SettingsScreen } from '@/routes/settings-screen';

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

const initRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/init',
  validateSearch: validateInitSearch,
  component: InitScreen,
});

const groupLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/group/login',
  component: GroupLoginScreen,
});

/** Never renders a screen of its own: signs in from the query and moves on (spec §2). */
const oauthCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/callback',
  beforeLoad: ({ context, search }) => {
    throw redirect({ ...finishOAuthCallback(context.queryClient, search), replace: true });
  },
  component: SplashScreen,
});

/** Signed-in screens with their own top bar, no tabs. */
const plainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'plain',
  component: PlainLayout,
});

const plainRoutes = [
  createRoute({ getParentRoute: () => plainLayoutRoute, path: '/onboarding', component: OnboardingScreen }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/set-profile',
    validateSearch: validateSetProfileSearch,
    beforeLoad: ({ search }) => {
      if (search.init === 1 && isSetProfileInitDone()) throw redirect({ to: '/', replace: true });
    },
    component: SetProfileScreen,
  }),
  createRoute({ getParentRoute: () => plainLayoutRoute, path: '/settings', component: SettingsScreen }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/settings/notifications',
    component: NotificationSettingsScreen,
  }),
  createRoute({ getParentRoute: () => plainLayoutRoute, path: '/settings/about', component: AboutScreen }),
  createRoute({ getParentRoute: () => plainLayoutRoute, path: '/help', component: HelpScreen }),
  createRoute({ getParentRoute: () => plainLayoutRoute, path: '/contact', component: ContactScreen }),
];

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
  oauthCallbackRoute,
  plainLayoutRoute.addChildren(plainRoutes),
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
