import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { defaultDataDir, repoRoot } from './paths.ts';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: defaultDataDir,
      SEED_DEMO_DATA: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('resolves the data folder from the repository root, whatever the working directory', () => {
    expect(defaultDataDir).toBe(join(repoRoot, 'data'));
    expect(existsSync(join(repoRoot, 'apps/server/package.json'))).toBe(true);
    const cwd = process.cwd();
    try {
      process.chdir(join(repoRoot, 'apps/server'));
      expect(loadConfig({}).DATA_DIR).toBe(defaultDataDir);
      expect(loadConfig({ DATA_DIR: './data' }).DATA_DIR).toBe(defaultDataDir);
      expect(loadConfig({ DATA_DIR: 'var/hanpan' }).DATA_DIR).toBe(join(repoRoot, 'var/hanpan'));
      expect(loadConfig({ DATA_DIR: '/srv/hanpan' }).DATA_DIR).toBe('/srv/hanpan');
    } finally {
      process.chdir(cwd);
    }
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

  it('keeps the live-match score send rate at 5 a second unless raised, and refuses nonsense', () => {
    expect(loadConfig({}).SCORE_SEND_PER_SECOND).toBe(5);
    expect(loadConfig({ SCORE_SEND_PER_SECOND: '1000' }).SCORE_SEND_PER_SECOND).toBe(1000);
    for (const bad of ['0', '2.5', 'fast', '100000']) {
      expect(() => loadConfig({ SCORE_SEND_PER_SECOND: bad })).toThrow(/SCORE_SEND_PER_SECOND/);
    }
  });

  it('refuses production without AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('keeps demo mode off unless asked, and refuses it in production', () => {
    expect(loadConfig({}).DEMO_MODE).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32), DEMO_MODE: 'true' }),
    ).toThrow(/DEMO_MODE: cannot be on with NODE_ENV=production/);
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

  describe('AI rule naming keys', () => {
    const complete = {
      RULE_NAMING_BASE_URL: 'https://api.openai.com/v1',
      RULE_NAMING_API_KEY: 'sk-test',
      RULE_NAMING_MODEL: 'gpt-4o-mini',
    };

    it('is off by default with an 8 s deadline, and on with all three keys', () => {
      const off = loadConfig({});
      expect(off.RULE_NAMING_BASE_URL).toBeUndefined();
      expect(off.RULE_NAMING_TIMEOUT_MS).toBe(8000);
      expect(loadConfig({ ...complete, RULE_NAMING_TIMEOUT_MS: '3000' })).toMatchObject({
        ...complete,
        RULE_NAMING_TIMEOUT_MS: 3000,
      });
    });

    it('refuses some of the keys without the others (an empty one counts as unset), and a non-http URL', () => {
      expect(() => loadConfig({ RULE_NAMING_API_KEY: 'sk-test' })).toThrow(
        /RULE_NAMING_BASE_URL: is required with RULE_NAMING_API_KEY/,
      );
      expect(() => loadConfig({ ...complete, RULE_NAMING_MODEL: '' })).toThrow(
        /RULE_NAMING_MODEL: is required/,
      );
      expect(() => loadConfig({ ...complete, RULE_NAMING_BASE_URL: 'api.openai.com' })).toThrow(
        /RULE_NAMING_BASE_URL/,
      );
    });
  });

  describe('social sign-in keys', () => {
    const p256 = () =>
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string;
    const apple = {
      APPLE_CLIENT_ID: 'kr.hanpan.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
    };

    it('leaves every provider off by default, with the real Kakao API and a 5 s deadline', () => {
      const config = loadConfig({});
      expect(config.KAKAO_CLIENT_ID).toBeUndefined();
      expect(config.GOOGLE_NATIVE_CLIENT_IDS).toEqual([]);
      expect(config.KAKAO_API_URL).toBe('https://kapi.kakao.com');
      expect(config.OAUTH_HTTP_TIMEOUT_MS).toBe(5000);
    });

    it('refuses a half-configured provider, naming each missing key', () => {
      expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
        /GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID/,
      );
      expect(() => loadConfig({ KAKAO_CLIENT_SECRET: 'secret' })).toThrow(/KAKAO_CLIENT_ID/);
      try {
        loadConfig({ APPLE_NATIVE_CLIENT_IDS: 'kr.hanpan.ios' });
        expect.unreachable();
      } catch (error) {
        expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
          'APPLE_CLIENT_ID',
          'APPLE_TEAM_ID',
          'APPLE_KEY_ID',
          'APPLE_PRIVATE_KEY',
        ]);
      }
    });

    it('accepts complete providers, issuer overrides and native client lists', () => {
      const config = loadConfig({
        KAKAO_CLIENT_ID: 'rest-key',
        KAKAO_ISSUER: 'http://127.0.0.1:3198',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_NATIVE_CLIENT_IDS: 'android, ios',
      });
      expect(config.GOOGLE_NATIVE_CLIENT_IDS).toEqual(['android', 'ios']);
      expect(config.KAKAO_ISSUER).toBe('http://127.0.0.1:3198');
    });

    it('takes the Apple key with literal \\n on one line, and refuses anything but a P-256 key', () => {
      const pem = p256();
      const config = loadConfig({ ...apple, APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
      expect(config.APPLE_PRIVATE_KEY).toBe(pem.trim());
      const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string;
      for (const bad of ['not a key', rsa]) {
        expect(() => loadConfig({ ...apple, APPLE_PRIVATE_KEY: bad })).toThrow(/APPLE_PRIVATE_KEY: must be/);
      }
    });

    it('refuses issuer and API overrides that are not http(s) URLs, and a non-numeric Kakao app id', () => {
      expect(() => loadConfig({ GOOGLE_ISSUER: 'ftp://x.kr' })).toThrow(/GOOGLE_ISSUER/);
      expect(() => loadConfig({ KAKAO_API_URL: 'kapi.kakao.com' })).toThrow(/KAKAO_API_URL/);
      expect(() => loadConfig({ KAKAO_CLIENT_ID: 'k', KAKAO_APP_ID: 'abc' })).toThrow(/KAKAO_APP_ID/);
    });
  });
});
