/**
 * `npm run bench:wikidata -- [--entities 1000000] [--dump FILE] [--seed 1]
 * [--database-url URL | --embedded] [--profile]`: the Wikidata import's speed and memory.
 * Writes a generated dump (bench/wikidata-dump.ts; `--dump` reuses one), drops and creates
 * the PostgreSQL database (default postgres://postgres@127.0.0.1:5432/bench_wikidata) or
 * takes an embedded one in a temporary folder (`--embedded`), builds the server where it
 * is out of date, and runs the built `cli.js import-wikidata` twice on the dump, as an
 * operator would: the figures of each run against the targets (at least 20,000 entities/s,
 * under 300 MB resident), the CLI's summary, and whether the second run changed nothing.
 * `--profile` records the first run's CPU profile (node --cpu-prof) and prints where it went.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/platform/database/client';
import { DEFAULT_DATABASE_URL, withDatabase } from './args';
import { describeError } from './errors';
import { type CpuProfile, type ProfileRow, summariseProfile } from './profile';
import { sampleResidentMemory } from './processes';
import { ensureDatabase } from './postgres';
import { markdownTable } from './report';
import { describeDump, describeMix, type DumpReport, writeDump } from './wikidata-dump';

const TARGET_ENTITIES_PER_SECOND = 20_000;
const TARGET_RESIDENT_MB = 300;
const CLI = 'dist/server/cli.js';

function options() {
  const { values } = parseArgs({
    options: {
      entities: { type: 'string', default: '1000000' },
      dump: { type: 'string' },
      seed: { type: 'string', default: '1' },
      'database-url': {
        type: 'string',
        default: withDatabase(DEFAULT_DATABASE_URL, 'bench_wikidata'),
      },
      embedded: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
  });
  const entities = Number(values.entities.replace(/_/g, ''));
  const seed = Number(values.seed);
  if (!Number.isInteger(entities) || entities <= 0)
    throw new Error(`--entities takes a positive whole number, not "${values.entities}"`);
  if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number, not "${values.seed}"`);
  if (!values.embedded && !/^postgres(ql)?:\/\//.test(values['database-url']))
    throw new Error(`--database-url starts with postgres://, not "${values['database-url']}"`);
  return { ...values, entities, seed, databaseUrl: values['database-url'] };
}

interface Run {
  label: string;
  seconds: number;
  peakBytes: number;
  summary: string;
  /** From the CLI's first summary line: what it read, and how fast it says it did. */
  entitiesRead: number | null;
  cliRate: number | null;
  rows: Rows;
}

/** What the import writes, counted after each run: a second run must leave it as it was. */
type Rows = Record<string, number>;

async function countRows(database: { url?: string; dataDir?: string }): Promise<Rows> {
  const handle = await openDatabase({ ...database, poolSize: 1 });
  try {
    const [row] = await queryRows<Rows>(
      handle.db,
      sql`select (select count(*)::int from people where wikidata_id is not null) as people,
        (select count(*)::int from person_aliases) as aliases,
        (select count(*)::int from social_accounts) as accounts,
        (select count(*)::int from wikidata_claims) as claims,
        (select count(*)::int from identity_anchors) as anchors,
        (select count(*)::int from wikidata_possible_matches) as "possible matches"`,
    );
    return row!;
  } finally {
    await handle.close();
  }
}

/** The Node flags `npm run cli` gives the command (its heap's sizes), read from package.json. */
function cliNodeFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  return scripts.cli!.match(/--[a-z-]+-space-size=\d+/g) ?? [];
}

/** Runs the built CLI as `npm run cli` does; its progress goes to stderr as it comes. */
async function runCli(args: string[], env: NodeJS.ProcessEnv, nodeFlags: string[] = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [...cliNodeFlags(), ...nodeFlags, CLI, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = sampleResidentMemory(child.pid!, 100);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-5000);
  });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  const peakBytes = memory.stop();
  if (code !== 0)
    throw new Error(`${CLI} ${args[0]} ended with ${signal ?? `exit code ${code}`}:\n${stderr}`);
  return { stdout: stdout.trim(), seconds: (performance.now() - started) / 1000, peakBytes };
}

const SUMMARY = /^Read (\d+) entities in [\d.]+ s \((\d+) entities\/s\)/m;

/** The summary's counts of changes made (all but what was skipped or named): none on a re-run. */
const changesIn = (summary: string) =>
  [...summary.matchAll(/^[ \t]+(\d+) ((?!skipped|occupations).+)$/gm)]
    .filter((count) => Number(count[1]) > 0)
    .map((count) => `${count[1]} ${count[2]}`);

/** Where the profiled run's CPU time went, by function and by package, per entity read. */
function profileReport(profileDir: string, entities: number): string {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return 'The profiled run wrote no CPU profile.';
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const summary = summariseProfile(profile, { requests: entities, root: process.cwd() });
  const table = (title: string, rows: ProfileRow[]) =>
    markdownTable(
      [title, '% of busy', 'µs per entity'],
      rows.map((row) => [
        row.name,
        `${(row.share * 100).toFixed(1)} %`,
        row.microsPerRequest.toFixed(2),
      ]),
    );
  return [
    `CPU profile of the first run: busy ${(summary.busyMicros / 1e6).toFixed(1)} s of CPU.`,
    table('self time by function', summary.functions),
    table('self time by package or area', summary.areas),
  ].join('\n\n');
}

function resultsTable(runs: Run[], entities: number): string {
  const rows = runs.map((run) => {
    const rate = entities / run.seconds;
    const megabytes = run.peakBytes / 1e6;
    const missed = [
      rate < TARGET_ENTITIES_PER_SECOND ? 'entities/s' : '',
      megabytes >= TARGET_RESIDENT_MB ? 'memory' : '',
    ].filter(Boolean);
    return [
      run.label,
      (run.entitiesRead ?? entities).toLocaleString('en'),
      run.seconds.toFixed(1),
      Math.round(rate).toLocaleString('en'),
      run.cliRate === null ? '–' : run.cliRate.toLocaleString('en'),
      megabytes.toFixed(0),
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ];
  });
  return markdownTable(
    [
      'import',
      'entities',
      'seconds (process)',
      `entities/s (≥ ${TARGET_ENTITIES_PER_SECOND.toLocaleString('en')})`,
      'entities/s (the CLI says)',
      `peak RSS MB (< ${TARGET_RESIDENT_MB})`,
      'targets',
    ],
    rows,
  );
}

async function main() {
  const args = options();
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-wikidata-'));
  try {
    const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The server did not build');

    let dump = args.dump;
    let written: DumpReport | undefined;
    if (dump) {
      if (!statSync(dump, { throwIfNoEntry: false })?.isFile())
        throw new Error(`${dump}: no such file`);
      console.log(`Using the dump ${dump}`);
    } else {
      dump = path.join(workDir, `wikidata-${args.entities}.json.gz`);
      console.log(
        `Writing ${args.entities.toLocaleString('en')} entities: of the items ${describeMix()}.`,
      );
      written = await writeDump({ entities: args.entities, out: dump, seed: args.seed });
      console.log(describeDump(written, dump));
    }

    const env: NodeJS.ProcessEnv = { ...process.env };
    // The shell's replicas are another database's.
    delete env.DATABASE_READ_URL;
    const database = args.embedded
      ? { dataDir: path.join(workDir, 'data', 'db') }
      : { url: args.databaseUrl };
    if (args.embedded) {
      delete env.DATABASE_URL;
      env.DATA_DIR = path.join(workDir, 'data');
      console.log(`An embedded database in ${env.DATA_DIR}`);
    } else {
      env.DATABASE_URL = args.databaseUrl;
      await ensureDatabase(args.databaseUrl, true);
      console.log(`A new database at ${args.databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
    }
    // Any command migrates an empty database: done here, the imports' times hold no migration.
    await runCli(['recompute-ratings'], env);

    const profileDir = path.join(workDir, 'cpu-profile');
    const runs: Run[] = [];
    for (const label of ['first', 'again, same dump']) {
      const profiled = args.profile && runs.length === 0;
      console.log(`Importing (${label}${profiled ? ', CPU-profiled' : ''}) …`);
      const result = await runCli(
        ['import-wikidata', dump],
        env,
        profiled ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
      );
      const read = SUMMARY.exec(result.stdout);
      runs.push({
        label: profiled ? `${label} (CPU-profiled)` : label,
        seconds: result.seconds,
        peakBytes: result.peakBytes,
        summary: result.stdout,
        entitiesRead: read ? Number(read[1]) : null,
        cliRate: read ? Number(read[2]) : null,
        rows: await countRows(database),
      });
    }

    const entities = runs[0]!.entitiesRead ?? args.entities;
    const [first, again] = runs as [Run, Run];
    const rowsText = (rows: Rows) =>
      Object.entries(rows)
        .map(([name, count]) => `${count.toLocaleString('en')} ${name}`)
        .join(', ');
    console.log(
      [
        '',
        `## Wikidata import, ${entities.toLocaleString('en')} entities, ${args.embedded ? 'embedded database' : 'PostgreSQL'}`,
        '',
        resultsTable(runs, entities),
        '',
        'Seconds are the CLI process’s, start to exit; peak RSS is its resident memory sampled every 100 ms.',
        ...runs.flatMap((run) => ['', `The CLI’s summary (${run.label}):`, run.summary]),
        '',
        `In the database after the first run: ${rowsText(first.rows)}.`,
        ...(args.profile ? ['', profileReport(profileDir, entities)] : []),
      ].join('\n'),
    );

    const changedRows = Object.keys(first.rows).some(
      (name) => first.rows[name] !== again.rows[name],
    );
    const changes = changesIn(again.summary);
    if (changedRows || changes.length) {
      console.error(
        `The second run was not idempotent: ${changes.join(', ') || 'it said nothing changed'}; after it, ${rowsText(again.rows)}.`,
      );
      process.exitCode = 1;
    } else
      console.log('The second run changed nothing: its summary says so, and these counts agree.');
    if (
      written &&
      (first.rows.people !== written.listedPeople || first.rows.claims !== written.listedAccounts)
    ) {
      console.error(
        `The dump lists ${written.listedPeople} people with ${written.listedAccounts} accounts; the import listed ${first.rows.people} people with ${first.rows.claims} listed claims.`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
