import type { AuthProviders, MyProfile, Profile, SessionInfo } from '@hanpan/core';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App, connectRouter } from '@/landing/app';
import { markSignedInAfterUpdate } from '@/landing/forced-logout';
import { setToken } from '@/lib/token-store';
import { createAppRouter } from '@/landing/router';

type Handler = (request: { body: unknown; headers: Headers }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch (the process edge) with handlers keyed by 'METHOD /path'. Unknown calls answer 404
 * in the server's error shape so a test notices them.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return json(404, { error: { code: 'route_not_found', message: `unmocked ${key}` } });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    return handler({ body, headers: new Headers(init?.headers) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders the whole app (router, guard, query client) at `path` in the jsdom window. A token means
 * a player who signed in on this device after the 2025-07 update (no forced logout) unless
 * `beforeUpdate` says the token is older than that.
 */
export function renderApp(path: string, options: { token?: string; beforeUpdate?: boolean } = {}) {
  if (options.token) {
    setToken(options.token);
    if (!options.beforeUpdate) markSignedInAfterUpdate();
  }
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createAppRouter({ queryClient, history: createBrowserHistory() });
  connectRouter(router);
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}

export const session = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  userId: 1,
  role: 'USER',
  nickname: '민준',
  isGroupAccount: false,
  isInitialGroup: false,
  onboarded: true,
  ...overrides,
});

export const providers: AuthProviders = { kakao: true, google: false, apple: false, demo: false };

export const myProfile = (overrides: Partial<MyProfile> = {}): MyProfile => ({
  id: 1,
  nickname: '민준',
  username: 'minjun',
  age: 27,
  gender: 'M',
  region: '서울 강남구',
  bio: '주말마다 배드민턴 쳐요',
  intro: '주말마다 배드민턴 쳐요',
  affiliation: null,
  profilePicture: '/uploads/p/1.jpg',
  profilePictureThumbnail: '/uploads/p/1-thumb.jpg',
  isMe: true,
  isDeleted: false,
  isGroupAccount: false,
  isInitialGroup: false,
  onboardingStep: 9,
  ...overrides,
});

/** GET /api/user-profile/{id} of another player (spec §3 Profile), before any game. */
export const userProfile = (overrides: Partial<Profile> = {}): Profile => {
  const base = myProfile({
    id: 5,
    nickname: '하은',
    username: 'haeun',
    gender: 'F',
    region: '부산 해운대구',
  });
  const { isGroupAccount: _g, isInitialGroup: _i, onboardingStep: _o, ...profile } = base;
  return {
    ...profile,
    isMe: false,
    avatar: profile.profilePicture,
    location: profile.region,
    stats: { wins: 0, draws: 0, losses: 0, winRate: 0, performance: 0, performanceHistory: [], friends: 0 },
    playedRules: [],
    recentGames: [],
    top3Rules: [],
    myChampions: [],
    playTime: 0,
    mannerScore: 4.5,
    mannerReviewCount: 0,
    totalPlayers: 0,
    blockedByMe: false,
    ...overrides,
  };
};

/** A profile right after a social sign-up: nothing chosen yet. */
export const newProfile = (overrides: Partial<MyProfile> = {}): MyProfile =>
  myProfile({
    nickname: '카카오민준',
    username: null,
    age: null,
    gender: null,
    region: null,
    bio: null,
    intro: null,
    affiliation: null,
    profilePicture: null,
    profilePictureThumbnail: null,
    onboardingStep: 1,
    ...overrides,
  });

/** A promise the test settles by hand, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
