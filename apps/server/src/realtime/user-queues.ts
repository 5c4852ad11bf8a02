import { userErrorQueue } from '@hanpan/core';
import type { SubscribeRule } from './types.ts';

/**
 * Per-user destinations (`/user/queue/…`, as in Spring's STOMP): every user subscribes to the same
 * name and receives only their own messages. Inside the gateway and on the bus a subscription is
 * keyed `/user/<userId>/queue/…`; clients can neither subscribe to nor send to such a key.
 */
export const USER_DESTINATION_PREFIX = '/user/queue/';

/** Failures of the sender's own `/app/...` SENDs (core `userErrorQueue`). */
export const ERROR_QUEUE = userErrorQueue.pattern;

export function userQueueKey(userId: number, destination: string): string {
  return `/user/${userId}/${destination.slice('/user/'.length)}`;
}

/** A user queue only ever carries the subscriber's own messages, so anyone signed in may subscribe. */
export const ownQueueRule: SubscribeRule = { canSubscribe: async () => true };
