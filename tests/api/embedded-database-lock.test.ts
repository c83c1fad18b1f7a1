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
import { people, users } from '../../src/server/platform/database/schema';

const IN_USE = /The embedded database in .* is in use by another process/;
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

/** Runs a script of the app as its own process on the test's data folder. */
function runScript(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '3431', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
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
});
