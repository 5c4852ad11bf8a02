import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, newProfile, renderApp, session } from '@/test/render-app';
import { EMPTY_DRAFT, writeDraft } from './onboarding-draft';

function renderUsernameStep(check: (username: string) => Response) {
  const asked: string[] = [];
  writeDraft(1, { ...EMPTY_DRAFT, termsAccepted: true });
  mockApi({
    'GET /api/auth/session': () => json(200, session({ onboarded: false })),
    'GET /api/user-profile/my/profile': () => json(200, newProfile()),
    'POST /api/auth/check-username': ({ body }) => {
      const { username } = body as { username: string };
      asked.push(username);
      return check(username);
    },
  });
  renderApp('/onboarding', { token: 't' });
  return asked;
}

const field = () => screen.findByRole('textbox', { name: '아이디' });
const next = () => screen.getByRole('button', { name: '다음' });

describe('username step', () => {
  it('asks the server once, 300 ms after typing stops, and accepts a free username', async () => {
    const asked = renderUsernameStep(() => json(200, { exists: false }));
    const user = userEvent.setup();

    await user.type(await field(), 'minjun99');
    expect(screen.getByText('확인하는 중…')).toBeTruthy();
    expect(asked).toEqual([]);

    expect(await screen.findByText('사용 가능한 아이디예요.')).toBeTruthy();
    expect(asked).toEqual(['minjun99']);
    expect(next()).toHaveProperty('disabled', false);
  });

  it('says when a username is taken and keeps next disabled', async () => {
    renderUsernameStep(() => json(200, { exists: true }));
    const user = userEvent.setup();

    await user.type(await field(), 'seoyeon');
    expect((await screen.findByRole('alert')).textContent).toBe('이미 사용 중인 아이디예요.');
    expect(next()).toHaveProperty('disabled', true);
  });

  it('reports a server failure', async () => {
    renderUsernameStep(() => json(500, { error: { code: 'internal_error', message: '오류' } }));
    const user = userEvent.setup();

    await user.type(await field(), 'haeun');
    expect((await screen.findByRole('alert')).textContent).toBe('서버 오류가 발생했어요.');
  });

  it('judges the format only after next, then live: no server call for a bad id, capitals lowered', async () => {
    const asked = renderUsernameStep(() => json(200, { exists: false }));
    const user = userEvent.setup();
    const input = await field();

    await user.type(input, 'min_jun');
    expect(screen.queryByRole('alert')).toBeNull(); // nothing judged before the first submit
    await user.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('영문 소문자와 숫자 1~12자로 입력해 주세요.');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.clear(input);
    await user.type(input, 'MinJun');
    expect(input).toHaveProperty('value', 'minjun');
    expect(screen.queryByRole('alert')).toBeNull(); // valid again: the error left while typing
    await waitFor(() => expect(asked).toEqual(['minjun']));
  });

  it('refuses more than 12 characters on next', async () => {
    renderUsernameStep(() => json(200, { exists: false }));
    const user = userEvent.setup();

    await user.type(await field(), 'abcdefghijklm');
    await user.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('영문 소문자와 숫자 1~12자로 입력해 주세요.');
    await screen.findByRole('heading', { level: 1, name: '사용할 아이디를 정해 주세요' });
  });
});
