// First, so that it holds the young generation's growth while everything below loads.
import './lib/hold-young-generation';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';

/** Process entry: configuration, database, listen, graceful shutdown. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (config.redisUrl && !config.secretKey)
    // Each process would make its own key in its DATA_DIR: a cookie signed or a token sealed by one
    // process could not be read by another.
    logger.warn('REDIS_URL is set but SECRET_KEY is not: every server process must share one SECRET_KEY');
  if (config.env !== 'production' && /^http:\/\/(localhost|127\.[\d.]+|\[::1\]):\d+$/.test(config.publicUrl))
    // Development without PUBLIC_URL: payment return pages and sign-in redirects lead to this machine.
    logger.info(
      { publicUrl: config.publicUrl },
      'links back to the app use this address; set PUBLIC_URL (and NODE_ENV=production) when others reach the server',
    );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost; a new one opens on next use'),
  });
  logger.info({ database: database.kind }, 'database ready');
  const app = await buildApp({ config, database, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
