import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { createAppleClientSecret } from './apple-client-secret.ts';
import type { OidcEndpoints, ProviderSettings } from './oauth-providers.ts';
import { callProvider } from './provider-http.ts';
import { SignInFailure } from './sign-in-failure.ts';

/** Who the provider says signed in: its stable subject, and the e-mail when it shared a usable one. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;

const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

/**
 * Talks OpenID Connect to one provider at a time, through configurable endpoints, so the same code
 * serves the real Kakao/Google/Apple and a local mock provider. arctic builds the authorization
 * URL (state, PKCE); the token request is ours because Kakao and Apple want the client secret in
 * the form body (arctic's generic client only does HTTP Basic) and every call needs a deadline.
 */
export function createOidcClient({ timeoutMs }: { timeoutMs: number }) {
  const discoveries = new Map<string, { at: number; endpoints: Promise<OidcEndpoints> }>();
  const keySets = new Map<string, JWTVerifyGetKey>();

  async function endpointsOf(settings: ProviderSettings): Promise<OidcEndpoints> {
    if (settings.endpoints.kind === 'static') return settings.endpoints.value;
    const { issuer } = settings.endpoints;
    const cached = discoveries.get(issuer);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.endpoints;
    const endpoints = discover(issuer);
    discoveries.set(issuer, { at: Date.now(), endpoints });
    // A failed look-up is retried by the next sign-in instead of being remembered.
    endpoints.catch(() => discoveries.delete(issuer));
    return endpoints;
  }

  async function discover(issuer: string): Promise<OidcEndpoints> {
    const answer = await callProvider(
      `${issuer}/.well-known/openid-configuration`,
      { headers: { accept: 'application/json' } },
      timeoutMs,
    );
    const document = DiscoverySchema.safeParse(answer.json);
    if (answer.status !== 200 || !document.success) {
      throw new SignInFailure('provider_error', `discovery at ${issuer} answered ${answer.status}`);
    }
    // OpenID Connect Discovery §4.3: the document must be about the issuer it was fetched from.
    if (document.data.issuer.replace(/\/+$/, '') !== issuer) {
      throw new SignInFailure('provider_error', `discovery at ${issuer} names ${document.data.issuer}`);
    }
    return {
      issuer: document.data.issuer,
      authorizationEndpoint: document.data.authorization_endpoint,
      tokenEndpoint: document.data.token_endpoint,
      jwksUri: document.data.jwks_uri,
    };
  }

  function authorizationUrl(
    settings: ProviderSettings,
    endpoints: OidcEndpoints,
    request: { state: string; codeVerifier: string; nonce: string; redirectUri: string; loginHint?: string },
  ): URL {
    const client = new OAuth2Client(settings.clientId, null, request.redirectUri);
    const url = settings.pkce
      ? client.createAuthorizationURLWithPKCE(
          endpoints.authorizationEndpoint,
          request.state,
          CodeChallengeMethod.S256,
          request.codeVerifier,
          settings.scopes,
        )
      : client.createAuthorizationURL(endpoints.authorizationEndpoint, request.state, settings.scopes);
    url.searchParams.set('nonce', request.nonce);
    if (settings.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post');
    if (request.loginHint) url.searchParams.set('login_hint', request.loginHint);
    return url;
  }

  /** Trades the authorization code for the provider's id token. */
  async function exchangeCode(
    settings: ProviderSettings,
    endpoints: OidcEndpoints,
    request: { code: string; codeVerifier: string; redirectUri: string },
  ): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
    });
    if (settings.pkce) body.set('code_verifier', request.codeVerifier);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const secret = settings.appleKey
      ? await createAppleClientSecret(settings.appleKey, settings.clientId, endpoints.issuer)
      : settings.clientSecret;
    if (settings.tokenAuthMethod === 'client_secret_basic' && secret !== null) {
      // RFC 6749 §2.3.1: both parts form-encoded before Base64.
      const credentials = `${formEncode(settings.clientId)}:${formEncode(secret)}`;
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    } else {
      body.set('client_id', settings.clientId);
      if (secret !== null) body.set('client_secret', secret);
    }
    const answer = await callProvider(
      endpoints.tokenEndpoint,
      { method: 'POST', headers, body: body.toString() },
      timeoutMs,
    );
    const idToken = answer.json?.id_token;
    if (answer.status !== 200 || typeof idToken !== 'string') {
      const code = typeof answer.json?.error === 'string' ? answer.json.error.slice(0, 100) : 'no id_token';
      throw new SignInFailure('provider_error', `token endpoint answered ${answer.status} (${code})`);
    }
    return idToken;
  }

  function keySetOf(jwksUri: string): JWTVerifyGetKey {
    let keySet = keySets.get(jwksUri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs });
      keySets.set(jwksUri, keySet);
    }
    return keySet;
  }

  /**
   * Checks an id token's signature against the provider's published keys, its issuer, audience,
   * expiry and (for our own redirects) the nonce we sent, then reads subject and e-mail.
   */
  async function verifyIdToken(
    idToken: string,
    endpoints: OidcEndpoints,
    expected: { audiences: string[]; nonce: string | null },
  ): Promise<ProviderIdentity> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(idToken, keySetOf(endpoints.jwksUri), {
        issuer: endpoints.issuer,
        audience: expected.audiences,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 60,
      }));
    } catch (error) {
      if (isKeySetUnavailable(error)) {
        throw new SignInFailure('provider_unreachable', 'signing keys unavailable', { cause: error });
      }
      const code = error instanceof errors.JOSEError ? error.code : 'unreadable';
      throw new SignInFailure('token_invalid', `id token rejected (${code})`, { cause: error });
    }
    if (expected.nonce !== null && claims.nonce !== expected.nonce) {
      throw new SignInFailure('token_invalid', 'id token nonce does not match');
    }
    if (!claims.sub || claims.sub.length > 255) throw new SignInFailure('token_invalid', 'bad subject');
    return { subject: claims.sub, email: usableEmail(claims.email, claims.email_verified) };
  }

  return { endpointsOf, authorizationUrl, exchangeCode, verifyIdToken };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/** The e-mail worth keeping: present, plausible, and not flagged unverified (Apple sends "false"). */
export function usableEmail(email: unknown, verified: unknown): string | null {
  if (typeof email !== 'string' || email.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  if (verified === false || verified === 'false') return null;
  return email;
}

/** Network trouble or a broken key endpoint, as opposed to a token that fails the checks. */
function isKeySetUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return ['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC'].includes(error.code);
}

const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
