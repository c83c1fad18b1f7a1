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
  port: number;
  start(): Promise<void>;
  /** A fast shutdown: open sessions are ended, as when an operator restarts the server. */
  stop(): Promise<void>;
  /** Stops the server and removes its files. */
  remove(): Promise<void>;
}

/**
 * PostgreSQL's programs, run in `folder`'s name: PostgreSQL refuses to run as root, so as
 * root they run as the `postgres` user, who is given the folder.
 */
async function postgresPrograms(folder: string) {
  const binaries = postgresBinaries();
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    chownSync(folder, uid, uid);
    return (program: string, args: string[]) =>
      run('runuser', ['-u', 'postgres', '--', path.join(binaries, program), ...args]);
  }
  return (program: string, args: string[]) => run(path.join(binaries, program), args);
}

/** Starts a server on a data directory made in `folder`, and offers to stop and remove it. */
async function startCluster(
  folder: string,
  dataDir: string,
  port: number,
  postgres: Awaited<ReturnType<typeof postgresPrograms>>,
): Promise<PostgresCluster> {
  const pgCtl = (args: string[]) => postgres('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
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
    port,
    start,
    stop,
    remove: async () => {
      // A test that failed while the server was stopped leaves nothing to stop.
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A private PostgreSQL server in a temporary directory on `port`, that a test may stop
 * and start without touching the machine's own server. It accepts replication
 * connections from 127.0.0.1 (initdb's own rules), so replicas can be made of it.
 */
export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'directory-postgres-'));
  const dataDir = path.join(folder, 'data');
  const postgres = await postgresPrograms(folder);
  await postgres('initdb', ['-D', dataDir, ...'-A trust -U postgres -E UTF8 --no-sync'.split(' ')]);
  return startCluster(folder, dataDir, port, postgres);
}

/**
 * A streaming replica of `primary` on `port`: a base backup of the primary's files
 * (`pg_basebackup -R` writes the standby settings) started as a hot standby, which
 * replays the primary's changes as they come and answers reads meanwhile. The backup asks
 * for an immediate checkpoint: a spread one waits minutes after a large write.
 */
export async function createStreamingReplica(
  primary: PostgresCluster,
  port: number,
): Promise<PostgresCluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'directory-replica-'));
  const dataDir = path.join(folder, 'data');
  const postgres = await postgresPrograms(folder);
  await postgres('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
    ...['-D', dataDir, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast'],
  ]);
  return startCluster(folder, dataDir, port, postgres);
}
