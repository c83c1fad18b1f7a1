import autocannon from 'autocannon';
import { latencies, type ScenarioKind, type ScenarioResult } from './report';
import type { Workload } from './workload';

export interface Scenario {
  name: string;
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

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

const search = (query: string) => `/api/people?search=${encodeURIComponent(query)}`;

/** The scenarios, in the order they run (reads first; writes change the data). */
export function buildScenarios(workload: Workload): Scenario[] {
  const bearer = () => ({
    authorization: `Bearer ${pick(workload.tokens)}`,
    'content-type': 'application/json',
  });
  return [
    {
      name: 'bare Fastify, same JSON (ceiling)',
      kind: 'ceiling',
      server: 'ceiling',
      request: () => ({ path: '/ceiling' }),
    },
    {
      name: 'home list, page 1',
      kind: 'home',
      server: 'app',
      request: () => ({ path: '/api/people?page=1' }),
    },
    {
      name: 'home list, page 500',
      kind: 'home',
      server: 'app',
      request: () => ({ path: '/api/people?page=500' }),
    },
    {
      name: `search name "${workload.nameQuery}"`,
      kind: 'list',
      server: 'app',
      request: () => ({ path: search(workload.nameQuery) }),
    },
    {
      name: `search profession typo "${workload.professionQuery}"`,
      kind: 'list',
      server: 'app',
      request: () => ({ path: search(workload.professionQuery) }),
    },
    {
      name: 'verified, minRating=4',
      kind: 'list',
      server: 'app',
      request: () => ({ path: '/api/people?verification=verified&minRating=4' }),
    },
    {
      name: `person page by slug (${workload.slugs.length} people)`,
      kind: 'person',
      server: 'app',
      request: () => ({ path: `/api/people/${encodeURIComponent(pick(workload.slugs))}` }),
    },
    {
      name: '/api/directory page',
      kind: 'list',
      server: 'app',
      request: () => ({ path: '/api/directory' }),
    },
    {
      name: `vote (${workload.tokens.length} users, ${workload.pendingAccountIds.length} pending accounts)`,
      kind: 'write',
      server: 'app',
      request: () => ({
        path: '/api/votes',
        method: 'POST',
        headers: bearer(),
        body: JSON.stringify({
          socialAccountId: pick(workload.pendingAccountIds),
          isApproval: Math.random() < 0.5,
        }),
      }),
    },
    {
      name: `rate (${workload.tokens.length} users, ${workload.verifiedAccountIds.length} verified accounts)`,
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

/** Runs one scenario with autocannon and measures every answer's time itself (for p95). */
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
                headers: built.headers ?? {},
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
    kind: scenario.kind,
    requestsPerSecond: times.length / result.duration,
    latency: latencies(times),
    otherStatuses,
    errors: result.errors + result.timeouts,
  };
}
