import type { RealtimeLogger } from './logger.ts';

/** Receives every message published on the bus by any instance, this one included. */
export type BusHandler = (channel: string, payload: string) => void;
export type Unsubscribe = () => void;

/**
 * Fans realtime messages out to every app instance. Each instance subscribes once and delivers to
 * its own sockets only, so a publish reaches every subscriber exactly once. Messages from one
 * publisher arrive in publish order (Redis pub/sub on one connection keeps it; so does this process).
 */
export interface FanoutBus {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(handler: BusHandler): Promise<Unsubscribe>;
  /** Idempotent. */
  close(): Promise<void>;
}

/** One process: delivery is local, on a later microtask like a network bus, in publish order. */
export function createInProcessBus(logger?: RealtimeLogger): FanoutBus {
  const handlers = new Set<BusHandler>();
  let closed = false;
  return {
    async publish(channel, payload) {
      if (closed) throw new Error('fan-out bus is closed');
      await Promise.resolve();
      for (const handler of handlers) {
        try {
          handler(channel, payload);
        } catch (err) {
          logger?.error({ err, channel }, 'realtime bus handler failed');
        }
      }
    },
    async subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
