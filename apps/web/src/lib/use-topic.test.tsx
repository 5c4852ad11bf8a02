import type { IMessage } from '@stomp/stompjs';
import { roomTopic, type RoomMessage } from '@hanpan/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StompConnection, type StompClientConfig, type StompClientLike } from './stomp-client';
import { useTopic } from './use-topic';

class FakeClient implements StompClientLike {
  subscriptions = new Map<string, (message: IMessage) => void>();
  constructor(readonly config: StompClientConfig) {}
  activate() {}
  deactivate() {}
  subscribe(destination: string, callback: (message: IMessage) => void) {
    this.subscriptions.set(destination, callback);
    return { unsubscribe: () => this.subscriptions.delete(destination) };
  }
  publish() {}
}

function connectedFake() {
  const clients: FakeClient[] = [];
  const connection = new StompConnection({
    createClient: (config) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
    getToken: () => 'jwt',
    brokerUrl: () => 'ws://localhost/ws',
    document,
  });
  return { connection, client: () => clients.at(-1)!, opened: () => clients.length };
}

const deliver = (client: FakeClient, destination: string, body: unknown) =>
  act(() => client.subscriptions.get(destination)?.({ body: JSON.stringify(body) } as IMessage));

describe('useTopic', () => {
  it('subscribes to the descriptor’s destination and hands over typed messages only', () => {
    const { connection, client } = connectedFake();
    const received: RoomMessage[] = [];
    const { unmount } = renderHook(() =>
      useTopic(roomTopic, { roomId: 12 }, (message) => received.push(message), connection),
    );
    act(() => client().config.onConnect());
    expect([...client().subscriptions.keys()]).toEqual(['/topic/ws/12']);

    const chat = {
      messageType: 'TALK',
      senderId: 3,
      content: '안녕',
      timestamp: '2025-01-01T09:00:00+09:00',
    };
    deliver(client(), '/topic/ws/12', chat);
    deliver(client(), '/topic/ws/12', { unexpected: true });
    expect(received).toEqual([chat]);

    unmount();
    expect(client().subscriptions.size).toBe(0);
  });

  it('subscribes to nothing while params are null', () => {
    const { connection, opened } = connectedFake();
    renderHook(() => useTopic(roomTopic, null, () => {}, connection));
    expect(opened()).toBe(0);
  });
});
