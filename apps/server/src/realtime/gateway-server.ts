import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { rawErrorResponse } from '../http/client-errors.ts';
import type { Unsubscribe } from './bus.ts';
import type {
  ConnectionHandle,
  ConnectionHost,
  ConnectionSettings,
  LocalSubscription,
} from './connection-host.ts';
import { StompConnection } from './connection.ts';
import { DestinationRouter } from './destination-router.ts';
import type { GatewayOptions } from './gateway-options.ts';
import { createRealtimeMetrics, type RealtimeMetrics } from './metrics.ts';
import { RealtimeError } from './realtime-error.ts';
import type { SendHandler, StompGateway, SubscribeRule } from './types.ts';
import { ERROR_QUEUE, USER_DESTINATION_PREFIX, userQueueKey } from './user-queues.ts';

const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
/** Control messages share the bus; destinations always start with '/', so this name cannot collide. */
const CONTROL_CHANNEL = 'control';

type ControlMessage = { type: 'disconnect'; sessionId?: string; userId?: number };

/**
 * The gateway of one app instance: accepts upgrades at its path, keeps the local subscription index,
 * and delivers what arrives on the bus to its own sockets only.
 */
export class GatewayServer implements StompGateway, ConnectionHost {
  readonly topics = new DestinationRouter<SubscribeRule>();
  readonly apps = new DestinationRouter<SendHandler>();
  readonly userQueues = new Set<string>([ERROR_QUEUE]);
  readonly metrics: RealtimeMetrics;
  readonly auth: GatewayOptions['auth'];
  readonly logger: GatewayOptions['logger'];
  private readonly subscribers = new Map<string, Set<LocalSubscription>>();
  private readonly connections = new Set<StompConnection>();
  private readonly instanceId = randomUUID().slice(0, 8);
  private readonly wss: WebSocketServer;
  private readonly busReady: Promise<void>;
  private readonly recheckTimer: NodeJS.Timeout | null;
  private messageSeq = 0;
  private connectionSeq = 0;
  private closing: Promise<void> | null = null;
  private unsubscribeBus: Unsubscribe | null = null;

  constructor(
    private readonly opts: GatewayOptions,
    readonly settings: ConnectionSettings,
  ) {
    this.auth = opts.auth;
    this.logger = opts.logger;
    this.metrics = createRealtimeMetrics(opts.registry);
    this.wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      // WARNING: past maxPayload ws closes with 1009 and no STOMP ERROR. The codec's own limit
      // (maxFrameBytes) answers ERROR first for anything up to twice that, and covers split frames.
      maxPayload: settings.maxFrameBytes * 2,
      handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
    });
    this.busReady = opts.bus
      .subscribe((channel, payload) => this.onBusMessage(channel, payload))
      .then((unsub) => {
        if (this.closing) unsub();
        else this.unsubscribeBus = unsub;
      });
    this.busReady.catch((err: unknown) => this.logger.error({ err }, 'realtime bus subscription failed'));
    opts.server.on('upgrade', this.onUpgrade);
    const recheckMs = opts.authRecheckMs ?? 60_000;
    this.recheckTimer = recheckMs > 0 ? setInterval(() => this.recheckAll(), recheckMs).unref() : null;
    this.logger.info({ instanceId: this.instanceId, path: this.path }, 'realtime gateway listening');
  }

  get gateway(): StompGateway {
    return this;
  }

  private get path(): string {
    return this.opts.path ?? '/ws';
  }

  registerTopic(pattern: string, rule: SubscribeRule): void {
    if (!pattern.startsWith('/topic/')) throw new Error(`topic patterns start with /topic/: ${pattern}`);
    this.topics.add(pattern, rule);
  }

  registerAppDestination(pattern: string, handler: SendHandler): void {
    if (!pattern.startsWith('/app/')) throw new Error(`app destinations start with /app/: ${pattern}`);
    this.apps.add(pattern, handler);
  }

  registerUserQueue(destination: string): void {
    if (
      !destination.startsWith(USER_DESTINATION_PREFIX) ||
      destination.slice(USER_DESTINATION_PREFIX.length).includes('/')
    ) {
      throw new Error(`user queues look like /user/queue/<name>: ${destination}`);
    }
    if (this.userQueues.has(destination)) throw new Error(`user queue already registered: ${destination}`);
    this.userQueues.add(destination);
  }

  async publishToUser(userId: number, destination: string, body: unknown): Promise<void> {
    if (!this.userQueues.has(destination)) throw new Error(`unknown user queue: ${destination}`);
    await this.publish(userQueueKey(userId, destination), body);
  }

  async publish(destination: string, body: unknown): Promise<void> {
    if (!destination.startsWith('/')) throw new Error(`destinations start with '/': ${destination}`);
    const payload = JSON.stringify(body) as string | undefined;
    if (payload === undefined) throw new TypeError('realtime message body is not JSON-serialisable');
    await this.opts.bus.publish(destination, payload);
    this.metrics.published.inc();
  }

  disconnectSession(sessionId: string): Promise<void> {
    return this.publishControl({ type: 'disconnect', sessionId });
  }

  disconnectUser(userId: number): Promise<void> {
    return this.publishControl({ type: 'disconnect', userId });
  }

  connectionCount(): number {
    return this.connections.size;
  }

  ready(): Promise<void> {
    return this.busReady;
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  addSubscription(sub: LocalSubscription): void {
    let set = this.subscribers.get(sub.key);
    if (!set) this.subscribers.set(sub.key, (set = new Set()));
    set.add(sub);
  }

  removeSubscription(sub: LocalSubscription): void {
    const set = this.subscribers.get(sub.key);
    if (!set) return;
    set.delete(sub);
    if (set.size === 0) this.subscribers.delete(sub.key);
  }

  connectionClosed(connection: ConnectionHandle): void {
    if (this.connections.delete(connection as StompConnection)) this.metrics.connections.dec();
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== this.path) {
      socket.destroy();
      return;
    }
    if (this.closing || this.connections.size >= (this.opts.limits?.maxConnections ?? Infinity)) {
      socket.end(rawErrorResponse('service_unavailable'));
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
  };

  private accept(ws: WebSocket): void {
    if (this.closing) {
      ws.close(1001, 'server_shutdown');
      return;
    }
    this.connectionSeq += 1;
    const connection = new StompConnection(`${this.instanceId}-c${this.connectionSeq}`, ws, this);
    this.connections.add(connection);
    this.metrics.connections.inc();
    this.metrics.connectionsAccepted.inc();
  }

  private onBusMessage(channel: string, payload: string): void {
    try {
      if (channel === CONTROL_CHANNEL) this.onControl(JSON.parse(payload) as ControlMessage);
      else this.deliverLocal(channel, payload);
    } catch (err) {
      this.logger.error({ err, channel }, 'realtime bus message failed');
    }
  }

  private deliverLocal(destination: string, payload: string): void {
    const subs = this.subscribers.get(destination);
    if (!subs || subs.size === 0) return;
    this.messageSeq += 1;
    const messageId = `${this.instanceId}-${this.messageSeq}`;
    this.metrics.delivered.inc(subs.size);
    for (const sub of subs) sub.connection.deliver(sub, messageId, payload);
  }

  private onControl(msg: ControlMessage): void {
    if (msg.type !== 'disconnect') return;
    for (const connection of this.connections) {
      const user = connection.user;
      if (!user || (user.sessionId !== msg.sessionId && user.userId !== msg.userId)) continue;
      connection.fail(new RealtimeError('session_expired', { detail: 'session revoked' }));
    }
  }

  private async publishControl(msg: ControlMessage): Promise<void> {
    await this.opts.bus.publish(CONTROL_CHANNEL, JSON.stringify(msg));
  }

  private recheckAll(): void {
    for (const connection of this.connections) connection.scheduleRecheck();
  }

  private async shutdown(): Promise<void> {
    this.opts.server.off('upgrade', this.onUpgrade);
    if (this.recheckTimer) clearInterval(this.recheckTimer);
    this.unsubscribeBus?.();
    await Promise.all([...this.connections].map((connection) => connection.shutdown()));
    this.wss.close();
    if (this.opts.closeBus ?? true) await this.opts.bus.close();
    this.logger.info({ instanceId: this.instanceId }, 'realtime gateway closed');
  }
}
