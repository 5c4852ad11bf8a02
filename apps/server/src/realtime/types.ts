/** The gateway's public contracts; re-exported from gateway.ts, which is what the app imports. */

export interface RealtimeUser {
  userId: number;
  sessionId: string;
}

/** Checks the raw JWT from CONNECT's `token` header. Null means refused. Cache it: it is re-run periodically. */
export interface RealtimeAuthenticator {
  authenticate(token: string): Promise<RealtimeUser | null>;
}

/** Decides whether a user may subscribe to a topic (e.g. is a member of the room in params). */
export interface SubscribeRule {
  canSubscribe(user: RealtimeUser, params: Record<string, string>): Promise<boolean>;
}

export interface SendContext {
  user: RealtimeUser;
  /** The sending socket (unique on this instance): per-connection limits key on it. */
  connectionId: string;
  destination: string;
  params: Record<string, string>;
  /** Parsed JSON when the body is JSON (or content-type says so), else the raw UTF-8 string. */
  body: unknown;
  gateway: StompGateway;
}

/**
 * Handles a client SEND to an `/app/...` destination. It must check the sender's rights itself (the
 * gateway only knows the user). Throw RealtimeError, or any error with a 4xx code of the core error
 * catalogue, to answer with that code and message on the sender's `/user/queue/errors` (the
 * connection stays open); anything else answers internal_error there and is logged.
 */
export interface SendHandler {
  handle(ctx: SendContext): Promise<void>;
}

export interface StompGateway {
  /** `pattern` starts with `/topic/`, e.g. `/topic/ws/:roomId`. */
  registerTopic(pattern: string, rule: SubscribeRule): void;
  /** `pattern` starts with `/app/`, e.g. `/app/chat/:roomId`. */
  registerAppDestination(pattern: string, handler: SendHandler): void;
  /** Adds a per-user destination `/user/queue/<name>` (`/user/queue/errors` is built in). */
  registerUserQueue(destination: string): void;
  /** Delivers to every connection of `userId` subscribed to that user queue, on every instance. */
  publishToUser(userId: number, destination: string, body: unknown): Promise<void>;
  /** JSON-encodes `body` and sends it through the bus, so every instance delivers to its subscribers. */
  publish(destination: string, body: unknown): Promise<void>;
  /** Closes this session's sockets on every instance (logout, revoked session). */
  disconnectSession(sessionId: string): Promise<void>;
  /** Closes every socket of this user on every instance (account deleted or banned). */
  disconnectUser(userId: number): Promise<void>;
  /** Open sockets on this instance, authenticated or not. */
  connectionCount(): number;
  /** Resolves once the bus subscription is active (publishes from other instances arrive). */
  ready(): Promise<void>;
  /** Stops accepting, sends ERROR server_shutdown and closes every socket with 1001, detaches from the bus. */
  close(): Promise<void>;
}
