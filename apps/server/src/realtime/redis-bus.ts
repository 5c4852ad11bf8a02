import { Redis } from 'ioredis';
import type { BusHandler, FanoutBus } from './bus.ts';
import type { RealtimeLogger } from './logger.ts';

export interface RedisBusOptions {
  /** Channel prefix; every instance of one deployment must use the same. Tests use a unique one. */
  prefix?: string;
}

/**
 * Redis pub/sub bus: one publishing connection and one subscribing connection (a subscribed Redis
 * connection cannot run other commands). The subscriber listens to `<prefix>*`, so new channels need
 * no extra SUBSCRIBE. ioredis reconnects and re-subscribes by itself; messages published while the
 * subscriber is disconnected are lost (pub/sub has no replay), which is why clients reload state
 * after reconnecting.
 */
export function createRedisBus(
  url: string,
  logger: RealtimeLogger,
  options: RedisBusOptions = {},
): FanoutBus {
  const prefix = options.prefix ?? 'hanpan:rt:';
  // Fail a publish fast while Redis is down instead of queueing it for 20 retries.
  const pub = new Redis(url, { maxRetriesPerRequest: 1, connectionName: 'hanpan-rt-pub' });
  // WARNING: no ready check on the subscriber. ioredis 5.11 sends the ready check's INFO after its
  // async client-info step; if PSUBSCRIBE went first (a busy event loop at boot), INFO is refused in
  // subscriber mode and the connection silently stops delivering messages.
  const sub = new Redis(url, {
    maxRetriesPerRequest: null,
    connectionName: 'hanpan-rt-sub',
    enableReadyCheck: false,
    disableClientInfo: true,
  });
  const handlers = new Set<BusHandler>();
  let subscribing: Promise<unknown> | null = null;
  let closing: Promise<void> | null = null;

  pub.on('error', (err: Error) => logger.warn({ err }, 'redis bus publisher error'));
  sub.on('error', (err: Error) => logger.warn({ err }, 'redis bus subscriber error'));
  sub.on('pmessage', (_pattern: string, channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    const name = channel.slice(prefix.length);
    for (const handler of handlers) {
      try {
        handler(name, payload);
      } catch (err) {
        logger.error({ err, channel: name }, 'realtime bus handler failed');
      }
    }
  });

  return {
    async publish(channel, payload) {
      await pub.publish(prefix + channel, payload);
    },
    async subscribe(handler) {
      handlers.add(handler);
      subscribing ??= sub.psubscribe(`${escapeGlob(prefix)}*`);
      try {
        await subscribing;
      } catch (err) {
        subscribing = null;
        handlers.delete(handler);
        throw err;
      }
      return () => handlers.delete(handler);
    },
    close() {
      closing ??= (async () => {
        handlers.clear();
        await Promise.all([quit(pub), quit(sub)]);
      })();
      return closing;
    },
  };
}

async function quit(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    // Not connected (or already closing): QUIT cannot be sent, so drop the socket instead.
    redis.disconnect();
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (ch) => `\\${ch}`);
}
