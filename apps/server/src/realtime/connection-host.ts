import type { DestinationRouter } from './destination-router.ts';
import type { RealtimeLogger } from './logger.ts';
import type { RealtimeMetrics } from './metrics.ts';
import type { RealtimeError } from './realtime-error.ts';
import type {
  RealtimeAuthenticator,
  RealtimeUser,
  SendHandler,
  StompGateway,
  SubscribeRule,
} from './types.ts';

/** The gateway side of a connection: its settings and the shared registries it updates. */

export interface ConnectionSettings {
  maxFrameBytes: number;
  maxBodyBytes: number;
  maxSubscriptionsPerConnection: number;
  /** Frames received but not yet handled; past it the client is flooding us. */
  maxPendingFrames: number;
  /** Unsent bytes queued on the socket; past it the client cannot keep up and is dropped. */
  maxBufferedBytes: number;
  heartbeatMs: number;
  /** WebSocket ping interval for clients that negotiated no heart-beats; 0 = none. */
  pingMs: number;
  connectTimeoutMs: number;
  /** How long a closing socket may take to finish the close handshake before it is destroyed. */
  closeTimeoutMs: number;
  serverName: string;
}

/**
 * What the gateway and the frame handlers see of one connection (StompConnection implements it).
 * Declared here so that neither needs to import connection.ts: no import cycle.
 */
export interface ConnectionHandle {
  readonly id: string;
  readonly user: RealtimeUser | null;
  readonly isConnected: boolean;
  readonly subscriptions: Map<string, LocalSubscription>;
  deliver(sub: LocalSubscription, messageId: string, payload: string): void;
  removeSubscription(sub: LocalSubscription): void;
  fail(error: RealtimeError, receiptId?: string): void;
  logContext(): Record<string, unknown>;
}

export interface LocalSubscription {
  connection: ConnectionHandle;
  id: string;
  /** As the client wrote it, e.g. `/topic/ws/12` or `/user/queue/errors`. */
  destination: string;
  /** Where the bus delivers it: the destination, or `/user/<userId>/queue/…` for a user queue. */
  key: string;
  params: Record<string, string>;
  rule: SubscribeRule;
}

/** What a connection needs from its gateway. */
export interface ConnectionHost {
  readonly gateway: StompGateway;
  auth: RealtimeAuthenticator;
  logger: RealtimeLogger;
  metrics: RealtimeMetrics;
  settings: ConnectionSettings;
  topics: DestinationRouter<SubscribeRule>;
  apps: DestinationRouter<SendHandler>;
  /** Registered per-user destinations (`/user/queue/…`). */
  userQueues: ReadonlySet<string>;
  addSubscription(sub: LocalSubscription): void;
  removeSubscription(sub: LocalSubscription): void;
  connectionClosed(connection: ConnectionHandle): void;
}
