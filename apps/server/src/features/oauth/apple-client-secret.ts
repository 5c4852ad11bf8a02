import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AppleSigningKey } from './oauth-providers.ts';

/**
 * Apple has no static client secret: each token request carries an ES256 JWT signed with the
 * team's Sign in with Apple key (iss team id, sub client id, aud Apple, at most six months long).
 * Ours live five minutes; signing one is cheap.
 */
export async function createAppleClientSecret(
  key: AppleSigningKey,
  clientId: string,
  audience: string,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(createPrivateKey(key.privateKeyPem));
}
