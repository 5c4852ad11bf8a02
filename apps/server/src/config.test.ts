import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO_DATA: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad key', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('refuses production without AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('splits comma lists', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.kr, https://b.kr,' }).CORS_ORIGINS).toEqual([
      'https://a.kr',
      'https://b.kr',
    ]);
  });
});
