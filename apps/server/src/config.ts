import { createECDH, createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { resolveDataDir } from './paths.ts';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : value === 'true' || value === '1',
    );

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** An Apple .p8 key; literal `\n` sequences count as line breaks so it fits on one env-file line. */
const pemKey = z
  .string()
  .optional()
  .transform((value) => value?.replace(/\\n/g, '\n').trim());

/**
 * Social sign-in keys by provider. A provider is enabled when all its `required` keys are set; setting
 * only some of them (or an `extra` key without them) is a start-up error, never a silently dead button.
 */
export const SOCIAL_PROVIDER_KEYS = {
  kakao: { required: ['KAKAO_CLIENT_ID'], extra: ['KAKAO_CLIENT_SECRET', 'KAKAO_APP_ID'] },
  google: { required: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], extra: ['GOOGLE_NATIVE_CLIENT_IDS'] },
  apple: {
    required: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
    extra: ['APPLE_NATIVE_CLIENT_IDS'],
  },
} as const;

/**
 * Push providers (integrations/push), each on only with all its keys; a partial set is a start-up
 * error. With neither, notifications stay in the app (the offline default).
 */
export const PUSH_PROVIDER_KEYS = {
  webPush: ['WEB_PUSH_VAPID_PUBLIC_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY', 'WEB_PUSH_SUBJECT'],
  fcm: ['FCM_SERVICE_ACCOUNT_JSON'],
} as const;

const base64UrlBytes = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be base64url (${what})`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be ${bytes} bytes (${what})`);

/** A Firebase service-account key file's content (the JSON text itself, on one line). */
const FcmServiceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: httpUrl.default('https://oauth2.googleapis.com/token'),
});

const fcmServiceAccountJson = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be the JSON content of a Firebase service-account key' });
      return z.NEVER;
    }
    const result = FcmServiceAccountSchema.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: `must have ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
      });
      return z.NEVER;
    }
    return result.data;
  });

/** The AI rule namer (integrations/rule-naming) is on only with all three; some of them is an error. */
export const RULE_NAMING_KEYS = ['RULE_NAMING_BASE_URL', 'RULE_NAMING_API_KEY', 'RULE_NAMING_MODEL'] as const;

/**
 * Every setting the server reads, validated once at start. Nothing else reads process.env, so this
 * schema is also the documentation of the configuration (README "Configuration" mirrors it).
 */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Always absolute: relative values count from the repository root (paths.ts), not the cwd.
    DATA_DIR: z.string().min(1).optional().transform(resolveDataDir),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    // Pages kept in memory per instance while the tables they read are unwritten (decision 043).
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ADMIN_EMAILS: csv,
    CORS_ORIGINS: csv,
    TRUST_PROXY: booleanFlag(false),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    WEB_DIST_DIR: z.string().optional(),
    SEED_DEMO_DATA: booleanFlag(true),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    // Connection and body limits (decision 008): no client holds a connection or the CPU by trickling
    // or nesting. The request timeout leaves a 10 MB picture ≥ 1.5 Mbit/s (the web sends ~300 KB).
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    JSON_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(65_536),
    // The live match's score sends per socket and second after a burst of 20 (decision 023). Only
    // the chaos test raises it (1,000 events through a killed server in seconds, not minutes).
    SCORE_SEND_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(5),
    // Exposure (decision 010). DEMO_MODE: demo data and the demo login that hands out any demo
    // account, ADMIN included; never with NODE_ENV=production. HOST unset: 127.0.0.1 in demo mode,
    // else 0.0.0.0. METRICS_TOKEN: bearer token for /metrics (required in production, else 404).
    // API_DOCS: /docs, on by default outside production.
    DEMO_MODE: booleanFlag(false),
    HOST: z.string().min(1).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    API_DOCS: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    // Social sign-in (features/oauth). KAKAO_CLIENT_ID is the app's REST API key.
    KAKAO_CLIENT_ID: z.string().optional(),
    KAKAO_CLIENT_SECRET: z.string().optional(),
    // The numeric app id: when set, native access tokens must have been issued to this app.
    KAKAO_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric Kakao app id').optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    // Android/iOS client ids whose id tokens POST /api/auth/native/google also accepts.
    GOOGLE_NATIVE_CLIENT_IDS: csv,
    // The Services ID of Sign in with Apple (web); the client secret is signed with the .p8 key.
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_KEY_ID: z.string().optional(),
    APPLE_PRIVATE_KEY: pemKey,
    // iOS bundle ids whose id tokens POST /api/auth/native/apple also accepts.
    APPLE_NATIVE_CLIENT_IDS: csv,
    // Another OpenID provider in place of the real one (tests, e2e, self-hosting): its endpoints
    // are read from `${issuer}/.well-known/openid-configuration`.
    KAKAO_ISSUER: httpUrl.optional(),
    GOOGLE_ISSUER: httpUrl.optional(),
    APPLE_ISSUER: httpUrl.optional(),
    // Kakao's REST API (user info for native access tokens).
    KAKAO_API_URL: httpUrl.default('https://kapi.kakao.com'),
    // Every call to a provider (discovery, token, keys, user info) gives up after this long.
    OAUTH_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    // Titles and categories of new rules from an OpenAI-compatible chat endpoint (base URL such as
    // https://api.openai.com/v1); unset, an offline namer picks them. A failed call falls back to it.
    RULE_NAMING_BASE_URL: httpUrl.optional(),
    RULE_NAMING_API_KEY: z.string().optional(),
    RULE_NAMING_MODEL: z.string().optional(),
    RULE_NAMING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    // Push (integrations/push). Web Push for the installed PWA: a VAPID key pair (base64url, the
    // format web-push tools print; README shows a node one-liner) and a mailto:/https: contact.
    WEB_PUSH_VAPID_PUBLIC_KEY: base64UrlBytes(65, 'uncompressed P-256 public key').optional(),
    WEB_PUSH_VAPID_PRIVATE_KEY: base64UrlBytes(32, 'P-256 private key').optional(),
    WEB_PUSH_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// contact')
      .optional(),
    // FCM HTTP v1 for the Android/iOS wrappers: the service-account key JSON; the API origin is
    // replaceable for tests.
    FCM_SERVICE_ACCOUNT_JSON: fcmServiceAccountJson,
    FCM_API_URL: httpUrl.default('https://fcm.googleapis.com'),
    // Each call to a push service (and FCM's token exchange) gives up after this long.
    PUSH_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    // Places search for games (integrations/places): Kakao Local with its REST API key, then Google
    // Places (Text Search, New); with neither, or when a call fails, the offline lists answer. The
    // base URLs are replaceable for tests.
    KAKAO_REST_API_KEY: z.string().optional(),
    KAKAO_LOCAL_BASE_URL: httpUrl.default('https://dapi.kakao.com'),
    GOOGLE_PLACES_API_KEY: z.string().optional(),
    GOOGLE_PLACES_BASE_URL: httpUrl.default('https://places.googleapis.com'),
    // Each call to a places provider gives up after this long.
    PLACES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (config.NODE_ENV === 'production' && config.DEMO_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message: 'cannot be on with NODE_ENV=production (demo login hands out administrator tokens)',
      });
    }
    for (const { required, extra } of Object.values(SOCIAL_PROVIDER_KEYS)) {
      const isSet = (key: (typeof required)[number] | (typeof extra)[number]) => {
        const value = config[key];
        return Array.isArray(value) ? value.length > 0 : value !== undefined;
      };
      const given = [...required, ...extra].filter(isSet);
      if (given.length === 0) continue;
      for (const key of required.filter((key) => !isSet(key))) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is required with ${given.join(', ')}` });
      }
    }
    const ruleNamingGiven = RULE_NAMING_KEYS.filter((key) => config[key] !== undefined);
    if (ruleNamingGiven.length > 0) {
      for (const key of RULE_NAMING_KEYS.filter((key) => config[key] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required with ${ruleNamingGiven.join(', ')}`,
        });
      }
    }
    for (const keys of Object.values(PUSH_PROVIDER_KEYS)) {
      const given = keys.filter((key) => config[key] !== undefined);
      if (given.length === 0) continue;
      for (const key of keys.filter((key) => config[key] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is required with ${given.join(', ')}` });
      }
    }
    if (
      config.WEB_PUSH_VAPID_PUBLIC_KEY &&
      config.WEB_PUSH_VAPID_PRIVATE_KEY &&
      !isVapidKeyPair(config.WEB_PUSH_VAPID_PUBLIC_KEY, config.WEB_PUSH_VAPID_PRIVATE_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_PUSH_VAPID_PRIVATE_KEY'],
        message: 'does not belong to WEB_PUSH_VAPID_PUBLIC_KEY',
      });
    }
    if (config.FCM_SERVICE_ACCOUNT_JSON && !isRsaPrivateKey(config.FCM_SERVICE_ACCOUNT_JSON.private_key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['FCM_SERVICE_ACCOUNT_JSON'],
        message: 'private_key must be the PEM RSA key of the service account',
      });
    }
    if (config.APPLE_PRIVATE_KEY && !isP256PrivateKey(config.APPLE_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PRIVATE_KEY'],
        message: 'must be the PEM (PKCS#8, P-256) content of the .p8 key from Apple',
      });
    }
  });

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/** The private key derives the public one (a pair copied from two different generations fails). */
function isVapidKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

function isRsaPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment; throws ConfigError naming every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `KEY=` in an env file or a shell means "not set", not "set to an invalid empty value".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ConfigSchema.safeParse(given);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production';

/** Where the server listens: HOST when set, else loopback in demo mode and every interface otherwise. */
export const listenHost = (config: Pick<Config, 'HOST' | 'DEMO_MODE'>) =>
  config.HOST ?? (config.DEMO_MODE ? '127.0.0.1' : '0.0.0.0');

/** /docs: on outside production unless API_DOCS=false; in production only with API_DOCS=true. */
export const apiDocsEnabled = (config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>) =>
  config.API_DOCS ?? !isProduction(config);
