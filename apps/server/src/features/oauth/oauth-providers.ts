import { OAuthProviderSchema, type OAuthProvider } from '@hanpan/core';
import type { Config } from '../../config.ts';

/** Where an OpenID provider takes the user, trades the code and publishes its signing keys. */
export interface OidcEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
}

export interface AppleSigningKey {
  teamId: string;
  keyId: string;
  privateKeyPem: string;
}

/** Everything the sign-in code needs to know about one configured provider. */
export interface ProviderSettings {
  provider: OAuthProvider;
  /** The name users see in messages, as on the login buttons. */
  label: string;
  clientId: string;
  /** Static for Kakao/Google (or none); Apple's is a short-lived ES256 JWT signed with this key. */
  clientSecret: string | null;
  appleKey: AppleSigningKey | null;
  /** Kakao and Apple take the secret in the form body; Google also accepts HTTP Basic. */
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post';
  scopes: string[];
  /** Apple does not document PKCE; the others verify it. */
  pkce: boolean;
  /** Apple must answer with a form POST when the e-mail scope is asked for. */
  responseMode: 'query' | 'form_post';
  /** The real provider's endpoints, or an issuer whose discovery document names them. */
  endpoints: { kind: 'static'; value: OidcEndpoints } | { kind: 'discover'; issuer: string };
  /** Audiences accepted for id tokens handed to POST /api/auth/native/{provider}. */
  nativeAudiences: string[];
}

const REAL_ENDPOINTS: Record<OAuthProvider, OidcEndpoints> = {
  kakao: {
    issuer: 'https://kauth.kakao.com',
    authorizationEndpoint: 'https://kauth.kakao.com/oauth/authorize',
    tokenEndpoint: 'https://kauth.kakao.com/oauth/token',
    jwksUri: 'https://kauth.kakao.com/.well-known/jwks.json',
  },
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
  },
};

export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  kakao: '카카오',
  google: 'Google',
  apple: 'Apple',
};

const endpointsFor = (provider: OAuthProvider, issuerOverride: string | undefined) =>
  issuerOverride
    ? { kind: 'discover' as const, issuer: issuerOverride.replace(/\/+$/, '') }
    : { kind: 'static' as const, value: REAL_ENDPOINTS[provider] };

/** Which sign-in buttons this server can honour (GET /api/auth/providers). */
export function enabledProviders(config: Config): Record<OAuthProvider, boolean> {
  const settings = providerSettingsFrom(config);
  return { kakao: Boolean(settings.kakao), google: Boolean(settings.google), apple: Boolean(settings.apple) };
}

/**
 * The settings of every enabled provider: one whose required keys are all set (config.ts refuses
 * half-configured ones, see SOCIAL_PROVIDER_KEYS). A provider that is absent is not configured.
 */
export function providerSettingsFrom(config: Config): Partial<Record<OAuthProvider, ProviderSettings>> {
  const settings: Partial<Record<OAuthProvider, ProviderSettings>> = {};
  if (config.KAKAO_CLIENT_ID) {
    settings.kakao = {
      provider: 'kakao',
      label: PROVIDER_LABELS.kakao,
      clientId: config.KAKAO_CLIENT_ID,
      clientSecret: config.KAKAO_CLIENT_SECRET ?? null,
      appleKey: null,
      tokenAuthMethod: 'client_secret_post',
      // Kakao's OpenID Connect: the id token then carries the e-mail the user agreed to share.
      scopes: ['openid', 'account_email'],
      pkce: true,
      responseMode: 'query',
      endpoints: endpointsFor('kakao', config.KAKAO_ISSUER),
      // The Kakao SDKs hand the apps an access token, checked against Kakao's API instead.
      nativeAudiences: [],
    };
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    settings.google = {
      provider: 'google',
      label: PROVIDER_LABELS.google,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      appleKey: null,
      tokenAuthMethod: 'client_secret_basic',
      scopes: ['openid', 'email'],
      pkce: true,
      responseMode: 'query',
      endpoints: endpointsFor('google', config.GOOGLE_ISSUER),
      nativeAudiences: [config.GOOGLE_CLIENT_ID, ...config.GOOGLE_NATIVE_CLIENT_IDS],
    };
  }
  if (config.APPLE_CLIENT_ID && config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY) {
    settings.apple = {
      provider: 'apple',
      label: PROVIDER_LABELS.apple,
      clientId: config.APPLE_CLIENT_ID,
      clientSecret: null,
      appleKey: {
        teamId: config.APPLE_TEAM_ID,
        keyId: config.APPLE_KEY_ID,
        privateKeyPem: config.APPLE_PRIVATE_KEY,
      },
      tokenAuthMethod: 'client_secret_post',
      // Apple's OpenID scope is implied; asking for `name` too would hand us data we promise not to keep.
      scopes: ['email'],
      pkce: false,
      responseMode: 'form_post',
      endpoints: endpointsFor('apple', config.APPLE_ISSUER),
      nativeAudiences: [config.APPLE_CLIENT_ID, ...config.APPLE_NATIVE_CLIENT_IDS],
    };
  }
  return settings;
}

export function parseProvider(value: string): OAuthProvider | null {
  const parsed = OAuthProviderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
