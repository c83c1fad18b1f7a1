/**
 * Which in-memory name index fits a million people: FlexSearch, MiniSearch and Orama against a
 * compact index of sorted arrays (src/shared/compact-name-index.ts), each built in a process of its
 * own from the same people's kept search words (the project's own normalised and
 * transliterated forms), then asked the same queries: a word, a typed prefix, a typo, two
 * words, a word and a prefix. Prints build time, memory and query latency per index.
 *
 * `npm run bench:name-index -- --database-url postgres://…/bench [--people 1000000]
 * [--queries 2000] [--only compact,minisearch]`
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { create, insertMultiple, search } from '@orama/orama';
import { FUZZY_MIN_WORD_LENGTH } from '../src/shared/search-text';
import type { IndexedPerson } from '../src/shared/compact-name-index';
import {
  buildCompactNameIndex,
  CompactNameIndexBuilder,
} from '../src/shared/compact-name-index-builder';
import { readPeopleInOrder } from '../src/server/modules/people/name-index/read-people';
import { markdownTable } from './report';

const CANDIDATES = ['compact', 'flexsearch', 'minisearch', 'orama'] as const;
type Candidate = (typeof CANDIDATES)[number];
const RESULTS = 100;

interface NameQuery {
  kind: 'word' | 'prefix' | 'typo' | 'two words' | 'word and prefix';
  words: string[];
}

interface NameIndex {
  /** The ids of at most RESULTS people matching every word (the last one as a prefix). */
  find(query: NameQuery): number[] | Promise<number[]>;
}

interface Measured {
  candidate: Candidate;
  people: number;
  /** Reading the people's words from the database, and ordering them. */
  loadSeconds: number;
  buildSeconds: number;
  /** The compact index only: read and built at once, as a start would (buildWhileReading). */
  whileReadingSeconds?: number;
  heapMB: number;
  rssMB: number;
  latencies: Record<NameQuery['kind'], { p50: number; p975: number; found: number }>;
}

async function loadPeople(databaseUrl: string, limit: number): Promise<IndexedPerson[]> {
  const loaded: IndexedPerson[] = [];
  await readPeopleInOrder(
    databaseUrl,
    (batch) => {
      for (const person of batch) loaded.push(person);
    },
    { limit },
  );
  return loaded;
}

/** The compact index built as its rows arrive, as a start would build it; answers the seconds it took. */
async function buildWhileReading(databaseUrl: string, limit: number): Promise<number> {
  const started = performance.now();
  const builder = new CompactNameIndexBuilder();
  await readPeopleInOrder(
    databaseUrl,
    (batch) => {
      for (const person of batch) builder.add(person);
    },
    { limit },
  );
  builder.finish();
  return (performance.now() - started) / 1000;
}

/** The same queries in every process: drawn from the people with a fixed seed. */
function drawQueries(people: IndexedPerson[], count: number): NameQuery[] {
  let seed = 20261206;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const kinds: NameQuery['kind'][] = ['word', 'prefix', 'typo', 'two words', 'word and prefix'];
  const queries: NameQuery[] = [];
  while (queries.length < count) {
    const person = people[Math.floor(random() * people.length)]!;
    const [first, last] = person.words;
    if (!first || !last || /[~=@]/.test(first + last)) continue;
    const kind = kinds[queries.length % kinds.length]!;
    if (kind === 'word') queries.push({ kind, words: [last] });
    if (kind === 'prefix') queries.push({ kind, words: [last.slice(0, 3)] });
    if (kind === 'typo') {
      if (last.length <= FUZZY_MIN_WORD_LENGTH) continue;
      const at = 1 + Math.floor(random() * (last.length - 2));
      queries.push({ kind, words: [last.slice(0, at) + last.slice(at + 1)] });
    }
    if (kind === 'two words') queries.push({ kind, words: [first, last] });
    if (kind === 'word and prefix') queries.push({ kind, words: [first, last.slice(0, 2)] });
  }
  return queries;
}

const asText = (person: IndexedPerson) => person.words.join(' ');
const byWhitespace = (text: string) => text.split(' ');
const fuzzyOf = (query: NameQuery) => (query.kind === 'typo' ? 1 : 0);

async function buildIndex(candidate: Candidate, people: IndexedPerson[]): Promise<NameIndex> {
  if (candidate === 'compact') {
    const index = buildCompactNameIndex(people);
    return {
      find: (query) => index.find(query.words, RESULTS, { typos: query.kind === 'typo' }),
    };
  }
  if (candidate === 'flexsearch') {
    const index = new FlexSearch.Index({
      tokenize: 'forward',
      encoder: new FlexSearch.Encoder(FlexSearch.Charset.Exact),
    });
    for (const person of people) index.add(person.id, asText(person));
    return {
      find: (query) => index.search(query.words.join(' '), { limit: RESULTS }) as number[],
    };
  }
  if (candidate === 'minisearch') {
    const index = new MiniSearch<IndexedPerson>({
      fields: ['text'],
      extractField: (person) => asText(person),
      tokenize: byWhitespace,
      processTerm: (term) => term,
    });
    index.addAll(people);
    return {
      find: (query) =>
        index
          .search(query.words.join(' '), {
            combineWith: 'AND',
            prefix: (_term, position, terms) => position === terms.length - 1,
            fuzzy: fuzzyOf(query),
          })
          .slice(0, RESULTS)
          .map((result) => Number(result.id)),
    };
  }
  const index = create({
    schema: { text: 'string' } as const,
    components: {
      tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: byWhitespace },
    },
  });
  await insertMultiple(
    index,
    people.map((person) => ({ id: String(person.id), text: asText(person) })),
    10_000,
  );
  return {
    find: async (query) => {
      const found = await search(index, {
        term: query.words.join(' '),
        properties: ['text'],
        tolerance: fuzzyOf(query),
        threshold: 0,
        limit: RESULTS,
      });
      return found.hits.map((hit) => Number(hit.id));
    },
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** One candidate, in this process: load, build, settle the heap, ask every query. */
async function measure(
  candidate: Candidate,
  databaseUrl: string,
  limit: number,
  queryCount: number,
): Promise<Measured> {
  globalThis.gc?.();
  const baseline = process.memoryUsage();
  const loadStarted = performance.now();
  const people = await loadPeople(databaseUrl, limit);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const queries = drawQueries(people, queryCount);
  const started = performance.now();
  const index = await buildIndex(candidate, people);
  const buildSeconds = (performance.now() - started) / 1000;
  people.length = 0;
  // Twice: the first collection leaves some of the build's garbage to the next.
  globalThis.gc?.();
  globalThis.gc?.();
  const memory = process.memoryUsage();
  const timings = new Map<NameQuery['kind'], { times: number[]; found: number }>();
  for (const query of queries) {
    const begun = performance.now();
    const found = await index.find(query);
    const entry = timings.get(query.kind) ?? { times: [], found: 0 };
    entry.times.push(performance.now() - begun);
    entry.found += found.length;
    timings.set(query.kind, entry);
  }
  const latencies = Object.fromEntries(
    [...timings].map(([kind, { times, found }]) => {
      times.sort((a, b) => a - b);
      return [
        kind,
        {
          p50: percentile(times, 0.5),
          p975: percentile(times, 0.975),
          found: found / times.length,
        },
      ];
    }),
  ) as Measured['latencies'];
  const whileReadingSeconds =
    candidate === 'compact' ? await buildWhileReading(databaseUrl, limit) : undefined;
  return {
    candidate,
    whileReadingSeconds,
    people: limit,
    loadSeconds,
    buildSeconds,
    heapMB: (memory.heapUsed - baseline.heapUsed) / 2 ** 20,
    rssMB: memory.rss / 2 ** 20,
    latencies,
  };
}

/** Runs one candidate in a child process of its own, so its memory is its own. */
function measureApart(candidate: Candidate, args: string[]): Promise<Measured | string> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        '--expose-gc',
        '--max-old-space-size=16000',
        fileURLToPath(import.meta.url),
        ...args,
        '--candidate',
        candidate,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      resolve(code === 0 ? (JSON.parse(line) as Measured) : `exited with ${code}`);
    });
  });
}

function report(results: (Measured | string)[], names: readonly Candidate[]) {
  const kinds: NameQuery['kind'][] = ['word', 'prefix', 'typo', 'two words', 'word and prefix'];
  const format = (value: number) => value.toFixed(value < 10 ? 2 : 0);
  console.log(
    markdownTable(
      [
        'index',
        'load s',
        'build s',
        'heap MB',
        'RSS MB',
        ...kinds.map((kind) => `${kind} p50 / p97.5 ms`),
      ],
      results.map((result, position) =>
        typeof result === 'string'
          ? [names[position]!, result, '', '', '', ...kinds.map(() => '')]
          : [
              result.candidate,
              format(result.loadSeconds),
              format(result.buildSeconds),
              format(result.heapMB),
              format(result.rssMB),
              ...kinds.map((kind) => {
                const latency = result.latencies[kind];
                return latency
                  ? `${format(latency.p50)} / ${format(latency.p975)} (${format(latency.found)} found)`
                  : '–';
              }),
            ],
      ),
    ),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench' },
      people: { type: 'string', default: '1000000' },
      queries: { type: 'string', default: '2000' },
      only: { type: 'string' },
      candidate: { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  const limit = Number(values.people);
  const queryCount = Number(values.queries);
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(queryCount) || queryCount < 1) {
    throw new Error('--people and --queries take whole numbers above 0');
  }
  if (values.candidate) {
    const candidate = values.candidate as Candidate;
    if (!CANDIDATES.includes(candidate)) throw new Error(`No index "${candidate}"`);
    console.log(JSON.stringify(await measure(candidate, databaseUrl, limit, queryCount)));
    return;
  }
  const names = values.only
    ? CANDIDATES.filter((name) => values.only!.split(',').includes(name))
    : CANDIDATES;
  const childArgs = ['--database-url', databaseUrl, '--people', String(limit)];
  childArgs.push('--queries', String(queryCount));
  const results: (Measured | string)[] = [];
  for (const name of names) {
    console.error(`building ${name} over ${limit} people …`);
    results.push(await measureApart(name, childArgs));
  }
  console.log(`\n### In-memory name indexes, ${limit} people, ${queryCount} queries\n`);
  report(results, names);
  for (const result of results) {
    if (typeof result !== 'string' && result.whileReadingSeconds !== undefined) {
      console.log(
        `\n${result.candidate}, read from the database and built at once, as a start would: ${result.whileReadingSeconds.toFixed(1)} s`,
      );
    }
  }
  if (results.some((result) => typeof result === 'string')) process.exitCode = 1;
}

await main();
