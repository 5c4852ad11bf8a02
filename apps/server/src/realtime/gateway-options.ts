import type { Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { FanoutBus } from './bus.ts';
import type { RealtimeLogger } from './logger.ts';
import type { RealtimeAuthenticator } from './types.ts';

/** What createStompGateway takes (gateway.ts); its own file so gateway-server.ts needs no gateway.ts. */

export interface GatewayLimits {
  /** Largest frame (headers + body) accepted; default 64 KiB. */
  maxFrameBytes?: number;
  /** Largest SEND body accepted; default 16 KiB. */
  maxBodyBytes?: number;
  /** Default 32. */
  maxSubscriptionsPerConnection?: number;
  /** Heart-beat the server offers both ways (CONNECTED `heart-beat: n,n`); default 10 000 ms, 0 = none. */
  heartbeatMs?: number;
  /** Frames received but not yet handled, per connection; default 64. */
  maxPendingFrames?: number;
  /** Unsent bytes per socket before a slow client is dropped; default 1 MiB. */
  maxBufferedBytes?: number;
  /** Time from upgrade to a successful CONNECT; default 10 000 ms. */
  connectTimeoutMs?: number;
  /** WebSocket pings for clients without heart-beats; default 30 000 ms, 0 = none. */
  pingMs?: number;
  /** Open sockets on this instance; more are answered 503. Default unlimited. */
  maxConnections?: number;
}

export interface GatewayOptions {
  server: Server;
  /** Default '/ws'. */
  path?: string;
  auth: RealtimeAuthenticator;
  bus: FanoutBus;
  logger: RealtimeLogger;
  limits?: GatewayLimits;
  /** Re-validates every session and subscription this often; default 60 000 ms, 0 = never. */
  authRecheckMs?: number;
  registry?: Registry;
  /** close() also closes the bus (default true: the bus is normally the gateway's alone). */
  closeBus?: boolean;
  /** Sent as CONNECTED's `server` header. */
  serverName?: string;
}
