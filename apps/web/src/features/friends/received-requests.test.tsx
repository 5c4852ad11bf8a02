import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { json, mockApi, renderApp, session, userProfile } from '@/test/render-app';

beforeAll(() => import('@/routes/profile-screen'));

const friend = (id: number, nickname: string) => ({
  id,
  nickname,
  username: `u${id}`,
  avatar: null,
  intro: null,
});

/** My own profile with requests from 하은 (5) and 도윤 (6); the lists follow the answers. */
function requestsServer(options: { acceptFails?: boolean } = {}) {
  let received = [friend(5, '하은'), friend(6, '도윤')];
  const answer = (id: number) => () => {
    if (options.acceptFails) return json(500, { error: { code: 'internal_error', message: '오류' } });
    received = received.filter((row) => row.id !== id);
    return json(200, { sent: false, isFriend: id === 5, received: false });
  };
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/0': () => json(200, userProfile({ id: 1, nickname: '민준', isMe: true })),
    'GET /api/friends/my': () => json(200, []),
    'GET /api/friends/my/sent': () => json(200, []),
    'GET /api/friends/my/received': () => json(200, received),
    'POST /api/friends/accept/5': answer(5),
    'POST /api/friends/reject/6': answer(6),
  });
}

async function openReceived({ fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  await user.click(await screen.findByRole('button', { name: '받은 요청 2' }));
  const dialog = await screen.findByRole('dialog', { name: '친구' });
  return { user, dialog, list: await within(dialog).findByRole('list', { name: '받은 요청' }) };
}

describe('answering received friend requests (spec §4, §9)', () => {
  it("keeps an accepted row for 2 s saying '친구가 되었어요', a rejected one 1.5 s saying '거절했어요'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    requestsServer();
    renderApp('/profile/0', { token: 't' });
    const { user, list } = await openReceived({ fakeTimers: true });
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)

    await user.click(within(list).getByRole('button', { name: '수락, 하은님의 친구 요청' }));
    expect(await within(list).findByText('친구가 되었어요')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: '거절, 도윤님의 친구 요청' }));
    expect(await within(list).findByText('거절했어요')).toBeTruthy();

    // The lists reload without them at once; the rows stay for their time regardless.
    await vi.advanceTimersByTimeAsync(1_400);
    expect(within(list).getByText('친구가 되었어요')).toBeTruthy();
    expect(within(list).getByText('거절했어요')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(150);
    await waitFor(() => expect(within(list).queryByText('거절했어요')).toBeNull());
    expect(within(list).getByText('친구가 되었어요')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(screen.queryByRole('list', { name: '받은 요청' })).toBeNull());
    expect(screen.getByText('받은 친구 요청이 없어요')).toBeTruthy();
  });

  it('keeps the row and says the profile’s words when accepting fails', async () => {
    requestsServer({ acceptFails: true });
    renderApp('/profile/0', { token: 't' });
    const { user, list } = await openReceived();

    await user.click(within(list).getByRole('button', { name: '수락, 하은님의 친구 요청' }));
    expect(await screen.findByText('승인에 실패했습니다.')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '수락, 하은님의 친구 요청' })).toBeTruthy();
  });
});
