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

/** Returns the claims of a well-formed, unexpired token signed by us; null for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<AccessTokenClaims | null> {
  return (await verifyWithExpiry(token, secret))?.claims ?? null;
}

async function verifyWithExpiry(
  token: string,
  secret: Uint8Array,
): Promise<{ claims: AccessTokenClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null; // we always set one
    return { claims: { userId, sessionId: payload.sid }, expiresAt: payload.exp * 1000 };
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
export function createCachedTokenVerifier(secret: Uint8Array, ttlMs = 10_000, maxEntries = 50_000) {
  const verified = new Map<string, { claims: AccessTokenClaims; expires: number }>();
  return async function verify(token: string, now = Date.now()): Promise<AccessTokenClaims | null> {
    const entry = verified.get(token);
    if (entry) {
      if (entry.expires > now) return entry.claims;
      verified.delete(token);
    }
    const result = await verifyWithExpiry(token, secret);
    if (!result) return null;
    if (verified.size >= maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims: result.claims, expires: Math.min(now + ttlMs, result.expiresAt) });
    return result.claims;
  };
}
