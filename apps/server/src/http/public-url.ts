import { listenHost, type Config } from '../config.ts';

/**
 * The base every absolute URL we hand out starts with (image URLs, sign-in returns): PUBLIC_URL,
 * else this server as it listens (http://localhost:3000 in development; a wildcard host such as
 * 0.0.0.0 is not an address a browser can use, so it reads as localhost). Never ends with '/'.
 */
export function publicBaseUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'DEMO_MODE'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const bound = listenHost(config);
  const wildcard = bound === '0.0.0.0' || bound === '::' || bound === '';
  const host = wildcard ? 'localhost' : bound.includes(':') ? `[${bound}]` : bound;
  return `http://${host}:${config.PORT}`;
}
