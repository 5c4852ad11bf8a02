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
  destination: string;
  params: Record<string, string>;
  /** Parsed JSON when the body is JSON (or content-type says so), else the raw UTF-8 string. */
  body: unknown;
  gateway: StompGateway;
}

/**
 * Handles a client SEND to an `/app/...` destination. It must check the sender's rights itself (the
 * gateway only knows the user). Throw RealtimeError, or any error with a 4xx code of the core error
 * catalogue, to answer ERROR with that code and message; anything else answers internal_error.
 */
export interface SendHandler {
  handle(ctx: SendContext): Promise<void>;
}

export interface StompGateway {
  /** `pattern` starts with `/topic/`, e.g. `/topic/ws/:roomId`. */
  registerTopic(pattern: string, rule: SubscribeRule): void;
  /** `pattern` starts with `/app/`, e.g. `/app/chat/:roomId`. */
  registerAppDestination(pattern: string, handler: SendHandler): void;
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
