import type { TopicDescriptor, TopicMessage, TopicParams } from '@hanpan/core';
import { useEffect, useRef } from 'react';
import { stompConnection, type StompConnection } from './stomp-client';

/**
 * Subscribes to a topic described in the core contract (`roomTopic`, `userErrorQueue`…) while
 * mounted, and hands over only messages that match its schema, typed. `params: null` subscribes to
 * nothing (e.g. while the room id is still loading).
 *
 *   useTopic(roomTopic, roomId ? { roomId } : null, (message) => …)
 */
export function useTopic<T extends TopicDescriptor>(
  topic: T,
  params: TopicParams<T['pattern']> | null,
  onMessage: (message: TopicMessage<T>) => void,
  connection: StompConnection = stompConnection,
): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const destination = params ? topic.destination(params) : null;
  useEffect(() => {
    if (!destination) return;
    const release = connection.retain();
    const unsubscribe = connection.subscribe(destination, (body) => {
      const parsed = topic.schema.safeParse(body);
      // A message outside the contract (an older or newer server) is skipped, never half-shown.
      if (parsed.success) latest.current(parsed.data as TopicMessage<T>);
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [connection, destination, topic]);
}
