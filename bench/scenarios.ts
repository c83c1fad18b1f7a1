import autocannon from 'autocannon';
import type { LoadArgs } from './args';
import { latencies, type ScenarioKind, type ScenarioResult } from './report';
import { listPagePath, pick, pickSearch } from './queries';
import { LIST_PAGES, type Workload } from './workload';

export interface Scenario {
  /** The same on every target, so runs line up side by side. */
  name: string;
  /** What this target's pools hold ("10000 people"), shown after the name. */
  detail?: string;
  kind: ScenarioKind;
  /** Base address of the server the scenario hits. */
  server: 'app' | 'ceiling';
  /** Builds each request: the path, and for writes the method, headers and body. */
  request: () => {
    path: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  };
}

const search = (query: string) => `/api/people?search=${encodeURIComponent(query)}`;

/** The bare route serving the home list's bytes: what the app's figures are measured against. */
export const CEILING: Scenario = {
  name: 'bare Fastify, same JSON (ceiling)',
  kind: 'ceiling',
  server: 'ceiling',
  request: () => ({ path: '/ceiling' }),
};

/**
 * The reads, each with the visitors' cache off and on: one repeated address, then the
 * distinct ones, each request drawn at random from a pool of thousands of addresses.
 */
export function buildReadScenarios(workload: Workload): Scenario[] {
  const { searches, slugs, categoryIds, feedPages, commentedPeople, usernames } = workload;
  const pooled = Object.values(searches).reduce((sum, pool) => sum + pool.length, 0);
  return [
    {
      name: 'home list, page 1 (repeated)',
      kind: 'home',
      server: 'app',
      request: () => ({ path: '/api/people?page=1' }),
    },
    {
      name: 'distinct searches',
      detail: `${pooled} queries: names, typed prefixes, typos, professions`,
      kind: 'search',
      server: 'app',
      request: () => ({ path: search(pickSearch(searches)) }),
    },
    {
      name: 'distinct suggestions as typed',
      detail: `${searches.prefixes.length} prefixes of names`,
      kind: 'suggest',
      server: 'app',
      request: () => ({
        path: `/api/people/suggestions?q=${encodeURIComponent(pick(searches.prefixes))}`,
      }),
    },
    {
      name: 'distinct person pages',
      detail: `${slugs.length} people`,
      kind: 'person',
      server: 'app',
      request: () => ({ path: `/api/people/${encodeURIComponent(pick(slugs))}` }),
    },
    {
      name: 'distinct list pages',
      detail: `filters × ${categoryIds.length + 1} categories × ${LIST_PAGES} pages`,
      kind: 'list',
      server: 'app',
      request: () => ({ path: listPagePath(categoryIds, LIST_PAGES) }),
    },
    {
      name: 'distinct community feed',
      detail: `${feedPages} pages, ${commentedPeople.length} people's`,
      kind: 'feed',
      server: 'app',
      request: () => ({
        path:
          commentedPeople.length && Math.random() < 0.5
            ? `/api/comments?personId=${pick(commentedPeople)}`
            : `/api/comments?page=${1 + Math.floor(Math.random() * feedPages)}`,
      }),
    },
    {
      name: 'distinct profiles',
      detail: `${usernames.length} users`,
      kind: 'profile',
      server: 'app',
      request: () => ({
        path: `/api/users/${encodeURIComponent(pick(usernames))}/profile`,
      }),
    },
  ];
}

/** The distinct reads among these interleaved at random, each request from one drawn anew. */
export function distinctReadMix(scenarios: Scenario[]): Scenario {
  const distinct = scenarios.filter(
    (scenario) => !['home', 'write', 'ceiling'].includes(scenario.kind),
  );
  return { ...mixOf(distinct), name: 'distinct read mix', kind: 'list' };
}

/** These scenarios interleaved at random, each request from one drawn anew. */
export function mixOf(scenarios: Scenario[]): Scenario {
  if (!scenarios.length) throw new Error('A mix needs at least one scenario');
  return {
    name: `mix of ${scenarios.map((scenario) => scenario.name).join(', ')}`,
    kind: scenarios[0]!.kind,
    server: 'app',
    request: () => pick(scenarios).request(),
  };
}

/** The writes: they change the data, so they run once, after the reads. */
export function buildWriteScenarios(workload: Workload): Scenario[] {
  const bearer = () => ({
    authorization: `Bearer ${pick(workload.tokens)}`,
    'content-type': 'application/json',
  });
  const vote = (accountIds: number[]) => () => ({
    path: '/api/votes',
    method: 'POST' as const,
    headers: bearer(),
    body: JSON.stringify({ socialAccountId: pick(accountIds), isApproval: Math.random() < 0.5 }),
  });
  return [
    {
      name: 'vote',
      detail: `${workload.tokens.length} users, ${workload.pendingAccountIds.length} pending accounts`,
      kind: 'write',
      server: 'app',
      request: vote(workload.pendingAccountIds),
    },
    {
      name: 'vote on a popular account',
      detail: `${workload.tokens.length} users, ${workload.popularAccountIds.length} accounts of ${workload.popularVoters} voters or more`,
      kind: 'write',
      server: 'app',
      request: vote(workload.popularAccountIds),
    },
    {
      name: 'rate',
      detail: `${workload.tokens.length} users, ${workload.verifiedAccountIds.length} verified accounts`,
      kind: 'write',
      server: 'app',
      request: () => ({
        path: `/api/social-accounts/${pick(workload.verifiedAccountIds)}/rate`,
        method: 'POST',
        headers: bearer(),
        body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5) }),
      }),
    },
  ];
}

/** Seconds of the distinct read mix before each app's measured scenarios. */
export const WARM_UP_SECONDS = 3;

/** What every browser sends: answers are measured as visitors receive them, compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Runs one scenario with autocannon and measures every answer's time itself (for its percentiles). */
export async function runScenario(
  scenario: Scenario,
  baseUrl: string,
  { duration, connections }: { duration: number; connections: number },
): Promise<ScenarioResult> {
  const times: number[] = [];
  const otherStatuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const built = scenario.request();
              return {
                ...request,
                method: built.method ?? 'GET',
                path: built.path,
                headers: { ...BROWSER_HEADERS, ...built.headers },
                body: built.body,
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300)
        otherStatuses[statusCode] = (otherStatuses[statusCode] ?? 0) + 1;
    });
  });
  return {
    name: scenario.name,
    ...(scenario.detail === undefined ? {} : { detail: scenario.detail }),
    kind: scenario.kind,
    requests: times.length,
    requestsPerSecond: times.length / result.duration,
    latency: latencies(times),
    otherStatuses,
    errors: result.errors + result.timeouts,
  };
}

/** Runs the scenarios one after the other against the app at `url`, after `warmUp`, logging each. */
export async function runAll(
  scenarios: Scenario[],
  warmUp: Scenario,
  url: string,
  args: LoadArgs,
  log: (line: string) => void,
): Promise<ScenarioResult[]> {
  log('  warming up …');
  await runScenario(warmUp, url, {
    duration: Math.min(WARM_UP_SECONDS, args.duration),
    connections: args.connections,
  });
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const result = await runScenario(scenario, url, args);
    results.push(result);
    log(
      `  ${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.latency.p50.toFixed(1)} ms, p97.5 ${result.latency.p975.toFixed(1)} ms`,
    );
  }
  return results;
}
