import { runCli } from '../../cli.ts';
import { isProduction, loadConfig } from '../../config.ts';

if (isProduction(loadConfig())) {
  console.error('Demo data never loads in production (NODE_ENV=production).');
  process.exit(1);
}
await runCli(async (_runtime, log) => log.info('seed complete'), { seed: true });
