import { FRIEND_ACCEPTED_ROW_MS, FRIEND_REJECTED_ROW_MS, friendMessages, type Friend } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { dropReceivedRequest, useAcceptFriend, useRejectFriend } from './friends.api';

export type RequestAnswer = 'accepted' | 'rejected';

interface Answered {
  friend: Friend;
  outcome: RequestAnswer;
  /** Where the row was, so it stays there while the list reloads without it. */
  index: number;
}

/** What a failed answer says: the bell's wording or the profile's (spec §8 gives both). */
export interface AnswerFailureMessages {
  accept: string;
  reject: string;
}

export const BELL_ANSWER_FAILURES: AnswerFailureMessages = {
  accept: friendMessages.acceptFailed,
  reject: friendMessages.rejectFailed,
};
export const PROFILE_ANSWER_FAILURES: AnswerFailureMessages = {
  accept: friendMessages.acceptFailedOnProfile,
  reject: friendMessages.rejectFailedOnProfile,
};

/**
 * Answering received friend requests (spec §4, §9): an accepted row shows '친구가 되었어요' for 2 s,
 * a rejected one '거절했어요' for 1.5 s, then leaves the list. `rows(items)` is the list to draw —
 * the server's rows plus the answered ones still showing their outcome, in place. A failure is
 * given to `onError` with the spec's message for the place (bell or profile).
 */
export function useFriendRequestAnswers(failures: AnswerFailureMessages, onError: (message: string) => void) {
  const queryClient = useQueryClient();
  const accept = useAcceptFriend();
  const reject = useRejectFriend();
  const [answered, setAnswered] = useState<ReadonlyMap<number, Answered>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const settleRow = useCallback(
    (id: number) => {
      timers.current.delete(id);
      dropReceivedRequest(queryClient, id);
      setAnswered((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    },
    [queryClient],
  );

  // Leaving early (the panel closes): the rows go at once rather than come back next time.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        dropReceivedRequest(queryClient, id);
      }
      pending.clear();
    };
  }, [queryClient]);

  const answer = (outcome: RequestAnswer, friend: Friend, index: number) => {
    if (busy.has(friend.id) || answered.has(friend.id)) return;
    setBusy((current) => new Set(current).add(friend.id));
    const mutation = outcome === 'accepted' ? accept : reject;
    mutation.mutate(friend.id, {
      onSuccess: () => {
        setAnswered((current) => new Map(current).set(friend.id, { friend, outcome, index }));
        const delay = outcome === 'accepted' ? FRIEND_ACCEPTED_ROW_MS : FRIEND_REJECTED_ROW_MS;
        timers.current.set(
          friend.id,
          setTimeout(() => settleRow(friend.id), delay),
        );
      },
      onError: (error) => {
        // Withdrawn, or answered elsewhere (another device, the bell): the row is stale; say so.
        if (isApiError(error) && error.code === 'friend_request_not_found') {
          dropReceivedRequest(queryClient, friend.id);
          onError(error.message);
          return;
        }
        onError(outcome === 'accepted' ? failures.accept : failures.reject);
      },
      onSettled: () =>
        setBusy((current) => {
          const next = new Set(current);
          next.delete(friend.id);
          return next;
        }),
    });
  };

  /** The rows to draw: `items` plus answered rows that a reload already left out, in place. */
  const rows = (items: readonly Friend[]): Friend[] => {
    const list = [...items];
    const present = new Set(items.map((friend) => friend.id));
    for (const entry of [...answered.values()].sort((a, b) => a.index - b.index)) {
      if (!present.has(entry.friend.id)) list.splice(Math.min(entry.index, list.length), 0, entry.friend);
    }
    return list;
  };

  return {
    rows,
    /** The outcome shown on a row, while it stays. */
    outcomeOf: (id: number): RequestAnswer | undefined => answered.get(id)?.outcome,
    isAnswering: (id: number) => busy.has(id),
    accept: (friend: Friend, index: number) => answer('accepted', friend, index),
    reject: (friend: Friend, index: number) => answer('rejected', friend, index),
    /** Requests still waiting for an answer among `items` (the bell's badge counts these). */
    unanswered: (items: readonly Friend[]) => items.filter((friend) => !answered.has(friend.id)).length,
  };
}
