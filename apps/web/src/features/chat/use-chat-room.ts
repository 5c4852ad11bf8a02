import {
  CHAT_MESSAGE_MAX,
  chatDestination,
  dmUserQueue,
  roomTopic,
  userErrorQueue,
  type DmRoom,
  type StoredChatMessage,
} from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOnStompConnected, useStompConnection } from '@/lib/stomp-client';
import { useTopic } from '@/lib/use-topic';
import {
  chatKeys,
  linesOf,
  useChatHistory,
  useDmRoom,
  useMarkRead,
  withLiveLine,
  type HistoryData,
} from './chat.api';

/** A line typed here that the server has not echoed yet, or refused. */
export interface PendingLine {
  key: string;
  content: string;
  status: 'sending' | 'failed';
  error?: string;
}

/** Without the server's echo by then, a line counts as not sent (the player may retry). */
export const SEND_TIMEOUT_MS = 10_000;

const NOT_CONNECTED = '연결이 끊겨 보내지 못했어요. 다시 보내 주세요.';
const TIMED_OUT = '보내지 못했어요. 다시 보내 주세요.';

/** As the server stores it: NFC, trimmed. */
export const normaliseLine = (text: string) => text.normalize('NFC').trim();
export const lineLength = (text: string) => Array.from(normaliseLine(text)).length;
export const isSendable = (text: string) => {
  const length = lineLength(text);
  return length > 0 && length <= CHAT_MESSAGE_MAX;
};

let keySeq = 0;

/**
 * Everything the chat screen shows and does for one partner: the room (opened on the server on
 * first visit), its history, live lines on `/topic/ws/{roomId}`, lines being sent (matched to the
 * server's echo, or failed with its reason from `/user/queue/errors`), read marks both ways, and
 * resynchronising after a reconnect.
 */
export function useChatRoom(targetUserId: number | null) {
  const queryClient = useQueryClient();
  const room = useDmRoom(targetUserId);
  const roomId = room.data?.roomId;
  const history = useChatHistory(roomId);
  const { state, send } = useStompConnection();
  const markRead = useMarkRead(roomId);
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [partnerRead, setPartnerRead] = useState<number | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const lines = useMemo(() => linesOf(history.data as HistoryData | undefined), [history.data]);
  const partnerLastRead = Math.max(partnerRead ?? 0, room.data?.targetLastReadMessageId ?? 0) || null;

  const settle = useCallback((key: string, patch: Partial<PendingLine> | null) => {
    const timer = timers.current.get(key);
    if (timer) clearTimeout(timer);
    timers.current.delete(key);
    setPending((current) =>
      patch === null
        ? current.filter((line) => line.key !== key)
        : current.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    );
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  // Marks what the player sees as read, a moment later so a burst of lines is one call.
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markSeen = useCallback(
    (messageId: number) => {
      if (readTimer.current) clearTimeout(readTimer.current);
      readTimer.current = setTimeout(() => {
        if (document.visibilityState === 'visible') markRead.mutate(messageId);
      }, 500);
    },
    [markRead],
  );
  useEffect(() => () => void (readTimer.current && clearTimeout(readTimer.current)), []);

  useTopic(roomTopic, roomId ? { roomId } : null, (message) => {
    if (!('messageType' in message) || message.messageType !== 'TALK' || message.id === undefined) return;
    if (roomId === undefined) return;
    const line: StoredChatMessage = { ...message, id: message.id };
    queryClient.setQueryData<HistoryData>(chatKeys.history(roomId), (data) => withLiveLine(data, line));
    if (line.senderId === targetUserId) markSeen(line.id);
  });

  // My lines that became known (the live echo, or the history reloaded after a reconnect whose echo
  // was lost) replace the pending line with the same text, oldest first, each one once.
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!history.data) return;
    if (known.current === null) {
      known.current = new Set(lines.map((line) => line.id));
      return;
    }
    const seen = known.current;
    const mine = lines.filter((line) => !seen.has(line.id) && line.senderId !== targetUserId);
    for (const line of lines) seen.add(line.id);
    if (mine.length === 0) return;
    setPending((current) => {
      let next = current;
      for (const line of mine) {
        const match = next.find(
          (p) => p.content === line.content && (p.status === 'sending' || p.error === TIMED_OUT),
        );
        if (!match) continue;
        clearTimeout(timers.current.get(match.key));
        timers.current.delete(match.key);
        next = next.filter((p) => p !== match);
      }
      return next;
    });
  }, [history.data, lines, targetUserId]);

  // Lines that arrived while the app was in the background are read when it comes back.
  const newestFromPartner = [...lines].reverse().find((line) => line.senderId === targetUserId)?.id;
  useEffect(() => {
    if (newestFromPartner === undefined) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') markSeen(newestFromPartner);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markSeen, newestFromPartner]);

  useTopic(userErrorQueue, roomId ? {} : null, (error) => {
    if (!roomId || error.destination !== chatDestination(roomId) || !error.receiptId) return;
    settle(error.receiptId, { status: 'failed', error: error.message });
  });

  // The partner's reads, kept in this screen and in the cached room too: a chat opened again shows
  // the mark at once (the room is asked again as well, for reads nobody was listening for).
  useTopic(dmUserQueue, roomId ? {} : null, (event) => {
    if (event.type !== 'READ' || event.roomId !== roomId || event.readerId !== targetUserId) return;
    const read = event.lastReadMessageId;
    setPartnerRead((current) => Math.max(current ?? 0, read));
    queryClient.setQueryData<DmRoom>(
      chatKeys.room(targetUserId),
      (data) =>
        data && { ...data, targetLastReadMessageId: Math.max(data.targetLastReadMessageId ?? 0, read) },
    );
  });

  // After a reconnect (not the first connect): the newest page again, as lines may have arrived
  // meanwhile; older pages load again on scroll. Pending lines the server stored before the drop
  // leave when they show up in it (above). The room again too: a read event sent while the socket
  // was down is lost, and '읽음' would stay behind (issue 16 §25e).
  const everConnected = useRef(false);
  const dropped = useRef(false);
  useEffect(() => {
    if (state === 'connected') everConnected.current = true;
    else if (everConnected.current) dropped.current = true;
  }, [state]);
  useOnStompConnected(() => {
    if (!dropped.current || roomId === undefined) return;
    dropped.current = false;
    const key = chatKeys.history(roomId);
    queryClient.setQueryData<HistoryData>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: key });
    if (targetUserId !== null) void queryClient.invalidateQueries({ queryKey: chatKeys.room(targetUserId) });
  });

  const dispatch = useCallback(
    (content: string) => {
      if (roomId === undefined) return;
      const key = `c${Date.now().toString(36)}-${(keySeq += 1)}`;
      setPending((current) => [...current, { key, content, status: 'sending' }]);
      if (!send(chatDestination(roomId), { content }, { receipt: key })) {
        setPending((current) =>
          current.map((line) =>
            line.key === key ? { ...line, status: 'failed', error: NOT_CONNECTED } : line,
          ),
        );
        return;
      }
      timers.current.set(
        key,
        setTimeout(() => settle(key, { status: 'failed', error: TIMED_OUT }), SEND_TIMEOUT_MS),
      );
    },
    [roomId, send, settle],
  );

  /** Sends a line as typed; false when there is nothing to send. */
  const sendLine = useCallback(
    (text: string) => {
      if (!isSendable(text)) return false;
      dispatch(normaliseLine(text));
      return true;
    },
    [dispatch],
  );

  const retry = useCallback(
    (key: string) => {
      const line = pending.find((p) => p.key === key);
      if (!line) return;
      settle(key, null);
      dispatch(line.content);
    },
    [dispatch, pending, settle],
  );

  const discard = useCallback((key: string) => settle(key, null), [settle]);

  return {
    room,
    roomId,
    history,
    lines,
    pending,
    partnerLastRead,
    connection: state,
    sendLine,
    retry,
    discard,
  };
}
