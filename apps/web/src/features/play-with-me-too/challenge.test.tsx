import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ruleFixture } from '@/features/rules/rules.test-support';
import { json, mockApi, myProfile, renderApp, session, userProfile } from '@/test/render-app';

// The chat's socket is not what these tests look at: a client that never connects.
vi.mock('@stomp/stompjs', () => ({
  Client: class {
    activate() {}
    deactivate() {}
    subscribe() {
      return { unsubscribe() {} };
    }
    publish() {}
  },
}));

const base = {
  'GET /api/auth/session': () => json(200, session({ userId: 1 })),
  'GET /api/user-profile/my/profile': () => json(200, myProfile()),
  'POST /api/chat-room/dm-room': () =>
    json(200, {
      roomId: 5,
      targetUserId: 2,
      targetUserNickname: '서연',
      targetUserProfileUrl: null,
      targetLastReadMessageId: null,
    }),
  'GET /api/chat-room/5/chat-messages': () => json(200, []),
  'POST /api/chat-room/5/read': () => json(200, { roomId: 5, lastReadMessageId: null }),
};

const status = (overrides: Record<string, unknown> = {}) => ({
  status: 'PENDING',
  fromUserId: 2,
  gameId: null,
  gameStatus: null,
  ruleId: 4,
  ruleTitle: '점심 탁구',
  majorCategory: '기존 스포츠',
  minorCategory: '탁구',
  ...overrides,
});

describe('the chat banner (play-with-me-too)', () => {
  it('lets the challenged player accept, then opens the new game', async () => {
    const accepted: unknown[] = [];
    mockApi({
      ...base,
      'GET /api/play-with-me-too/status-with-user': () => json(200, status()),
      'POST /api/play-with-me-too/accept': ({ body }) => {
        accepted.push(body);
        return json(200, 42);
      },
    });
    const { router } = renderApp('/chat/2', { token: 't' });
    const banner = await screen.findByRole('region', { name: '나랑도 한 판 도전' }, { timeout: 8000 });
    expect(banner.textContent).toContain("서연님이 '점심 탁구 (탁구)' 규칙으로 한 판 하자고 해요.");
    await userEvent.setup().click(within(banner).getByRole('button', { name: '수락' }));
    await waitFor(() => expect(router.state.location.href).toBe('/game?id=42'));
    expect(accepted).toEqual([{ requesterId: 2 }]);
  });

  it('lets the challenged player reject', async () => {
    let answered = false;
    mockApi({
      ...base,
      'GET /api/play-with-me-too/status-with-user': () =>
        json(200, answered ? status({ status: 'REJECTED' }) : status()),
      'POST /api/play-with-me-too/reject': () => {
        answered = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/chat/2', { token: 't' });
    const banner = await screen.findByRole('region', { name: '나랑도 한 판 도전' }, { timeout: 8000 });
    await userEvent.setup().click(within(banner).getByRole('button', { name: '거절' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '나랑도 한 판 도전' })).toBeNull());
    expect(await screen.findByText('도전을 거절했어요.')).toBeTruthy();
  });

  it('lets the challenger cancel a pending challenge', async () => {
    const cancelled: unknown[] = [];
    mockApi({
      ...base,
      'GET /api/play-with-me-too/status-with-user': () =>
        json(
          200,
          cancelled.length ? status({ fromUserId: 1, status: 'CANCELLED' }) : status({ fromUserId: 1 }),
        ),
      'DELETE /api/play-with-me-too/request': ({ body }) => {
        cancelled.push(body);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/chat/2', { token: 't' });
    const banner = await screen.findByRole('region', { name: '나랑도 한 판 도전' }, { timeout: 8000 });
    expect(banner.textContent).toContain('서연님의 답을 기다리는 중이에요.');
    await userEvent.setup().click(within(banner).getByRole('button', { name: '신청 취소' }));
    await waitFor(() => expect(cancelled).toEqual([{ targetUserId: 2 }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: '나랑도 한 판 도전' })).toBeNull());
  });

  it('shows nothing without a challenge', async () => {
    mockApi({ ...base, 'GET /api/play-with-me-too/status-with-user': () => json(200, null) });
    renderApp('/chat/2', { token: 't' });
    expect(await screen.findByText('아직 메시지가 없어요', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '나랑도 한 판 도전' })).toBeNull();
  });
});

describe("'나랑도 한 판' on a profile", () => {
  it('needs a rule, sends the challenge with the picked rule and opens the chat', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...base,
      'GET /api/user-profile/5': () =>
        json(
          200,
          userProfile({
            playedRules: [
              {
                id: 4,
                ruleTitle: '점심 탁구',
                majorCategory: '기존 스포츠',
                minorCategory: '탁구',
                ruleDescription: '',
              },
            ],
          }),
        ),
      'GET /api/friends/status/5': () => json(200, { sent: false, isFriend: false, received: false }),
      'GET /api/rules/list': () => json(200, []),
      'POST /api/play-with-me-too/request': ({ body }) => {
        sent.push(body);
        return json(201, {
          id: 1,
          fromUserId: 1,
          fromNickname: '민준',
          fromProfileUrl: null,
          toUserId: 5,
          toNickname: '하은',
          toProfileUrl: null,
          ruleId: 4,
          ruleTitle: '점심 탁구',
          majorCategory: '기존 스포츠',
          minorCategory: '탁구',
          status: 'PENDING',
          gameId: null,
          createdAt: '2026-11-20T10:00:00+09:00',
        });
      },
      'GET /api/play-with-me-too/status-with-user': () => json(200, null),
    });
    const { router } = renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '나랑도 한 판' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: '하은님에게 도전하기' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: '도전 신청' }));
    expect(within(dialog).getByText('도전할 규칙을 골라 주세요.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /점심 탁구/ }));
    await user.click(within(dialog).getByRole('button', { name: '도전 신청' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/5'));
    expect(sent).toEqual([{ targetUserId: 5, ruleId: 4 }]);
  }, 20_000);

  it("shows the server's message when a challenge is already pending", async () => {
    mockApi({
      ...base,
      'GET /api/user-profile/5': () => json(200, userProfile()),
      'GET /api/friends/status/5': () => json(200, { sent: false, isFriend: false, received: false }),
      'GET /api/rules/list': () => json(200, [ruleFixture()]),
      'POST /api/play-with-me-too/request': () =>
        json(409, {
          error: { code: 'challenge_already_sent', message: '이미 이 사용자에게 도전 신청을 보냈어요' },
          message: '이미 이 사용자에게 도전 신청을 보냈어요',
        }),
    });
    renderApp('/profile/5', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '나랑도 한 판' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: '하은님에게 도전하기' }, { timeout: 5000 });
    await user.click(await within(dialog).findByRole('radio', { name: /한 손 탁구/ }));
    await user.click(within(dialog).getByRole('button', { name: '도전 신청' }));
    expect(await within(dialog).findByText('이미 이 사용자에게 도전 신청을 보냈어요')).toBeTruthy();
  }, 20_000);
});
