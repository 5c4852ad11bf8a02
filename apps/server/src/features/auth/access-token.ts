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
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
