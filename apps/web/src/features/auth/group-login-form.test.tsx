import { accountMessages, errorCatalog } from '@hanpan/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/token-store';
import { json, mockApi, renderApp, session } from '@/test/render-app';

async function fill(id: string, password: string) {
  const user = userEvent.setup();
  const idField = await screen.findByLabelText('아이디');
  if (id) await user.type(idField, id);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

describe('group login', () => {
  it('asks for the id and does not call the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/group/login');

    await fill('', 'password1');

    expect(await screen.findByText(accountMessages.idRequired)).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a password of at least 8 characters', async () => {
    const fetchMock = mockApi({});
    renderApp('/group/login');

    await fill('club01', 'short');

    expect(await screen.findByText(accountMessages.passwordTooShort)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('judges only on submit, focuses the first invalid field, then clears its error as it becomes valid', async () => {
    const fetchMock = mockApi({});
    renderApp('/group/login');
    const user = userEvent.setup();
    const idField = await screen.findByLabelText('아이디');
    const password = screen.getByLabelText('비밀번호');

    await user.click(idField);
    await user.type(password, 'short'); // leaving the id untouched and a short password judge nothing
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByText(accountMessages.idRequired).getAttribute('role')).toBe('alert');
    expect(screen.getByText(accountMessages.passwordTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(idField);

    await user.type(idField, 'c');
    expect(screen.queryByText(accountMessages.idRequired)).toBeNull();
    await user.type(password, '123');
    expect(screen.queryByRole('alert')).toBeNull(); // 8 characters now
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', async () => {
    mockApi({});
    renderApp('/group/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('비밀번호');

    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('shows the server message for wrong credentials and stays on the page', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        json(401, {
          error: { code: 'invalid_credentials', message: errorCatalog.invalid_credentials.message },
        }),
    });
    const { router } = renderApp('/group/login');

    await fill('club01', 'wrongpass');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('로그인 실패: 아이디 또는 비밀번호를 확인해 주세요.');
    expect(router.state.location.pathname).toBe('/group/login');
  });

  it('treats an answer without a token as a failed login', async () => {
    mockApi({ 'POST /api/auth/login': () => json(200, { isInitialGroup: false }) });
    renderApp('/group/login');

    await fill('club01', 'password1');

    expect((await screen.findByRole('alert')).textContent).toBe(errorCatalog.invalid_credentials.message);
    expect(getToken()).toBeNull();
  });

  it('stores the token and goes home', async () => {
    let sentBody: unknown;
    mockApi({
      'POST /api/auth/login': ({ body }) => {
        sentBody = body;
        return json(200, { token: 'group-token', isInitialGroup: false });
      },
      'GET /api/auth/session': () => json(200, session({ isGroupAccount: true, nickname: '한판FC' })),
      'GET /api/feed': () => json(200, { items: [] }),
    });
    const { router } = renderApp('/group/login');

    await fill('club01', 'password1');

    expect(await screen.findByText('아직 경기가 없어요')).toBeTruthy();
    expect(sentBody).toEqual({ email: 'club01', password: 'password1' });
    expect(getToken()).toBe('group-token');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a first-time group account to onboarding', async () => {
    mockApi({
      'POST /api/auth/login': () => json(200, { token: 'group-token', isInitialGroup: true }),
      'GET /api/auth/session': () => json(200, session({ isGroupAccount: true, isInitialGroup: true })),
    });
    const { router } = renderApp('/group/login');

    await fill('club01', 'password1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });
});
