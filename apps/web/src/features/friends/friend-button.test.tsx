import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, session, userProfile } from '@/test/render-app';

// The profile screen is a lazy chunk: load it once before the first test's clock starts.
beforeAll(() => import('@/routes/profile-screen'));

const serverError = () => json(500, { error: { code: 'internal_error', message: '오류' } });

type Status = { sent: boolean; isFriend: boolean; received: boolean };
const NONE: Status = { sent: false, isFriend: false, received: false };

/** A server that keeps one player's status with me (id 5) and answers the friends calls. */
function friendsServer(initial: Status, failures: Record<string, () => Response> = {}) {
  let status = initial;
  const calls: string[] = [];
  const act = (key: string, next: Status) => () => {
    calls.push(key);
    const failure = failures[key];
    if (failure) return failure();
    status = next;
    return json(200, status);
  };
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/5': () =>
      json(200, userProfile({ stats: { ...userProfile().stats, friends: 3 } })),
    'GET /api/friends/status/5': () => json(200, status),
    'POST /api/friends/request/5': act('request', { ...NONE, sent: true }),
    'DELETE /api/friends/cancel/5': act('cancel', NONE),
    'POST /api/friends/accept/5': act('accept', { ...NONE, isFriend: true }),
    'POST /api/friends/reject/5': act('reject', NONE),
    'DELETE /api/friends/5': act('unfriend', NONE),
  });
  return { calls, set: (next: Status) => (status = next) };
}

describe('the profile’s friend button', () => {
  it('asks, then offers to withdraw the request, then asks again', async () => {
    const server = friendsServer(NONE);
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '친구 요청' }));
    await user.click(await screen.findByRole('button', { name: '요청 취소' }));
    expect(await screen.findByRole('button', { name: '친구 요청' })).toBeTruthy();
    expect(server.calls).toEqual(['request', 'cancel']);
  });

  it.each([
    ['수락', 'accept', '친구'],
    ['거절', 'reject', '친구 요청'],
  ] as const)('answers a request they sent me with %s', async (label, call, next) => {
    const server = friendsServer({ ...NONE, received: true });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();

    const group = await screen.findByRole('group', { name: '하은님의 친구 요청' });
    await user.click(within(group).getByRole('button', { name: label }));
    expect(await screen.findByRole('button', { name: next })).toBeTruthy();
    expect(server.calls).toEqual([call]);
  });

  it('unfriends only after a confirm, and 취소 keeps the friendship', async () => {
    const server = friendsServer({ ...NONE, isFriend: true });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '친구' }));
    let confirm = await screen.findByRole('alertdialog', { name: '하은님과 친구를 끊을까요?' });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: '친구' }));
    confirm = await screen.findByRole('alertdialog', { name: '하은님과 친구를 끊을까요?' });
    await user.click(within(confirm).getByRole('button', { name: '친구 끊기' }));
    expect(await screen.findByRole('button', { name: '친구 요청' })).toBeTruthy();
    expect(server.calls).toEqual(['unfriend']);
  });

  it('shows the server’s reason for a refused request, and the spec’s words without one', async () => {
    let answer = () =>
      json(409, { error: { code: 'already_friends', message: '이미 친구예요.' }, message: '이미 친구예요.' });
    friendsServer(NONE, { request: () => answer() });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '친구 요청' }));
    expect(await screen.findByText('이미 친구예요.')).toBeTruthy();

    answer = () => new Response('', { status: 409 });
    await user.click(screen.getByRole('button', { name: '친구 요청' }));
    expect(await screen.findByText('이미 요청했거나 친구 상태입니다.')).toBeTruthy();
  });

  it('says spec §8’s words when withdrawing fails', async () => {
    friendsServer({ ...NONE, sent: true }, { cancel: serverError });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '요청 취소' }));
    expect(await screen.findByText('요청 취소에 실패했습니다.')).toBeTruthy();
  });

  it('says spec §8’s words when unfriending fails, and stays friends', async () => {
    friendsServer({ ...NONE, isFriend: true }, { unfriend: serverError });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '친구' }));
    await user.click(await screen.findByRole('button', { name: '친구 끊기' }));
    expect(await screen.findByText('친구 끊기에 실패했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '친구' })).toBeTruthy();
  });

  it('shows the profile’s variant when accepting fails', async () => {
    friendsServer({ ...NONE, received: true }, { accept: serverError });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: '하은님의 친구 요청' });
    await user.click(within(group).getByRole('button', { name: '수락' }));
    expect(await screen.findByText('승인에 실패했습니다.')).toBeTruthy();
  });
});
