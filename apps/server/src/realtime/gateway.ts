import type { ConnectionSettings } from './connection-host.ts';
import type { GatewayOptions } from './gateway-options.ts';
import { GatewayServer } from './gateway-server.ts';
import { redactingLogger } from './logger.ts';
import type { StompGateway } from './types.ts';

export type {
  RealtimeAuthenticator,
  RealtimeUser,
  SendContext,
  SendHandler,
  StompGateway,
  SubscribeRule,
} from './types.ts';
export { RealtimeError, type RealtimeErrorCode } from './realtime-error.ts';
export type { RealtimeLogger } from './logger.ts';
export type { GatewayLimits, GatewayOptions } from './gateway-options.ts';

/**
 * STOMP 1.2 over WebSocket on `server` at `path` (see docs in types.ts). Register topics and app
 * destinations before clients connect; close() on shutdown.
 */
export function createStompGateway(opts: GatewayOptions): StompGateway {
  return new GatewayServer({ ...opts, logger: redactingLogger(opts.logger) }, resolveSettings(opts));
}

function resolveSettings(opts: GatewayOptions): ConnectionSettings {
  const limits = opts.limits ?? {};
  return {
    maxFrameBytes: limits.maxFrameBytes ?? 64 * 1024,
    maxBodyBytes: limits.maxBodyBytes ?? 16 * 1024,
    maxSubscriptionsPerConnection: limits.maxSubscriptionsPerConnection ?? 32,
    maxPendingFrames: limits.maxPendingFrames ?? 64,
    maxBufferedBytes: limits.maxBufferedBytes ?? 1024 * 1024,
    heartbeatMs: limits.heartbeatMs ?? 10_000,
    pingMs: limits.pingMs ?? 30_000,
    connectTimeoutMs: limits.connectTimeoutMs ?? 10_000,
    closeTimeoutMs: 5_000,
    serverName: opts.serverName ?? 'hanpan-realtime/1',
  };
}
