import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'hanpan';
const AUDIENCE = 'hanpan-app';

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
}

// Every request verifies a token: importing the raw secret each time (WebCrypto) costs a thread-pool
// round trip, so each secret is turned into a KeyObject once.
const keys = new WeakMap<Uint8Array, KeyObject>();
function keyOf(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(secret)));
  return key;
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  secret: Uint8Array,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
}

/** Sessions are uuid rows: anything else in `sid` is a forged or broken token (401, not a 400 from SQL). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token may not claim to live longer than a session does (SESSION_TTL_DAYS), plus clock slack. */
const LIFETIME_SLACK_SECONDS = 60;

/**
 * Returns the claims of a well-formed, unexpired token signed by us; null for anything else.
 * `exp` and `iat` are required and `exp - iat` may not exceed `maxLifetimeSeconds`: a token that
 * never expires, or lives longer than any session, was not issued by this server as configured.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  maxLifetimeSeconds: number,
): Promise<AccessTokenClaims | null> {
  return (await verifyWithExpiry(token, secret, maxLifetimeSeconds))?.claims ?? null;
}

async function verifyWithExpiry(
  token: string,
  secret: Uint8Array,
  maxLifetimeSeconds: number,
): Promise<{ claims: AccessTokenClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      maxTokenAge: maxLifetimeSeconds + LIFETIME_SLACK_SECONDS,
    });
    const { exp, iat, sid } = payload;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (exp - iat > maxLifetimeSeconds + LIFETIME_SLACK_SECONDS) return null;
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
    return { claims: { userId, sessionId: sid }, expiresAt: exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/**
 * verifyAccessToken with a memory of tokens already verified. A signature check goes through
 * WebCrypto (a promise round trip and several allocations) and was ~10 % of the CPU of an
 * authenticated call under load. What is remembered — "signed by us, these claims" — cannot change,
 * so nothing about revocation is cached here (the session cache decides that); an entry lives at
 * most `ttlMs` and never past the token's own expiry. Rejected tokens are not remembered, so junk
 * cannot fill the memory.
 */
export function createCachedTokenVerifier(
  secret: Uint8Array,
  maxLifetimeSeconds: number,
  ttlMs = 10_000,
  maxEntries = 50_000,
) {
  const verified = new Map<string, { claims: AccessTokenClaims; expires: number }>();
  /** The remembered claims, or undefined when the token must be verified (again). */
  function remembered(token: string, now = Date.now()): AccessTokenClaims | undefined {
    const entry = verified.get(token);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.claims;
    verified.delete(token);
    return undefined;
  }
  async function verify(token: string, now = Date.now()): Promise<AccessTokenClaims | null> {
    const known = remembered(token, now);
    if (known) return known;
    const result = await verifyWithExpiry(token, secret, maxLifetimeSeconds);
    if (!result) return null;
    if (verified.size >= maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims: result.claims, expires: Math.min(now + ttlMs, result.expiresAt) });
    return result.claims;
  }
  // `remembered` lets a caller answer without a promise when the token was seen in the last ttlMs.
  return Object.assign(verify, { remembered });
}
