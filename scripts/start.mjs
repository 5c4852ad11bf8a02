// `npm start`: build what is needed, then serve the app on the embedded database in demo mode
// (demo data and demo login, listening on 127.0.0.1 unless HOST is set). Set SKIP_BUILD=1 to reuse
// an existing build, DEMO_MODE=false to start without the demo. With NODE_ENV=production demo mode
// stays off (the server refuses to start with both).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const serverEntry = `${root}apps/server/dist/main.js`;

if (process.env.SKIP_BUILD !== '1' || !existsSync(serverEntry)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'development',
    ...(process.env.NODE_ENV === 'production' ? {} : { DEMO_MODE: 'true' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
