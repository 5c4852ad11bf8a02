import { act } from '@testing-library/react';

// The socket is the process edge of a screen test: a stand-in stompjs Client that connects at once
// and lets the test play the server (deliver on a destination, read what was published, close the
// socket). A test file swaps it in with
//   vi.mock('@stomp/stompjs', async () => ({ Client: (await import('@/test/fake-stomp')).FakeStompClient }));
// and reads `stomp` from this module (the same instance the mock hands the app).

interface FakeStompConfig {
  onConnect?: () => void;
  onWebSocketClose?: (event: { wasClean: boolean }) => void;
}

interface Published {
  destination: string;
  body: string;
  headers?: Record<string, string>;
}

const clients: FakeStompClient[] = [];

export class FakeStompClient {
  published: Published[] = [];
  subscriptions = new Map<string, (message: { body: string }) => void>();
  constructor(readonly config: FakeStompConfig) {
    clients.push(this);
  }
  activate() {
    queueMicrotask(() => this.config.onConnect?.());
  }
  deactivate() {}
  subscribe(destination: string, callback: (message: { body: string }) => void) {
    this.subscriptions.set(destination, callback);
    return { unsubscribe: () => this.subscriptions.delete(destination) };
  }
  publish(params: Published) {
    this.published.push(params);
  }
}

/** Every client the app made, oldest first, and the one it uses now. */
export const stomp = { clients, latest: () => clients.at(-1)! };

/** The server sends `body` on `destination` to the newest client. */
export const deliver = (destination: string, body: unknown) =>
  act(() => stomp.latest().subscriptions.get(destination)?.({ body: JSON.stringify(body) }));
