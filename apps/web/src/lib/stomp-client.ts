import { Client, type IMessage } from '@stomp/stompjs';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token-store';

/**
 * STOMP 1.2 over plain WebSocket at /ws (contract notes, "Realtime"). One shared connection for the
 * whole app, opened while at least one screen uses it. Reconnects 5 s after a failure, 2 s after a
 * clean close, and at once when the page becomes visible again (spec §8, §9).
 */
export type ConnectionState = 'connected' | 'connecting' | 'disconnected';

export const RECONNECT_AFTER_FAILURE_MS = 5_000;
export const RECONNECT_AFTER_CLOSE_MS = 2_000;

/** The part of a stompjs Client this module uses; tests pass a fake. */
export interface StompClientLike {
  activate(): void;
  deactivate(): unknown;
  subscribe(destination: string, callback: (message: IMessage) => void): { unsubscribe(): void };
  publish(params: { destination: string; body: string; headers?: Record<string, string> }): void;
}

export interface StompClientConfig {
  brokerURL: string;
  token: string;
  onConnect(): void;
  /** An ERROR frame or a socket error: the next close counts as a failure. */
  onFailure(): void;
  onClose(event: { wasClean: boolean }): void;
}

export type StompClientFactory = (config: StompClientConfig) => StompClientLike;

/** One stompjs Client per attempt; its own reconnect loop is off because the timing is ours. */
export const createStompJsClient: StompClientFactory = (config) =>
  new Client({
    brokerURL: config.brokerURL,
    connectHeaders: { token: config.token },
    reconnectDelay: 0,
    connectionTimeout: 10_000,
    onConnect: () => config.onConnect(),
    onStompError: () => config.onFailure(),
    onWebSocketError: () => config.onFailure(),
    onWebSocketClose: (event: CloseEvent) => config.onClose(event),
  });

export function defaultBrokerUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

interface Deps {
  createClient: StompClientFactory;
  getToken: () => string | null;
  brokerUrl: () => string;
  document: Document;
}

type Handler = (body: unknown) => void;

export class StompConnection {
  private state: ConnectionState = 'disconnected';
  private client: StompClientLike | null = null;
  private generation = 0;
  private failed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private users = 0;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly subscriptions = new Map<string, { unsubscribe(): void }>();
  private readonly stateListeners = new Set<() => void>();
  private readonly connectedListeners = new Set<() => void>();

  constructor(private readonly deps: Deps) {}

  getState = (): ConnectionState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Called after every successful (re)connect: screens reload their state to resynchronise. */
  onConnected(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** Keeps the connection open until the returned release is called. */
  retain(): () => void {
    this.users += 1;
    if (this.users === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.stop();
    };
  }

  subscribe(destination: string, handler: Handler): () => void {
    const set = this.handlers.get(destination) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(destination, set);
    if (this.state === 'connected' && this.client) this.subscribeOnClient(this.client, destination);
    return () => {
      set.delete(handler);
      if (set.size > 0) return;
      this.handlers.delete(destination);
      this.subscriptions.get(destination)?.unsubscribe();
      this.subscriptions.delete(destination);
    };
  }

  /**
   * Sends a JSON body; false when not connected (the caller tells the user). A `receipt` header
   * comes back as `receiptId` on `/user/queue/errors` when the server refuses the message.
   */
  send = (destination: string, body: unknown, headers?: Record<string, string>): boolean => {
    if (this.state !== 'connected' || !this.client) return false;
    this.client.publish({ destination, body: JSON.stringify(body), ...(headers ? { headers } : {}) });
    return true;
  };

  /** Tries again at once (a player's '다시 연결하기'); nothing while connected or unused. */
  reconnectNow = (): void => {
    if (this.users === 0 || this.state === 'connected') return;
    this.connect();
  };

  /** Token changes: a logout closes the socket, a login (re)opens it for current users. */
  handleTokenChange = (): void => {
    if (this.users === 0) return;
    if (this.deps.getToken()) {
      if (this.state !== 'connected') this.connect();
    } else {
      this.disposeClient();
      this.setState('disconnected');
    }
  };

  private start(): void {
    this.deps.document.addEventListener('visibilitychange', this.handleVisibility);
    this.connect();
  }

  private stop(): void {
    this.deps.document.removeEventListener('visibilitychange', this.handleVisibility);
    this.disposeClient();
    this.setState('disconnected');
  }

  private connect(): void {
    this.clearRetry();
    this.disposeClient();
    const token = this.deps.getToken();
    if (!token) {
      this.setState('disconnected');
      return;
    }
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.failed = false;
    this.setState('connecting');
    const client = this.deps.createClient({
      brokerURL: this.deps.brokerUrl(),
      token,
      onConnect: () => current() && this.handleConnect(client),
      onFailure: () => {
        if (current()) this.failed = true;
      },
      onClose: (event) => current() && this.handleClose(event),
    });
    this.client = client;
    client.activate();
  }

  private handleConnect(client: StompClientLike): void {
    this.subscriptions.clear();
    for (const destination of this.handlers.keys()) this.subscribeOnClient(client, destination);
    this.setState('connected');
    for (const listener of this.connectedListeners) listener();
  }

  private handleClose(event: { wasClean: boolean }): void {
    const failure = this.failed || !event.wasClean;
    this.disposeClient();
    if (this.users === 0) {
      this.setState('disconnected');
      return;
    }
    this.setState('connecting');
    this.retryTimer = setTimeout(
      () => this.connect(),
      failure ? RECONNECT_AFTER_FAILURE_MS : RECONNECT_AFTER_CLOSE_MS,
    );
  }

  private readonly handleVisibility = (): void => {
    if (this.deps.document.visibilityState !== 'visible' || this.users === 0) return;
    // WARNING: only when waiting (or never started); reconnecting over an attempt in flight would
    // open a second socket.
    if (this.state !== 'connected' && (this.retryTimer !== null || this.client === null)) this.connect();
  };

  private subscribeOnClient(client: StompClientLike, destination: string): void {
    if (this.subscriptions.has(destination)) return;
    const subscription = client.subscribe(destination, (message) => {
      let body: unknown;
      try {
        body = JSON.parse(message.body);
      } catch {
        return; // not JSON: not a message of this contract
      }
      for (const handler of this.handlers.get(destination) ?? []) handler(body);
    });
    this.subscriptions.set(destination, subscription);
  }

  private disposeClient(): void {
    this.generation += 1; // late callbacks of the old client are ignored
    this.subscriptions.clear();
    const client = this.client;
    this.client = null;
    if (client) void client.deactivate();
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(next: ConnectionState): void {
    if (next !== 'connecting') this.clearRetry();
    if (this.state === next) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }
}

export const stompConnection = new StompConnection({
  createClient: createStompJsClient,
  getToken,
  brokerUrl: () => defaultBrokerUrl(),
  document: typeof document === 'undefined' ? (undefined as unknown as Document) : document,
});
subscribeToken(stompConnection.handleTokenChange);

/** Keeps the socket open while mounted and reports its state. */
export function useStompConnection(): {
  state: ConnectionState;
  send: (destination: string, body: unknown, headers?: Record<string, string>) => boolean;
} {
  useEffect(() => stompConnection.retain(), []);
  const state = useSyncExternalStore(stompConnection.onStateChange, stompConnection.getState);
  return { state, send: stompConnection.send };
}

/** Runs after every (re)connect while mounted: reload the game detail and logs (contract notes). */
export function useOnStompConnected(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => stompConnection.onConnected(() => latest.current()), []);
}

export function send(destination: string, body: unknown, headers?: Record<string, string>): boolean {
  return stompConnection.send(destination, body, headers);
}
