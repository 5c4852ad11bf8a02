import { isIP } from 'node:net';

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1 and `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  if (bare.startsWith('::ffff:')) return isLoopbackHost(bare.slice('::ffff:'.length));
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * The line main.ts logs at warn level when demo mode listens beyond this machine: anyone who reaches
 * the port can sign in as any demo account, the administrator included.
 */
export function demoExposureWarning(config: { DEMO_MODE: boolean }, host: string): string | null {
  if (!config.DEMO_MODE || isLoopbackHost(host)) return null;
  return (
    `!!! DEMO MODE is listening on ${host}: anyone who can reach this port can sign in as any demo ` +
    'account, including an ADMINISTRATOR. Use it only on a trusted network, set HOST=127.0.0.1, or ' +
    'turn DEMO_MODE off. !!!'
  );
}
