import { Counter, Gauge, type Registry } from 'prom-client';

export interface RealtimeMetrics {
  connections: Gauge;
  connectionsAccepted: Counter;
  framesIn: Counter<'command'>;
  framesOut: Counter<'command'>;
  errors: Counter<'code'>;
  published: Counter;
  delivered: Counter;
}

/** Client commands we count by name; anything else is counted as OTHER so labels stay bounded. */
const KNOWN_COMMANDS = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'DISCONNECT',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'CONNECTED',
  'MESSAGE',
  'RECEIPT',
  'ERROR',
]);

export function commandLabel(command: string): string {
  return KNOWN_COMMANDS.has(command) ? command : 'OTHER';
}

/**
 * Metrics go into the given registry (the app's /metrics one, or a fresh one per test). Without one
 * they are kept but registered nowhere. A second gateway on the same registry shares the metrics.
 */
export function createRealtimeMetrics(registry?: Registry): RealtimeMetrics {
  const registers = registry ? [registry] : [];
  const reuse = <M>(name: string, make: () => M): M =>
    (registry?.getSingleMetric(name) as M | undefined) ?? make();
  return {
    connections: reuse(
      'hanpan_realtime_connections',
      () =>
        new Gauge({
          name: 'hanpan_realtime_connections',
          help: 'Open STOMP WebSocket connections',
          registers,
        }),
    ),
    connectionsAccepted: reuse(
      'hanpan_realtime_connections_accepted_total',
      () =>
        new Counter({
          name: 'hanpan_realtime_connections_accepted_total',
          help: 'WebSocket connections accepted at /ws',
          registers,
        }),
    ),
    framesIn: reuse(
      'hanpan_realtime_frames_in_total',
      () =>
        new Counter({
          name: 'hanpan_realtime_frames_in_total',
          help: 'STOMP frames received, by command',
          labelNames: ['command'] as const,
          registers,
        }),
    ),
    framesOut: reuse(
      'hanpan_realtime_frames_out_total',
      () =>
        new Counter({
          name: 'hanpan_realtime_frames_out_total',
          help: 'STOMP frames sent, by command',
          labelNames: ['command'] as const,
          registers,
        }),
    ),
    errors: reuse(
      'hanpan_realtime_errors_total',
      () =>
        new Counter({
          name: 'hanpan_realtime_errors_total',
          help: 'ERROR frames sent and connections dropped, by code',
          labelNames: ['code'] as const,
          registers,
        }),
    ),
    published: reuse(
      'hanpan_realtime_published_total',
      () =>
        new Counter({
          name: 'hanpan_realtime_published_total',
          help: 'Messages published to the bus',
          registers,
        }),
    ),
    delivered: reuse(
      'hanpan_realtime_delivered_total',
      () =>
        new Counter({
          name: 'hanpan_realtime_delivered_total',
          help: 'MESSAGE frames delivered to local subscribers',
          registers,
        }),
    ),
  };
}
