import { runCli } from '../../cli.ts';
import { loadConfig } from '../../config.ts';

// Demo accounts are only reachable through the demo login, which exists only in demo mode.
if (!loadConfig().DEMO_MODE) {
  console.error('Demo data loads only in demo mode: run with DEMO_MODE=true (never in production).');
  process.exit(1);
}
await runCli(async (_runtime, log) => log.info('seed complete'), { seed: true });
