import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { seedReferenceData } from './db/seed';
import { webDistDir } from './plugins/web-app';

/** How long a stop may take before the process ends regardless. */
const SHUTDOWN_DEADLINE_MS = 15_000;
/** How often a stopping server closes the connections whose last request was answered. */
const IDLE_CONNECTION_SWEEP_MS = 50;

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await seedReferenceData(database.db);

const app = await buildApp({
  config,
  database,
  webDistDir,
  logger: { level: config.logLevel },
});
database.onConnectionError((error) =>
  app.log.warn({ err: error }, 'a database connection broke; the next query opens a new one'),
);

/**
 * Stops taking connections, answers the requests already taken, then closes the database.
 * Node closes the idle keep-alive connections once, when the close begins; a connection
 * whose request was still being answered would then hold the close for its whole keep-alive
 * timeout (72 s), so idle connections are closed again until none is left.
 */
async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ signal }, `shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_CONNECTION_SWEEP_MS);
  await app.close();
  clearInterval(sweep);
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
