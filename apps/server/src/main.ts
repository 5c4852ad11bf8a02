import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, listenHost, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { safeLoggerOptions } from './http/log-safety.ts';
import { demoExposureWarning } from './http/demo-exposure.ts';
import { defaultWebDistDir } from './paths.ts';
import { openRuntime } from './runtime.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = pino(safeLoggerOptions(config.LOG_LEVEL));

  let runtime;
  try {
    runtime = await openRuntime(config, logger, { seed: true });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(73); // EX_CANTCREAT
    }
    throw error;
  }

  const app = await buildApp({
    config,
    ...runtime,
    logger,
    webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await runtime.close();
      logger.info('bye');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const host = listenHost(config);
  const address = await app.listen({ host, port: config.PORT });
  logger.info(
    `한판 is ready at ${address} (database: ${runtime.database.driver}${config.DEMO_MODE ? ', demo mode' : ''})`,
  );
  const exposed = demoExposureWarning(config, host);
  if (exposed) logger.warn(exposed);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
