import type { Config } from '../config.ts';

/**
 * The base every absolute URL we hand out starts with (image URLs, sign-in returns): PUBLIC_URL,
 * else this server as it listens (http://localhost:3000 in development; a wildcard host such as
 * 0.0.0.0 is not an address a browser can use, so it reads as localhost). Never ends with '/'.
 */
export function publicBaseUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const wildcard = config.HOST === '0.0.0.0' || config.HOST === '::' || config.HOST === '';
  const host = wildcard ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}
