import type { IMessage } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECONNECT_AFTER_CLOSE_MS,
  RECONNECT_AFTER_FAILURE_MS,
  StompConnection,
  type StompClientConfig,
  type StompClientLike,
} from './stomp-client';

/** Stands in for a stompjs Client: the test plays the server by calling the captured callbacks. */
class FakeClient implements StompClientLike {
  activated = false;
  deactivated = false;
  published: Array<{ destination: string; body: string; headers?: Record<string, string> }> = [];
  subscriptions = new Map<string, (message: IMessage) => void>();
  constructor(readonly config: StompClientConfig) {}
  activate() {
    this.activated = true;
  }
  deactivate() {
    this.deactivated = true;
  }
  subscribe(destination: string, callback: (message: IMessage) => void) {
    this.subscriptions.set(destination, callback);
    return { unsubscribe: () => this.subscriptions.delete(destination) };
  }
  publish(params: { destination: string; body: string; headers?: Record<string, string> }) {
    this.published.push(params);
  }
}

let clients: FakeClient[];
let token: string | null;
let visibility: DocumentVisibilityState;
let connection: StompConnection;
let releases: Array<() => void>;

const latest = () => clients.at(-1)!;
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  clients = [];
  releases = [];
  token = 'jwt';
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  connection = new StompConnection({
    createClient: (config) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
    getToken: () => token,
    brokerUrl: () => 'ws://localhost/ws',
    document,
  });
  const retain = connection.retain.bind(connection);
  vi.spyOn(connection, 'retain').mockImplementation(() => {
    const release = retain();
    releases.push(release);
    return release;
  });
});

// Each connection listens on the shared document until released.
afterEach(() => releases.forEach((release) => release()));

describe('StompConnection', () => {
  it('connects with the token header when first retained and reports the state', () => {
    const release = connection.retain();
    expect(clients).toHaveLength(1);
    expect(latest().config).toMatchObject({ brokerURL: 'ws://localhost/ws', token: 'jwt' });
    expect(connection.getState()).toBe('connecting');

    latest().config.onConnect();
    expect(connection.getState()).toBe('connected');

    release();
    expect(latest().deactivated).toBe(true);
    expect(connection.getState()).toBe('disconnected');
  });

  it('does not connect without a token', () => {
    token = null;
    connection.retain();
    expect(clients).toHaveLength(0);
    expect(connection.getState()).toBe('disconnected');
  });

  it('reconnects 5 s after a failure', () => {
    connection.retain();
    latest().config.onConnect();
    latest().config.onFailure();
    latest().config.onClose({ wasClean: true });
    expect(connection.getState()).toBe('connecting');

    vi.advanceTimersByTime(RECONNECT_AFTER_FAILURE_MS - 1);
    expect(clients).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(clients).toHaveLength(2);
    expect(latest().activated).toBe(true);
  });

  it('treats an unclean close (connection lost or refused) as a failure', () => {
    connection.retain();
    latest().config.onClose({ wasClean: false });

    vi.advanceTimersByTime(RECONNECT_AFTER_CLOSE_MS);
    expect(clients).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_AFTER_FAILURE_MS - RECONNECT_AFTER_CLOSE_MS);
    expect(clients).toHaveLength(2);
  });

  it('reconnects 2 s after a clean close', () => {
    connection.retain();
    latest().config.onConnect();
    latest().config.onClose({ wasClean: true });

    vi.advanceTimersByTime(RECONNECT_AFTER_CLOSE_MS - 1);
    expect(clients).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(clients).toHaveLength(2);
  });

  it('reconnects at once when the page becomes visible while waiting', () => {
    connection.retain();
    latest().config.onClose({ wasClean: false });
    setVisibility('hidden');
    expect(clients).toHaveLength(1);

    setVisibility('visible');
    expect(clients).toHaveLength(2);

    // The pending 5 s timer was replaced, not added to.
    vi.advanceTimersByTime(RECONNECT_AFTER_FAILURE_MS);
    expect(clients).toHaveLength(2);
  });

  it('does not open a second socket when visible while an attempt is in flight', () => {
    connection.retain();
    setVisibility('visible');
    expect(clients).toHaveLength(1);
  });

  it('ignores callbacks of a client it already replaced', () => {
    connection.retain();
    const first = latest();
    first.config.onClose({ wasClean: false });
    vi.advanceTimersByTime(RECONNECT_AFTER_FAILURE_MS);
    first.config.onConnect();
    expect(connection.getState()).toBe('connecting');
  });

  it('stops reconnecting when the last user leaves', () => {
    const release = connection.retain();
    latest().config.onClose({ wasClean: false });
    release();
    vi.advanceTimersByTime(RECONNECT_AFTER_FAILURE_MS * 2);
    expect(clients).toHaveLength(1);
    expect(connection.getState()).toBe('disconnected');
  });

  it('resubscribes topics after reconnecting and delivers parsed JSON', () => {
    connection.retain();
    const received: unknown[] = [];
    connection.subscribe('/topic/ws/7', (body) => received.push(body));
    latest().config.onConnect();
    latest().config.onClose({ wasClean: true });
    vi.advanceTimersByTime(RECONNECT_AFTER_CLOSE_MS);
    const onConnected = vi.fn();
    connection.onConnected(onConnected);
    latest().config.onConnect();

    expect(onConnected).toHaveBeenCalledTimes(1);
    latest().subscriptions.get('/topic/ws/7')!({
      body: '{"messageType":"TALK","content":"안녕"}',
    } as IMessage);
    expect(received).toEqual([{ messageType: 'TALK', content: '안녕' }]);
  });

  it('sends JSON only while connected', () => {
    connection.retain();
    expect(connection.send('/app/chat/7', { content: '안녕' })).toBe(false);
    latest().config.onConnect();
    expect(connection.send('/app/chat/7', { content: '안녕' })).toBe(true);
    expect(latest().published).toEqual([{ destination: '/app/chat/7', body: '{"content":"안녕"}' }]);
    // A receipt header comes back as receiptId on /user/queue/errors when the server refuses it.
    connection.send('/app/chat/7', { content: '또' }, { receipt: 'c1' });
    expect(latest().published.at(-1)).toEqual({
      destination: '/app/chat/7',
      body: '{"content":"또"}',
      headers: { receipt: 'c1' },
    });
  });
});
