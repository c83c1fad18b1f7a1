/**
 * The load benchmark: starts the app in production mode and a bare Fastify route serving
 * the same JSON, runs each scenario with autocannon and prints a markdown table. Reads run
 * twice, on an app with the visitors' answer cache off and on one with it on; most draw each
 * request from thousands of addresses, as real visitors do, so the cache answers few.
 *   npm run bench -- [--duration 30] [--connections 50] [--database-url URL]
 *                    [--embedded [--people 100000]] [--embedded-only] [--out FILE]
 *                    [--profile [seconds]] [--single-instance] [--only search,list]
 * See the README's Performance section.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  type Database,
  type DatabaseOptions,
  openDatabase,
  queryRows,
} from '../src/server/platform/database/client';
import { seedReferenceData } from '../src/server/modules/catalog';
import { listComments } from '../src/server/modules/comments/service';
import { listDirectory } from '../src/server/modules/directory/service';
import { listPeople } from '../src/server/modules/people/people-page';
import { lookUpPerson } from '../src/server/modules/people/service';
import { commentsQuerySchema } from '../src/shared/schemas/comments';
import { directoryQuerySchema } from '../src/shared/schemas/directory';
import { peopleQuerySchema } from '../src/shared/schemas/people';
import { type LoadArgs, parseLoadArgs } from './args';
import { BUILT_SERVER, startFlags } from './built-app';
import { describeError } from './errors';
import { type ExplainedCall, explainCall, explainText, openRecordingDatabase } from './explain';
import { freePort, type Server, sampleResidentMemory, startServer } from './processes';
import { runScaleOut } from './scale-out';
import { type CpuProfile, type ProfileSummary, profileTables, summariseProfile } from './profile';
import { oneTypo } from './queries';
import {
  comparisonTable,
  type IdleTiming,
  idleTable,
  type LabelledRun,
  statementsTable,
  resultsTable,
  EMBEDDED_TARGETS,
  TARGETS,
  type ScenarioResult,
  typo,
} from './report';
import {
  buildReadScenarios,
  buildWriteScenarios,
  CEILING,
  distinctReadMix,
  mixOf,
  runAll,
  runScenario,
  type Scenario,
  WARM_UP_SECONDS,
} from './scenarios';
import { seedBenchData } from './seed-data';
import { countWriteStatements, type StatementCount } from './statements';
import {
  LIST_PAGES,
  type Workload,
  type WriteCheck,
  checkWrites,
  prepareWorkload,
} from './workload';

const RSS_LIMIT_BYTES = 300 * 1024 * 1024;

/** The visitors' answer cache of the cache-on app: the app's default. */
const CACHE_ON_SECONDS = 5;
/** Times each search is sent on the idle app. */
const IDLE_REPEATS = 5;

type Target = { engine: 'postgresql'; url: string } | { engine: 'pglite'; dataDir: string };

interface Run {
  engine: Target['engine'];
  label: string;
  heading: string;
  reads: Scenario[];
  /** The ceiling, the reads and the writes, on the app with the cache off. */
  cacheOff: ScenarioResult[];
  /** The reads again, on the app with the cache on. */
  cacheOn: ScenarioResult[];
  peakRss: { off: number; on: number };
  writes: WriteCheck;
  statements: StatementCount[];
  explained: ExplainedCall[];
  idle: IdleTiming[];
  /** Absent without --profile; null when the profiled app wrote no profile. */
  profiled?: { summary: ProfileSummary; exit: string; mix: string } | null;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

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

async function explainReads(target: Target, workload: Workload) {
  const database = await openRecordingDatabase(
    target.engine === 'postgresql' ? { url: target.url } : { dataDir: target.dataDir },
  );
  const people = (query: Record<string, string>) => (db: Database) =>
    listPeople(db, peopleQuerySchema.parse(query));
  const slug = workload.slugs[0]!;
  const name = workload.searches.names[0]!;
  const misspelt = workload.searches.typos[0] ?? typo(name);
  const category = String(workload.categoryIds[0]);
  try {
    return [
      await explainCall(database, 'home list, page 1', people({ page: '1' })),
      await explainCall(database, 'home list, page 500', people({ page: '500' })),
      await explainCall(database, `search name "${name}"`, people({ search: name })),
      await explainCall(database, `search typo "${misspelt}"`, people({ search: misspelt })),
      await explainCall(database, 'search "m"', people({ search: 'm' })),
      await explainCall(database, 'search "ma"', people({ search: 'ma' })),
      await explainCall(
        database,
        `search the most common word "${workload.commonWord}"`,
        people({ search: workload.commonWord }),
      ),
      await explainCall(
        database,
        'verified, minRating=4',
        people({ verification: 'verified', minRating: '4' }),
      ),
      await explainCall(
        database,
        `verified, minRating=4, category=${category}, page ${LIST_PAGES}`,
        people({ verification: 'verified', minRating: '4', category, page: String(LIST_PAGES) }),
      ),
      await explainCall(database, `person page /api/people/${slug}`, (db) =>
        lookUpPerson(db, slug),
      ),
      await explainCall(database, 'community feed, page 1', (db) =>
        listComments(db, commentsQuerySchema.parse({})),
      ),
      await explainCall(database, '/api/directory page', (db) =>
        listDirectory(db, directoryQuerySchema.parse({})),
      ),
    ];
  } finally {
    await database.close();
  }
}

/** Starts the app on its own port, with the visitors' answer cache kept this many seconds. */
async function startApp(
  target: Target,
  workDir: string,
  cacheSeconds: number,
  nodeFlags: string[] = [],
  settings: NodeJS.ProcessEnv = {},
): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    READ_CACHE_SECONDS: String(cacheSeconds),
    ...(target.engine === 'postgresql'
      ? { DATABASE_URL: target.url, DATA_DIR: workDir }
      : { DATA_DIR: path.dirname(target.dataDir) }),
    ...settings,
  };
  if (target.engine === 'pglite') delete env.DATABASE_URL;
  const server = await startServer(BUILT_SERVER, [], env, port, '/api/categories', [
    ...startFlags(),
    ...nodeFlags,
  ]);
  if (target.engine === 'postgresql' && env.NAME_INDEX !== 'off') {
    await nameIndexBuilt(server).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  }
  return server;
}

/** How long an app may take to build its name index before the measurement gives up. */
const NAME_INDEX_BUILD_LIMIT_MS = 180_000;

/**
 * Waits until the app says (in its readiness) that its name index is built, so that searches
 * are measured as they are served once an instance is up, not from SQL while it builds.
 */
async function nameIndexBuilt(server: Server) {
  const started = performance.now();
  while (performance.now() - started < NAME_INDEX_BUILD_LIMIT_MS) {
    const ready = await fetch(`${server.url}/health/ready`);
    const { dependencies } = (await ready.json()) as {
      dependencies: { name: string; up: boolean }[];
    };
    if (dependencies.some((dependency) => dependency.name === 'name index' && dependency.up)) {
      console.log(
        `  name index built in ${((performance.now() - started) / 1000).toFixed(1)} s after the start`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app built no name index within ${NAME_INDEX_BUILD_LIMIT_MS / 1000} s`);
}

/** The ceiling, serving the bytes of the app's home list, measured once. */
async function measureCeiling(app: Server, workDir: string, args: LoadArgs) {
  const home = await fetch(`${app.url}/api/people?page=1`);
  const bodyFile = path.join(workDir, 'home.json');
  writeFileSync(bodyFile, Buffer.from(await home.arrayBuffer()));
  const port = await freePort();
  const ceiling = await startServer(
    'bench/ceiling-server.ts',
    [String(port), bodyFile],
    process.env,
    port,
    '/ceiling',
  );
  try {
    return await runScenario(CEILING, ceiling.url, args);
  } finally {
    await ceiling.stop();
  }
}

/** Times each search alone, one request at a time, IDLE_REPEATS times. */
async function timeIdleSearches(app: Server, workload: Workload): Promise<IdleTiming[]> {
  const queries = [
    { label: 'one letter', query: 'm' },
    { label: 'two letters', query: 'ma' },
    { label: 'the most common word', query: workload.commonWord },
    { label: 'the most common word, one typo', query: oneTypo(workload.commonWord, () => 0.5) },
  ];
  const timings: IdleTiming[] = [];
  for (const { label, query } of queries) {
    const times: number[] = [];
    for (let repeat = 0; repeat < IDLE_REPEATS; repeat += 1) {
      const started = performance.now();
      const response = await fetch(`${app.url}/api/people?search=${encodeURIComponent(query)}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`search "${query}" answered ${response.status}`);
    }
    timings.push({ label, query, times });
  }
  return timings;
}

/**
 * Profiles a cache-off app under a mix of the measured scenarios (the distinct reads, or the
 * writes when only they are measured); null when Node wrote no profile.
 */
async function profileMix(
  target: Target,
  workDir: string,
  mix: Scenario,
  args: LoadArgs & { profileSeconds: number },
  log: (line: string) => void,
): Promise<{ summary: ProfileSummary; exit: string; mix: string } | null> {
  const profileDir = path.join(workDir, 'cpu-profile');
  const app = await startApp(target, workDir, 0, ['--cpu-prof', '--cpu-prof-dir', profileDir]);
  log(`  profiling the ${mix.name} for ${args.profileSeconds} s …`);
  const microsNow = () => Number(process.hrtime.bigint() / 1000n);
  let ended: Awaited<ReturnType<Server['stop']>> | undefined;
  let result: ScenarioResult, from: number, to: number;
  try {
    await runScenario(mix, app.url, {
      duration: Math.min(WARM_UP_SECONDS, args.profileSeconds),
      connections: args.connections,
    });
    from = microsNow();
    result = await runScenario(mix, app.url, {
      duration: args.profileSeconds,
      connections: args.connections,
    });
    to = microsNow();
  } finally {
    // Node writes the profile as the process exits: a normal exit, not a kill, is needed.
    ended = await app.stop();
  }
  const exit = ended.signal ? `killed by ${ended.signal}` : `exit code ${ended.code}`;
  const file = existsSync(profileDir)
    ? readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
    : undefined;
  if (!file) {
    log(`  the profiled app ended with ${exit} and wrote no profile`);
    return null;
  }
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const root = process.cwd();
  // V8 stamps samples on the monotonic clock process.hrtime reads, so the window of the load
  // leaves start-up and shutdown out; if the clocks ever disagree, the whole life counts.
  const windowed = summariseProfile(profile, { requests: result.requests, root, from, to });
  return {
    summary: windowed.busyMicros
      ? windowed
      : summariseProfile(profile, { requests: result.requests, root }),
    exit,
    mix: mix.name,
  };
}

async function runTarget(
  target: Target,
  args: LoadArgs,
  log: (line: string) => void,
): Promise<Run> {
  const workload = await withDatabase(target, (db) => prepareWorkload(db));
  const [version] = await withDatabase(target, (db) =>
    queryRows<{ version: string }>(db, sql`select split_part(version(), ' on ', 1) as version`),
  );
  const engineName = target.engine === 'postgresql' ? 'PostgreSQL' : 'PGlite';
  const label = `${engineName} ${workload.people.toLocaleString('en')}`;
  const heading = `${label} people, ${version?.version}, ${args.connections} connections, ${args.duration} s per scenario, load average at start ${loadAverage()}`;
  log(`\n## ${heading}\n`);
  const chosen = (scenarios: Scenario[]) =>
    args.only.length
      ? scenarios.filter((scenario) => args.only.includes(scenario.kind))
      : scenarios;
  const allReads = buildReadScenarios(workload);
  const reads = chosen(allReads);
  const writes = chosen(buildWriteScenarios(workload));
  // Whatever is measured, the app warms up on the reads, which change nothing.
  const warmUp = distinctReadMix(allReads);
  let explained: ExplainedCall[] = [];
  if (reads.length) {
    log('Explaining the list queries …');
    explained = await explainReads(target, workload);
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  try {
    log(`Visitors' cache off (READ_CACHE_SECONDS=0):`);
    const off = await startApp(target, workDir, 0);
    const offMemory = sampleResidentMemory(off.pid);
    let cacheOff: ScenarioResult[];
    let idle: IdleTiming[];
    try {
      cacheOff = [await measureCeiling(off, workDir, args)];
      log(`  ${cacheOff[0]!.name}: ${cacheOff[0]!.requestsPerSecond.toFixed(0)} req/s`);
      cacheOff.push(...(await runAll([...reads, ...writes], warmUp, off.url, args, log)));
      if (reads.some((scenario) => scenario.kind === 'search')) {
        log('  timing single searches on the idle app …');
        idle = await timeIdleSearches(off, workload);
      } else idle = [];
    } finally {
      offMemory.stop();
      await off.stop();
    }
    log('  counting the statements of the writes …');
    const statements = await countWriteStatements(
      target.engine === 'postgresql' ? { url: target.url } : { dataDir: target.dataDir },
      writes,
    );

    let cacheOn: ScenarioResult[] = [];
    let onPeak = 0;
    if (reads.length) {
      log(`Visitors' cache on (READ_CACHE_SECONDS=${CACHE_ON_SECONDS}):`);
      const on = await startApp(target, workDir, CACHE_ON_SECONDS);
      const onMemory = sampleResidentMemory(on.pid);
      try {
        cacheOn = await runAll(reads, warmUp, on.url, args, log);
      } finally {
        onMemory.stop();
        await on.stop();
      }
      onPeak = onMemory.peakBytes();
    }

    const profiled =
      args.profileSeconds === undefined
        ? undefined
        : await profileMix(
            target,
            workDir,
            reads.length ? distinctReadMix(reads) : mixOf(writes),
            { ...args, profileSeconds: args.profileSeconds },
            log,
          );
    const checked = await withDatabase(target, (db) => checkWrites(db, workload));
    return {
      engine: target.engine,
      label,
      heading,
      reads,
      cacheOff,
      cacheOn,
      peakRss: { off: offMemory.peakBytes(), on: onPeak },
      writes: checked,
      statements,
      explained,
      idle,
      profiled,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function runReport(run: Run): string {
  const seqScans = run.explained.flatMap((call) =>
    call.plans.flatMap((plan) => plan.seqScans.map((table) => `${call.name}: ${table}`)),
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const peak = Math.max(run.peakRss.off, run.peakRss.on);
  return [
    `### ${run.heading}`,
    '',
    resultsTable(run.cacheOff, run.cacheOn, run.engine === 'pglite' ? EMBEDDED_TARGETS : TARGETS),
    '',
    `- app resident memory, peak: cache off ${mb(run.peakRss.off)}, cache on ${run.cacheOn.length ? mb(run.peakRss.on) : 'not run'} (target < 300 MB: ${peak < RSS_LIMIT_BYTES ? 'met' : 'missed'})`,
    `- votes exact: ${run.writes.votesExact ? 'yes' : 'no'} (${run.writes.benchVotes} bench votes on the touched accounts, counts and states recomputed from the vote rows)`,
    `- ratings exact: ${run.writes.ratingsExact ? 'yes' : 'no'} (${run.writes.benchRatings} bench ratings; rating counts and sums recomputed from the rating rows)`,
    ...(run.explained.length
      ? [
          `- sequential scans on people, social_accounts, votes or ratings in the list queries: ${seqScans.length ? seqScans.join('; ') : 'none'}`,
        ]
      : []),
    ...(run.statements.length
      ? [
          '',
          '#### SQL statements per write, BEGIN and COMMIT included (the app in this process on the same data, 20 requests each)',
          '',
          statementsTable(run.statements),
        ]
      : []),
    ...(run.idle.length
      ? [
          '',
          `#### The slowest single search on an idle server (cache off, ${IDLE_REPEATS} times each)`,
          '',
          idleTable(run.idle),
        ]
      : []),
    ...(run.profiled === undefined
      ? []
      : [
          '',
          `#### Where the time goes: CPU profile of the ${run.profiled?.mix ?? 'measured mix'} (cache off)`,
          '',
          run.profiled
            ? `The profiled app ended with ${run.profiled.exit}. ${profileTables(run.profiled.summary)}`
            : 'The profiled app wrote no profile.',
        ]),
  ].join('\n');
}

/** Distinct reads where more than this share of answers were not 2xx: their pool is wrong. */
const MAX_FAILED_SHARE = 0.01;

const measuredReads = (results: ScenarioResult[]) =>
  results.filter((result) => result.kind !== 'write' && result.kind !== 'ceiling');

const otherAnswers = (result: ScenarioResult) =>
  Object.values(result.otherStatuses).reduce((sum, count) => sum + count, 0);

/** The reads answered mostly other than 2xx: their addresses are wrong. */
function failedPools(label: string, results: ScenarioResult[]): string[] {
  return measuredReads(results)
    .filter((result) => otherAnswers(result) > result.requests * MAX_FAILED_SHARE)
    .map((result) => `${label}: ${result.name}`);
}

/**
 * The reads that answered nothing at all within the window: too slow to measure at this
 * duration (the embedded database's first requests in a short run), said, not judged.
 */
function unansweredPools(label: string, results: ScenarioResult[]): string[] {
  return measuredReads(results)
    .filter((result) => result.requests === 0 && otherAnswers(result) === 0)
    .map((result) => `${label}: ${result.name}`);
}

/** The distinct reads on one and on two instances, with one replica, beside one instance alone. */
async function measureScaleOut(single: Run, args: LoadArgs, log: (line: string) => void) {
  const heading = `### Several instances: a primary and one streaming replica, two instances behind a round-robin proxy (${single.label} people, ${args.connections} connections, ${args.duration} s per scenario, load average at start ${loadAverage()})`;
  log(`\n${heading}\n`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-out-'));
  try {
    const measured = await runScaleOut({
      sourceUrl: args.databaseUrl,
      reads: single.reads,
      args,
      log,
      startInstance: (databaseUrl, readUrl, cacheSeconds) =>
        startApp({ engine: 'postgresql', url: databaseUrl }, workDir, cacheSeconds, [], {
          DATABASE_READ_URL: readUrl,
        }),
      cacheOnSeconds: CACHE_ON_SECONDS,
    });
    const alone = { label: '1 instance, primary only, cache off', results: single.cacheOff };
    return { report: [heading, '', comparisonTable([alone, ...measured])].join('\n'), measured };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
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
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The server could not be built');
  log(
    `# Load benchmark, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at start ${loadAverage()} (1 / 5 / 15 min)`,
  );
  let scaleOut: { report: string; measured: LabelledRun[] } | undefined;
  if (!args.skipPostgres) {
    const postgres: Target = { engine: 'postgresql', url: args.databaseUrl };
    const single = await runTarget(postgres, args, log);
    runs.push(single);
    // Several instances share the reads; with writes alone measured there is nothing to share.
    if (!args.singleInstance && single.reads.length)
      scaleOut = await measureScaleOut(single, args, log);
  }
  if (args.embedded) {
    const { dataDir, root } = await seedEmbedded(args.embeddedPeople, log);
    try {
      runs.push(await runTarget({ engine: 'pglite', dataDir }, args, log));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  const explainedRuns = runs.filter((run) => run.explained.length);
  const report = [
    ...runs.map(runReport),
    ...(scaleOut ? [scaleOut.report] : []),
    ...(runs.length > 1
      ? [
          '### Side by side (cache off)',
          comparisonTable(runs.map((run) => ({ label: run.label, results: run.cacheOff }))),
        ]
      : []),
    ...(explainedRuns.length ? ['## EXPLAIN ANALYZE of the list queries'] : []),
    ...explainedRuns.map(
      (run) => `### ${run.label}\n\n\`\`\`\n${explainText(run.explained)}\n\`\`\``,
    ),
  ].join('\n\n');
  log(`\n${report}`);
  if (args.out) writeFileSync(args.out, `${report}\n`);
  // A lost or double-counted write is a failure, whatever the figures.
  if (runs.some((run) => !run.writes.votesExact || !run.writes.ratingsExact)) {
    console.error('Vote or rating counts disagree with their rows');
    process.exitCode = 1;
  }
  // A distinct read answered mostly 404 or 400 measured the errors, not the pages.
  const failed = [
    ...runs.flatMap((run) => failedPools(run.label, [...run.cacheOff, ...run.cacheOn])),
    ...(scaleOut?.measured ?? []).flatMap((run) => failedPools(run.label, run.results)),
  ];
  const unanswered = [
    ...runs.flatMap((run) => unansweredPools(run.label, [...run.cacheOff, ...run.cacheOn])),
    ...(scaleOut?.measured ?? []).flatMap((run) => unansweredPools(run.label, run.results)),
  ];
  if (unanswered.length) {
    console.warn(
      `Reads that answered nothing within ${args.duration} s (too slow to measure so briefly): ${unanswered.join('; ')}`,
    );
  }
  if (failed.length) {
    console.error(
      `Reads answered other than 2xx (their addresses are wrong): ${failed.join('; ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
