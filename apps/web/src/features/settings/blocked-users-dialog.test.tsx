import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';

// The server never discloses another player's e-mail (`email: null`), and a player who has not
// finished onboarding has no username yet: such a row shows the nickname alone, no stray '@'.
const blocked = [
  { id: 7, nickname: '하은', username: 'haeun', profileUrl: null, email: null },
  {
    id: 9,
    nickname: '새싹',
    username: null,
    profileUrl: 'https://hanpan.kr/uploads/a-160.webp',
    email: null,
  },
];

describe('blocked users dialog', () => {
  it('shows @username only when there is one, and never a lone @', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, session()),
      'GET /api/user-profile/my/profile': () => json(200, myProfile()),
      'GET /api/block': () => json(200, blocked),
    });
    renderApp('/settings', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '차단 관리' }));
    const list = await screen.findByRole('list', { name: '차단한 사용자' });
    const [withName, without] = within(list).getAllByRole('listitem');
    expect(within(withName!).getByText('@haeun')).toBeTruthy();
    expect(within(without!).getByText('새싹')).toBeTruthy();
    expect(without!.textContent).not.toContain('@');
    expect(without!.querySelector('img')?.getAttribute('src')).toBe('https://hanpan.kr/uploads/a-160.webp');
  });
});
