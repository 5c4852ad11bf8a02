import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_KEYS } from '@/features/feed';
import { getToken, setToken } from '@/lib/token-store';
import { json, mockApi, providers, renderApp, session } from '@/test/render-app';

const unauthorized = () =>
  json(401, { error: { code: 'session_expired', message: '로그인이 만료되었어요. 다시 로그인해 주세요.' } });

// The signed-in home's lazy chunks (layout, feed), so their cold load does not eat a test's wait.
beforeAll(() =>
  Promise.all([
    import('@/routes/app-layout'),
    import('@/routes/home-screen'),
    import('@/features/feed/feed-view'),
  ]),
);

describe('login guard', () => {
  it('sends a visitor without a token from / to /init', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp('/');

    expect(await screen.findByRole('button', { name: '카카오로 시작하기' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/init');
  });

  it('sends a visitor without a token from a signed-in screen to /init', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp('/group/register');

    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(router.state.location.pathname).toBe('/init');
  });

  it('brings a visitor from an invite link back to it once signed in (not on later visits to home)', async () => {
    mockApi({
      'GET /api/auth/providers': () => json(200, providers),
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/games/list': () => json(200, []),
    });
    const { router } = renderApp('/game-list?gameId=12');
    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(router.state.location.pathname).toBe('/init');

    // Signing in lands on / (the demo and Kakao sign-ins do): the guard sends the player on.
    setToken('valid');
    await router.navigate({ to: '/', replace: true });
    await waitFor(() => expect(router.state.location.href).toBe('/game-list?gameId=12'));

    await router.navigate({ to: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The feed's screen is a lazy chunk: end once it is drawn (its onboarding slides), not while it
    // still loads (vitest reports an import after teardown as an error).
    expect(await screen.findByRole('button', { name: '건너뛰기' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('lets a visitor open the group login page', async () => {
    mockApi({});
    const { router } = renderApp('/group/login');

    expect(await screen.findByLabelText('아이디')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group/login');
  });

  it('sends a signed-in user from /init to / after verifying the session', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/feed': () => json(200, { items: [] }),
    });
    const { router } = renderApp('/init', { token: 'valid' });

    expect(await screen.findByText('아직 경기가 없어요')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const sessionCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/session');
    expect(new Headers(sessionCall?.[1]?.headers).get('Authorization')).toBe('Bearer valid');
  });

  it('clears a token the server rejects and goes to /init', async () => {
    mockApi({ 'GET /api/auth/session': unauthorized, 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp('/', { token: 'revoked' });

    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(router.state.location.pathname).toBe('/init');
    expect(getToken()).toBeNull();
  });

  it('keeps the user in when the session check fails for another reason', async () => {
    mockApi({
      'GET /api/auth/session': () => json(500, { error: { code: 'internal_error', message: '오류' } }),
      'GET /api/feed': () => json(200, { items: [] }),
    });
    const { router } = renderApp('/', { token: 'valid' });

    expect(await screen.findByText('아직 경기가 없어요')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe('valid');
  });

  it('shows the not-found page with back and home buttons for screens that do not exist', async () => {
    mockApi({ 'GET /api/auth/session': () => json(200, session()) });
    renderApp('/no-such-page', { token: 'valid' });

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '홈으로' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '이전 화면으로' })).toBeTruthy();
  });

  it('marks the current bottom tab', async () => {
    // A player past the onboarding slides: their modal hides the tabs from the accessibility tree.
    localStorage.setItem(FEED_KEYS.appOnboardingDone, '1');
    localStorage.setItem(FEED_KEYS.feedHintSeen, '1');
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/feed': () => json(200, { items: [] }),
    });
    renderApp('/', { token: 'valid' });

    const tabs = await screen.findByRole('navigation', { name: '주요 메뉴' });
    await waitFor(() => expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe('피드'));
  });
});
