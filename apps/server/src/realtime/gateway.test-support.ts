/** Helpers for the gateway tests: a gateway on a real HTTP server, a stompjs client, a raw socket. */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { Registry } from 'prom-client';
import { WebSocket } from 'ws';
import type { FanoutBus } from './bus.ts';
import { createInProcessBus } from './bus.ts';
import { createStompGateway, RealtimeError, type GatewayOptions, type StompGateway } from './gateway.ts';
import type { RealtimeLogger } from './logger.ts';
import { StompFrameParser, type StompFrame } from './stomp-frame.ts';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Rejects after `ms` so a missing event fails the test instead of hanging it. */
export function within<T>(promise: Promise<T>, ms = 5_000, what = 'event'): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Accepts tokens `user-<id>`; session `s-<id>`. Tokens in `revoked` are refused. */
export function stubAuth() {
  const revoked = new Set<string>();
  return {
    revoked,
    async authenticate(token: string) {
      if (revoked.has(token)) return null;
      const match = /^user-(\d+)$/.exec(token);
      return match ? { userId: Number(match[1]), sessionId: `s-${match[1]}` } : null;
    },
  };
}

export function recordingLogger(): RealtimeLogger & {
  errors: Array<Record<string, unknown>>;
  infos: string[];
} {
  const errors: Array<Record<string, unknown>> = [];
  const infos: string[] = [];
  return {
    errors,
    infos,
    debug() {},
    info: (_obj, msg) => void infos.push(msg ?? ''),
    warn() {},
    error: (obj) => void errors.push(obj),
  };
}

/** Resolves once `condition` holds, checking on each turn of the event loop. */
export function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  return within(
    (async () => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
    })(),
    ms,
    what,
  );
}

/** Room 7: users 1 and 2. Room 8: users 1 and 3. */
export const ROOM_MEMBERS = new Map<number, Set<number>>([
  [7, new Set([1, 2])],
  [8, new Set([1, 3])],
]);

const isMember = (userId: number, roomId: string) => ROOM_MEMBERS.get(Number(roomId))?.has(userId) ?? false;

/** The topics and destinations the tests use, shaped like the app's chat. */
export function registerChat(gateway: StompGateway): void {
  gateway.registerTopic('/topic/ws/:roomId', {
    canSubscribe: async (user, { roomId }) => isMember(user.userId, roomId!),
  });
  gateway.registerAppDestination('/app/chat/:roomId', {
    async handle({ user, params, body, gateway: gw }) {
      if (!isMember(user.userId, params.roomId!)) throw new RealtimeError('forbidden');
      const content = (body as { content?: unknown } | null)?.content;
      if (typeof content !== 'string') throw new RealtimeError('validation_failed', { detail: 'content' });
      await gw.publish(`/topic/ws/${params.roomId}`, {
        messageType: 'TALK',
        senderId: user.userId,
        content,
        timestamp: '2025-01-01T00:00:00+09:00',
      });
    },
  });
  gateway.registerAppDestination('/app/boom', {
    handle: async () => {
      throw new Error('database exploded');
    },
  });
  gateway.registerAppDestination('/app/typed', {
    handle: async () => {
      // Shaped like the services' own error class: a catalogue code and a Korean message.
      throw Object.assign(new Error('이 경기의 선수만 점수를 기록할 수 있어요.'), {
        code: 'forbidden',
        status: 403,
      });
    },
  });
}

export interface TestGateway {
  gateway: StompGateway;
  server: Server;
  url: string;
  auth: ReturnType<typeof stubAuth>;
  logger: ReturnType<typeof recordingLogger>;
  registry: Registry;
  close(): Promise<void>;
}

export async function startGateway(
  overrides: Partial<GatewayOptions> = {},
  bus: FanoutBus = createInProcessBus(),
): Promise<TestGateway> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const auth = stubAuth();
  const logger = recordingLogger();
  const registry = new Registry();
  const gateway = createStompGateway({ server, auth, bus, logger, registry, authRecheckMs: 0, ...overrides });
  registerChat(gateway);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  await gateway.ready();
  const { port } = server.address() as AddressInfo;
  return {
    gateway,
    server,
    url: `ws://127.0.0.1:${port}/ws`,
    auth,
    logger,
    registry,
    async close() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface TestClient {
  client: Client;
  connected(): Promise<IFrame>;
  error(): Promise<IFrame>;
  closed(): Promise<{ code: number }>;
  /** Subscribes; resolves when the server acknowledged it with a RECEIPT. */
  subscribe(destination: string, receiptId?: string): Promise<MessageQueue>;
  /** Sends and resolves on the RECEIPT, so the handler has run. */
  sendWithReceipt(destination: string, body: string, receiptId: string): Promise<IFrame>;
  /**
   * A frame to the server and its RECEIPT back: once it resolves, everything the server wrote to
   * this socket before has arrived (one socket keeps its order). Proves "nothing came" without
   * waiting out a timeout.
   */
  roundTrip(): Promise<void>;
}

export interface MessageQueue {
  next(): Promise<IMessage>;
  /** The messages that arrived and were not taken by `next()`. */
  unread(): number;
}

let receiptSeq = 0;

export function stompClient(
  url: string,
  opts: { token?: string; heartbeatIncoming?: number; heartbeatOutgoing?: number } = {},
): TestClient {
  const connected = deferred<IFrame>();
  const error = deferred<IFrame>();
  const closed = deferred<{ code: number }>();
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']) as unknown as IStompSocket,
    connectHeaders: opts.token === undefined ? {} : { token: opts.token },
    reconnectDelay: 0,
    heartbeatIncoming: opts.heartbeatIncoming ?? 0,
    heartbeatOutgoing: opts.heartbeatOutgoing ?? 0,
    onConnect: (frame) => connected.resolve(frame),
    onStompError: (frame) => error.resolve(frame),
    onWebSocketClose: (evt: { code: number }) => closed.resolve({ code: evt.code }),
    debug: () => {},
  });
  client.activate();
  const withReceipt = (receiptId: string, send: () => void): Promise<IFrame> => {
    const receipt = deferred<IFrame>();
    client.watchForReceipt(receiptId, (frame) => receipt.resolve(frame));
    send();
    return within(receipt.promise, 5_000, `receipt ${receiptId}`);
  };
  return {
    client,
    connected: () => within(connected.promise, 5_000, 'CONNECTED'),
    error: () => within(error.promise, 5_000, 'ERROR'),
    closed: () => within(closed.promise, 10_000, 'close'),
    async subscribe(destination, receiptId = `sub-${(receiptSeq += 1)}`) {
      const queue = messageQueue();
      await withReceipt(receiptId, () => client.subscribe(destination, queue.push, { receipt: receiptId }));
      return queue;
    },
    sendWithReceipt(destination, body, receiptId) {
      return withReceipt(receiptId, () =>
        client.publish({ destination, body, headers: { receipt: receiptId } }),
      );
    },
    async roundTrip() {
      const receiptId = `round-trip-${(receiptSeq += 1)}`;
      await withReceipt(receiptId, () =>
        client.subscribe('/user/queue/errors', () => {}, { receipt: receiptId }),
      );
    },
  };
}

function messageQueue(): MessageQueue & { push(message: IMessage): void } {
  const messages: IMessage[] = [];
  const waiters: Array<(m: IMessage) => void> = [];
  return {
    push: (message) => {
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    },
    next: () => {
      const message = messages.shift();
      if (message) return Promise.resolve(message);
      return within(new Promise<IMessage>((resolve) => waiters.push(resolve)), 5_000, 'MESSAGE');
    },
    unread: () => messages.length,
  };
}

export interface RawClient {
  ws: WebSocket;
  send(data: string | Buffer): void;
  nextFrame(): Promise<StompFrame>;
  /** Heart-beat EOLs received so far. */
  heartbeats(): number;
  firstHeartbeat(): Promise<void>;
  closed(): Promise<{ code: number; reason: string }>;
}

/** A WebSocket speaking STOMP by hand, for frames no library would send. */
export async function rawClient(
  url: string,
  protocols: string[] = ['v12.stomp'],
  options: { autoPong?: boolean } = {},
): Promise<RawClient> {
  const ws = new WebSocket(url, protocols, options);
  const parser = new StompFrameParser({ maxFrameBytes: 1 << 20, maxBodyBytes: 1 << 20 });
  const frames: StompFrame[] = [];
  const waiters: Array<(f: StompFrame) => void> = [];
  const closed = deferred<{ code: number; reason: string }>();
  const heartbeat = deferred<void>();
  let heartbeats = 0;
  ws.on('message', (data: Buffer) => {
    if (data.toString() === '\n') {
      heartbeats += 1;
      heartbeat.resolve();
    }
    for (const frame of parser.push(data)) {
      const waiter = waiters.shift();
      if (waiter) waiter(frame);
      else frames.push(frame);
    }
  });
  ws.on('close', (code, reason) => closed.resolve({ code, reason: reason.toString() }));
  ws.on('error', () => {});
  await within(once(ws, 'open'), 5_000, 'open');
  return {
    ws,
    send: (data) => ws.send(data),
    nextFrame: () => {
      const frame = frames.shift();
      if (frame) return Promise.resolve(frame);
      return within(new Promise<StompFrame>((resolve) => waiters.push(resolve)), 5_000, 'frame');
    },
    heartbeats: () => heartbeats,
    firstHeartbeat: () => within(heartbeat.promise, 5_000, 'heart-beat'),
    closed: () => within(closed.promise, 10_000, 'close'),
  };
}

export const connectFrame = (token: string, extra = '') =>
  `CONNECT\naccept-version:1.2\nhost:localhost\ntoken:${token}\n${extra}\n\0`;
