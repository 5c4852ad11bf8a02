// Finds a Chromium for the browser tests: CHROME_PATH, the Debian package, or a browser that
// Playwright installed. Where none exists and apt-get can be used, installs Debian's chromium
// with CJK fonts (Korean text renders as boxes without them).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

function playwrightBrowsers() {
  const base = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => name.startsWith('chromium'))
    .flatMap((name) => [
      join(base, name, 'chrome-linux', 'chrome'),
      join(base, name, 'chrome-linux64', 'chrome'),
    ]);
}

function candidates() {
  return [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...playwrightBrowsers(),
  ].filter(Boolean);
}

function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

export function findChromium({ install = true } = {}) {
  const found = candidates().find((path) => existsSync(path));
  if (found) return found;
  if (install && canApt()) {
    console.log('[test] Chromium not found: installing chromium and fonts-noto-cjk with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env,
    });
    return findChromium({ install: false });
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium fonts-noto-cjk`) ' +
      'or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}
