/**
 * The load benchmark: starts the app in production mode and a bare Fastify route serving
 * the same JSON, runs each scenario with autocannon and prints a markdown table.
 *   npm run bench -- [--duration 30] [--connections 50] [--database-url URL]
 *                    [--embedded [--people 100000]] [--embedded-only] [--out FILE]
 * See the README's Performance section.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  type Database,
  type DatabaseOptions,
  openDatabase,
  queryRows,
} from '../src/server/db/client';
import { seedReferenceData } from '../src/server/db/seed';
import { listDirectory } from '../src/server/modules/directory/service';
import { listPeople, lookUpPerson } from '../src/server/modules/people/service';
import { directoryQuerySchema } from '../src/shared/schemas/directory';
import { peopleQuerySchema } from '../src/shared/schemas/people';
import { type LoadArgs, parseLoadArgs } from './args';
import { describeError } from './errors';
import { type ExplainedCall, explainCall, explainText, openRecordingDatabase } from './explain';
import { sampleResidentMemory, startServer } from './processes';
import { comparisonTable, type ScenarioResult, resultsTable, typo } from './report';
import { buildScenarios, runScenario } from './scenarios';
import { seedBenchData } from './seed-data';
import { type WriteCheck, checkWrites, prepareWorkload } from './workload';

/** The profession whose one-typo form the search scenario sends. */
const PROFESSION = 'photographer';
const RSS_LIMIT_BYTES = 300 * 1024 * 1024;

type Target = { engine: 'postgresql'; url: string } | { engine: 'pglite'; dataDir: string };

interface Run {
  label: string;
  heading: string;
  results: ScenarioResult[];
  peakRss: number;
  writes: WriteCheck;
  explained: ExplainedCall[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const databaseOptions = (target: Target): DatabaseOptions =>
  target.engine === 'postgresql' ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir };

async function withDatabase<T>(target: Target, use: (db: Database) => Promise<T>) {
  const handle = await openDatabase(databaseOptions(target));
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

async function explainReads(
  target: Target,
  slug: string,
  nameQuery: string,
  professionQuery: string,
) {
  const database = await openRecordingDatabase(
    target.engine === 'postgresql' ? { url: target.url } : { dataDir: target.dataDir },
  );
  const people = (query: Record<string, string>) => (db: Database) =>
    listPeople(db, peopleQuerySchema.parse(query));
  try {
    return [
      await explainCall(database, 'home list, page 1', people({ page: '1' })),
      await explainCall(database, 'home list, page 500', people({ page: '500' })),
      await explainCall(database, `search name "${nameQuery}"`, people({ search: nameQuery })),
      await explainCall(
        database,
        `search profession typo "${professionQuery}"`,
        people({ search: professionQuery }),
      ),
      await explainCall(
        database,
        'verified, minRating=4',
        people({ verification: 'verified', minRating: '4' }),
      ),
      await explainCall(database, `person page /api/people/${slug}`, (db) =>
        lookUpPerson(db, slug),
      ),
      await explainCall(database, '/api/directory page', (db) =>
        listDirectory(db, directoryQuerySchema.parse({})),
      ),
    ];
  } finally {
    await database.close();
  }
}

async function runTarget(
  target: Target,
  args: LoadArgs,
  log: (line: string) => void,
): Promise<Run> {
  const workload = await withDatabase(target, (db) => prepareWorkload(db, typo(PROFESSION)));
  const [version] = await withDatabase(target, (db) =>
    queryRows<{ version: string }>(db, sql`select split_part(version(), ' on ', 1) as version`),
  );
  const engineName = target.engine === 'postgresql' ? 'PostgreSQL' : 'PGlite';
  const label = `${engineName} ${workload.people.toLocaleString('en')}`;
  log(`\n## ${label} people (${version?.version})\n`);
  log('Explaining the list queries …');
  const explained = await explainReads(
    target,
    workload.slugs[0]!,
    workload.nameQuery,
    workload.professionQuery,
  );

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const [appPort, ceilingPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    ...(target.engine === 'postgresql'
      ? { DATABASE_URL: target.url, DATA_DIR: workDir }
      : { DATA_DIR: path.dirname(target.dataDir) }),
  };
  if (target.engine === 'pglite') delete env.DATABASE_URL;
  const app = await startServer('src/server/main.ts', [], env, appPort, '/api/categories');
  let ceiling: Awaited<ReturnType<typeof startServer>> | undefined;
  const memory = sampleResidentMemory(app.pid);
  const results: ScenarioResult[] = [];
  try {
    const home = await fetch(`${app.url}/api/people?page=1`);
    const bodyFile = path.join(workDir, 'home.json');
    writeFileSync(bodyFile, Buffer.from(await home.arrayBuffer()));
    ceiling = await startServer(
      'bench/ceiling-server.ts',
      [String(ceilingPort), bodyFile],
      process.env,
      ceilingPort,
      '/ceiling',
    );

    const scenarios = buildScenarios(workload);
    log('Warming up …');
    await runScenario(scenarios[1]!, app.url, {
      duration: Math.min(3, args.duration),
      connections: args.connections,
    });
    for (const scenario of scenarios) {
      const result = await runScenario(
        scenario,
        scenario.server === 'app' ? app.url : ceiling.url,
        args,
      );
      results.push(result);
      log(
        `  ${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.latency.p95.toFixed(1)} ms`,
      );
    }
  } finally {
    memory.stop();
    await ceiling?.stop();
    await app.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const writes = await withDatabase(target, (db) => checkWrites(db, workload));
  return {
    label,
    heading: `${label} people, ${version?.version}, ${args.connections} connections, ${args.duration} s per scenario`,
    results,
    peakRss: memory.peakBytes(),
    writes,
    explained,
  };
}

function runReport(run: Run): string {
  const seqScans = run.explained.flatMap((call) =>
    call.plans.flatMap((plan) => plan.seqScans.map((table) => `${call.name}: ${table}`)),
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  return [
    `### ${run.heading}`,
    '',
    resultsTable(run.results),
    '',
    `- app resident memory, peak: ${mb(run.peakRss)} (target < 300 MB: ${run.peakRss < RSS_LIMIT_BYTES ? 'met' : 'missed'})`,
    `- votes exact: ${run.writes.votesExact ? 'yes' : 'no'} (${run.writes.benchVotes} bench votes on the touched accounts, counts and states recomputed from the vote rows)`,
    `- ratings exact: ${run.writes.ratingsExact ? 'yes' : 'no'} (${run.writes.benchRatings} bench ratings; rating counts and sums recomputed from the rating rows)`,
    `- sequential scans on people, social_accounts, votes or ratings in the list queries: ${seqScans.length ? seqScans.join('; ') : 'none'}`,
  ].join('\n');
}

async function seedEmbedded(
  people: number,
  log: (line: string) => void,
): Promise<{ dataDir: string; root: string }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const dataDir = path.join(root, 'db');
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    log(`Loading ${people.toLocaleString('en')} people into PGlite at ${dataDir} …`);
    const report = await seedBenchData(handle.db, {
      people,
      concurrency: 1,
      setSession: true,
      log,
    });
    log(
      `Loaded in ${report.totalSeconds.toFixed(1)} s (${report.votes.toLocaleString('en')} votes)`,
    );
  } finally {
    await handle.close();
  }
  return { dataDir, root };
}

async function main() {
  const args = parseLoadArgs(process.argv.slice(2), process.env);
  const log = (line: string) => console.log(line);
  const runs: Run[] = [];
  log(
    `# Load benchmark, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at start ${os.loadavg()[0]!.toFixed(1)}`,
  );
  if (!args.skipPostgres)
    runs.push(await runTarget({ engine: 'postgresql', url: args.databaseUrl }, args, log));
  if (args.embedded) {
    const { dataDir, root } = await seedEmbedded(args.embeddedPeople, log);
    try {
      runs.push(await runTarget({ engine: 'pglite', dataDir }, args, log));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  const report = [
    ...runs.map(runReport),
    ...(runs.length > 1 ? ['### Side by side', '', comparisonTable(runs)] : []),
    '## EXPLAIN ANALYZE of the list queries',
    ...runs.map((run) => `### ${run.label}\n\n\`\`\`\n${explainText(run.explained)}\n\`\`\``),
  ].join('\n\n');
  log(`\n${report}`);
  if (args.out) writeFileSync(args.out, `${report}\n`);
  // A lost or double-counted write is a failure, whatever the figures.
  if (runs.some((run) => !run.writes.votesExact || !run.writes.ratingsExact)) {
    console.error('Vote or rating counts disagree with their rows');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
