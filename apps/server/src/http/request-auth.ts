import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@hanpan/core';
import { AppError } from './app-error.ts';

/** The signed-in caller of a request (or a websocket): who, through which session, with which role. */
export interface AuthUser {
  userId: number;
  sessionId: string;
  role: Role;
  isGroupAccount: boolean;
}

/** Turns a bearer token into its caller; the auth feature's service provides it. */
export type Authenticate = (token: string) => Promise<AuthUser | null>;

/** The caller when it is already known without a lookup; undefined when `Authenticate` must run. */
export type AuthenticateFromCache = (token: string) => AuthUser | null | undefined;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Set for every request from its bearer token. */
    auth: AuthUser | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Reads the bearer token of every request once; routes then ask for the role they need. */
export function registerRequestAuth(
  app: FastifyInstance,
  authenticate: Authenticate,
  fromCache: AuthenticateFromCache = () => undefined,
): void {
  app.decorateRequest('auth', null);
  // Callback style: most requests (/healthz, files, the app shell) carry no token, and a signed-in
  // client's next request finds its token and session remembered: neither should pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return done();
    const known = fromCache(token);
    if (known !== undefined) {
      request.auth = known;
      return done();
    }
    authenticate(token).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) {
    throw new AppError(request.headers.authorization ? 'session_expired' : 'unauthorized');
  }
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  // Worded as the spec quotes it (§8 admin screens), so it stays 합니다체.
  if (user.role !== 'ADMIN') throw new AppError('forbidden', '관리자 권한이 필요합니다.');
  return user;
}

/**
 * For a feature whose every route needs a signed-in caller. Checked before body validation, so a
 * caller without a token hears 401, not a 400 about a body they could not have sent correctly anyway.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => void requireUser(request));
}
