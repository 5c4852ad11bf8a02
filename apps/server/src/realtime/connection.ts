import { WebSocket, type RawData } from 'ws';
import { Liveness, negotiateHeartbeat } from './heartbeat.ts';
import type { RealtimeErrorMessage } from '@hanpan/core';
import type { ConnectionHandle, ConnectionHost, LocalSubscription } from './connection-host.ts';
import { commandLabel } from './metrics.ts';
import {
  RealtimeError,
  SendHandlerFailure,
  toRealtimeError,
  type RealtimeErrorCode,
} from './realtime-error.ts';
import {
  HEARTBEAT,
  serializeFrame,
  StompFrameParser,
  StompParseError,
  type StompFrame,
} from './stomp-frame.ts';
import {
  handleConnect,
  handleSend,
  handleSubscribe,
  handleUnsubscribe,
  recheckSession,
} from './stomp-commands.ts';
import type { RealtimeUser } from './types.ts';
import { ERROR_QUEUE } from './user-queues.ts';

type State = 'connecting' | 'connected' | 'closing' | 'closed';

const CLOSE_CODES: Partial<Record<RealtimeErrorCode, number>> = {
  unauthorized: 1008,
  session_expired: 1008,
  forbidden: 1008,
  rate_limited: 1008,
  frame_too_large: 1009,
  body_too_large: 1009,
  internal_error: 1011,
  server_shutdown: 1001,
};

/**
 * One socket's STOMP session: connecting → connected → closing → closed. Frames are handled one at a
 * time in arrival order (a SEND after a SUBSCRIBE sees the subscription; score events stay ordered).
 */
export class StompConnection implements ConnectionHandle {
  user: RealtimeUser | null = null;
  readonly subscriptions = new Map<string, LocalSubscription>();
  private state: State = 'connecting';
  private token = '';
  private version = '1.2';
  private readonly parser: StompFrameParser;
  private readonly liveness: Liveness;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private recheckQueued = false;
  private errorSeq = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly closed: Promise<void>;
  private resolveClosed!: () => void;

  constructor(
    readonly id: string,
    private readonly ws: WebSocket,
    private readonly host: ConnectionHost,
  ) {
    const { settings } = host;
    this.parser = new StompFrameParser(settings);
    this.liveness = new Liveness({
      sendHeartbeat: () => this.sendRaw(HEARTBEAT),
      ping: () => this.ws.ping(),
      onSilent: () => this.drop('heartbeat_timeout'),
    });
    this.closed = new Promise((resolve) => (this.resolveClosed = resolve));
    ws.on('message', (data) => this.onMessage(data));
    ws.on('pong', () => this.liveness.received());
    ws.on('close', () => this.onClose());
    ws.on('error', (err) => host.logger.debug({ err, conn: id }, 'realtime socket error'));
    this.setTimer(() => this.fail(new RealtimeError('connect_timeout')), settings.connectTimeoutMs);
  }

  get isConnected(): boolean {
    return this.state === 'connected';
  }

  /** Sends one MESSAGE for a bus message; called by the gateway for each matching subscription. */
  deliver(sub: LocalSubscription, messageId: string, payload: string): void {
    if (this.state !== 'connected') return;
    const headers = {
      subscription: sub.id,
      'message-id': messageId,
      destination: sub.destination,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload, 'utf8'),
    };
    this.send('MESSAGE', headers, payload);
  }

  /** Re-validates the session and its subscriptions, queued behind the frames being handled. */
  scheduleRecheck(): void {
    if (this.state !== 'connected' || this.recheckQueued) return;
    this.recheckQueued = true;
    this.queue = this.queue
      .then(() => recheckSession(this, this.host, this.token))
      .catch((err: unknown) => this.failUnexpected(err, 'realtime session recheck failed'))
      .finally(() => (this.recheckQueued = false));
  }

  /** Answers ERROR (with receipt-id when the failing frame asked for a receipt) and closes. */
  fail(error: RealtimeError, receiptId?: string): void {
    if (this.state === 'closing' || this.state === 'closed') return;
    this.host.metrics.errors.inc({ code: error.code });
    const headers = {
      message: error.message,
      'error-code': error.code,
      'receipt-id': receiptId,
      version: error.code === 'unsupported_version' ? '1.2,1.1,1.0' : undefined,
      'content-type': 'text/plain;charset=utf-8',
    };
    this.send('ERROR', headers, error.detail ?? error.message);
    this.closeSocket(CLOSE_CODES[error.code] ?? 1002, error.code);
  }

  /**
   * A SEND's handler failed: the sender hears it on their `/user/queue/errors` subscriptions of
   * this connection and the socket stays open (an ERROR frame would close it, STOMP says so).
   * Without such a subscription the failure is only counted and logged at debug level.
   */
  private reportSendFailure(failure: SendHandlerFailure, receiptId: string | undefined): void {
    const { error, expected } = toRealtimeError(failure.failure);
    if (!expected) {
      this.host.logger.error(
        { err: failure.failure, ...this.logContext(), destination: failure.destination },
        'realtime send handler failed',
      );
    }
    this.host.metrics.errors.inc({ code: error.code });
    const message: RealtimeErrorMessage = {
      ...error.extra,
      code: error.code,
      message: error.message,
      destination: failure.destination,
      ...(receiptId === undefined ? {} : { receiptId }),
    };
    const payload = JSON.stringify(message);
    const queues = [...this.subscriptions.values()].filter((sub) => sub.destination === ERROR_QUEUE);
    if (queues.length === 0) {
      this.host.logger.debug({ ...this.logContext(), code: error.code }, 'send failed, no error queue');
    }
    this.errorSeq += 1;
    for (const sub of queues) this.deliver(sub, `${this.id}-e${this.errorSeq}`, payload);
  }

  /** Graceful shutdown: ERROR server_shutdown, close 1001, resolves once the socket is gone. */
  shutdown(): Promise<void> {
    this.fail(new RealtimeError('server_shutdown'));
    return this.closed;
  }

  removeSubscription(sub: LocalSubscription): void {
    this.subscriptions.delete(sub.id);
    this.host.removeSubscription(sub);
  }

  logContext(): Record<string, unknown> {
    return { conn: this.id, userId: this.user?.userId };
  }

  private onMessage(data: RawData): void {
    if (this.state === 'closing' || this.state === 'closed') return;
    this.liveness.received();
    let frames: StompFrame[];
    try {
      frames = this.parser.push(toBuffer(data));
    } catch (err) {
      if (err instanceof StompParseError) this.fail(new RealtimeError(err.code, { detail: err.message }));
      else this.failUnexpected(err, 'realtime frame parsing failed');
      return;
    }
    for (const frame of frames) this.enqueue(frame);
  }

  private enqueue(frame: StompFrame): void {
    this.host.metrics.framesIn.inc({ command: commandLabel(frame.command) });
    this.pending += 1;
    if (this.pending > this.host.settings.maxPendingFrames) {
      this.fail(new RealtimeError('rate_limited', { detail: 'too many frames in flight' }));
      return;
    }
    this.queue = this.queue
      .then(() => this.process(frame))
      .catch((err: unknown) => this.failUnexpected(err, 'realtime frame failed'))
      .finally(() => (this.pending -= 1));
  }

  private async process(frame: StompFrame): Promise<void> {
    if (this.state === 'closing' || this.state === 'closed') return;
    try {
      await this.dispatch(frame);
      const receipt = frame.headers.receipt;
      if (receipt !== undefined && this.state === 'connected')
        this.send('RECEIPT', { 'receipt-id': receipt });
    } catch (err) {
      if (err instanceof SendHandlerFailure) {
        this.reportSendFailure(err, frame.headers.receipt);
        return;
      }
      const { error, expected } = toRealtimeError(err);
      if (!expected) {
        this.host.logger.error(
          { err, ...this.logContext(), command: frame.command },
          'realtime frame failed',
        );
      }
      this.fail(error, frame.headers.receipt);
    }
  }

  private async dispatch(frame: StompFrame): Promise<void> {
    const { command } = frame;
    if (this.state === 'connecting') {
      if (command === 'CONNECT' || command === 'STOMP') return this.onConnect(frame);
      throw new RealtimeError('not_connected', { detail: `${command} before CONNECT` });
    }
    const user = this.user!;
    switch (command) {
      case 'SUBSCRIBE':
        return handleSubscribe(this, this.host, user, frame);
      case 'UNSUBSCRIBE':
        return handleUnsubscribe(this, frame);
      case 'SEND':
        return handleSend(this.host, this, user, frame);
      case 'DISCONNECT':
        return this.onDisconnect(frame);
      case 'CONNECT':
      case 'STOMP':
        throw new RealtimeError('malformed_frame', { detail: 'already connected' });
      default:
        throw new RealtimeError('unsupported_command', {
          detail: `${command} is not supported (ack mode auto only, no transactions)`,
        });
    }
  }

  private async onConnect(frame: StompFrame): Promise<void> {
    const { user, token, version, clientHeartBeat } = await handleConnect(this.host, frame);
    if (this.state !== 'connecting') return;
    this.clearTimer();
    this.user = user;
    this.token = token;
    this.version = version;
    this.state = 'connected';
    this.parser.decodeEscapes = version !== '1.0';
    const { heartbeatMs, serverName, pingMs } = this.host.settings;
    const heartBeat = `${heartbeatMs},${heartbeatMs}`;
    this.send('CONNECTED', { version, 'heart-beat': heartBeat, server: serverName, session: this.id });
    this.liveness.start(negotiateHeartbeat(clientHeartBeat, heartbeatMs), pingMs);
    this.host.logger.debug({ ...this.logContext(), version }, 'realtime session connected');
  }

  private onDisconnect(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.send('RECEIPT', { 'receipt-id': receipt });
    this.closeSocket(1000, 'disconnect');
  }

  private send(command: string, headers: Record<string, string | number | undefined>, body = ''): void {
    const ok = this.sendRaw(serializeFrame(command, headers, body, { escape: this.version !== '1.0' }));
    if (ok) this.host.metrics.framesOut.inc({ command });
  }

  private sendRaw(text: string): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    if (this.ws.bufferedAmount > this.host.settings.maxBufferedBytes) {
      this.drop('slow_consumer');
      return false;
    }
    this.ws.send(text);
    this.liveness.sent();
    return true;
  }

  private failUnexpected(err: unknown, msg: string): void {
    this.host.logger.error({ err, ...this.logContext() }, msg);
    this.fail(new RealtimeError('internal_error'));
  }

  /** Destroys the socket without ERROR or close handshake: the peer is gone or cannot keep up. */
  private drop(reason: string): void {
    if (this.state === 'closed') return;
    this.host.metrics.errors.inc({ code: reason });
    this.host.logger.debug({ ...this.logContext(), reason }, 'realtime socket dropped');
    this.stopDelivering();
    this.ws.terminate();
  }

  private closeSocket(code: number, reason: string): void {
    if (this.state === 'closing' || this.state === 'closed') return;
    this.stopDelivering();
    this.ws.close(code, reason);
    this.setTimer(() => this.ws.terminate(), this.host.settings.closeTimeoutMs);
  }

  private stopDelivering(): void {
    if (this.state !== 'closed') this.state = 'closing';
    this.clearTimer();
    this.liveness.stop();
    for (const sub of [...this.subscriptions.values()]) this.removeSubscription(sub);
  }

  private onClose(): void {
    if (this.state === 'closed') return;
    this.stopDelivering();
    this.state = 'closed';
    this.host.connectionClosed(this);
    this.resolveClosed();
  }

  private setTimer(fn: () => void, ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(fn, ms);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
