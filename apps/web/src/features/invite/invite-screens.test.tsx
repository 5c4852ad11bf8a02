import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeDialogs, listPage } from '@/features/rules/rules.test-support';
import { json, mockApi, providers, renderApp, session } from '@/test/render-app';

const target = (path: string) => encodeURIComponent(`${window.location.origin}${path}`);

describe('invite views', () => {
  it('/invite/{encodedUrl} opens without signing in, and off a phone explains instead of opening the app', async () => {
    const fetchMock = mockApi({});
    const encoded = target('/game-list?gameId=12');
    const { router } = renderApp(`/invite/${encoded}`);
    expect(await screen.findByRole('heading', { name: '한판 경기에 초대받았어요' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/invite/${encoded}`);
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/auth/session'),
      expect.anything(),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '앱으로 열기' }));
    expect(
      await screen.findByRole('alertdialog', { name: '앱은 모바일 기기에서만 열 수 있어요.' }),
    ).toBeTruthy();
    await closeDialogs(user);
    await user.click(screen.getByRole('button', { name: '앱 설치하기' }));
    expect(
      await screen.findByRole('alertdialog', { name: '앱 설치는 모바일 기기에서만 할 수 있어요.' }),
    ).toBeTruthy();
    await closeDialogs(user);
    expect(screen.getByRole('link', { name: '웹에서 계속하기' }).getAttribute('href')).toBe(
      `/invite-fall-back/${encoded}`,
    );
  });

  it('/invite-fall-back/{encodedUrl} replaces itself with the game list and opens that game', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/games/list': () => listPage([]),
      'GET /api/games/summary': () =>
        json(404, { error: { code: 'invite_game_unavailable', message: '참여할 수 없는 경기예요.' } }),
    });
    const { router } = renderApp(`/invite-fall-back/${target('/game-list?gameId=12')}`, { token: 't' });
    // Two lazy screens load one after the other here: slower than one on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-list'), { timeout: 10_000 });
    expect(router.state.location.search).toEqual({ gameId: 12 });
    const dialog = within(await screen.findByRole('dialog', { name: '초대받은 경기' }, { timeout: 10_000 }));
    expect(await dialog.findByText('잘못된 초대 번호입니다.')).toBeTruthy();
    await closeDialogs(userEvent.setup());
  }, 20_000);

  it('refuses an address on another site and goes home instead', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp(`/invite-fall-back/${encodeURIComponent('https://evil.example/game-list')}`);
    // Home needs a sign-in: the guard takes the visitor on to /init.
    await waitFor(() => expect(router.state.location.pathname).toBe('/init'));
  });

  it('sends a visitor without a session on to sign in, never to the other site', async () => {
    mockApi({ 'GET /api/auth/providers': () => json(200, providers) });
    const { router } = renderApp(`/invite-fall-back/${target('/game-list?gameId=3')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/init'));
  });
});
