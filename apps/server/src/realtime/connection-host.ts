import type { StompConnection } from './connection.ts';
import type { DestinationRouter } from './destination-router.ts';
import type { RealtimeLogger } from './logger.ts';
import type { RealtimeMetrics } from './metrics.ts';
import type { RealtimeAuthenticator, SendHandler, StompGateway, SubscribeRule } from './types.ts';

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

export interface LocalSubscription {
  connection: StompConnection;
  id: string;
  destination: string;
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
  addSubscription(sub: LocalSubscription): void;
  removeSubscription(sub: LocalSubscription): void;
  connectionClosed(connection: StompConnection): void;
}
