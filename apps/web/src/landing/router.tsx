import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { guardNavigation } from './auth-guard';
import { preloadInitData } from './init-data';
import { validateInitSearch } from './init-search';
import { finishOAuthCallback } from './oauth-callback';
import { isSetProfileInitDone, validateSetProfileSearch } from './set-profile-search';
import type { RulesSearch } from '@/features/rules/rules-search';
import { RootLayout, SplashScreen } from './root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name: the document title ('설정 · 한판') and the global header's title. */
    title?: string;
    /** The data the screen shows first, started while the session is verified (warmUp below). */
    prefetch?: (queryClient: QueryClient) => void;
  }
}

/*
 * Code-based route tree. Every screen and layout below the root is its own chunk
 * (lazyRouteComponent): the router loads it while the route resolves, so the first screen only
 * pays for itself (decision 011). Any path not declared here shows the not-found page, and nothing
 * links to one (e2e screens.spec.ts crawls the links). docs/architecture.md's screen list is read
 * from the createRoute calls below (npm run docs:generate): keep them literal objects.
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context, matches }) =>
    guardNavigation(
      location.pathname,
      context.queryClient,
      () => warmUp(matches, context.queryClient),
      location.href,
    ),
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('@/routes/not-found-screen'), 'NotFoundScreen'),
});

const initRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/init',
  validateSearch: validateInitSearch,
  // The sign-in buttons and the demo list are known before the first paint: nothing moves later.
  loader: ({ context }) => preloadInitData(context.queryClient),
  component: lazyRouteComponent(() => import('./init-screen'), 'InitScreen'),
  staticData: { title: '로그인' },
});

const groupLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/group/login',
  component: lazyRouteComponent(() => import('@/routes/group-login-screen'), 'GroupLoginScreen'),
  staticData: { title: '단체 계정 로그인' },
});

/**
 * Invite links (spec §2 Invite views), open without signing in (auth-guard's isPublicPath). Both
 * screens share one chunk (routes/invite-screens.ts): the first page's entry stays small.
 */
const inviteScreens = () => import('@/routes/invite-screens');
const inviteRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/invite/$encodedUrl',
    // No title of its own: a shared link's page is simply '한판' (and the entry stays small).
    component: lazyRouteComponent(inviteScreens, 'InviteScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/invite-fall-back/$encodedUrl',
    component: lazyRouteComponent(inviteScreens, 'InviteFallBackScreen'),
  }),
];

/** Never renders a screen of its own: signs in from the query and moves on (spec §2). */
const oauthCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/callback',
  beforeLoad: ({ context, search }) => {
    throw redirect({ ...finishOAuthCallback(context.queryClient, search), replace: true });
  },
  component: SplashScreen,
  staticData: { title: '로그인' },
});

/** Signed-in screens with their own top bar, no tabs. */
const plainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'plain',
  component: lazyRouteComponent(() => import('@/routes/plain-layout'), 'PlainLayout'),
});

const plainRoutes = [
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/onboarding',
    component: lazyRouteComponent(() => import('@/routes/onboarding-screen'), 'OnboardingScreen'),
    staticData: { title: '가입하기' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/set-profile',
    validateSearch: validateSetProfileSearch,
    beforeLoad: ({ search }) => {
      if (search.init === 1 && isSetProfileInitDone()) throw redirect({ to: '/', replace: true });
    },
    component: lazyRouteComponent(() => import('@/routes/set-profile-screen'), 'SetProfileScreen'),
    staticData: { title: '프로필 수정' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/settings',
    component: lazyRouteComponent(() => import('@/routes/settings-screen'), 'SettingsScreen'),
    staticData: {
      title: '설정',
      // The account card, the screen's largest content.
      prefetch: (queryClient) =>
        void import('@/features/my-profile').then((me) => me.prefetchMyProfile(queryClient)),
    },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/settings/notifications',
    component: lazyRouteComponent(
      () => import('@/routes/notification-settings-screen'),
      'NotificationSettingsScreen',
    ),
    staticData: { title: '알림 설정' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/settings/about',
    component: lazyRouteComponent(() => import('@/routes/about-screen'), 'AboutScreen'),
    staticData: { title: '앱 정보' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/help',
    component: lazyRouteComponent(() => import('@/routes/help-screen'), 'HelpScreen'),
    staticData: { title: '도움말' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/contact',
    component: lazyRouteComponent(() => import('@/routes/contact-screen'), 'ContactScreen'),
    staticData: { title: '문의하기' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/chat/$targetUserId',
    component: lazyRouteComponent(() => import('@/routes/chat-screen'), 'ChatScreen'),
    staticData: { title: '메시지' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/game-list',
    component: lazyRouteComponent(() => import('@/routes/game-list-screen'), 'GameListScreen'),
    staticData: { title: '경기 찾기' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/games/$gameId/comments',
    component: lazyRouteComponent(() => import('@/routes/game-comments-screen'), 'GameCommentsScreen'),
    staticData: { title: '댓글' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/games/$gameId/play',
    component: lazyRouteComponent(() => import('@/routes/play-screen'), 'PlayScreen'),
    staticData: { title: '경기' },
  }),
  // Spec §2: /games/{gameId} is the play screen too.
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/games/$gameId',
    component: lazyRouteComponent(() => import('@/routes/play-screen'), 'PlayScreen'),
    staticData: { title: '경기' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/games/$gameId/result',
    component: lazyRouteComponent(() => import('@/routes/result-screen'), 'ResultScreen'),
    staticData: { title: '경기 결과' },
  }),
  // Spec §2 Share-image maker: the story image of a completed match, for its two players.
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/insta',
    // Identity: the screen reads ?gameId= itself (routes/insta-screen.tsx), keeping this chunk small.
    validateSearch: (search: Record<string, unknown>): { gameId?: unknown } => search,
    component: lazyRouteComponent(() => import('@/routes/insta-screen'), 'InstaScreen'),
    staticData: { title: '스토리 이미지' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/create-game',
    component: lazyRouteComponent(() => import('@/routes/create-game-screen'), 'CreateGameScreen'),
    staticData: { title: '경기 만들기' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/rules/create',
    component: lazyRouteComponent(() => import('@/routes/rule-create-screen'), 'RuleCreateScreen'),
    staticData: { title: '규칙 만들기' },
  }),
  createRoute({
    getParentRoute: () => plainLayoutRoute,
    path: '/rules/edit/$ruleId',
    component: lazyRouteComponent(() => import('@/routes/rule-edit-screen'), 'RuleEditScreen'),
    staticData: { title: '규칙 수정' },
  }),
];

/** Signed-in screens share the global header and the bottom tabs. */
const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('@/routes/app-layout'), 'AppLayout'),
});

const homeScreen = lazyRouteComponent(() => import('@/routes/home-screen'), 'HomeScreen');
const adminScreens = () => import('@/routes/admin-screens');

const appRoutes = [
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/',
    component: homeScreen,
    staticData: {
      // The first post's picture is the screen's largest paint: the feed's chunk and first page load
      // beside the session check (the page is the boot's when it asked, landing/feed-boot.ts).
      // Only the plain feed: a pinned game (?gameId=) asks for another first page.
      prefetch: (queryClient) => {
        if (new URLSearchParams(window.location.search).has('gameId')) return;
        void import('@/features/feed').then((feed) => feed.prefetchFeed(queryClient));
      },
    },
  }),
  // Spec §2: / and /feed are the same screen (?userId= for one player's finished games).
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/feed',
    validateSearch: (search: Record<string, unknown>): { userId?: unknown } => search,
    component: homeScreen,
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/game',
    // Identity: the screen reads ?id= (features/games/game-search.ts), keeping this chunk small.
    validateSearch: (search: Record<string, unknown>): { id?: unknown } => search,
    component: lazyRouteComponent(() => import('@/routes/game-screen'), 'GameScreen'),
    staticData: { title: '게임' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/dm',
    component: lazyRouteComponent(() => import('@/routes/dm-screen'), 'DmScreen'),
    staticData: { title: '메시지' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/profile/$userId',
    // Identity: the screen reads ?id= (features/profile/match-records.tsx), keeping this chunk small.
    validateSearch: (search: Record<string, unknown>): { id?: unknown } => search,
    component: lazyRouteComponent(() => import('@/routes/profile-screen'), 'ProfileScreen'),
    staticData: { title: '프로필' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/rules',
    // Identity: the screen reads the values (features/rules/rules-search.ts), keeping this chunk small.
    validateSearch: (search: Record<string, unknown>): { [K in keyof RulesSearch]?: unknown } => search,
    component: lazyRouteComponent(() => import('@/routes/rules-area'), 'RulesScreen'),
    staticData: { title: '규칙' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/rules/my-rules',
    validateSearch: (search: Record<string, unknown>): { status?: unknown } => search,
    component: lazyRouteComponent(() => import('@/routes/rules-area'), 'MyRulesScreen'),
    staticData: { title: '내 규칙' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/rules/$ruleId/ranking',
    component: lazyRouteComponent(() => import('@/routes/rules-area'), 'RuleRankingScreen'),
    staticData: { title: '랭킹' },
  }),
  // The spec writes the ranking's address /rankings in places: an alias to the same screen.
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/rules/$ruleId/rankings',
    component: lazyRouteComponent(() => import('@/routes/rules-area'), 'RuleRankingAliasScreen'),
    staticData: { title: '랭킹' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/group/register',
    component: lazyRouteComponent(() => import('@/routes/group-register-screen'), 'GroupRegisterScreen'),
    staticData: { title: '단체 계정 만들기' },
  }),
  // Admin screens read their query (status, highlight) themselves and share one chunk
  // (routes/admin-screens.ts): both keep the first page's entry small (the /init budget).
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/admin',
    component: lazyRouteComponent(adminScreens, 'AdminScreen'),
    staticData: { title: '관리자' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/admin/rule-edit-requests',
    component: lazyRouteComponent(adminScreens, 'AdminEditRequestsScreen'),
    staticData: { title: '수정 요청 관리' },
  }),
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/admin/reports',
    component: lazyRouteComponent(adminScreens, 'AdminReportsScreen'),
    staticData: { title: '신고 관리' },
  }),
];

/**
 * While the guard waits for the session (GET /api/auth/session and the contract chunk), the matched
 * layout's and screen's chunks and the screen's first data load beside it, not after it (issue 8:
 * a cold /settings was 1.8 s to its largest paint). The router still awaits them itself as usual;
 * a failed preload is retried there and shown by its error boundary.
 */
const signedInRoutes: AnyRoute[] = [plainLayoutRoute, ...plainRoutes, appLayoutRoute, ...appRoutes];
function warmUp(matches: readonly { routeId: unknown }[], queryClient: QueryClient): void {
  for (const { routeId } of matches) {
    const route = signedInRoutes.find((candidate) => candidate.id === routeId);
    if (!route) continue;
    void (route.options.component as { preload?: () => Promise<void> } | undefined)?.preload?.();
    route.options.staticData?.prefetch?.(queryClient);
  }
}

export const routeTree = rootRoute.addChildren([
  initRoute,
  groupLoginRoute,
  oauthCallbackRoute,
  ...inviteRoutes,
  plainLayoutRoute.addChildren(plainRoutes),
  appLayoutRoute.addChildren(appRoutes),
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
    // TanStack's default keeps the splash at least 500 ms once shown, so a screen ready 50 ms after
    // the splash appeared still waited 450 ms: most of /settings' largest paint (issue 8). 100 ms
    // is enough not to flicker.
    defaultPendingMinMs: 100,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
