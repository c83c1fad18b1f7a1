import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  openConfiguredDatabase,
} from '../../src/server/platform/database/client';
import { people, users } from '../../src/server/model/schema';

const IN_USE = /The embedded database in .* is in use by another process/;
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

/** Starts a script of the app as its own process on a data folder (the test's by default). */
function startScript(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
  input?: string,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '3431', LOG_LEVEL: 'warn', ...env },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (input !== undefined) child.stdin!.end(input);
  return child;
}

/** Runs a script of the app to its end; what it printed, and its exit code. */
function runScript(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
  input?: string,
) {
  const child = startScript(script, args, env, input);
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
}

const cli = (...args: string[]) => runScript('src/server/cli.ts', args);
const ADMIN = ['--email', 'boss@example.com', '--username', 'boss', '--password', 'Str0ng!pass'];

async function countRows(database: DatabaseHandle) {
  const [peopleRow] = await database.db.select({ total: count() }).from(people);
  const [usersRow] = await database.db.select({ total: count() }).from(users);
  return { people: peopleRow!.total, users: usersRow!.total };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-lock-'));
  const created = await openConfiguredDatabase({ dataDir });
  await created.migrate();
  await created.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database is one process’s alone', () => {
  it('refuses operator commands and a second server while a process has it open, changing nothing', async () => {
    const running = await openConfiguredDatabase({ dataDir });
    try {
      const [seeded, admin, imported, server] = await Promise.all([
        cli('seed-demo', '--people', '5'),
        cli('create-admin', ...ADMIN),
        cli('import-wikidata', 'tests/fixtures/wikidata/first-dump.json'),
        runScript('src/server/main.ts'),
      ]);
      for (const refused of [seeded, admin, imported]) {
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(IN_USE);
        expect(refused.output).toContain('Stop that process first, then run this again');
        expect(refused.output).not.toMatch(/Loaded demo data|Created the admin|Read \d+ entities/);
      }
      expect(server.code).toBe(1);
      expect(server.output).toMatch(/The app could not start: The embedded database in .* in use/);
      expect(await countRows(running)).toEqual({ people: 0, users: 0 });
    } finally {
      await running.close();
    }
  }, 60_000);

  it('lets a command run once the process holding it has closed it', async () => {
    const loaded = await cli('seed-demo', '--people', '5');
    expect(loaded.output).toContain('Loaded demo data: 5 people');
    expect(loaded.code).toBe(0);
    const created = await cli('create-admin', ...ADMIN);
    expect(created.output).toContain('Created the admin boss.');
    const checked = await cli('check-voter-pairs');
    expect(checked.output).toContain('The kept counts agree with the votes');
    expect(checked.code).toBe(0);

    const reopened = await openConfiguredDatabase({ dataDir });
    try {
      expect((await countRows(reopened)).people).toBe(5);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('has the running app carry out operator commands, so the README’s order works', async () => {
    const appDir = mkdtempSync(path.join(os.tmpdir(), 'directory-running-'));
    const port = '3437';
    const app = startScript('src/server/main.ts', [], { DATA_DIR: appDir, PORT: port });
    let log = '';
    app.stdout!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    app.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    const ended = new Promise((resolve) => app.once('close', resolve));
    try {
      await expect.poll(() => log, { timeout: 45_000 }).toContain('is ready');
      const beside = { DATA_DIR: appDir };
      const seeded = await runScript('src/server/cli.ts', ['seed-demo', '--people', '5'], beside);
      expect(seeded.code, seeded.output).toBe(0);
      expect(seeded.output).toContain(
        'The app running on this data folder carried out the command.',
      );
      expect(seeded.output).toContain('Loaded demo data: 5 people');

      // The password comes on stdin, never on the command line, and is never printed.
      const password = 'Piped!Passw0rd';
      const created = await runScript(
        'src/server/cli.ts',
        ['create-admin', '--email', 'chief@example.com', '--username', 'chief'],
        beside,
        `${password}\n`,
      );
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain('Created the admin chief.');
      expect(created.output).not.toContain(password);

      const base = `http://127.0.0.1:${port}`;
      const listed = await (await fetch(`${base}/api/people?limit=1`)).json();
      expect(listed.total).toBe(5);
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'chief@example.com', password }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ username: 'chief', role: 'admin' });

      const wrong = await runScript('src/server/cli.ts', ['seed-demo', '--people', 'many'], beside);
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain('--people must be a whole number from 1 to 100000');
    } finally {
      app.kill('SIGTERM');
      await ended;
      rmSync(appDir, { recursive: true, force: true });
    }
  }, 90_000);
});
