import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { loadConfig } from './config';
import {
  type CommandOutcome,
  isOperatorCommand,
  runOperatorCommand,
  USAGE,
} from './composition/operator-commands';
import { prepareDatabase } from './composition/prepare-database';
import {
  DatabaseInUseError,
  type DatabaseHandle,
  openConfiguredDatabase,
} from './platform/database/client';
import { askRunningApp } from './platform/control/control-socket';
import { describeError } from './platform/logging';
import { operatorSocketPath } from './composition/operator-socket';

const [name, ...givenArgs] = process.argv.slice(2);
if (!isOperatorCommand(name)) {
  console.error(USAGE);
  process.exit(name ? 1 : 0);
}

const PASSWORD_ON_COMMAND_LINE =
  '--password is visible to other users of this machine and kept in shell history: leave it out to be asked for it, or pass --password-file FILE';

const firstLine = (text: string) => text.split(/\r?\n/)[0] ?? '';

/** Everything on stdin, when it is piped in rather than typed. */
async function pipedInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * create-admin's arguments with its password, which is never needed on the command line:
 * read from --password-file, piped on stdin, or asked for without echoing it. --password
 * still works, with a warning.
 */
async function withPassword(args: string[]): Promise<string[]> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string', default: '' },
      username: { type: 'string', default: '' },
      password: { type: 'string' },
      'password-file': { type: 'string' },
    },
  });
  let password = values.password;
  if (password !== undefined) console.error(PASSWORD_ON_COMMAND_LINE);
  const file = values['password-file'];
  if (file !== undefined) password = firstLine(readFileSync(file, 'utf8'));
  password ??= process.stdin.isTTY
    ? String(await read({ prompt: 'Password for the admin: ', silent: true, replace: '*' }))
    : firstLine(await pipedInput());
  return ['--email', values.email, '--username', values.username, '--password', password];
}

/**
 * The files an import names, made absolute: the running app that may carry the command out
 * works in its own folder.
 */
function withAbsolutePaths(command: string, args: string[]): string[] {
  if (command !== 'import-wikidata') return args;
  return args.map((arg, index) =>
    !arg.startsWith('--') && (index === 0 || args[index - 1] === '--categories')
      ? path.resolve(arg)
      : arg,
  );
}

/**
 * Runs the command on the configured database; when the embedded database is held by the
 * app running on the same data folder, that app carries it out, and the operator is told so.
 */
async function run(command: string, args: string[]): Promise<CommandOutcome> {
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const answer = await askRunningApp(operatorSocketPath(config), { command, args });
    if (!answer) throw error;
    console.error('The app running on this data folder carried out the command.');
    return answer;
  }
  try {
    for (const notice of await prepareDatabase(database)) console.error(notice);
    return await runOperatorCommand(command, args, database.db, config);
  } finally {
    await database.close();
  }
}

try {
  const args = withAbsolutePaths(
    name,
    name === 'create-admin' ? await withPassword(givenArgs) : givenArgs,
  );
  const { output, failed } = await run(name, args);
  (failed ? console.error : console.log)(output);
  if (failed) process.exitCode = 1;
} catch (error) {
  console.error(describeError(error));
  process.exitCode = 1;
}
