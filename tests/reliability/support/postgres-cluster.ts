import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** PostgreSQL's programs: POSTGRES_BIN, else Debian's newest installed version. */
function postgresBinaries(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1) ?? '15', 'bin');
}

export interface PostgresCluster {
  /** The server's address, database `postgres`. */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open sessions are ended, as when an operator restarts the server. */
  stop(): Promise<void>;
  /** Stops the server and removes its files. */
  remove(): Promise<void>;
}

/**
 * A private PostgreSQL server in a temporary directory on `port`, that a test may stop
 * and start without touching the machine's own server. PostgreSQL refuses to run as root,
 * so as root its programs run as the `postgres` user.
 */
export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'directory-postgres-'));
  const dataDir = path.join(folder, 'data');
  const binaries = postgresBinaries();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    chownSync(folder, uid, uid);
  }
  const postgres = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binaries, program), ...args])
      : run(path.join(binaries, program), args);
  const pgCtl = (args: string[]) => postgres('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);

  const initdbFlags = '-A trust -U postgres -E UTF8 --no-sync'.split(' ');
  await postgres('initdb', ['-D', dataDir, ...initdbFlags]);
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pgCtl(['-o', settings, '-l', path.join(folder, 'server.log'), 'start']);
  };
  const stop = async () => {
    await pgCtl(['-m', 'fast', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      // A test that failed while the server was stopped leaves nothing to stop.
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
