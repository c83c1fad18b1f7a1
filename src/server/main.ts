import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './platform/database/client';
import { describeError, loggerOptions } from './platform/logging';
import { keptMailNotice } from './modules/mail';
import { prepareDatabase } from './composition/prepare-database';
import { takeOperatorCommands } from './composition/operator-socket';
import { webDistDir, webServerDistDir } from './pages/web-app';

/** How long a stop may take before the process ends regardless. */
const SHUTDOWN_DEADLINE_MS = 15_000;
/** How long a stopping server goes on responding, each response closing its connection. */
const DRAIN_MS = 1000;
/** While stopping, how long a connection may stay open after its last response. */
const STOPPING_KEEP_ALIVE_MS = 100;

const config = loadConfig();
/** The process's one log, JSON lines from the first to the last, the app's included. */
const log = pino(loggerOptions(config.logLevel));

/** Ends a start that cannot go on, saying why (and no secret) instead of a stack. */
function refuseToStart(error: unknown): never {
  log.fatal(`The app could not start: ${describeError(error)}`);
  process.exit(1);
}

const database = await openConfiguredDatabase(config).catch(refuseToStart);
for (const notice of await prepareDatabase(database).catch(refuseToStart)) log.warn(notice);

const app = await buildApp({ config, database, webDistDir, webServerDistDir, logger: log });
database.onConnectionError((error, server) =>
  app.log.warn(
    { database: server, cause: describeError(error) },
    `a connection to the ${server} broke; the next query opens a new one`,
  ),
);
database.onReplicaStateChange((replica, state, error) => {
  if (state.usable) app.log.info({ replica, lagMs: state.lagMs }, 'read replica in use');
  else
    app.log.warn(
      { replica, reason: state.reason, lagMs: state.lagMs, cause: error && describeError(error) },
      `read replica passed over (${state.reason}); the primary answers its reads`,
    );
});

// The embedded database is this process's alone: operator commands come to it.
const stopTakingOperatorCommands = config.databaseUrl
  ? async () => {}
  : await takeOperatorCommands(app.db, config).catch(refuseToStart);

let stopping = false;
/** Responses being prepared, so that a stop can tell their clients not to send more on them. */
const unanswered = new Set<ServerResponse>();
const closeAfterResponse = (response: ServerResponse) => {
  if (!response.headersSent) response.setHeader('Connection', 'close');
};
app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
  if (stopping) return closeAfterResponse(response);
  unanswered.add(response);
  response.once('close', () => unanswered.delete(response));
});

/**
 * Responds to the requests already taken, and those arriving for a moment more, each
 * response closing its connection; then stops listening and closes the database. Closing a
 * kept-alive connection at once could drop a request the client had already sent on it and
 * the server had not yet read; leaving it open would hold the close for its keep-alive
 * timeout (72 s).
 */
async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ signal }, `shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  stopping = true;
  unanswered.forEach(closeAfterResponse);
  // A download whose headers went out before the stop keeps its connection; close it soon after.
  app.server.keepAliveTimeout = STOPPING_KEEP_ALIVE_MS;
  await sleep(DRAIN_MS);
  await stopTakingOperatorCommands();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const ownAddress = await app.listen({ port: config.port, host: config.host });
// Whatever LOG_LEVEL says: people and scripts wait for this line.
const announce = app.log.child({}, { level: 'info' });
announce.info(
  { publicUrl: config.publicUrl, instance: ownAddress },
  `VerifiedVoices is ready: open ${config.publicUrl} (this instance: ${ownAddress})`,
);
const keptMail = await keptMailNotice(app.db, config);
if (keptMail) announce.info(keptMail);
