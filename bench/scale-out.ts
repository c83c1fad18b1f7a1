import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { administer, databaseAddress } from '../tests/helpers/postgres';
import {
  createPostgresCluster,
  createStreamingReplica,
  type PostgresCluster,
} from '../tests/reliability/support/postgres-cluster';
import type { LoadArgs } from './args';
import { freePort, type Server, startServer } from './processes';
import type { LabelledRun } from './report';
import { distinctReadMix, runAll, type Scenario } from './scenarios';

const run = promisify(execFile);

/** Starts one app instance on a primary and its replica, with the visitors' cache as given. */
export type StartInstance = (
  databaseUrl: string,
  readUrl: string,
  cacheSeconds: number,
) => Promise<Server>;

/** The name of the benchmark's copy of the data on the private primary. */
const COPY = 'bench';

/**
 * Copies the benchmark's database into a private primary (its own PostgreSQL server, whose
 * rules allow replication, which the machine's server may not), with pg_dump and
 * pg_restore piped into each other.
 */
async function copyDatabase(sourceUrl: string, primary: PostgresCluster): Promise<string> {
  await administer(primary.url, [`create database "${COPY}"`]);
  const target = databaseAddress(primary.url, COPY);
  const dump = spawn('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', sourceUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '-d', target], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  dump.stdout.pipe(restore.stdin);
  const exitOf = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve) => child.once('close', resolve));
  const [dumped, restored] = await Promise.all([exitOf(dump), exitOf(restore)]);
  if (dumped !== 0 || restored !== 0)
    throw new Error(`Copying the database failed (pg_dump ${dumped}, pg_restore ${restored})`);
  // The planner's statistics are not in a dump; without them the first plans would be poor.
  await run('psql', [target, '-qc', 'analyze']);
  return target;
}

async function startProxy(instances: Server[]): Promise<Server> {
  const port = await freePort();
  const ports = instances.map((instance) => new URL(instance.url).port);
  return startServer(
    'bench/proxy-server.ts',
    [String(port), ...ports],
    process.env,
    port,
    '/api/categories',
  );
}

async function measure(
  label: string,
  instances: Server[],
  reads: Scenario[],
  args: LoadArgs,
  log: (line: string) => void,
  viaProxy: boolean,
): Promise<LabelledRun> {
  const proxy = viaProxy ? await startProxy(instances) : undefined;
  try {
    log(`${label}:`);
    return {
      label,
      results: await runAll(reads, distinctReadMix(reads), (proxy ?? instances[0]!).url, args, log),
    };
  } finally {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

/**
 * The several-machine set-up on one machine: the benchmark's data on a PostgreSQL primary
 * with one streaming replica, read by one app instance alone, then by two behind a
 * round-robin proxy (the visitors' cache off, then on), on the distinct reads.
 */
export async function runScaleOut({
  sourceUrl,
  reads,
  args,
  log,
  startInstance,
  cacheOnSeconds,
}: {
  /** The benchmark's database, copied to the private primary. */
  sourceUrl: string;
  reads: Scenario[];
  args: LoadArgs;
  log: (line: string) => void;
  startInstance: StartInstance;
  cacheOnSeconds: number;
}): Promise<LabelledRun[]> {
  const distinct = reads.filter((scenario) => scenario.kind !== 'home');
  const primary = await createPostgresCluster(await freePort());
  let replica: PostgresCluster | undefined;
  try {
    log('Copying the data to a private primary and making a streaming replica of it …');
    const primaryUrl = await copyDatabase(sourceUrl, primary);
    replica = await createStreamingReplica(primary, await freePort());
    const replicaUrl = databaseAddress(replica.url, COPY);
    const instances = (count: number, cacheSeconds: number) =>
      Promise.all(
        Array.from({ length: count }, () => startInstance(primaryUrl, replicaUrl, cacheSeconds)),
      );
    return [
      await measure(
        '1 instance + replica, cache off',
        await instances(1, 0),
        distinct,
        args,
        log,
        false,
      ),
      await measure(
        '2 instances + replica, cache off',
        await instances(2, 0),
        distinct,
        args,
        log,
        true,
      ),
      await measure(
        '2 instances + replica, cache on',
        await instances(2, cacheOnSeconds),
        distinct,
        args,
        log,
        true,
      ),
    ];
  } finally {
    await replica?.remove();
    await primary.remove();
  }
}
