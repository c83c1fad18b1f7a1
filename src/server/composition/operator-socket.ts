import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../platform/database/client';
import { listenForOperators } from '../platform/control/control-socket';
import { runOperatorCommand } from './operator-commands';

/** Where the app on an embedded database takes operator commands: beside the database. */
export const operatorSocketPath = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'operator.sock');

/**
 * Lets `npm run cli` reach the app that holds the embedded database (one process's alone):
 * the app carries the command out on its own connection and replies with what it printed.
 * Returns how to stop listening.
 */
export function takeOperatorCommands(db: Database, config: Config) {
  return listenForOperators(operatorSocketPath(config), ({ command, args }) =>
    runOperatorCommand(command, args, db, config),
  );
}
