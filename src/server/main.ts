import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { seedReferenceData } from './db/seed';
import { webDistDir } from './plugins/web-app';

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

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
