import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 3430;
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const builtServer = path.join(repositoryRoot, 'dist/server/main.js');
const ADMIN = { email: 'boss@example.com', username: 'boss', password: 'Str0ng!pass' };
/** The README's way: the password in a file, never on the command line npm echoes. */
const createAdmin = (passwordFile: string) => [
  ...['create-admin', '--email', ADMIN.email],
  ...['--username', ADMIN.username, '--password-file', passwordFile],
];

let dataDir: string;
let started: ChildProcess | undefined;
let startOutput = '';

/** The settings of an operator's first start: the embedded database in a new folder. */
function operatorEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
  };
}

/** `npm <args>` in the project folder, in a process group of its own so that it can be stopped whole. */
function npm(args: string[], onOutput: (chunk: string) => void) {
  const child = spawn('npm', args, {
    cwd: repositoryRoot,
    env: operatorEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', onOutput);
  child.stderr!.setEncoding('utf8').on('data', onOutput);
  return child;
}

async function waitForAnswer(address: string, timeoutMs = 170_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started?.exitCode !== null) throw new Error(`npm start ended:\n${startOutput}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}${address}`);
      if (response.ok) return response;
    } catch {
      // Not listening yet (it may be building first).
    }
    await sleep(250);
  }
  throw new Error(`npm start did not answer on port ${PORT}:\n${startOutput}`);
}

/** The command line of the process that wrote "Server listening" (pino writes its pid). */
function listeningProcessCommand() {
  const line = startOutput
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as { pid: number; msg?: string })
    .find((entry) => entry.msg?.startsWith('Server listening'));
  if (!line) throw new Error(`No "Server listening" line:\n${startOutput}`);
  return execFileSync('ps', ['-o', 'args=', '-p', String(line.pid)], { encoding: 'utf8' }).trim();
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-npm-start-'));
});

afterAll(async () => {
  if (started?.exitCode === null) {
    const ended = new Promise((resolve) => started!.once('close', resolve));
    process.kill(-started.pid!, 'SIGTERM');
    await ended;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an operator’s first start on a fresh clone', () => {
  it('creates an admin with the compiled commands, then npm start rebuilds the server from its sources and runs it as JavaScript on a fresh database', async () => {
    // A build older than every source, as after a pull: npm start must not run it as it is.
    const longAgo = new Date('2001-01-01');
    if (existsSync(builtServer)) utimesSync(builtServer, longAgo, longAgo);

    let cliOutput = '';
    const passwordFile = path.join(dataDir, 'admin-password');
    writeFileSync(passwordFile, `${ADMIN.password}\n`, { mode: 0o600 });
    const cli = npm(
      ['run', 'cli', '--', ...createAdmin(passwordFile)],
      (chunk) => (cliOutput += chunk),
    );
    const cliCode = await new Promise((resolve) => cli.once('close', resolve));
    expect(cliOutput).toContain('Created the admin boss.');
    expect(cliOutput).not.toContain(ADMIN.password);
    expect(cliCode).toBe(0);

    started = npm(['start'], (chunk) => (startOutput += chunk));
    const categories = (await (await waitForAnswer('/api/categories')).json()) as unknown[];
    expect(categories.length).toBeGreaterThan(0);

    const command = listeningProcessCommand();
    // Node with the heap sizes npm start sets (README, Performance), on the built JavaScript.
    expect(command).toMatch(
      /(^|\/)node --max-old-space-size=\d+ --max-semi-space-size=\d+ dist\/server\/main\.js$/,
    );
    expect(command).not.toMatch(/tsx|\.ts\b/);
    expect(statSync(builtServer).mtime.getTime()).toBeGreaterThan(longAgo.getTime());

    const home = await waitForAnswer('/');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<title>VerifiedVoices');

    const signIn = await fetch(`http://127.0.0.1:${PORT}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ username: 'boss', role: 'admin' });
  });
});
