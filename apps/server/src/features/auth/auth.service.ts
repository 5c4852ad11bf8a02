import { canonicalAccountId, type LoginBody, type RegisterBody } from '@hanpan/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation, sqlConstraint } from '../../db/sql-errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import * as users from '../users/index.ts';
import { createCachedTokenVerifier, signAccessToken } from './access-token.ts';
import * as queries from './auth.queries.ts';
import type { LoginAttemptLimiter } from './login-attempt-limiter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionCache } from './session-cache.ts';

export type { AuthUser };

export interface AuthServiceDeps {
  db: Db;
  secret: Uint8Array;
  sessionCache: SessionCache;
  loginLimiter: LoginAttemptLimiter;
  config: Pick<Config, 'SESSION_TTL_DAYS' | 'ADMIN_EMAILS'>;
  /** Holds a login attempt on an account under guessing (login-attempt-limiter.ts); tests shorten it. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type AuthService = ReturnType<typeof createAuthService>;

/** Told after sessions are revoked, so live connections (websockets) can be closed too. */
export type RevocationListener = (
  revoked: { sessionId: string } | { userId: number },
) => Promise<void> | void;

export function createAuthService({
  db,
  secret,
  sessionCache,
  loginLimiter,
  config,
  wait = sleep,
}: AuthServiceDeps) {
  const revocationListeners: RevocationListener[] = [];
  const notifyRevoked = async (revoked: Parameters<RevocationListener>[0]) => {
    for (const listener of revocationListeners) await listener(revoked);
  };
  const adminEmails = new Set(config.ADMIN_EMAILS.map((email) => email.toLowerCase()));
  const verifyAccessToken = createCachedTokenVerifier(secret, config.SESSION_TTL_DAYS * 86_400);

  async function issueSession(userId: number, userAgent: string | null): Promise<string> {
    const expiresAt = new Date(Date.now() + config.SESSION_TTL_DAYS * 86_400_000);
    const sessionId = await queries.insertSession(db, userId, expiresAt, userAgent?.slice(0, 300) ?? null);
    return signAccessToken({ userId, sessionId }, secret, expiresAt);
  }

  /** The signed-in user behind a bearer token, or null. Cached; revocation invalidates. */
  async function authenticate(token: string): Promise<AuthUser | null> {
    const claims = await verifyAccessToken(token);
    if (!claims) return null;
    const cached = sessionCache.get(claims.sessionId);
    if (cached !== undefined) return cached;
    // Two owners, two lookups, run side by side: the session (ours) and its live user (users').
    const [row, user] = await Promise.all([
      queries.findLiveSession(db, claims.sessionId, new Date()),
      users.findActiveUser(db, claims.userId),
    ]);
    const session =
      row && user && row.userId === user.id
        ? { sessionId: row.sessionId, userId: user.id, role: user.role, isGroupAccount: user.isGroupAccount }
        : null;
    sessionCache.set(claims.sessionId, session);
    return session;
  }

  /**
   * `authenticate` without a promise, when both the token's claims and its session are remembered
   * (every request of a signed-in client within 10 s of the last); undefined when it cannot say
   * yet, and the caller then awaits `authenticate`. The same answer, minus ~3 promises and their
   * microtask turns per request (docs/performance.md, session 12).
   */
  function authenticateFromCache(token: string): AuthUser | null | undefined {
    const claims = verifyAccessToken.remembered(token);
    return claims ? sessionCache.get(claims.sessionId) : undefined;
  }

  /**
   * ADMIN_EMAILS lets operators bootstrap administrators without touching the database: a group
   * account id or a provider-verified e-mail on the list is promoted when it signs in.
   */
  async function promoteIfListedAdmin(userId: number, email: string | null) {
    if (!email || !adminEmails.has(email.toLowerCase())) return;
    if (await users.promoteToAdmin(db, userId)) sessionCache.invalidateUser(userId);
  }

  /** `address` is the caller's IP (request.ip: the proxy's client address when TRUST_PROXY). */
  async function loginGroupAccount(body: LoginBody, userAgent: string | null, address: string) {
    // One canonical id for the lookup and the failure counter: `GRP-A` and `grp-a` share both.
    const account = canonicalAccountId(body.email);
    const verdict = await loginLimiter.begin(account, address);
    if (verdict.locked) throw new AppError('login_locked');
    if (verdict.delayMs > 0) await wait(verdict.delayMs);
    const user = await users.findGroupAccountByEmail(db, account);
    const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !valid) throw new AppError('invalid_credentials');
    await loginLimiter.succeeded(account, address);
    await promoteIfListedAdmin(user.id, user.email);
    return { token: await issueSession(user.id, userAgent), isInitialGroup: user.isInitialGroup };
  }

  async function registerGroupAccount(actor: AuthUser, body: RegisterBody) {
    if (actor.role !== 'ADMIN') throw new AppError('admin_only');
    const email = canonicalAccountId(body.email);
    if (await users.findGroupAccountByEmail(db, email)) throw new AppError('email_taken');
    const passwordHash = await hashPassword(body.password);
    try {
      const user = await users.insertUser(db, {
        email,
        passwordHash,
        isGroupAccount: true,
        isInitialGroup: true,
      });
      return { id: user.id, email };
    } catch (error) {
      // Two admins registering the same id at once: the unique index decides, the loser hears why.
      // Any other duplicate here answers spec §8's group-registration message, and only here.
      if (isUniqueViolation(error)) {
        throw new AppError(
          sqlConstraint(error) === 'users_group_email_key' ? 'email_taken' : 'group_registration_conflict',
        );
      }
      throw error;
    }
  }

  async function logout(actor: AuthUser) {
    await queries.revokeSession(db, actor.sessionId);
    sessionCache.invalidate(actor.sessionId);
    await notifyRevoked({ sessionId: actor.sessionId });
  }

  async function revokeAllSessions(userId: number) {
    await queries.revokeAllSessionsOfUser(db, userId);
    sessionCache.invalidateUser(userId);
    await notifyRevoked({ userId });
  }

  async function currentUser(actor: AuthUser) {
    const user = await users.findActiveUser(db, actor.userId);
    if (!user) throw new AppError('session_expired');
    return user;
  }

  async function demoLogin(userId: number, userAgent: string | null) {
    const user = await users.findActiveUser(db, userId);
    if (!user?.isDemo) throw new AppError('user_not_found', '데모 계정을 찾을 수 없어요.');
    return { token: await issueSession(user.id, userAgent) };
  }

  return {
    onRevoked: (listener: RevocationListener) => void revocationListeners.push(listener),
    issueSession,
    promoteIfListedAdmin,
    authenticate,
    authenticateFromCache,
    loginGroupAccount,
    registerGroupAccount,
    logout,
    revokeAllSessions,
    currentUser,
    demoLogin,
    listDemoUsers: () => users.listDemoUsers(db),
  };
}
