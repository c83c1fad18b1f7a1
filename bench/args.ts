import { parseArgs } from 'node:util';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`--${name} must be a positive whole number, not "${value}"`);
  return number;
}

function databaseUrl(value: string | undefined, env: NodeJS.ProcessEnv): string {
  const url = value ?? env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error(`--database-url must start with postgres:// or postgresql://, not "${url}"`);
  return url;
}

export interface SeedArgs {
  people: number;
  databaseUrl: string;
  /** Drop and create the database again when it already holds data. */
  reset: boolean;
}

/** `npm run bench:seed -- --people N [--database-url URL] [--reset]` */
export function parseSeedArgs(argv: string[], env: NodeJS.ProcessEnv = {}): SeedArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      people: { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  return {
    people: positiveInt('people', values.people, 1_000_000),
    databaseUrl: databaseUrl(values['database-url'], env),
    reset: values.reset ?? false,
  };
}

export interface LoadArgs {
  /** Seconds per scenario. */
  duration: number;
  connections: number;
  databaseUrl: string;
  /** Also run on the embedded database, seeded with `embeddedPeople` people. */
  embedded: boolean;
  embeddedPeople: number;
  /** Skip the PostgreSQL run (only the embedded one). */
  skipPostgres: boolean;
  /** Where the markdown report is written as well as printed. */
  out?: string;
  /** Seconds of the distinct read mix on a CPU-profiled app; none: no profile. */
  profileSeconds?: number;
  /** Leave out the run of two instances on a primary and a replica (PostgreSQL only). */
  singleInstance: boolean;
  /** Only the scenarios of these kinds (search, person, list, feed, profile, home, write); all when empty. */
  only: string[];
}

const SCENARIO_KINDS = ['search', 'suggest', 'person', 'list', 'feed', 'profile', 'home', 'write'];

/** `--only search,list`: the kinds of scenario to run; every kind when not given. */
function scenarioKinds(value: string | undefined): string[] {
  const kinds = (value ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknown = kinds.filter((kind) => !SCENARIO_KINDS.includes(kind));
  if (unknown.length)
    throw new Error(`--only takes ${SCENARIO_KINDS.join(', ')}; not ${unknown.join(', ')}`);
  return kinds;
}

/** Seconds of the profile when --profile names none. */
export const DEFAULT_PROFILE_SECONDS = 20;

/** `--profile` takes its seconds optionally: a bare flag gets the default spelled out. */
function withProfileSeconds(argv: string[]): string[] {
  return argv.flatMap((arg, index) => {
    if (arg !== '--profile') return [arg];
    const next = argv[index + 1];
    return next !== undefined && !next.startsWith('--')
      ? ['--profile-seconds']
      : ['--profile-seconds', String(DEFAULT_PROFILE_SECONDS)];
  });
}

/**
 * `npm run bench -- [--duration 30] [--connections 50] [--database-url URL]
 * [--embedded [--people 100000]] [--embedded-only] [--out FILE] [--profile [seconds]]
 * [--single-instance] [--only search,list]`
 */
export function parseLoadArgs(argv: string[], env: NodeJS.ProcessEnv = {}): LoadArgs {
  const { values } = parseArgs({
    args: withProfileSeconds(argv),
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      'database-url': { type: 'string' },
      embedded: { type: 'boolean', default: false },
      'embedded-only': { type: 'boolean', default: false },
      people: { type: 'string' },
      out: { type: 'string' },
      'profile-seconds': { type: 'string' },
      'single-instance': { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  const profile = values['profile-seconds'];
  const embeddedOnly = values['embedded-only'] ?? false;
  return {
    duration: positiveInt('duration', values.duration, 30),
    connections: positiveInt('connections', values.connections, 50),
    databaseUrl: databaseUrl(values['database-url'], env),
    embedded: (values.embedded ?? false) || embeddedOnly,
    embeddedPeople: positiveInt('people', values.people, 100_000),
    skipPostgres: embeddedOnly,
    out: values.out,
    profileSeconds:
      profile === undefined ? undefined : positiveInt('profile', profile, DEFAULT_PROFILE_SECONDS),
    singleInstance: values['single-instance'] ?? false,
    only: scenarioKinds(values.only),
  };
}

/** The same server address with another database name (to create or drop the benchmark's). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`The database address ${url} names no database`);
  return name;
}
