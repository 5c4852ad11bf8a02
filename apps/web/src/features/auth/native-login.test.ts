import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/token-store';
import type * as ToastModule from '@/ui/toast';
import { showToast } from '@/ui/toast';
import { installNativeLoginCallbacks } from '@/landing/native-login-callbacks';

vi.mock('@/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof ToastModule>()),
  showToast: vi.fn(),
}));

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// The exchange is a lazy chunk: load it once before the first test's 1 s waitFor starts (cold, on a
// busy machine, the import alone took longer).
beforeAll(() => import('./native-login'));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('native login callbacks', () => {
  it('exchanges the Kakao token for our session and sends a new player to onboarding', async () => {
    const fetch = vi.fn(async () => answer(200, { token: 'our-session', isNewUser: true, nickname: null }));
    vi.stubGlobal('fetch', fetch);
    const navigate = vi.fn();
    installNativeLoginCallbacks(new QueryClient(), navigate);

    window.onKakaoLoginSuccess?.({ token: 'kakao-access-token' });

    // The exchange is a lazy chunk with lazy imports of its own: cold, on a busy machine, over 1 s.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/onboarding'), { timeout: 10_000 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/native/kakao');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'kakao-access-token' });
    expect(getToken()).toBe('our-session');
  });

  it('sends a returning Apple player home, also when the wrapper passes the token as a string', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { token: 't', isNewUser: false, nickname: '서연' })),
    );
    const navigate = vi.fn();
    installNativeLoginCallbacks(new QueryClient(), navigate);
    window.onAppleLoginSuccess?.('apple-id-token');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('stays put and keeps no token when the server refuses the provider token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(401, { error: { code: 'unauthorized', message: '로그인 정보를 확인할 수 없습니다.' } }),
      ),
    );
    const navigate = vi.fn();
    installNativeLoginCallbacks(new QueryClient(), navigate);
    window.onGoogleLoginSuccess?.({ idToken: 'bad' });
    // The refusal ends in its toast: wait for that rather than for a guessed time.
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('로그인 정보를 확인할 수 없습니다.'));
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });
});
