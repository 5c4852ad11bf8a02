import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/token-store';
import { json, mockApi, newProfile, providers, renderApp, session } from '@/test/render-app';
import { captureOAuthCallback, takeOAuthCallback } from './oauth-callback';

afterEach(() => {
  delete window.AndroidBridge;
});

describe('OAuth callback', () => {
  it('strips the token from the address bar before reading anything else', () => {
    window.history.replaceState(
      null,
      '',
      '/oauth/callback?token=secret&isNewUser=true&nickname=%EB%AF%BC%EC%A4%80',
    );
    captureOAuthCallback();
    expect(window.location.href).not.toContain('secret');
    expect(window.location.pathname).toBe('/oauth/callback');
    expect(takeOAuthCallback()).toEqual({ token: 'secret', isNewUser: true, nickname: '민준', error: null });
    expect(takeOAuthCallback()).toBeNull();
  });

  it('signs a returning player in and goes to / (isNewUser=false)', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/feed': () => json(200, { items: [] }),
    });
    const { router } = renderApp('/oauth/callback?token=returning&isNewUser=false&nickname=x');

    expect(await screen.findByText('아직 경기가 없어요')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe('returning');
    expect(window.location.href).not.toContain('returning');
    // Signed in after the 2025-07 update: the one-time forced logout must not throw this player out.
    expect(localStorage.getItem('forcedLogout_2025_07')).toBe('1');
  });

  it('sends a new player to onboarding and offers the provider nickname', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session({ onboarded: false })),
      'GET /api/user-profile/my/profile': () => json(200, newProfile({ nickname: '', onboardingStep: 1 })),
    });
    const { router } = renderApp('/oauth/callback?token=fresh&isNewUser=true&nickname=%EB%AF%BC%EC%A4%80');

    await screen.findByRole('heading', { level: 1, name: '한판에 오신 걸 환영해요' });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(localStorage.getItem('onboardingSuggestedNickname')).toBe('민준');
  });

  it('goes to /init when no token came', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp('/oauth/callback?isNewUser=true');

    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(router.state.location.pathname).toBe('/init');
    expect(getToken()).toBeNull();
  });

  it('registers the push token the app hands over', async () => {
    const registered: unknown[] = [];
    window.AndroidBridge = { getPushToken: () => 'fcm-token-1', registerPushToken: vi.fn() };
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'POST /api/push/register-device': ({ body, headers }) => {
        registered.push({ body, auth: headers.get('Authorization') });
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/oauth/callback?token=app-token&isNewUser=false');

    await waitFor(() =>
      expect(registered).toEqual([
        { body: { token: 'fcm-token-1', platform: 'android' }, auth: 'Bearer app-token' },
      ]),
    );
    expect(window.AndroidBridge.registerPushToken).toHaveBeenCalledWith('app-token');
    expect(localStorage.getItem('pushToken')).toBe('fcm-token-1');
  });
});

describe('/init messages', () => {
  it('shows why a social sign-in failed', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    renderApp('/init?error=access_denied');
    expect((await screen.findByRole('alert')).textContent).toContain('로그인을 취소했어요');
  });

  it('passes an error that arrived at the callback on to /init', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp('/oauth/callback?error=access_denied');
    expect((await screen.findByRole('alert')).textContent).toContain('로그인을 취소했어요');
    expect(router.state.location.pathname).toBe('/init');
  });
});

describe('one-time forced logout of the 2025-07 update', () => {
  it('clears a token from before the update once and explains it on /init', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp('/', { token: 'old', beforeUpdate: true });

    expect(await screen.findByText('앱이 새 버전으로 업데이트되어 한 번 더 로그인이 필요해요.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/init');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('forcedLogout_2025_07')).toBe('1');
  });

  it('keeps a player who signed in after the update', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/feed': () => json(200, { items: [] }),
    });
    const { router } = renderApp('/', { token: 'new' });

    expect(await screen.findByText('아직 경기가 없어요')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe('new');
  });
});
