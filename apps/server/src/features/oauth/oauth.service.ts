import type { OAuthProvider, SocialLoginResponse } from '@hanpan/core';
import { generateCodeVerifier, generateState } from 'arctic';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as users from '../users/index.ts';
import { kakaoIdentityFromAccessToken } from './kakao-user-api.ts';
import * as queries from './oauth.queries.ts';
import { providerSettingsFrom, type ProviderSettings } from './oauth-providers.ts';
import { createOidcClient, type ProviderIdentity } from './oidc-client.ts';
import { stateWithReturnOrigin } from './return-origin.ts';
import { SignInFailure } from './sign-in-failure.ts';

/** How long a user may spend at the provider between our redirect and its callback. */
export const STATE_TTL_MS = 10 * 60 * 1000;

/** What a provider sends back to the callback (query string, or Apple's form POST). */
export interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

// The user said no: OAuth's access_denied, and Apple's own words for it.
const CANCELLED_ERRORS = new Set(['access_denied', 'user_cancelled_authorize', 'consent_required']);

export type OAuthService = ReturnType<typeof createOAuthService>;

export function createOAuthService({
  db,
  authService,
  config,
}: Pick<FeatureDeps, 'db' | 'authService' | 'config'>) {
  const providers = providerSettingsFrom(config);
  const oidc = createOidcClient({ timeoutMs: config.OAUTH_HTTP_TIMEOUT_MS });

  function settingsOf(provider: OAuthProvider): ProviderSettings {
    const settings = providers[provider];
    if (!settings) throw new SignInFailure('not_enabled', `${provider} sign-in is not configured`);
    return settings;
  }

  /**
   * Remembers state, PKCE verifier and nonce on the server; answers the provider URL to go to. The
   * state carries the client origin to return to, if any (see return-origin.ts).
   */
  async function startSignIn(
    provider: OAuthProvider,
    redirectUri: string,
    { loginHint, returnOrigin = null }: { loginHint?: string | undefined; returnOrigin?: string | null } = {},
  ): Promise<string> {
    const settings = settingsOf(provider);
    const endpoints = await oidc.endpointsOf(settings);
    const state = stateWithReturnOrigin(generateState(), returnOrigin);
    const codeVerifier = generateCodeVerifier();
    const nonce = generateState();
    const now = new Date();
    await queries.deleteOAuthStatesCreatedBefore(db, new Date(now.getTime() - STATE_TTL_MS));
    await queries.insertOAuthState(db, { state, provider, codeVerifier, nonce, createdAt: now });
    const url = oidc.authorizationUrl(settings, endpoints, {
      state,
      codeVerifier,
      nonce,
      redirectUri,
      ...(loginHint ? { loginHint } : {}),
    });
    return url.toString();
  }

  /** The provider sent the browser back: check the state, trade the code, verify, sign in. */
  async function finishSignIn(
    provider: OAuthProvider,
    params: CallbackParams,
    redirectUri: string,
    userAgent: string | null,
    /** The state cookie of the browser that came back, when the callback can carry one. */
    binding: { browserState: string | undefined } | null,
  ): Promise<SocialLoginResponse> {
    const settings = settingsOf(provider);
    // WARNING: the state is spent before anything else, so a callback URL works at most once.
    const saved = params.state ? await queries.takeOAuthState(db, params.state) : undefined;
    if (params.error) {
      const reason = CANCELLED_ERRORS.has(params.error) ? 'cancelled' : 'provider_error';
      throw new SignInFailure(reason, `provider answered error=${params.error.slice(0, 100)}`);
    }
    if (!saved) throw new SignInFailure('state_invalid', 'unknown or already used state');
    if (saved.provider !== provider) throw new SignInFailure('state_invalid', 'state of another provider');
    if (binding && binding.browserState !== saved.state) {
      throw new SignInFailure('state_invalid', 'callback in a browser that did not start this sign-in');
    }
    if (Date.now() - saved.createdAt.getTime() > STATE_TTL_MS) {
      throw new SignInFailure('state_invalid', 'state expired');
    }
    if (!params.code) throw new SignInFailure('provider_error', 'callback without code');
    const endpoints = await oidc.endpointsOf(settings);
    const idToken = await oidc.exchangeCode(settings, endpoints, {
      code: params.code,
      codeVerifier: saved.codeVerifier,
      redirectUri,
    });
    const identity = await oidc.verifyIdToken(idToken, endpoints, {
      audiences: [settings.clientId],
      nonce: saved.nonce,
    });
    return signIn(provider, identity, userAgent);
  }

  /**
   * A native app signed in with the provider's SDK. Google and Apple hand over an id token (for the
   * web client id or one of the native ones); Kakao an access token, checked with Kakao's API.
   */
  async function nativeSignIn(
    provider: OAuthProvider,
    token: string,
    userAgent: string | null,
  ): Promise<SocialLoginResponse> {
    const settings = settingsOf(provider);
    const identity =
      provider === 'kakao'
        ? await kakaoIdentityFromAccessToken(token, {
            apiUrl: config.KAKAO_API_URL,
            appId: config.KAKAO_APP_ID ?? null,
            timeoutMs: config.OAUTH_HTTP_TIMEOUT_MS,
          })
        : await oidc.verifyIdToken(token, await oidc.endpointsOf(settings), {
            audiences: settings.nativeAudiences,
            // The SDK chose the nonce, not us; the signature, audience and expiry still hold.
            nonce: null,
          });
    return signIn(provider, identity, userAgent);
  }

  async function signIn(
    provider: OAuthProvider,
    identity: ProviderIdentity,
    userAgent: string | null,
  ): Promise<SocialLoginResponse> {
    const user = await findOrCreateSocialUser(db, provider, identity);
    await authService.promoteIfListedAdmin(user.id, identity.email);
    const token = await authService.issueSession(user.id, userAgent);
    return { token, isNewUser: !users.isOnboarded(user), nickname: user.nickname };
  }

  return { startSignIn, finishSignIn, nativeSignIn };
}

/** What sign-in needs of the user: who, and whether onboarding is finished (users.isOnboarded). */
type SocialUser = Pick<UserRow, 'id' | 'username' | 'nickname' | 'age' | 'ageRecheck' | 'isGroupAccount'>;

/**
 * The user behind (provider, subject), created on first sign-in. A deleted account never comes
 * back: its identity (if deletion left one) is released and a fresh account starts.
 */
export async function findOrCreateSocialUser(
  db: Db,
  provider: OAuthProvider,
  { subject, email }: ProviderIdentity,
): Promise<SocialUser> {
  const existing = await identityWithUser(db, provider, subject);
  if (existing && !existing.user.deletedAt) {
    // The provider's e-mail is the one thing we keep; follow it when the user changes it there.
    if (email && email !== existing.user.email) await users.updateUser(db, existing.user.id, { email });
    return existing.user;
  }
  try {
    return await db.transaction(async (tx) => {
      if (existing) await queries.deleteIdentity(tx, existing.identityId);
      // A social user keeps nothing from the provider but the e-mail (privacy policy).
      const user = await users.insertUser(tx, { email });
      await queries.insertIdentity(tx, { provider, subject, userId: user.id });
      return user;
    });
  } catch (error) {
    // Two first sign-ins of one person at once: the unique (provider, subject) index picks the winner.
    if (!isUniqueViolation(error)) throw error;
    const winner = await identityWithUser(db, provider, subject);
    if (!winner || winner.user.deletedAt) throw error;
    return winner.user;
  }
}

/** The identity of (provider, subject) and its user, deleted or not. */
async function identityWithUser(db: Db, provider: OAuthProvider, subject: string) {
  const identity = await queries.findIdentity(db, provider, subject);
  const user = identity && (await users.findAnyUser(db, identity.userId));
  return identity && user ? { identityId: identity.identityId, user } : undefined;
}
