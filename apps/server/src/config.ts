import { z } from 'zod';

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

/**
 * Every setting the server reads, validated once at start. Nothing else reads process.env, so this
 * schema is also the documentation of the configuration (README "Configuration" mirrors it).
 */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
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
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
  });

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
