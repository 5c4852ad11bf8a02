import { runCli } from '../cli.ts';

// openRuntime migrates; nothing else to do.
await runCli(async (_runtime, log) => log.info('migrations applied'));
