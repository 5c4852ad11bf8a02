import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverRoot } from './paths.ts';

// The real entry point as operators run it: separate processes, real signals, real exit codes.
const running: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(join(serverRoot, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: '',
      DATABASE_URL: '',
      ...env,
    },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('is ready') ? resolve() : undefined);
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`exited before ready:\n${output}`)));
  });
  ready.catch(() => {}); // awaited only by tests that expect the server to come up

  return { child, ready, exited, output: () => output };
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('main', () => {
  it('refuses to start a second server on the same data folder, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-main-'));
    const first = startServer({ DATA_DIR: dataDir });
    await first.ready;
    expect(existsSync(join(dataDir, 'hanpan.lock'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(73);
    expect(second.output()).toContain('already in use');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(existsSync(join(dataDir, 'hanpan.lock'))).toBe(false);
  });

  it('listens on 127.0.0.1 in demo mode without HOST, and warns loudly when HOST opens it up', async () => {
    const local = startServer({
      DEMO_MODE: 'true',
      HOST: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hanpan-main-')),
    });
    await local.ready;
    expect(local.output()).toMatch(/is ready at http:\/\/127\.0\.0\.1:\d+ .*demo mode/);
    expect(local.output()).not.toContain('DEMO MODE is listening');
    local.child.kill('SIGTERM');
    expect(await local.exited).toBe(0);

    const open = startServer({
      DEMO_MODE: 'true',
      HOST: '0.0.0.0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hanpan-main-')),
    });
    await open.ready;
    // The warning follows the ready line on its own log write.
    await vi.waitFor(() => expect(open.output()).toContain('DEMO MODE is listening on 0.0.0.0'));
    open.child.kill('SIGTERM');
    expect(await open.exited).toBe(0);
    // Two real servers, each creating a data folder and loading demo data: slow on a busy CI machine.
  }, 90_000);

  it('refuses demo mode in production', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      AUTH_SECRET: 's'.repeat(40),
      DEMO_MODE: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hanpan-main-')),
    });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('DEMO_MODE');
  });

  it('exits non-zero naming the bad setting', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'hanpan-main-')) });
    expect(await server.exited).toBe(78);
    expect(server.output()).toMatch(/PORT/);
  });
});
