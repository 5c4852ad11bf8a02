import { pino } from 'pino';
import { safeLoggerOptions } from './http/log-safety.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openRuntime, type Runtime } from './runtime.ts';

/** Runs a command-line task with the same configuration and database the server would use. */
export async function runCli(
  task: (runtime: Runtime, log: pino.Logger) => Promise<void>,
  options: { seed?: boolean } = {},
) {
  const log = pino(safeLoggerOptions('info'));
  let runtime: Runtime | undefined;
  try {
    runtime = await openRuntime(loadConfig(), log, options);
    await task(runtime, log);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await runtime?.close();
  }
}
