import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { labelInNameProblems } from '@/test/label-in-name';
import { deliver, stomp } from '@/test/fake-stomp';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';

vi.mock('@stomp/stompjs', async () => ({ Client: (await import('@/test/fake-stomp')).FakeStompClient }));

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Yesterday at hh:mm in Seoul: always another calendar day than now, whatever the hour the suite runs. */
const yesterdayInSeoul = (hhmm: string) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const at = new Date(`${today}T${hhmm}:00+09:00`);
  return new Date(at.getTime() - 24 * 60 * 60_000).toISOString();
};

const base = {
  'GET /api/auth/session': () => json(200, session()),
  'GET /api/user-profile/my/profile': () => json(200, myProfile()),
};

const room = {
  roomId: 5,
  targetUserId: 2,
  targetUserNickname: '서연',
  targetUserProfileUrl: null,
  targetLastReadMessageId: 11,
};

// The screens are lazy chunks: loaded here so their cold load does not eat the first test's wait.
beforeAll(() => Promise.all([import('@/routes/chat-screen'), import('@/routes/dm-screen')]));

describe('/chat/{targetUserId}', () => {
  it("refuses a DM with oneself with the spec's alert, then goes back", async () => {
    mockApi({
      ...base,
      'POST /api/chat-room/dm-room': () =>
        json(400, {
          error: { code: 'cannot_dm_self', message: '자기 자신과의 DM은 생성할 수 없습니다.' },
          message: '자기 자신과의 DM은 생성할 수 없습니다.',
        }),
      'GET /api/chat-room/my-dm-rooms': () => json(200, []),
    });
    const { router } = renderApp('/chat/1', { token: 't' });
    const alert = await screen.findByRole('alertdialog', { name: '자기 자신과의 DM은 생성할 수 없습니다.' });
    await userEvent.setup().click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dm'));
  });

  it('shows the partner, the lines under their dates, mine apart from theirs, and a read mark', async () => {
    const calls = mockApi({
      ...base,
      'POST /api/chat-room/dm-room': () => json(200, room),
      'GET /api/chat-room/5/chat-messages': () =>
        json(200, [
          {
            id: 10,
            messageType: 'TALK',
            senderId: 2,
            content: '어제 경기 재밌었어요',
            timestamp: yesterdayInSeoul('20:00'),
          },
          {
            id: 11,
            messageType: 'TALK',
            senderId: 1,
            content: '다음에 또 해요',
            timestamp: yesterdayInSeoul('21:00'),
          },
          { id: 12, messageType: 'TALK', senderId: 2, content: '좋아요!\n토요일 어때요?', timestamp: ago(1) },
        ]),
    });
    renderApp('/chat/2', { token: 't' });
    const profileLink = await screen.findByRole('link', { name: '서연 프로필 보기' });
    expect(profileLink.getAttribute('href')).toBe('/profile/2');
    const list = await screen.findByRole('list', { name: '메시지' });
    expect(within(list).getAllByText(/\d{4}년 \d{1,2}월 \d{1,2}일 \(.요일\)/)).toHaveLength(2);
    expect(within(list).getByText('다음에 또 해요').className).toContain('bg-accent-500');
    expect(within(list).getByText(/토요일 어때요/).className).toContain('bg-fill');
    expect(within(list).getByText('읽음')).toBeTruthy();
    expect(calls.mock.calls.some(([url]) => String(url).includes('/api/chat-room/5/chat-messages'))).toBe(
      true,
    );
  });

  it('sends a line live: disabled while empty, pending until the stored echo replaces it', async () => {
    mockApi({
      ...base,
      'POST /api/chat-room/dm-room': () => json(200, room),
      'GET /api/chat-room/5/chat-messages': () => json(200, []),
      'POST /api/chat-room/5/read': () => json(200, { roomId: 5, lastReadMessageId: null }),
    });
    renderApp('/chat/2', { token: 't' });
    expect(await screen.findByText('아직 메시지가 없어요')).toBeTruthy();
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: '보내기' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), ' 안녕하세요 ');
    await user.click(send);

    const sent = stomp.latest().published.at(-1)!;
    expect(sent.destination).toBe('/app/chat/5');
    expect(JSON.parse(sent.body)).toEqual({ content: '안녕하세요' });
    expect(sent.headers?.receipt).toBeTruthy();
    expect(screen.getByText('보내는 중')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '메시지 입력' }) as HTMLTextAreaElement).value).toBe('');

    deliver('/topic/ws/5', {
      id: 40,
      messageType: 'TALK',
      senderId: 1,
      content: '안녕하세요',
      timestamp: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.queryByText('보내는 중')).toBeNull());
    expect(screen.getAllByText('안녕하세요')).toHaveLength(1);
  });

  it("shows a refused line with the server's reason, and sends it again on request", async () => {
    mockApi({
      ...base,
      'POST /api/chat-room/dm-room': () => json(200, room),
      'GET /api/chat-room/5/chat-messages': () => json(200, []),
    });
    renderApp('/chat/2', { token: 't' });
    await screen.findByText('아직 메시지가 없어요');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), '시발');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    const receipt = stomp.latest().published.at(-1)!.headers!.receipt!;
    deliver('/user/queue/errors', {
      code: 'chat_profanity',
      message: '"시발"은(는) 쓸 수 없는 말이에요.',
      destination: '/app/chat/5',
      receiptId: receipt,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('"시발"은(는) 쓸 수 없는 말이에요.');
    const before = stomp.latest().published.length;
    await user.click(within(alert).getByRole('button', { name: '다시 보내기' }));
    expect(stomp.latest().published).toHaveLength(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('read marks across a reconnect', () => {
  it("keeps '읽음' through a reconnect, and shows a read that happened while the socket was down", async () => {
    let partnerRead = 10;
    const lines = [
      { id: 10, messageType: 'TALK', senderId: 2, content: '내일 볼까요?', timestamp: ago(10) },
      { id: 11, messageType: 'TALK', senderId: 1, content: '좋아요', timestamp: ago(9) },
    ];
    mockApi({
      ...base,
      'POST /api/chat-room/dm-room': () => json(200, { ...room, targetLastReadMessageId: partnerRead }),
      'GET /api/chat-room/5/chat-messages': () => json(200, lines),
      'POST /api/chat-room/5/read': () => json(200, { roomId: 5, lastReadMessageId: 10 }),
    });
    renderApp('/chat/2', { token: 't' });
    const list = await screen.findByRole('list', { name: '메시지' });
    expect(within(list).queryByText('읽음')).toBeNull();

    // 서연 reads 좋아요 live: the mark appears.
    deliver('/user/queue/dm', { type: 'READ', roomId: 5, readerId: 2, lastReadMessageId: 11 });
    expect(await within(list).findByText('읽음')).toBeTruthy();

    const reconnect = async () => {
      const before = stomp.clients.length;
      act(() => stomp.latest().config.onWebSocketClose?.({ wasClean: false }));
      await waitFor(() => expect(screen.getByText(/연결/)).toBeTruthy());
      // Coming back to the page reconnects at once (instead of after the retry delay).
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(stomp.clients.length).toBe(before + 1));
    };

    await reconnect();
    await waitFor(() => expect(screen.queryByText(/연결/)).toBeNull());
    expect(within(await screen.findByRole('list', { name: '메시지' })).getByText('읽음')).toBeTruthy();

    // I write again; 서연 reads it while my socket is down (that event is lost): after the
    // reconnect the room's read position is asked again and the mark moves to the new line.
    lines.push({ id: 12, messageType: 'TALK', senderId: 1, content: '몇 시에요?', timestamp: ago(1) });
    deliver('/topic/ws/5', lines[2]);
    await waitFor(() => expect(screen.queryByText('읽음')).toBeNull());
    act(() => stomp.latest().config.onWebSocketClose?.({ wasClean: false }));
    partnerRead = 12;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('읽음')).toBeTruthy();
  });
});

describe('read marks when the chat is opened again', () => {
  it("shows '읽음' again after going to the DM list and back (the room's read position is asked again)", async () => {
    let partnerRead = 10;
    mockApi({
      ...base,
      'POST /api/chat-room/dm-room': () => json(200, { ...room, targetLastReadMessageId: partnerRead }),
      'GET /api/chat-room/5/chat-messages': () =>
        json(200, [{ id: 11, messageType: 'TALK', senderId: 1, content: '좋아요', timestamp: ago(9) }]),
      'GET /api/chat-room/my-dm-rooms': () => json(200, []),
    });
    const { router } = renderApp('/chat/2', { token: 't' });
    const list = await screen.findByRole('list', { name: '메시지' });
    expect(within(list).queryByText('읽음')).toBeNull();
    partnerRead = 11;
    deliver('/user/queue/dm', { type: 'READ', roomId: 5, readerId: 2, lastReadMessageId: 11 });
    expect(await within(list).findByText('읽음')).toBeTruthy();

    await act(() => router.navigate({ to: '/dm' }));
    await screen.findByText('아직 DM이 없어요');
    await act(() => router.navigate({ to: '/chat/$targetUserId', params: { targetUserId: '2' } }));
    const again = await screen.findByRole('list', { name: '메시지' });
    expect(await within(again).findByText('읽음')).toBeTruthy();
  });
});

describe('/dm', () => {
  it('lists rooms with picture, name, last line or 아직 메시지가 없어요, DM time and unread count', async () => {
    mockApi({
      ...base,
      'GET /api/chat-room/my-dm-rooms': () =>
        json(200, [
          {
            roomId: 5,
            targetUserId: 2,
            targetUserNickname: '서연',
            targetUserProfileUrl: null,
            lastMessageContent: '강남역 근처 탁구장 7시 괜찮으세요?',
            lastMessageTimestamp: ago(3),
            unreadCount: 2,
          },
          {
            roomId: 6,
            targetUserId: 3,
            targetUserNickname: '도윤',
            targetUserProfileUrl: null,
            lastMessageContent: null,
            lastMessageTimestamp: null,
            unreadCount: 0,
          },
        ]),
    });
    renderApp('/dm', { token: 't' });
    const list = await screen.findByRole('list', { name: '대화방' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/chat/2');
    expect(first!.getAttribute('aria-label')).toBe('서연님과의 대화, 읽지 않은 메시지 2개');
    // WCAG 2.5.3: named by the shown nickname; the last line is the description, not the name.
    expect(document.getElementById(first!.getAttribute('aria-describedby')!)?.textContent).toBe(
      '강남역 근처 탁구장 7시 괜찮으세요?',
    );
    expect(labelInNameProblems()).toEqual([]);
    expect(first!.textContent).toContain('3분 전');
    expect(first!.textContent).toContain('강남역 근처 탁구장 7시 괜찮으세요?');
    expect(second!.textContent).toContain('아직 메시지가 없어요');
  });

  it('says 아직 DM이 없어요 without rooms', async () => {
    mockApi({ ...base, 'GET /api/chat-room/my-dm-rooms': () => json(200, []) });
    renderApp('/dm', { token: 't' });
    expect(await screen.findByText('아직 DM이 없어요')).toBeTruthy();
  });

  it("shows the spec's message when the list fails, with 다시 시도", async () => {
    mockApi({
      ...base,
      'GET /api/chat-room/my-dm-rooms': () =>
        json(500, { error: { code: 'internal_error', message: '오류' }, message: '오류' }),
    });
    renderApp('/dm', { token: 't' });
    expect(await screen.findByText('DM 목록을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
