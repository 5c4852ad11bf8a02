import type { ConnectionHandle, ConnectionHost, LocalSubscription } from './connection-host.ts';
import { parseHeartBeat } from './heartbeat.ts';
import { RealtimeError, SendHandlerFailure } from './realtime-error.ts';
import type { StompFrame } from './stomp-frame.ts';
import type { RealtimeUser } from './types.ts';
import { ownQueueRule, userQueueKey } from './user-queues.ts';

/** Client frames after CONNECTED: each validates its headers, authorises, then acts. */

const SUPPORTED_VERSIONS = ['1.2', '1.1', '1.0'] as const;

/** Highest version both sides speak; a CONNECT without accept-version is STOMP 1.0 (spec §CONNECT). */
export function negotiateVersion(acceptVersion: string | undefined): string {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((v) => v.trim()));
  const version = SUPPORTED_VERSIONS.find((v) => offered.has(v));
  if (!version)
    throw new RealtimeError('unsupported_version', { detail: 'supported versions are 1.2,1.1,1.0' });
  return version;
}

export function requireHeader(frame: StompFrame, name: string): string {
  const value = frame.headers[name];
  if (value === undefined || value === '') {
    throw new RealtimeError('malformed_frame', { detail: `${frame.command} requires header '${name}'` });
  }
  return value;
}

export async function handleSubscribe(
  connection: ConnectionHandle,
  host: ConnectionHost,
  user: RealtimeUser,
  frame: StompFrame,
): Promise<void> {
  const id = requireHeader(frame, 'id');
  const destination = requireHeader(frame, 'destination');
  const ack = frame.headers.ack;
  if (ack !== undefined && ack !== 'auto') {
    throw new RealtimeError('unsupported_command', { detail: 'only ack:auto is supported' });
  }
  if (connection.subscriptions.has(id)) throw new RealtimeError('duplicate_subscription');
  if (connection.subscriptions.size >= host.settings.maxSubscriptionsPerConnection) {
    throw new RealtimeError('too_many_subscriptions');
  }
  let sub: LocalSubscription;
  if (host.userQueues.has(destination)) {
    const key = userQueueKey(user.userId, destination);
    sub = { connection, id, destination, key, params: {}, rule: ownQueueRule };
  } else {
    const match = host.topics.match(destination);
    if (!match) throw new RealtimeError('unknown_destination', { detail: `no topic ${destination}` });
    if (!(await match.value.canSubscribe(user, match.params))) {
      throw new RealtimeError('forbidden', { detail: `not allowed to subscribe to ${destination}` });
    }
    sub = { connection, id, destination, key: destination, params: match.params, rule: match.value };
  }
  if (!connection.isConnected) return;
  connection.subscriptions.set(id, sub);
  host.addSubscription(sub);
}

export function handleUnsubscribe(connection: ConnectionHandle, frame: StompFrame): void {
  const sub = connection.subscriptions.get(requireHeader(frame, 'id'));
  if (sub) connection.removeSubscription(sub);
}

export async function handleSend(
  host: ConnectionHost,
  connection: Pick<ConnectionHandle, 'id'>,
  user: RealtimeUser,
  frame: StompFrame,
): Promise<void> {
  const destination = requireHeader(frame, 'destination');
  const match = host.apps.match(destination);
  if (!match) {
    if (destination.startsWith('/topic/')) {
      throw new RealtimeError('forbidden', { detail: 'clients send to /app/..., never to a topic' });
    }
    throw new RealtimeError('unknown_destination', { detail: `no handler for ${destination}` });
  }
  // From here on a failure is about this message, not the protocol: it goes to the sender's error
  // queue and the connection stays open (see StompConnection.process).
  try {
    const body = parseBody(frame);
    await match.value.handle({
      user,
      connectionId: connection.id,
      destination,
      params: match.params,
      body,
      gateway: host.gateway,
    });
  } catch (err) {
    throw new SendHandlerFailure(err, destination);
  }
}

/** JSON when declared so or when no content-type is given and it parses; otherwise the raw text. */
function parseBody(frame: StompFrame): unknown {
  const text = frame.body.toString('utf8');
  const contentType = frame.headers['content-type']?.toLowerCase();
  const declaredJson = contentType !== undefined && contentType.includes('json');
  if (contentType !== undefined && !declaredJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (declaredJson) throw new RealtimeError('bad_request', { detail: 'body is not valid JSON' });
    return text;
  }
}

export interface ConnectResult {
  user: RealtimeUser;
  token: string;
  version: string;
  clientHeartBeat: [number, number];
}

/** Validates CONNECT/STOMP and authenticates its `token` header (the raw JWT). */
export async function handleConnect(host: ConnectionHost, frame: StompFrame): Promise<ConnectResult> {
  const version = negotiateVersion(frame.headers['accept-version']);
  const clientHeartBeat = parseHeartBeat(frame.headers['heart-beat']);
  if (!clientHeartBeat) throw new RealtimeError('malformed_frame', { detail: 'invalid heart-beat header' });
  const token = frame.headers.token;
  if (!token) throw new RealtimeError('unauthorized', { detail: 'CONNECT requires a token header' });
  const user = await host.auth.authenticate(token);
  if (!user) throw new RealtimeError('session_expired', { detail: 'token refused' });
  return { user, token, version, clientHeartBeat };
}

/**
 * The periodic re-validation: a session the authenticator no longer accepts is closed with ERROR; a
 * subscription whose rule now says no is dropped quietly. (No STOMP frame revokes one subscription, and
 * an ERROR would close the socket, after which the client re-subscribes and is refused in a loop.)
 */
export async function recheckSession(
  connection: ConnectionHandle,
  host: ConnectionHost,
  token: string,
): Promise<void> {
  const current = connection.user;
  if (!connection.isConnected || !current) return;
  let user: RealtimeUser | null;
  try {
    user = await host.auth.authenticate(token);
  } catch (err) {
    // A database hiccup must not log everyone out; the next round tries again.
    host.logger.warn({ err, ...connection.logContext() }, 'realtime session recheck failed');
    return;
  }
  if (!user || user.userId !== current.userId) {
    connection.fail(new RealtimeError('session_expired', { detail: 'session no longer valid' }));
    return;
  }
  for (const sub of [...connection.subscriptions.values()]) {
    const allowed = await sub.rule.canSubscribe(user, sub.params).catch(() => true);
    if (allowed || !connection.isConnected) continue;
    connection.removeSubscription(sub);
    const context = { ...connection.logContext(), destination: sub.destination };
    host.logger.info(context, 'realtime subscription revoked');
  }
}
