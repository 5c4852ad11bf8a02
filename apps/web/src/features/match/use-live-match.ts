import {
  MatchSendSchema,
  roomTopic,
  scoreDestination,
  userErrorQueue,
  type GameLogEntry,
  type MatchCommand,
  type MatchState,
} from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/features/auth';
import { useOnStompConnected, useStompConnection } from '@/lib/stomp-client';
import { useTopic } from '@/lib/use-topic';
import { showToast } from '@/ui/toast';
import { canApply, drawnState, placeOf, stillPending, type PendingEvent } from './live-state';
import { fetchGameLogs, matchKeys, useLiveDetail } from './match.api';
import { playMessages } from './play-messages';

/** Without the server's answer by then, an event counts as lost: it is undone and the screen resyncs. */
export const CONFIRM_TIMEOUT_MS = 10_000;
/** How often the timer and countdown redraw. */
export const TICK_MS = 250;

let eventSeq = 0;
function newClientEventId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `w-${random}-${++eventSeq}`.slice(0, 64);
}

function newest(a: MatchState | null, b: MatchState | null): MatchState | null {
  if (a === null) return b;
  if (b === null) return a;
  return b.seq >= a.seq ? b : a;
}

function mergeLogs(current: GameLogEntry[], more: readonly GameLogEntry[]): GameLogEntry[] {
  if (more.length === 0) return current;
  const bySeq = new Map(current.map((entry) => [entry.seq, entry]));
  for (const entry of more) bySeq.set(entry.seq, entry);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * One live match (issue 18 "What must work" 3): the detail, the server's state as the topic
 * carries it, this phone's events drawn at once and confirmed (`clientEventId` on the topic) or
 * rolled back (`/user/queue/errors`, or no answer in 10 s), the log, and a resync from the detail
 * and `game-logs?afterSeq=` after every (re)connect.
 */
export function useLiveMatch(gameId: number) {
  const queryClient = useQueryClient();
  const session = useSession();
  const me = session.data?.userId ?? null;
  const detail = useLiveDetail(gameId);
  const roomId = detail.data?.gameStatus === 'IN_PROGRESS' ? detail.data.chatRoomId : null;
  const connection = useStompConnection();

  const [pushed, setPushed] = useState<MatchState | null>(null);
  const [pending, setPending] = useState<PendingEvent[]>([]);
  const [logs, setLogs] = useState<GameLogEntry[] | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const logsRef = useRef<GameLogEntry[] | null>(null);
  useEffect(() => {
    logsRef.current = logs;
  }, [logs]);

  // The server's clock: its time when the detail arrived, against ours then.
  const offset = detail.data ? Date.parse(detail.data.serverTime) - detail.dataUpdatedAt : 0;
  const serverNow = useCallback(() => Date.now() + offset, [offset]);
  const [nowMs, setNowMs] = useState(() => Date.now());

  /** The newest server state: the detail's or the last one the topic (or a refusal) carried. */
  const fromDetail = detail.data?.state ?? null;
  const confirmed = newest(fromDetail, pushed);
  const confirmedRef = useRef<MatchState | null>(null);
  /** The last seq this phone holds (the detail's or the topic's): older entries are dropped. */
  const lastSeq = useRef(0);
  useEffect(() => {
    confirmedRef.current = confirmed;
    if (confirmed) lastSeq.current = Math.max(lastSeq.current, confirmed.seq);
  }, [confirmed]);

  const adopt = useCallback((state: MatchState) => {
    setPushed((current) => newest(current, state));
  }, []);

  const settle = useCallback((clientEventId: string) => {
    const timer = timers.current.get(clientEventId);
    if (timer) clearTimeout(timer);
    timers.current.delete(clientEventId);
    setPending((current) => current.filter((event) => event.clientEventId !== clientEventId));
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  /** The log after `afterSeq` (by default after the last entry known; all of it the first time). */
  const loadLogs = useCallback(
    async (afterSeq?: number) => {
      const known = logsRef.current;
      const last = known && known.length > 0 ? known[known.length - 1]!.seq : 0;
      const after = afterSeq ?? (known === null ? undefined : last);
      try {
        const more = await fetchGameLogs(gameId, after);
        setLogs((current) => mergeLogs(current ?? [], more));
      } catch {
        // The log is a convenience: the state already came with the detail.
      }
    },
    [gameId],
  );

  const resync = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: matchKeys.detail(gameId) });
    void loadLogs();
  }, [queryClient, gameId, loadLogs]);

  // Every (re)connect: what happened while away (contract notes, "Realtime").
  useOnStompConnected(resync);

  useTopic(roomTopic, roomId !== null ? { roomId } : null, (message) => {
    if (!('state' in message)) return; // a chat line of the same room
    const { state, clientEventId, ...entry } = message;
    // A late copy still confirms this phone's press: the state already holding it must not draw it twice.
    if (clientEventId) settle(clientEventId);
    const before = lastSeq.current;
    const place = placeOf(before, entry.seq);
    if (place === 'seen') return;
    lastSeq.current = entry.seq;
    adopt(state);
    setLogs((current) => mergeLogs(current ?? [], [entry]));
    if (place === 'gap') {
      // Entries were missed (or are still on their way from another server): the state is whole,
      // but a missed entry may have been this phone's press, which the new state already holds.
      // Pending presses go (one not applied yet comes back with its own entry) and the log is fetched.
      for (const timer of timers.current.values()) clearTimeout(timer);
      timers.current.clear();
      setPending([]);
      void loadLogs(Math.min(before, logsRef.current?.at(-1)?.seq ?? before));
    }
  });

  useTopic(userErrorQueue, roomId !== null ? {} : null, (error) => {
    if (roomId === null || error.destination !== scoreDestination(roomId)) return;
    if (error.state) adopt(error.state);
    if (error.clientEventId) {
      settle(error.clientEventId);
    } else {
      // Refused before the event was read (send rate, shape): which press is unknown, so every
      // pending one goes and the server's state is fetched; a press it did apply comes back with it.
      for (const timer of timers.current.values()) clearTimeout(timer);
      timers.current.clear();
      setPending([]);
      resync();
    }
    showToast(error.message);
  });

  // The clock: redraw the timer and countdown while the match runs.
  const playing = confirmed?.status === 'playing';
  useEffect(() => {
    if (!playing) return;
    const interval = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(interval);
  }, [playing]);

  const now = new Date(nowMs + offset).toISOString();
  const drawn = useMemo(
    () =>
      confirmed && me !== null
        ? drawnState(confirmed, stillPending(confirmed, pending, me), me, now)
        : confirmed,
    [confirmed, pending, me, now],
  );

  const can = useCallback(
    (command: MatchCommand) =>
      drawn !== null && me !== null && canApply(drawn, command, me, new Date(serverNow()).toISOString()),
    [drawn, me, serverNow],
  );

  /** Sends an event and draws it at once; false when it could not be sent (told in a toast). */
  const act = useCallback(
    (command: MatchCommand): boolean => {
      if (roomId === null || me === null || !can(command)) return false;
      const clientEventId = newClientEventId();
      const body = MatchSendSchema.parse({ ...command, clientEventId });
      if (!connection.send(scoreDestination(roomId), body, { receipt: clientEventId })) {
        showToast(playMessages.notConnected);
        return false;
      }
      const at = new Date(serverNow()).toISOString();
      setPending((current) => [...current, { clientEventId, command, at }]);
      timers.current.set(
        clientEventId,
        setTimeout(() => {
          settle(clientEventId);
          // Only acknowledged (the other player ended the set first…): nothing to undo.
          const latest = confirmedRef.current;
          const event = { clientEventId, command, at };
          if (latest && stillPending(latest, [event], me).length === 0) return;
          showToast(playMessages.noAnswer);
          resync();
        }, CONFIRM_TIMEOUT_MS),
      );
      setNowMs(Date.now());
      return true;
    },
    [roomId, me, can, connection, serverNow, settle, resync],
  );

  return {
    detail,
    me,
    /** The server's word: the winner is announced from this one only. */
    confirmed,
    /** What the screen draws (the server's state, this phone's pending events, the clock). */
    drawn,
    pendingCount: pending.length,
    connection: connection.state,
    logs,
    loadLogs,
    nowMs: nowMs + offset,
    act,
    can,
  };
}
