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
    return { userId, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
